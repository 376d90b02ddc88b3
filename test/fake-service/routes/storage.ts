import { createHash, randomBytes } from 'node:crypto';
import { extname } from 'node:path';

import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError, type RouteContext } from '../app.ts';
import type { FakeClock } from '../clock.ts';
import { boundaryOf, MultipartParser, type PartSink } from '../multipart.ts';
import { MAX_COUNT, paged } from '../paging.ts';

/** The storage scheme of every `app_url` the fake hands out. */
export const STORAGE_SCHEME = 'cloud';
const MAX_FIELD_BYTES = 64 * 1024;

export interface FakeStoredApp {
  id: number;
  ownerId: number;
  appKey: string;
  app_url: string;
  filename: string;
  type: string;
  created_at: string;
  /** What the last upload under this key received: a file (size and hash, never the bytes) or a URL. */
  size: number | null;
  sha256: string | null;
  sourceUrl: string | null;
  /** Times the binary was replaced under the same key. */
  replacements: number;
}

/** What one upload request carried. */
interface Received {
  file?: { filename: string; size: number; sha256: string };
  url?: string;
}

/** Stored apps per account, newest first in lists; each upload's size and SHA-256 are kept for tests. */
export class StorageStore {
  readonly apps = new Map<number, FakeStoredApp>();
  private nextId = 7001;

  private readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  /** An account's apps, newest first. */
  of(ownerId: number): FakeStoredApp[] {
    return [...this.apps.values()].filter((a) => a.ownerId === ownerId).sort((a, b) => b.id - a.id);
  }

  byKey(ownerId: number, appKey: string): FakeStoredApp | undefined {
    return this.of(ownerId).find((a) => a.appKey === appKey);
  }

  /** An account's app by numeric ID or app key (DELETE takes either). */
  find(ownerId: number, ref: string): FakeStoredApp | undefined {
    return this.byKey(ownerId, ref) ?? this.of(ownerId).find((a) => String(a.id) === ref);
  }

  add(ownerId: number, received: Received): FakeStoredApp {
    const appKey = randomBytes(10).toString('hex');
    const app: FakeStoredApp = {
      id: this.nextId++,
      ownerId,
      appKey,
      app_url: `${STORAGE_SCHEME}://${appKey}`,
      filename: '',
      type: '',
      created_at: new Date(this.clock.now()).toISOString(),
      size: null,
      sha256: null,
      sourceUrl: null,
      replacements: 0,
    };
    this.apps.set(app.id, this.fill(app, received));
    return app;
  }

  /** Puts a new binary under an existing key; key, ID and `app_url` stay. */
  replace(app: FakeStoredApp, received: Received): FakeStoredApp {
    app.replacements++;
    return this.fill(app, received);
  }

  private fill(app: FakeStoredApp, received: Received): FakeStoredApp {
    const filename = received.file?.filename ?? filenameOfUrl(received.url ?? '');
    app.filename = filename;
    app.type = extname(filename).slice(1).toLowerCase() || 'zip';
    app.size = received.file?.size ?? null;
    app.sha256 = received.file?.sha256 ?? null;
    app.sourceUrl = received.url ?? null;
    return app;
  }
}

/** The record as the service shows it: the fields clients have been seen to read. */
export function storedAppRecord(app: FakeStoredApp) {
  return {
    id: app.id,
    app_url: app.app_url,
    url: `https://storage.fake.test/${app.appKey}/${encodeURIComponent(app.filename)}`,
    filename: app.filename,
    type: app.type,
    version: null,
    created_at: app.created_at,
  };
}

export function registerStorageRoutes(app: FakeApp, store: StorageStore): void {
  const writable = (account: Account) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
  };

  app.route('POST', '/v1/storage', async (ctx) => {
    writable(ctx.account);
    const received = await receive(ctx);
    return { status: 201, body: storedAppRecord(store.add(ctx.account.id, received)) };
  });

  app.route('GET', '/v1/storage', ({ account, query }) => ({
    status: 200,
    body: paged(store.of(account.id), query, app.lists, { maxCount: MAX_COUNT, map: storedAppRecord }),
  }));

  app.route('POST', '/v1/storage/:appkey', async (ctx) => {
    writable(ctx.account);
    const existing = store.byKey(ctx.account.id, ctx.params.appkey ?? '');
    // The spec lists no 404 here: an unknown key is invalid input.
    if (!existing) throw new HttpError(400, `no app is stored under key ${ctx.params.appkey}`);
    const received = await receive(ctx);
    return { status: 201, body: storedAppRecord(store.replace(existing, received)) };
  });

  app.route('GET', '/v1/storage/:appkey', ({ account, params }) => {
    const found = store.byKey(account.id, params.appkey ?? '');
    if (!found) throw new HttpError(404, `no app is stored under key ${params.appkey}`);
    return { status: 200, body: storedAppRecord(found) };
  });

  app.route('DELETE', '/v1/storage/:id', ({ account, params }) => {
    writable(account);
    const found = store.find(account.id, params.id ?? '');
    if (!found) throw new HttpError(404, `no stored app ${params.id}`);
    store.apps.delete(found.id);
    return { status: 204 };
  });
}

/**
 * Reads what an upload sent: a multipart body parsed as it streams in (the `file` part hashed and
 * counted, never kept), or a `url` as a multipart field, a form or JSON. Exactly one of them.
 */
async function receive(ctx: RouteContext): Promise<Received> {
  const contentType = ctx.req.headers['content-type'] ?? '';
  const received: Received = {};
  let url: unknown;
  const boundary = boundaryOf(contentType);
  if (boundary) {
    const fields: Record<string, string> = {};
    const parser = new MultipartParser(boundary, (part) =>
      part.name === 'file'
        ? fileSink(part.filename || 'app', (file) => {
            received.file = file;
          })
        : textSink((text) => {
            fields[part.name] = text;
          }),
    );
    for await (const chunk of ctx.req) parser.write(chunk as Buffer);
    parser.end();
    url = fields.url;
  } else if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    let text = '';
    for await (const chunk of ctx.req) {
      text += (chunk as Buffer).toString('latin1');
      if (text.length > MAX_FIELD_BYTES) throw new HttpError(400, 'form body too large');
    }
    url = new URLSearchParams(text).get('url') ?? undefined;
  } else {
    url = (await ctx.json()).url;
  }
  if (url !== undefined && url !== '') {
    if (typeof url !== 'string' || !/^https?:\/\/[^\s/]+/i.test(url))
      throw new HttpError(400, 'url must be a public http(s) address');
    received.url = url;
  }
  if (!received.file && !received.url) throw new HttpError(400, 'file and url are both missing');
  if (received.file && received.url) throw new HttpError(400, 'give either a file or a url, not both');
  if (received.file?.size === 0) throw new HttpError(400, 'the file is empty');
  return received;
}

function fileSink(
  filename: string,
  done: (file: { filename: string; size: number; sha256: string }) => void,
): PartSink {
  const hash = createHash('sha256');
  let size = 0;
  return {
    write: (chunk) => {
      hash.update(chunk);
      size += chunk.length;
    },
    end: () => done({ filename, size, sha256: hash.digest('hex') }),
  };
}

function textSink(done: (text: string) => void): PartSink {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    write: (chunk) => {
      size += chunk.length;
      if (size > MAX_FIELD_BYTES) throw new HttpError(400, 'multipart field too large');
      chunks.push(Buffer.from(chunk));
    },
    end: () => done(Buffer.concat(chunks).toString('utf8')),
  };
}

function filenameOfUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : 'app';
  } catch {
    return 'app';
  }
}
