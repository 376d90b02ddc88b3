import { type FakeApp, HttpError } from '../app.ts';

/** The catalogue behind GET /v1/devices, /v1/browsers and /v1/configuration/ip-ranges. */
export interface FakeDevice {
  id: number;
  name: string;
  model: string;
  manufacturer: string;
  platform_name: string;
  platform_version: string;
  screen_size: string;
  screen_resolution: string;
}

export interface FakeBrowser {
  selenium_name: string;
  name: string;
  version: number;
  long_version: string;
  platform: string;
  browser_id: number;
}

export const device = (
  id: number,
  name: string,
  model: string,
  manufacturer: string,
  platform_name: string,
  platform_version: string,
  screen_size: string,
  screen_resolution: string,
): FakeDevice => ({
  id,
  name,
  model,
  manufacturer,
  platform_name,
  platform_version,
  screen_size,
  screen_resolution,
});

const browser = (
  browser_id: number,
  selenium_name: string,
  version: number,
  platform: string,
): FakeBrowser => ({
  selenium_name,
  name: `${selenium_name.toLowerCase()}${version}`,
  version,
  long_version: `${version}.0.${browser_id}.1`,
  platform,
  browser_id,
});

/**
 * Devices, browsers and the test machines' addresses. Tests mark devices busy (in use by another
 * customer or under maintenance) through `unavailable`.
 */
export class PlatformStore {
  readonly devices: FakeDevice[] = [
    device(11, 'Pixel 8', 'GKWS6', 'Google', 'Android', '14', '6.2', '1080x2400'),
    device(12, 'Galaxy S23', 'SM-S911B', 'Samsung', 'Android', '13', '6.1', '1080x2340'),
    device(21, 'iPhone 15', 'iPhone15,4', 'Apple', 'iOS', '17.4', '6.1', '1179x2556'),
    device(22, 'iPad Air', 'iPad13,16', 'Apple', 'iOS', '16.6', '10.9', '1640x2360'),
  ];
  readonly unavailable = new Set<number>([12]);
  readonly browsers: { webdriver: FakeBrowser[]; rc: FakeBrowser[] } = {
    webdriver: [
      browser(101, 'chrome', 126, 'WINDOWS'),
      browser(102, 'firefox', 127, 'WINDOWS'),
      browser(103, 'MicrosoftEdge', 126, 'WINDOWS'),
      browser(104, 'safari', 17, 'MAC'),
      browser(105, 'chrome', 126, 'LINUX'),
    ],
    rc: [browser(201, 'firefox', 115, 'LINUX'), browser(202, 'chrome', 109, 'WINDOWS')],
  };
  readonly ipRanges: string[] = ['185.94.24.10', '185.94.24.11', '52.17.8.200'];

  /** Replaces the catalogue: these devices, of which those in `unavailable` are busy. */
  setDevices(devices: readonly FakeDevice[], unavailable: readonly number[] = []): void {
    this.devices.splice(0, this.devices.length, ...devices);
    this.unavailable.clear();
    for (const id of unavailable) this.unavailable.add(id);
  }

  /** A device listing entry: the record plus the `available` flag that only listings carry. */
  listed(d: FakeDevice): FakeDevice & { available: boolean } {
    return { ...d, available: !this.unavailable.has(d.id) };
  }
}

/**
 * `platform` picks the OS family; the spec does not say how Android and REAL_ANDROID (or iOS and
 * REAL_IOS) differ, so the fake treats each pair alike. An unknown platform matches nothing (the spec
 * lists no error for this endpoint).
 */
const PLATFORM_FAMILY: Record<string, string> = {
  android: 'Android',
  real_android: 'Android',
  ios: 'iOS',
  real_ios: 'iOS',
};

export function registerPlatformRoutes(app: FakeApp, store: PlatformStore): void {
  app.route('GET', '/v1/devices', ({ query }) => {
    const platform = query.get('platform');
    const family = platform === null ? undefined : (PLATFORM_FAMILY[platform.toLowerCase()] ?? '');
    const devices = store.devices.filter((d) => family === undefined || d.platform_name === family);
    // `web` adds UI-only fields; which ones is not shown, so the fake adds one the client must tolerate.
    const web = query.get('web') === 'true';
    return {
      status: 200,
      body: devices.map((d) => ({ ...store.listed(d), ...(web ? { image_url: `/img/${d.id}.png` } : {}) })),
    };
  });

  app.route('GET', '/v1/devices/available', () => ({
    status: 200,
    body: store.devices.filter((d) => !store.unavailable.has(d.id)).map((d) => store.listed(d)),
  }));

  app.route('GET', '/v1/devices/:id', ({ params }) => {
    const found = store.devices.find((d) => String(d.id) === params.id);
    if (!found) throw new HttpError(404, `device ${params.id} not found`);
    return { status: 200, body: found };
  });

  app.route('GET', '/v1/configuration/ip-ranges', () => ({ status: 200, body: store.ipRanges }), {
    auth: false,
  });

  // An unknown `type` lists nothing: the spec declares no error for this endpoint.
  app.route(
    'GET',
    '/v1/browsers',
    ({ query }) => {
      const type = query.get('type') ?? 'webdriver';
      const list = type === 'webdriver' || type === 'rc' ? store.browsers[type] : [];
      return { status: 200, body: list };
    },
    { auth: false },
  );
}
