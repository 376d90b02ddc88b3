import { beforeEach, describe, expect, it } from 'vitest';

import type { Device } from '../../src/api/devices.ts';
import {
  choiceLine,
  chooseDevices,
  compareVersions,
  type DeviceFilters,
  matchingDevices,
  minVersionOf,
  namePatternOf,
} from '../../src/codeless/devices.ts';
import { device } from '../fake-service/routes/platform.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();

const CATALOGUE = [
  device(1, 'Pixel 8', 'GKWS6', 'Google', 'Android', '14', '6.2', '1080x2400'),
  device(2, 'Pixel 6', 'GB7N6', 'Google', 'Android', '9', '6.4', '1080x2400'),
  device(3, 'Galaxy S10', 'SM-G973F', 'Samsung', 'Android', '10', '6.1', '1440x3040'),
  device(4, 'iPhone 14', 'iPhone14,7', 'Apple', 'iOS', '16.4', '6.1', '1170x2532'),
  device(5, 'iPhone 14 Pro', 'iPhone15,2', 'Apple', 'iOS', '16.10', '6.1', '1179x2556'),
  device(6, 'iPad Air', 'iPad13,16', 'Apple', 'iOS', '17.0', '10.9', '1640x2360'),
  device(7, 'Pixel 7', 'GVU6C', 'Google', 'Android', '14', '6.3', '1080x2400'),
];
const listed = (devices = CATALOGUE): Device[] => devices.map((d) => ({ ...d, available: true }));
const filters = (f: Partial<DeviceFilters> = {}): DeviceFilters => ({ max: 10, availableOnly: true, ...f });
const names = (devices: ReadonlyArray<{ name: string }>) => devices.map((d) => d.name);

beforeEach(() => {
  service.platform.setDevices(CATALOGUE, [7]);
});

describe('versions', () => {
  it('compare number by number, not as text', () => {
    expect(compareVersions('10', '9')).toBeGreaterThan(0);
    expect(compareVersions('16.10', '16.4')).toBeGreaterThan(0);
    expect(compareVersions('16.4', '16.10')).toBeLessThan(0);
    expect(compareVersions('17', '17.0')).toBe(0);
    expect(compareVersions('17.4.1', '17.4')).toBeGreaterThan(0);
    expect(compareVersions('14 Beta', '14')).toBe(0);
    // No number at all comes first, and equals only itself.
    expect(compareVersions('Beta', '1')).toBeLessThan(0);
    expect(compareVersions('1', '')).toBeGreaterThan(0);
    expect(compareVersions('', 'unknown')).toBe(0);
  });

  it('take a minimum of numbers and dots only, saying what is wrong', () => {
    expect(minVersionOf(' 16.4 ')).toBe('16.4');
    for (const bad of ['sixteen', '16.', '.4', '16.x', '>=16'])
      expect(() => minVersionOf(bad)).toThrow(
        `must be a version of numbers and dots, such as 10 or 16.4, got "${bad}"`,
      );
  });
});

describe('name pattern', () => {
  it('is a regular expression, or a TypeError that says why not', () => {
    expect(namePatternOf('^Pixel [78]$').test('Pixel 8')).toBe(true);
    expect(() => namePatternOf('Pixel (8')).toThrow(/^is not a regular expression: .*Unterminated group/);
  });
});

