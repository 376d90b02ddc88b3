import { describe, expect, it } from 'vitest';

import { ServiceError } from '../../src/api/transport/errors.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const badCredentials = () => clientFor(service, { credentials: { key: 'user-key', secret: 'wrong' } });

describe('devices', () => {
  it('lists every device with its availability flag', async () => {
    const devices = await clientFor(service).devices.list();
    expect(devices.map((d) => d.id)).toEqual(service.platform.devices.map((d) => d.id));
    expect(devices.find((d) => d.id === 12)?.available).toBe(false);
    expect(devices.find((d) => d.id === 11)).toMatchObject({ available: true, platform_name: 'Android' });
  });

  it('filters by platform, in any case, sending the spec spelling', async () => {
    const client = clientFor(service);
    const android = await client.devices.list({ platform: 'android' });
    expect(android.length).toBeGreaterThan(0);
    expect(android.every((d) => d.platform_name === 'Android')).toBe(true);
    const ios = await client.devices.list({ platform: ' real_ios ' });
    expect(ios.every((d) => d.platform_name === 'iOS')).toBe(true);
    expect(service.seen('GET', '/v1/devices').map((r) => r.query.platform)).toEqual(['Android', 'REAL_IOS']);
  });

  it('refuses an unknown platform before any request', () => {
    expect(() => clientFor(service).devices.list({ platform: 'windows' })).toThrow(/one of Android, iOS/);
    expect(service.requests).toHaveLength(0);
  });

  it('passes `web` and drops the UI-only fields it adds', async () => {
    const [first] = await clientFor(service).devices.list({ web: true });
    expect(service.seen('GET', '/v1/devices')[0]?.query.web).toBe('true');
    expect(first).toBeDefined();
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'available',
        'id',
        'manufacturer',
        'model',
        'name',
        'platform_name',
        'platform_version',
        'screen_resolution',
        'screen_size',
      ].sort(),
    );
  });

  it('lists only the devices that can be acquired now', async () => {
    service.platform.unavailable.add(21);
    try {
      const ids = (await clientFor(service).devices.available()).map((d) => d.id);
      expect(ids).toEqual([11, 22]);
    } finally {
      service.platform.unavailable.delete(21);
    }
  });

  it('gets one device, and answers 404 for an unknown one and 401 without valid credentials', async () => {
    const client = clientFor(service);
    await expect(client.devices.get(21)).resolves.toMatchObject({ id: 21, name: 'iPhone 15' });
    const missing = await client.devices.get(999).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ServiceError);
    expect((missing as ServiceError).message).toMatch(/HTTP 404: no such device/);
    await expect(badCredentials().devices.get(21)).rejects.toMatchObject({ status: 401 });
    await expect(badCredentials().devices.list()).rejects.toMatchObject({ status: 401 });
    await expect(badCredentials().devices.available()).rejects.toMatchObject({ status: 401 });
  });

  it('fails clearly when a required device field is missing', async () => {
    const { screen_size: _dropped, ...partial } = service.platform.devices[0]!;
    service.faults.add('GET', '/v1/devices/:id', { kind: 'status', status: 200, body: partial });
    await expect(clientFor(service).devices.get(11)).rejects.toThrow(/field "screen_size"/);
  });
});

describe('browsers', () => {
  it('lists WebDriver browsers by default, without credentials', async () => {
    const browsers = await badCredentials().browsers.list();
    expect(browsers.map((b) => b.browser_id)).toEqual(
      service.platform.browsers.webdriver.map((b) => b.browser_id),
    );
    const [req] = service.seen('GET', '/v1/browsers');
    expect(req?.authorization).toBeUndefined();
    expect(req?.query.type).toBeUndefined();
  });

  it('lists RC browsers when asked, and refuses other types', async () => {
    const rc = await clientFor(service).browsers.list('rc');
    expect(rc.map((b) => b.browser_id)).toEqual(service.platform.browsers.rc.map((b) => b.browser_id));
    expect(() => clientFor(service).browsers.list('selenium' as 'rc')).toThrow(/webdriver, rc/);
  });
});

describe('configuration', () => {
  it('returns the test machines’ IPv4 addresses without credentials', async () => {
    await expect(badCredentials().configuration.ipRanges()).resolves.toEqual(service.platform.ipRanges);
    expect(service.seen('GET', '/v1/configuration/ip-ranges')[0]?.authorization).toBeUndefined();
  });

  it('rejects anything but plain IPv4 addresses', async () => {
    service.faults.add('GET', '/v1/configuration/ip-ranges', {
      kind: 'status',
      status: 200,
      body: ['10.0.0.0/8'],
    });
    await expect(clientFor(service).configuration.ipRanges()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
