import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DownloadError, downloadFile } from '../../src/api/transport/download.ts';
import { ForwardProxy } from '../support/forward-proxy.ts';
import { HttpsFront } from '../support/https-service.ts';
import { makeTestCertificates, PRIVATE_HOST } from '../support/test-ca.ts';

const BODY = 'the tunnel client';
let hits: Record<string, number> = {};
/** Answers by path: a file, redirects, failures that pass, a failure that stays, a body that stalls. */
const files: Server = createServer((req, res) => {
  const path = req.url ?? '/';
  hits[path] = (hits[path] ?? 0) + 1;
  if (path === '/client.tgz') res.writeHead(200).end(BODY);
  else if (path === '/redirect') res.writeHead(302, { location: '/client.tgz' }).end();
  else if (path === '/loop') res.writeHead(301, { location: '/loop' }).end();
  else if (path === '/to-http') res.writeHead(302, { location: `${filesUrl}/client.tgz` }).end();
  else if (path === '/busy') {
    if ((hits[path] ?? 0) < 3) res.writeHead(503, { 'retry-after': '0' }).end();
    else res.writeHead(200).end(BODY);
  } else if (path === '/stall') res.writeHead(200, { 'content-length': '100' }).write('partial');
  else res.writeHead(404).end('not found');
});
let filesUrl = '';
const proxy = new ForwardProxy({ hosts: { [PRIVATE_HOST]: '127.0.0.1' } });
const certificates = makeTestCertificates(['localhost']);
let front: HttpsFront;
let dir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  front = new HttpsFront(filesUrl, certificates);
  await Promise.all([proxy.start(), front.start()]);
  dir = mkdtempSync(join(tmpdir(), 'download-test-'));
});
afterAll(async () => {
  files.closeAllConnections();
  await Promise.all([
    new Promise<void>((resolve) => files.close(() => resolve())),
    proxy.stop(),
    front.stop(),
  ]);
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  hits = {};
  proxy.requests.length = 0;
});

const signal = new AbortController().signal;
const noWait = async () => {};
let n = 0;
const target = () => join(dir, `nested-${++n}`, 'client.tgz');

describe('downloadFile', () => {
  it('writes the file, making its folder, and follows a redirect', async () => {
    const file = target();
    await downloadFile(new URL(`${filesUrl}/redirect`), file, { env: {}, signal });
    expect(readFileSync(file, 'utf8')).toBe(BODY);
    expect(hits).toEqual({ '/redirect': 1, '/client.tgz': 1 });
  });

  it('asks again after a passing fault, saying so, and gives up at once on one that stays', async () => {
    const lines: string[] = [];
    const file = target();
    await downloadFile(new URL(`${filesUrl}/busy`), file, {
      env: {},
      signal,
      sleep: noWait,
      log: (line) => lines.push(line),
    });
    expect(readFileSync(file, 'utf8')).toBe(BODY);
    expect(lines).toEqual([
      expect.stringMatching(/^HTTP 503 from 127\.0\.0\.1:\d+; trying again in [\d.]+ s \(attempt 2 of 4\)$/),
      expect.stringMatching(/\(attempt 3 of 4\)$/),
    ]);

    const missing = downloadFile(new URL(`${filesUrl}/missing?X-Signature=s3cret`), target(), {
      env: {},
      signal,
      sleep: noWait,
    });
    await expect(missing).rejects.toThrow(/^HTTP 404 from 127\.0\.0\.1:\d+$/);
    expect(hits['/missing?X-Signature=s3cret']).toBe(1);
  });

  it('refuses a redirect from https to http, and more than 5 redirects', async () => {
    const dispatcher = new Agent({ connect: { ca: certificates.caPem } });
    try {
      const https = new URL(`https://localhost:${front.port}/to-http`);
      await expect(downloadFile(https, target(), { env: {}, signal, dispatcher })).rejects.toThrow(
        `localhost:${front.port} redirects from https:// to http://, which is refused`,
      );
    } finally {
      await dispatcher.close();
    }
    const loop = downloadFile(new URL(`${filesUrl}/loop`), target(), { env: {}, signal });
    await expect(loop).rejects.toThrow(/^more than 5 redirects from 127\.0\.0\.1:\d+$/);
    expect(hits['/loop']).toBe(6);
  });

  it('ends an attempt whose answer stops moving', async () => {
    const stalled = downloadFile(new URL(`${filesUrl}/stall`), target(), {
      env: {},
      signal,
      sleep: noWait,
      stallMs: 200,
      retry: { maxAttempts: 2 },
    });
    await expect(stalled).rejects.toThrow(/^127\.0\.0\.1:\d+: UND_ERR_BODY_TIMEOUT \(after 2 attempts\)$/);
  });

  it('stops at once when the step is cancelled', async () => {
    const controller = new AbortController();
    const stalled = downloadFile(new URL(`${filesUrl}/stall`), target(), {
      env: {},
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(stalled).rejects.toThrow(new DownloadError('the download was cancelled'));
  });

  it('goes through HTTP_PROXY, and directly to what NO_PROXY names, a CIDR range included', async () => {
    const port = new URL(filesUrl).port;
    // A host only the proxy can resolve: the file arrives only through it.
    const file = target();
    await downloadFile(new URL(`http://${PRIVATE_HOST}:${port}/client.tgz`), file, {
      env: { HTTP_PROXY: proxy.url },
      signal,
    });
    expect(readFileSync(file, 'utf8')).toBe(BODY);
    expect(proxy.requests.map((r) => r.target)).toEqual([`http://${PRIVATE_HOST}:${port}/client.tgz`]);

    // Loopback goes to the proxy too, unless NO_PROXY names it.
    await downloadFile(new URL(`${filesUrl}/client.tgz`), target(), {
      env: { http_proxy: proxy.url },
      signal,
    });
    expect(proxy.requests).toHaveLength(2);
    await downloadFile(new URL(`${filesUrl}/client.tgz`), target(), {
      env: { HTTP_PROXY: proxy.url, NO_PROXY: 'example.com 127.0.0.0/8' },
      signal,
    });
    expect(proxy.requests).toHaveLength(2);
  });
});