describe('matchingDevices', () => {
  it('keeps a platform in any spelling the service takes, by OS family', () => {
    expect(names(matchingDevices(listed(), filters({ platform: 'iOS' })))).toEqual([
      'iPad Air',
      'iPhone 14 Pro',
      'iPhone 14',
    ]);
    expect(matchingDevices(listed(), filters({ platform: 'REAL_IOS' }))).toEqual(
      matchingDevices(listed(), filters({ platform: 'iOS' })),
    );
  });

  it('matches the name anywhere unless anchored', () => {
    expect(names(matchingDevices(listed(), filters({ name: /Pixel/ })))).toEqual([
      'Pixel 7',
      'Pixel 8',
      'Pixel 6',
    ]);
    expect(names(matchingDevices(listed(), filters({ name: /^iPhone 14$/ })))).toEqual(['iPhone 14']);
  });

  it('keeps OS versions at or above the minimum, compared as versions', () => {
    expect(names(matchingDevices(listed(), filters({ minVersion: '10' })))).toEqual([
      'iPad Air',
      'iPhone 14 Pro',
      'iPhone 14',
      'Pixel 7',
      'Pixel 8',
      'Galaxy S10',
    ]);
    expect(names(matchingDevices(listed(), filters({ platform: 'iOS', minVersion: '16.5' })))).toEqual([
      'iPad Air',
      'iPhone 14 Pro',
    ]);
    const odd = device(8, 'Prototype', 'X', 'Acme', 'Android', 'preview', '6', '1x1');
    expect(names(matchingDevices(listed([...CATALOGUE, odd]), filters({ minVersion: '1' })))).not.toContain(
      'Prototype',
    );
    expect(names(matchingDevices(listed([...CATALOGUE, odd]), filters())).at(-1)).toBe('Prototype');
  });

  it('orders newest OS version first, then platform, name and ID, whatever order the service lists', () => {
    const twin = device(9, 'Pixel 7', 'GVU6C', 'Google', 'Android', '14', '6.3', '1080x2400');
    const all = listed([...CATALOGUE, twin]);
    const expected = matchingDevices(all, filters()).map((d) => d.id);
    expect(expected).toEqual([6, 5, 4, 7, 9, 1, 3, 2]);
    for (const order of [[...all].reverse(), [...all.slice(4), ...all.slice(0, 4)]])
      expect(matchingDevices(order, filters()).map((d) => d.id)).toEqual(expected);
  });
});

describe('chooseDevices', () => {
  const client = () => clientFor(service);

  it('lists the devices available now, and outputs the first max in matrix order', async () => {
    const two = await chooseDevices(filters({ platform: 'Android', max: 2 }), client());
    expect(two).toEqual({
      devices: [
        { name: 'Pixel 8', platform_name: 'Android', platform_version: '14', id: 1 },
        { name: 'Galaxy S10', platform_name: 'Android', platform_version: '10', id: 3 },
      ],
      listed: 6,
      matching: 3,
    });
    expect(service.requests.map((r) => [r.path, r.query])).toEqual([['/v1/devices/available', {}]]);
    expect(choiceLine(two, filters({ platform: 'Android', max: 2 }))).toBe(
      'Chose 2 devices: 3 of the 6 devices available now match platform Android; newest OS version first, at most 2.',
    );
  });

  it('lists every device with available-only false, the platform sent to the service too', async () => {
    const choice = await chooseDevices(filters({ platform: 'Android', availableOnly: false }), client());
    expect(choice.devices.map((d) => d.id)).toEqual([7, 1, 3, 2]);
    expect(choice.listed).toBe(4);
    expect(service.requests.map((r) => [r.path, r.query])).toEqual([
      ['/v1/devices', { platform: 'Android' }],
    ]);
    expect(choiceLine(choice, filters({ platform: 'Android', availableOnly: false }))).toBe(
      'Chose 4 devices: 4 of the 4 devices the service lists match platform Android; newest OS version first, at most 10.',
    );
  });

  it('says in one line, with the filters and the count before them, that nothing matched', async () => {
    const none = await chooseDevices(filters({ platform: 'iOS', name: /^iPad/, minVersion: '18' }), client());
    expect(none).toEqual({
      devices: [],
      listed: 6,
      matching: 0,
      failure:
        'No device to choose: none of the 6 devices available now matches platform iOS, name /^iPad/, min-version 18.',
    });
    service.platform.setDevices(
      CATALOGUE,
      CATALOGUE.map((d) => d.id),
    );
    const empty = await chooseDevices(filters(), client());
    expect(empty.failure).toBe(
      'No device to choose: the service lists no devices available now (no filters).',
    );
    const all = await chooseDevices(filters({ availableOnly: false, name: /Nokia/ }), client());
    expect(all.failure).toBe(
      'No device to choose: none of the 7 devices the service lists matches name /Nokia/.',
    );
  });
});
