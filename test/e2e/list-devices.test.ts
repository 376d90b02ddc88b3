// list-devices from the committed dist/, run as the runner runs it, against the fake service: the
// filters, available devices versus all, `max`, a stable order, and the one-line failure.
import { beforeEach, describe, expect, it } from 'vitest';

import { device, type FakeDevice } from '../fake-service/routes/platform.ts';
import { runAction } from '../support/runner.ts';
import { shownSecrets, useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));

const CATALOGUE: FakeDevice[] = [
  device(31, 'Pixel 6', 'GB7N6', 'Google', 'Android', '9', '6.4', '1080x2400'),
  device(32, 'Galaxy S10', 'SM-G973F', 'Samsung', 'Android', '10', '6.1', '1440x3040'),
  device(33, 'Pixel 8', 'GKWS6', 'Google', 'Android', '14', '6.2', '1080x2400'),
  device(34, 'Pixel 7', 'GVU6C', 'Google', 'Android', '14', '6.3', '1080x2400'),
  device(41, 'iPhone 14', 'iPhone14,7', 'Apple', 'iOS', '16.4', '6.1', '1170x2532'),
  device(42, 'iPhone 14 Pro', 'iPhone15,2', 'Apple', 'iOS', '16.10', '6.1', '1179x2556'),
  device(43, 'iPad Air', 'iPad13,16', 'Apple', 'iOS', '17.0', '10.9', '1640x2360'),
];
/** In use by another customer or under maintenance. */
const BUSY = [34, 43];

beforeEach(() => {
  world.service.requests.length = 0;
  world.service.faults.clear();
  world.service.platform.setDevices(CATALOGUE, BUSY);
});

const listDevices = (inputs: Record<string, string | number | boolean> = {}) =>
  runAction({ action: 'list-devices', inputs, ...world.jobOptions() });
const requestLines = () =>
  world.service.requests.map(
    (r) => `${r.method} ${r.path}${r.query.platform ? `?platform=${r.query.platform}` : ''}`,
  );
const ids = (matrix: string | undefined) =>
  (JSON.parse(matrix ?? 'null') as Array<{ id: number }>).map((d) => d.id);

describe('list-devices', () => {
  it('outputs the available devices of a platform as a matrix, newest OS version first, and lists them', async () => {
    const result = await listDevices({ platform: 'android' });

    expect(result.conclusion).toBe('success');
    expect(JSON.parse(result.outputs.matrix ?? '')).toEqual([
      { name: 'Pixel 8', platform_name: 'Android', platform_version: '14', id: 33 },
      { name: 'Galaxy S10', platform_name: 'Android', platform_version: '10', id: 32 },
      { name: 'Pixel 6', platform_name: 'Android', platform_version: '9', id: 31 },
    ]);
    expect(result.outputs.count).toBe('3');
    expect(requestLines()).toEqual(['GET /v1/devices/available']);
    expect(result.log).toContain(
      'Chose 3 devices: 3 of the 5 devices available now match platform Android; newest OS version first, at most 10.',
    );
    expect(result.log).toContain('  Pixel 8 (Android 14, ID 33)');
    expect(result.summary).toContain('### Devices for the matrix');
    expect(result.summary).toContain('| Pixel 8 | Android | 14 | 33 |');
    expect(shownSecrets(result, world.secrets)).toEqual([]);
  });

  it('lists every device, busy ones too, with available-only false, the platform sent to the service', async () => {
    const result = await listDevices({ platform: 'Android', 'available-only': false });

    expect(result.conclusion).toBe('success');
    expect(ids(result.outputs.matrix)).toEqual([34, 33, 32, 31]);
    expect(requestLines()).toEqual(['GET /v1/devices?platform=Android']);
  });

  it('matches the name as a regular expression and the minimum OS version as a version', async () => {
    const pixels = await listDevices({ name: '^Pixel', 'min-version': '10', 'available-only': false });
    expect(ids(pixels.outputs.matrix)).toEqual([34, 33]);

    // 16.10 comes after 16.4; as text it would come before it.
    const phones = await listDevices({ platform: 'iOS', name: 'iPhone', 'min-version': '16.5' });
    expect(ids(phones.outputs.matrix)).toEqual([42]);
    expect(phones.log).toContain(
      'Chose 1 device: 1 of the 5 devices available now matches platform iOS, name /iPhone/, min-version 16.5; newest OS version first, at most 10.',
    );
  });

  it('keeps the first max devices', async () => {
    const result = await listDevices({ max: 2, 'available-only': 'false' });
    expect(ids(result.outputs.matrix)).toEqual([43, 42]);
    expect(result.outputs.count).toBe('2');
  });

  it('gives the same matrix whatever order the service lists the devices in', async () => {
    const first = await listDevices({ 'available-only': false });
    world.service.platform.setDevices([...CATALOGUE].reverse(), BUSY);
    const second = await listDevices({ 'available-only': false });
    expect(second.outputs.matrix).toBe(first.outputs.matrix);
    expect(ids(first.outputs.matrix)).toEqual([43, 42, 41, 34, 33, 32, 31]);
  });

  it('fails in one line naming the filters and how many devices there were, when none matches', async () => {
    const result = await listDevices({ platform: 'REAL_IOS', name: '^iPad', 'min-version': '18' });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      'No device to choose: none of the 5 devices available now matches platform REAL_IOS, name /^iPad/, min-version 18.',
    ]);
    expect(result.outputs).toEqual({ matrix: '[]', count: '0' });
    expect(result.log.filter((line) => line.includes('No device to choose'))).toHaveLength(1);
    expect(result.summary).toContain('No device to choose: none of the 5 devices available now');
  });

  it.each([
    ['name', { name: 'Pixel (8' }, /^Input "name" is not a regular expression: /],
    ['min-version', { 'min-version': '16.x' }, /^Input "min-version" must be a version of numbers and dots/],
    [
      'platform',
      { platform: 'windows' },
      /^Input "platform" must be one of Android, iOS, REAL_ANDROID, REAL_IOS/,
    ],
    ['max', { max: 257 }, /^Input "max" must be a whole number from 1 to 256, got "257"/],
  ])('refuses a bad %s before any request, naming the input', async (_input, inputs, message) => {
    const result = await listDevices(inputs);
    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([expect.stringMatching(message)]);
    expect(world.service.requests).toEqual([]);
  });
});
