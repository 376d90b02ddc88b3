import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { storedAppInfo } from '../../src/api/records.ts';
import { ServiceError } from '../../src/api/transport/errors.ts';
import type { UploadProgress } from '../../src/api/transport/upload.ts';
import { FakeService } from '../fake-service/server.ts';
import { writeAppFile } from '../support/app-file.ts';
import { clientFor } from '../support/service.ts';

const MiB = 1024 * 1024;
const service = new FakeService();
let dir: string;

beforeAll(async () => {
  await service.start();
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
});
afterAll(async () => {
  await service.stop();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  service.faults.clear();
  service.requests.length = 0;
  service.storage.apps.clear();
});

describe('storage: upload', () => {
  it('streams a file as multipart; the service receives every byte (size and SHA-256)', async () => {
    const path = join(dir, 'app-release.apk');
    const written = await writeAppFile(path, 6 * MiB);
    const progress: UploadProgress[] = [];
    const client = clientFor(service);
    const app = await client.storage.upload({ file: path }, { onProgress: (p) => progress.push(p) });

    expect(app.app_url).toMatch(/^cloud:\/\/[0-9a-f]+$/);
    const [stored] = [...service.storage.apps.values()];
    expect(stored).toMatchObject({
      app_url: app.app_url,
      filename: 'app-release.apk',
      type: 'apk',
      size: written.size,
      sha256: written.sha256,
    });
    const [req] = service.seen('POST', '/v1/storage');
    expect(req?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(storedAppInfo(app)).toMatchObject({ filename: 'app-release.apk', type: 'apk', id: stored?.id });

    // A report per 10 %, bytes only growing, the last one complete.
    expect(progress.length).toBeGreaterThanOrEqual(10);
    const sent = progress.map((p) => p.sent);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    const last = progress.at(-1);
    expect(last?.done).toBe(true);
    expect(last?.sent).toBe(last?.total);
    expect(last?.total).toBeGreaterThan(written.size);
    expect(progress.filter((p) => p.done)).toHaveLength(1);
  });

  it('sends every byte intact to a slow reader, though it reads the file into the same few buffers', async () => {
    // Random bytes, so a buffer read into again before the socket had sent it changes the hash. The
    // reader is slow and the file far larger than the kernel's socket buffers, so for most of the
    // upload the socket keeps the chunks it was given long after taking them. (With 16 KiB chunks in
    // one buffer, this fails every time.)
    const path = join(dir, 'slow.apk');
    const written = await writeAppFile(path, 16 * MiB);
    await using proxy = await slowProxy(service.url);
    const app = await clientFor(service, { baseUrl: proxy.url }).storage.upload({ file: path });

    const stored = service.storage.apps.get(storedAppInfo(app).id ?? 0);
    expect(stored).toMatchObject({ size: written.size, sha256: written.sha256 });
    expect(proxy.pauses).toBeGreaterThan(16);
  });

  it('asks the service to fetch a URL instead', async () => {
    const client = clientFor(service);
    const app = await client.storage.upload({ url: 'https://example.test/builds/App.ipa?sig=1' });
    const [stored] = [...service.storage.apps.values()];
    expect(stored).toMatchObject({ app_url: app.app_url, filename: 'App.ipa', type: 'ipa', sha256: null });
    expect(stored?.sourceUrl).toBe('https://example.test/builds/App.ipa?sig=1');
    expect(service.seen('POST', '/v1/storage')[0]?.contentType).toBe('application/json');
  });

  it('answers 400 with the spec meaning when neither a file nor a url arrives', async () => {
    const client = clientFor(service);
    await expect(client.storage.upload({ url: '' })).rejects.toThrow(
      'upload app (POST /v1/storage) failed with HTTP 400: the file and the url are both missing. Service said: "file and url are both missing"',
    );
  });

  it('gives 401 and 403 their meanings, after no retry', async () => {
    const path = join(dir, 'small.apk');
    await writeAppFile(path, 64 * 1024);
    const wrong = clientFor(service, { credentials: { key: 'x', secret: 'y' } });
    await expect(wrong.storage.upload({ file: path })).rejects.toThrow(/HTTP 401: authentication required/);
    const readonly = clientFor(service, { account: 'readonly' });
    await expect(readonly.storage.upload({ file: path })).rejects.toThrow(
      /upload app \(POST \/v1\/storage\) failed with HTTP 403: the account is read-only/,
    );
    expect(service.storage.apps.size).toBe(0);
    expect(readonly.delays).toEqual([]);
  });

  it('never repeats a new upload that may have reached the service', async () => {
    const path = join(dir, 'app.apk');
    await writeAppFile(path, 256 * 1024);
    const client = clientFor(service);
    service.faults.add('POST', '/v1/storage', 503);
    await expect(client.storage.upload({ file: path })).rejects.toThrow(/HTTP 503/);
    expect(service.seen('POST', '/v1/storage')).toHaveLength(1);
  });

  it('stops at a connection reset half-way with a clear error, and stores nothing twice', async () => {
    const path = join(dir, 'big.apk');
    await writeAppFile(path, 4 * MiB);
    const client = clientFor(service);
    service.faults.add('POST', '/v1/storage', { kind: 'reset-during-body', afterBytes: MiB });
    const error = await client.storage.upload({ file: path }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toMatch(
      /^upload app \(POST \/v1\/storage\) could not reach the service: the connection was lost \(.+\) after \d+\.\d MiB of 4\.0 MiB sent\.$/,
    );
    expect(service.seen('POST', '/v1/storage')).toHaveLength(1);
    expect(service.storage.apps.size).toBe(0);
    expect(client.delays).toEqual([]);
  });

  it('stops an upload that stalls, naming the stall, and keeps reporting while it waits', async () => {
    // Large enough that the socket buffers fill once the server stops reading.
    const path = join(dir, 'stall.apk');
    await writeFile(path, '');
    await truncate(path, 64 * MiB);
    const progress: UploadProgress[] = [];
    const client = clientFor(service);
    service.faults.add('POST', '/v1/storage', { kind: 'stall-during-body', afterBytes: 256 * 1024 });
    const error = await client.storage
      .upload(
        { file: path },
        { stallTimeoutMs: 400, progressIntervalMs: 50, onProgress: (p) => progress.push(p) },
      )
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /^upload app \(POST \/v1\/storage\) timed out: the upload stalled: no byte was taken for 0\.4 s \(.+ of 64\.0 MiB sent\)\.$/,
    );
    // Reports came by time while nothing moved.
    const last = progress.at(-1);
    expect(progress.filter((p) => p.sent === last?.sent).length).toBeGreaterThan(1);
    expect(progress.some((p) => p.done)).toBe(false);
  });

  it('gives the answer a generous but bounded time once everything is sent', async () => {
    const path = join(dir, 'wait.apk');
    await writeAppFile(path, 64 * 1024);
    const client = clientFor(service);
    service.faults.add('POST', '/v1/storage', { kind: 'hang' });
    await expect(client.storage.upload({ file: path }, { responseTimeoutMs: 300 })).rejects.toThrow(
      'upload app (POST /v1/storage) timed out: no answer within 0.3 s.',
    );
  });

  it('refuses an answer without a usable app_url', async () => {
    const client = clientFor(service);
    // <scheme>://<appkey> and nothing around it.
    for (const app_url of ['1cloud://k', 'cloud://k/x']) {
      service.faults.add('POST', '/v1/storage', { kind: 'status', status: 201, body: { app_url } });
      await expect(client.storage.upload({ url: 'https://example.test/a.apk' }), app_url).rejects.toThrow(
        /field "app_url": expected <scheme>:\/\/<appkey>/,
      );
    }
    service.faults.add('POST', '/v1/storage', { kind: 'status', status: 201, body: { app_url: 'nope' } });
    await expect(client.storage.upload({ url: 'https://example.test/a.apk' })).rejects.toThrow(
      /upload app \(POST \/v1\/storage\) returned a response that could not be read: field "app_url": expected <scheme>:\/\/<appkey>/,
    );
  });
});

describe('storage: replace', () => {
  it('puts a new binary under the same key; app_url stays', async () => {
    const first = join(dir, 'v1.apk');
    const second = join(dir, 'v2.apk');
    await writeAppFile(first, 128 * 1024);
    const v2 = await writeAppFile(second, 256 * 1024);
    const client = clientFor(service);
    const original = await client.storage.upload({ file: first });
    const replaced = await client.storage.replace(original.app_url, { file: second });
    expect(replaced.app_url).toBe(original.app_url);
    const [stored] = [...service.storage.apps.values()];
    expect(service.storage.apps.size).toBe(1);
    expect(stored).toMatchObject({ filename: 'v2.apk', size: v2.size, sha256: v2.sha256, replacements: 1 });
    const key = original.app_url.replace('cloud://', '');
    expect(service.seen('POST', '/v1/storage/:appkey')[0]?.path).toBe(`/v1/storage/${key}`);

    await client.storage.replace(key, { url: 'https://example.test/v3.apk' });
    expect(stored).toMatchObject({ filename: 'v3.apk', sourceUrl: 'https://example.test/v3.apk' });
  });

  it('is retried like an idempotent request, sending the file again from the start', async () => {
    const path = join(dir, 'retry.apk');
    const written = await writeAppFile(path, 2 * MiB);
    const client = clientFor(service);
    const { app_url } = await client.storage.upload({ url: 'https://example.test/a.apk' });
    service.faults.add('POST', '/v1/storage/:appkey', 503, {
      kind: 'reset-during-body',
      afterBytes: 512 * 1024,
    });
    const progress: UploadProgress[] = [];
    const replaced = await client.storage.replace(
      app_url,
      { file: path },
      { onProgress: (p) => progress.push(p) },
    );
    expect(replaced.app_url).toBe(app_url);
    expect(service.seen('POST', '/v1/storage/:appkey')).toHaveLength(3);
    expect(client.delays).toHaveLength(2);
    expect([...service.storage.apps.values()][0]).toMatchObject({ sha256: written.sha256, replacements: 1 });
    // Each attempt reports from zero; the last one got through.
    expect(progress.at(-1)).toMatchObject({ done: true, sent: progress.at(-1)?.total });
    expect(progress.filter((p) => p.done).length).toBeGreaterThanOrEqual(2);
  });

  it('answers an unknown key with 400 (or 404) and read-only accounts with 403', async () => {
    const client = clientFor(service);
    await expect(
      client.storage.replace('cloud://nothere', { url: 'https://example.test/a.apk' }),
    ).rejects.toThrow(
      'replace app (POST /v1/storage/nothere) failed with HTTP 400: the file or the url is missing or invalid. Service said: "no app is stored under key nothere"',
    );
    // Its row lists 400 for an unknown key; a 404 is read the same (ASSUMPTIONS.unknownAppKey).
    service.faults.add('POST', '/v1/storage/:appkey', 404);
    await expect(client.storage.replace('nothere', { url: 'https://example.test/a.apk' })).rejects.toThrow(
      /^replace app \(POST \/v1\/storage\/nothere\) failed with HTTP 404: no app is stored under this key\./,
    );
    const { app_url } = await client.storage.upload({ url: 'https://example.test/a.apk' });
    const readonly = clientFor(service, { account: 'readonly' });
    await expect(readonly.storage.replace(app_url, { url: 'https://example.test/b.apk' })).rejects.toThrow(
      /HTTP 403: the account is read-only/,
    );
  });

  it('refuses a malformed key before any request', () => {
    const client = clientFor(service);
    expect(() => client.storage.replace('cloud://', { url: 'https://example.test/a.apk' })).toThrow(
      /is not an app key/,
    );
    expect(service.requests).toHaveLength(0);
  });
});

describe('storage: list, get, delete', () => {
  it('lists newest first with a correct meta, page by page', async () => {
    const client = clientFor(service);
    const urls: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      urls.push((await client.storage.upload({ url: `https://example.test/${name}.apk` })).app_url);
    }
    const first = await client.storage.list({ count: 2 });
    expect(first.meta).toEqual({ offset: 0, count: 2, total: 3 });
    expect(first.data.map((a) => a.app_url)).toEqual([urls[2], urls[1]]);
    const second = await client.storage.list({ offset: 2, count: 2 });
    expect(second.data.map((a) => a.app_url)).toEqual([urls[0]]);
    expect(service.seen('GET', '/v1/storage')[0]?.query).toEqual({ offset: '0', count: '2' });
    // Another account sees none of them.
    expect((await clientFor(service, { account: 'admin' }).storage.list()).meta.total).toBe(0);
  });

  it('gets an app by its key as a path segment, with or without the scheme', async () => {
    const client = clientFor(service);
    const { app_url } = await client.storage.upload({ url: 'https://example.test/x.apk' });
    const key = app_url.replace('cloud://', '');
    expect(storedAppInfo(await client.storage.get(app_url))).toMatchObject({ appUrl: app_url, appKey: key });
    await client.storage.get(key);
    for (const req of service.seen('GET', '/v1/storage/:appkey')) {
      expect(req.path).toBe(`/v1/storage/${key}`);
      expect(req.query).toEqual({});
    }
    await expect(client.storage.get('missing')).rejects.toThrow(
      'get stored app (GET /v1/storage/missing) failed with HTTP 404: no app is stored under this key.',
    );
  });

  it('deletes by numeric ID or by key; 404 for an unknown one, 403 for read-only', async () => {
    const client = clientFor(service);
    const a = await client.storage.upload({ url: 'https://example.test/a.apk' });
    const b = await client.storage.upload({ url: 'https://example.test/b.apk' });
    const readonly = clientFor(service, { account: 'readonly' });
    await expect(readonly.storage.delete(a.app_url)).rejects.toThrow(/HTTP 403: the account is read-only/);

    await client.storage.delete(storedAppInfo(a).id ?? 0);
    await client.storage.delete(b.app_url);
    expect(service.storage.apps.size).toBe(0);
    await expect(client.storage.delete(b.app_url)).rejects.toThrow(
      /delete stored app \(DELETE \/v1\/storage\/[0-9a-f]+\) failed with HTTP 404: no stored app has this ID or key/,
    );
  });

  it('reads a record leniently: fields of another type count as absent', () => {
    expect(
      storedAppInfo({
        id: 12,
        app_url: 'cloud://a1b2',
        url: 'https://storage.example.test/a1b2',
        filename: 'app.apk',
        type: 'apk',
        version: '2.1',
        state: 'PROCESSING',
        created_at: '2026-03-01T10:00:05Z',
      }),
    ).toEqual({
      appUrl: 'cloud://a1b2',
      appKey: 'a1b2',
      id: 12,
      filename: 'app.apk',
      type: 'apk',
      version: '2.1',
      state: 'PROCESSING',
      createdAt: '2026-03-01T10:00:05Z',
    });
    expect(storedAppInfo({ app_url: 'cloud://k', id: '7', version: 3, type: 42 })).toEqual({
      appUrl: 'cloud://k',
      appKey: 'k',
      id: undefined,
      filename: undefined,
      type: undefined,
      version: '3',
      state: undefined,
      createdAt: undefined,
    });
    expect(storedAppInfo({ app_url: 'not a url' }).appKey).toBeUndefined();
  });
});

/**
 * A TCP proxy in front of the fake service that reads what a client sends slowly: after each read it
 * stops reading for a millisecond, so the client's socket fills and its writes wait.
 */
async function slowProxy(target: string): Promise<{ url: string; pauses: number } & AsyncDisposable> {
  const { hostname, port } = new URL(target);
  const stats = { pauses: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket.on('close', () => sockets.delete(socket)));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      upstream.write(chunk);
      client.pause();
      stats.pauses++;
      setTimeout(() => client.resume(), 1);
    });
    client.on('end', () => upstream.end());
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(stats, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    [Symbol.asyncDispose]: () => {
      // The client keeps its connection alive: end it, or closing would wait for it.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
