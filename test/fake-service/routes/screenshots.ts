import { type FakeApp, HttpError } from '../app.ts';
import type { FakeClock } from '../clock.ts';
import { paged } from '../paging.ts';
import type { FakeBrowser, PlatformStore } from './platform.ts';

export interface FakeScreenshot {
  id: number;
  browser_id: number;
  browser: string;
  /** Time (fake clock) at which this browser's shot is done. */
  readyAt: number;
}

export interface FakeScreenshotBatch {
  id: number;
  ownerId: number;
  url: string;
  resolution: string;
  created_at: string;
  screenshots: FakeScreenshot[];
}

/**
 * Screenshot batches: each browser's shot finishes in turn over `processingMs` of the fake clock, so a
 * batch is PROCESSING with partial results first, then DONE. The record's field names are "not shown";
 * the fake picks plausible ones and clients read them leniently.
 */
export class ScreenshotStore {
  readonly batches = new Map<number, FakeScreenshotBatch>();
  readonly settings = { processingMs: 200, defaultBrowsers: 3 };
  private nextId = 7001;
  private nextShotId = 80001;

  private readonly clock: FakeClock;
  private readonly platform: PlatformStore;

  constructor(clock: FakeClock, platform: PlatformStore) {
    this.clock = clock;
    this.platform = platform;
  }

  create(ownerId: number, url: string, resolution: string, browsers: FakeBrowser[]): FakeScreenshotBatch {
    const now = this.clock.now();
    const step = this.settings.processingMs / browsers.length;
    const batch: FakeScreenshotBatch = {
      id: this.nextId++,
      ownerId,
      url,
      resolution,
      created_at: new Date(now).toISOString(),
      screenshots: browsers.map((b, i) => ({
        id: this.nextShotId++,
        browser_id: b.browser_id,
        browser: `${b.name} ${b.platform}`,
        readyAt: now + Math.round(step * (i + 1)),
      })),
    };
    this.batches.set(batch.id, batch);
    return batch;
  }

  browsers(ids: unknown): FakeBrowser[] {
    const all = this.platform.browsers.webdriver;
    if (ids === undefined) return all.slice(0, this.settings.defaultBrowsers);
    if (!Array.isArray(ids) || !ids.length)
      throw new HttpError(400, 'browsers must be a non-empty array of browser IDs');
    return ids.map((id) => {
      const found = all.find((b) => b.browser_id === id);
      if (!found) throw new HttpError(400, `unknown browser ID ${String(id)}`);
      return found;
    });
  }

  record(batch: FakeScreenshotBatch, exclude: ReadonlySet<number> = new Set()) {
    const now = this.clock.now();
    const done = (s: FakeScreenshot) => now >= s.readyAt;
    return {
      id: batch.id,
      url: batch.url,
      resolution: batch.resolution,
      state: batch.screenshots.every(done) ? 'DONE' : 'PROCESSING',
      created_at: batch.created_at,
      screenshots: batch.screenshots
        .filter((s) => !exclude.has(s.id))
        .map((s) => ({
          id: s.id,
          browser_id: s.browser_id,
          browser: s.browser,
          state: done(s) ? 'DONE' : 'PROCESSING',
          thumbnail_url: done(s) ? `https://shots.example.test/${batch.id}/${s.id}_thumb.png` : null,
          image_url: done(s) ? `https://shots.example.test/${batch.id}/${s.id}.png` : null,
        })),
    };
  }
}

const RESOLUTION = /^\d{3,4}x\d{3,4}$/;

export function registerScreenshotRoutes(app: FakeApp, store: ScreenshotStore): void {
  app.route('GET', '/v1/screenshots', ({ account, query }) => {
    const batches = [...store.batches.values()]
      .filter((b) => b.ownerId === account.id)
      .reverse()
      .map((b) => store.record(b));
    return { status: 200, body: paged(batches, query, app.lists) };
  });

  // The body's parameter names are "not shown": the fake takes `url` (required), `resolution` and `browsers`.
  app.route('POST', '/v1/screenshots', async ({ account, json }) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    const body = await json();
    const url = body.url;
    if (typeof url !== 'string' || !/^https?:\/\/\S+$/i.test(url))
      throw new HttpError(400, 'url is required (http or https)');
    const resolution = body.resolution ?? '1920x1080';
    if (typeof resolution !== 'string' || !RESOLUTION.test(resolution))
      throw new HttpError(400, 'resolution must look like 1920x1080');
    const batch = store.create(account.id, url, resolution, store.browsers(body.browsers));
    return { status: 201, body: store.record(batch) };
  });

  app.route('GET', '/v1/screenshots/:id', ({ account, params, query }) => {
    const batch = store.batches.get(Number(params.id));
    if (!batch || batch.ownerId !== account.id)
      throw new HttpError(404, `screenshot batch ${params.id} not found`);
    const exclude = new Set(
      (query.get('excludeIds') ?? '')
        .split(',')
        .filter((v) => v.trim())
        .map(Number),
    );
    return { status: 200, body: store.record(batch, exclude) };
  });
}
