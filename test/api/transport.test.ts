import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { createServiceClient } from '../../src/api/client.ts';
import { ServiceError } from '../../src/api/transport/errors.ts';
import { route } from '../../src/api/transport/path.ts';
import type { StreamBody } from '../../src/api/transport/request.ts';
import { parseRetryAfter } from '../../src/api/transport/retry.ts';
import { Transport } from '../../src/api/transport/transport.ts';
import { UploadMonitor } from '../../src/api/transport/upload.ts';
import { FakeService } from '../fake-service/server.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
describe('transport', () => {
  it('sends Basic auth, a User-Agent naming the bundle, and parses the response', async () => {
    const client = clientFor(service);
    const created = await client.tunnels.create();
    expect(created.id).toBeGreaterThan(0);
    const [req] = service.seen('POST', '/v1/tunnel/create');
    expect(req?.account).toBe('user');
    expect(req?.userAgent).toMatch(/^cloudtest-actions\//);
    await client.close();
  });

  it('sends no credentials to the endpoints that need none', async () => {
    const client = clientFor(service);
    await expect(client.tunnels.isAlive()).resolves.toEqual({ success: true });
    expect(service.seen('GET', '/v1/tunnel/isalive-check')[0]?.authorization).toBeUndefined();
  });

  it('retries a GET through 503s and a reset connection, backing off with jitter', async () => {
    const client = clientFor(service);
    service.faults.add('GET', '/v1/tunnel/list', 503, { kind: 'reset' }, 502);
    await expect(client.tunnels.list()).resolves.toEqual(expect.any(Array));
    expect(service.seen('GET', '/v1/tunnel/list')).toHaveLength(4);
    // The message comes from `message`, else `error`, else `errors` (a text or a list of texts).
    service.faults.clear();
    for (const [body, said] of [
      [{ errors: ['name is required', 'url is invalid'] }, 'name is required; url is invalid'],
      [{ errors: 'quota' }, 'quota'],
      [{ errors: 'third', error: 'second', message: 'first' }, 'first'],
      [{ errors: 'third', error: 'second' }, 'second'],
    ] as const) {
      service.faults.add('GET', '/v1/tunnel/list', { kind: 'status', status: 400, body });
      await expect(client.tunnels.list()).rejects.toMatchObject({ serverMessage: said });
    }
    // random() = 0.5 → three quarters of 500, 1000, 2000 ms
    expect(client.delays).toEqual([375, 750, 1500]);
  });

  it('honours Retry-After on 429', async () => {
    const client = clientFor(service);
    service.faults.add('GET', '/v1/tunnel/list', {
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '7' },
    });
    await client.tunnels.list();
    expect(client.delays).toEqual([7000]);
  });

  it('gives up after the last attempt with an error naming operation, status, meaning and message', async () => {
    const client = clientFor(service);
    service.faults.always('GET', '/v1/tunnel/list', {
      kind: 'status',
      status: 503,
      body: { error: 'maintenance' },
    });
    const error = await client.tunnels.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toBe(
      'list tunnels (GET /v1/tunnel/list) failed with HTTP 503: the service is unavailable after 4 attempts. Service said: "maintenance"',
    );
    expect(service.seen('GET', '/v1/tunnel/list')).toHaveLength(4);
  });

  it('never repeats a POST that may have reached the server', async () => {
    const client = clientFor(service);
    service.faults.add('POST', '/v1/tunnel/create', 503);
    await expect(client.tunnels.create()).rejects.toThrow(/HTTP 503/);
    service.faults.add('POST', '/v1/tunnel/create', { kind: 'reset' });
    await expect(client.tunnels.create()).rejects.toThrow(/could not reach the service/);
    expect(service.seen('POST', '/v1/tunnel/create')).toHaveLength(2);
  });

  it('repeats a POST turned away with 429 (unprocessed), after its Retry-After', async () => {
    const client = clientFor(service);
    const rateLimited = { kind: 'status', status: 429, headers: { 'retry-after': '3' } } as const;
    service.faults.add('POST', '/v1/tunnel/create', rateLimited, rateLimited);
    const tunnel = await client.tunnels.create();
    expect(service.tunnels.tunnels.get(tunnel.id)).toBeDefined();
    expect(service.seen('POST', '/v1/tunnel/create').map((r) => r.status)).toEqual([429, 429, 201]);
    expect(client.delays).toEqual([3000, 3000]);
  });

  it('repeats a POST whose connection was refused (it never left)', async () => {
    const dead = new FakeService();
    const url = await dead.start();
    await dead.stop();
    const client = clientFor(service, { baseUrl: url });
    await expect(client.tunnels.create()).rejects.toThrow(/ECONNREFUSED.*after 4 attempts/);
  });

  it('does not retry 4xx answers and gives the endpoint its own meaning', async () => {
    const client = clientFor(service, { account: 'broke' });
    await expect(client.tunnels.create()).rejects.toThrow(
      'create tunnel (POST /v1/tunnel/create) failed with HTTP 402: the tunnel quota is exhausted. Service said: "tunnel quota exhausted"',
    );
    const wrong = clientFor(service, { credentials: { key: 'x', secret: 'y' } });
    await expect(wrong.tunnels.list()).rejects.toThrow(/HTTP 401: authentication required/);
    expect(client.delays).toEqual([]);
  });

  it('reports a malformed or truncated body as an error naming the endpoint', async () => {
    const client = clientFor(service);
    service.faults.add('GET', '/v1/tunnel/list', { kind: 'malformed' });
    await expect(client.tunnels.list()).rejects.toThrow(
      'list tunnels (GET /v1/tunnel/list) returned a response that could not be read: the body is not valid JSON',
    );
    service.faults.always('GET', '/v1/tunnel/list', { kind: 'truncated' });
    await expect(client.tunnels.list()).rejects.toThrow(
      /list tunnels \(GET \/v1\/tunnel\/list\) returned a response that could not be read: the body broke off before its end \(\w+\) after 4 attempts/,
    );
  });

  it('rejects a body of the wrong shape, naming the field', async () => {
    const client = clientFor(service);
    service.faults.add('GET', '/v1/jobs/:id', { kind: 'status', status: 200, body: { status: 'DONE' } });
    await expect(client.jobs.get(1)).rejects.toThrow(
      /get job \(GET \/v1\/jobs\/1\) returned a response that could not be read: field "status"/,
    );
  });

  it('times out a server that stops answering', async () => {
    const client = clientFor(service, { timeoutMs: 200, retry: { maxAttempts: 2 } });
    service.faults.always('GET', '/v1/tunnel/list', { kind: 'hang' });
    const started = Date.now();
    await expect(client.tunnels.list()).rejects.toThrow(/timed out: no answer within 0.2 s after 2 attempts/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('takes 30 s for an answer, a minute for a stalled upload, 10 minutes for its answer and at most 60 s of Retry-After, unless told otherwise', async () => {
    // A Retry-After of an hour is cut to a minute.
    const client = clientFor(service);
    service.faults.add('GET', '/v1/tunnel/list', {
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '3600' },
    });
    await client.tunnels.list();
    expect(client.delays).toEqual([60_000]);

    // An upload's answer: the time the request is given once every byte is sent.
    const asked: Array<number | undefined> = [];
    class Recording extends Transport {
      override call(req: { timeoutMs?: number }): Promise<never> {
        asked.push(req.timeoutMs);
        return Promise.reject(new Error('recorded'));
      }
    }
    const recording = new Recording({ baseUrl: service.url, userAgent: 'test' });
    const { storage } = createServiceClient(recording);
    await storage.upload({ url: 'https://example.test/app.apk' }).catch(() => undefined);
    expect(asked).toEqual([600_000]);
    await recording.close();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A stall: no byte taken for a minute.
      const monitor = new UploadMonitor();
      monitor.begin(10).add(1);
      vi.advanceTimersByTime(59_999);
      expect(monitor.signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(monitor.signal.aborted).toBe(true);

      // An answer: nothing within 30 s ends the request.
      const waiting = clientFor(service, { retry: { maxAttempts: 1 } });
      service.faults.always('GET', '/v1/tunnel/list', { kind: 'hang' });
      let settled = false;
      const outcome = waiting.tunnels.list().then(
        () => 'answered',
        (e: unknown) => String(e),
      );
      void outcome.then(() => (settled = true));
      const turn = () => new Promise((resolve) => setImmediate(resolve));
      while (!service.seen('GET', '/v1/tunnel/list').some((r) => r.fault === 'hang')) await turn();
      vi.advanceTimersByTime(29_999);
      for (let i = 0; i < 10; i++) await turn();
      expect(settled).toBe(false);
      vi.advanceTimersByTime(1);
      for (let i = 0; i < 1000 && !settled; i++) await turn();
      expect(settled).toBe(true);
      expect(await outcome).toMatch(
        /list tunnels \(GET \/v1\/tunnel\/list\) timed out: no answer within 30 s\.$/,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once when cancelled, even during back-off', async () => {
    const controller = new AbortController();
    const client = clientFor(service, { signal: controller.signal, sleep: undefined });
    service.faults.always('GET', '/v1/tunnel/list', 503);
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(client.tunnels.list()).rejects.toThrow(/was cancelled/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('works under a base path and with a trailing slash', async () => {
    const prefixed = new FakeService({ basePath: '/api' });
    await prefixed.start();
    try {
      const client = clientFor(prefixed, { baseUrl: `${prefixed.url}/` });
      await expect(client.tunnels.list()).resolves.toEqual([]);
    } finally {
      await prefixed.stop();
    }
  });
});

const GiB = 1024 ** 3;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ServiceError,
  );

/** A streamed body whose maker takes `pauseMs` before each of its `chunks` chunks: a slow upload. */
function slowBody(chunks: number, pauseMs: number): StreamBody {
  return {
    contentType: 'application/octet-stream',
    length: chunks,
    async *open() {
      for (let i = 0; i < chunks; i++) {
        await sleep(pauseMs);
        yield Buffer.from('x');
      }
    },
  };
}

describe('transport: every request ends', () => {
  it('ends an answer that drips a byte at a time at its deadline, naming the endpoint', async () => {
    const client = clientFor(service, { timeoutMs: 300, retry: { maxAttempts: 2 } });
    // Each byte comes well within the time limit: only a deadline for the whole answer ends it.
    service.faults.always('GET', '/v1/jobs/:id', { kind: 'drip', intervalMs: 20 });
    const started = Date.now();
    const error = await failureOf(client.jobs.get(1));
    expect(error?.message).toBe(
      'get job (GET /v1/jobs/1) timed out: the answer had not ended within 0.3 s after 2 attempts.',
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('starts the deadline of a streamed upload once its last byte is taken', async () => {
    const client = clientFor(service, { timeoutMs: 200 });
    const answer = { kind: 'status', status: 200, body: { app_url: 'cloud://abc' } } as const;
    service.faults.add('POST', '/v1/storage', answer);
    const call = { operation: 'upload app', method: 'POST', path: '/v1/storage' } as const;
    // Sending takes 5 × 100 ms, longer than the 200 ms the answer has.
    const app = await client.transport.call({ ...call, body: slowBody(5, 100), response: z.looseObject({}) });
    expect(app).toEqual({ app_url: 'cloud://abc' });

    service.faults.add('POST', '/v1/storage', { kind: 'drip', intervalMs: 20 });
    const started = Date.now();
    const error = await failureOf(client.transport.call({ ...call, body: slowBody(3, 100) }));
    expect(error?.message).toMatch(
      /^upload app \(POST \/v1\/storage\) timed out: the answer had not ended within 0.2 s\.$/,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('transport: a wait bounds the calls made inside it', () => {
  const limit = 'the end of wait-seconds (0 s) and the 0.4 s a call may run past it';
  const within = (ms: number) => ({ remainingMs: () => ms, limit });

  it('ends a dripping call, every attempt of it, within the bound, in one line naming endpoint and bound', async () => {
    // Alone, each attempt would get 2 s and four of them be made.
    const client = clientFor(service, { timeoutMs: 2_000 }).within(within(400));
    service.faults.always('GET', '/v1/jobs/:id', { kind: 'drip', intervalMs: 20 });
    const started = Date.now();
    const error = await failureOf(client.jobs.get(1));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error?.message).toBe(`get job (GET /v1/jobs/1) timed out: no whole answer by ${limit}.`);
    expect(service.seen('GET', '/v1/jobs/:id')).toHaveLength(1);
  });

  it('retries within the bound, and stops when the next back-off would not fit', async () => {
    const base = clientFor(service);
    service.faults.add('GET', '/v1/tunnel/list', 503);
    await expect(base.within(within(10_000)).tunnels.list()).resolves.toEqual(expect.any(Array));
    expect(base.delays).toEqual([375]);

    service.faults.always('GET', '/v1/tunnel/list', 503);
    const error = await failureOf(base.within(within(600)).tunnels.list());
    // Back-offs of 375 and 750 ms (the test's sleep takes no time): the second does not fit in 0.6 s.
    expect(error?.message).toBe(
      `list tunnels (GET /v1/tunnel/list) failed with HTTP 503: the service is unavailable; no time for another attempt before ${limit} after 2 attempts. Service said: "injected 503"`,
    );
  });

  it('asks for what is left as each call starts, and leaves the transport it came from unbounded', async () => {
    const client = clientFor(service, { timeoutMs: 300, retry: { maxAttempts: 1 } });
    let left = 10_000;
    const bounded = client.within({ remainingMs: () => left, limit });
    service.faults.always('GET', '/v1/jobs/:id', { kind: 'drip', intervalMs: 20 });
    left = 100;
    const started = Date.now();
    expect((await failureOf(bounded.jobs.get(1)))?.message).toMatch(/no whole answer by the end/);
    expect(Date.now() - started).toBeLessThan(290);
    expect((await failureOf(client.jobs.get(1)))?.message).toMatch(/the answer had not ended within 0.3 s/);
  });
});

describe('transport: answers that are not the API', () => {
  it('refuses an answer beyond its bound, unread, in one line, and does not ask again', async () => {
    const client = clientFor(service);
    // 64 GiB, never sent whole: the client must stop reading, with or without a declared length.
    service.faults.add('GET', '/v1/jobs/:id', { kind: 'oversize', bytes: 64 * GiB, declared: true });
    await expect(client.jobs.get(1)).rejects.toThrow(
      'get job (GET /v1/jobs/1) returned an answer too large to read: 64.0 GiB, more than the 8.0 MiB this request accepts.',
    );
    service.faults.add('GET', '/v1/jobs/:id', { kind: 'oversize', bytes: 64 * GiB });
    await expect(client.jobs.get(1)).rejects.toThrow(
      'get job (GET /v1/jobs/1) returned an answer too large to read: more than the 8.0 MiB this request accepts.',
    );
    expect(service.seen('GET', '/v1/jobs/:id')).toHaveLength(2);
  });

  it('takes the bound of each request', async () => {
    const client = clientFor(service);
    const req = { operation: 'get job', method: 'GET', path: '/v1/jobs/1', response: z.unknown() } as const;
    service.faults.always('GET', '/v1/jobs/:id', { kind: 'oversize', bytes: 2048 });
    await expect(client.transport.call({ ...req, maxAnswerBytes: 2048 })).resolves.toEqual({
      pad: 'x'.repeat(2048 - 10),
    });
    await expect(client.transport.call({ ...req, maxAnswerBytes: 2047 })).rejects.toThrow(
      /too large to read: more than the 2.0 KiB this request accepts/,
    );
  });

  it('keeps the start of a large error answer for its message', async () => {
    const client = clientFor(service, { retry: { maxAttempts: 1 } });
    const body = { message: `maintenance ${'.'.repeat(1024 * 1024)}` };
    service.faults.add('GET', '/v1/jobs/:id', { kind: 'status', status: 503, body });
    await expect(client.jobs.get(1)).rejects.toThrow(
      /HTTP 503: the service is unavailable\. Service said: "\{"message":"maintenance \.+…"/,
    );
  });

  it('names an HTML page where JSON belongs, its content type and the likely cause, and does not ask again', async () => {
    const client = clientFor(service);
    service.faults.add('GET', '/v1/jobs/:id', { kind: 'html' });
    const error = await failureOf(client.jobs.get(1));
    expect(error?.kind).toBe('not-api');
    expect(error?.message).toBe(
      "get job (GET /v1/jobs/1) got an answer that is not the service's API: HTTP 200 with content type text/html instead of JSON; a proxy (its sign-in page) or an api-url that is not the service's address is the likely cause.",
    );
    // Where no body is read (204), a page still says the service was not reached.
    service.faults.add('DELETE', '/v1/tunnel/:id', { kind: 'html' });
    await expect(client.tunnels.delete(1)).rejects.toThrow(/not the service's API/);
    expect(service.requests).toHaveLength(2);
  });

  it('still reads broken JSON labelled JSON as a malformed answer of the service', async () => {
    const client = clientFor(service);
    service.faults.add('GET', '/v1/jobs/:id', { kind: 'malformed' });
    const error = await failureOf(client.jobs.get(1));
    expect(error?.kind).toBe('malformed');
  });
});

describe('helpers', () => {
  it('escapes every path parameter', () => {
    expect(route`/v1/builds/${'my build/1?x'}`).toBe('/v1/builds/my%20build%2F1%3Fx');
  });
  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
