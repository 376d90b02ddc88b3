import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_LIMITS, type AssetLimits, downloadAssets } from '../../src/report/assets.ts';
import type { ReportEntry } from '../../src/report/types.ts';
import { testContext } from '../support/context.ts';
import { ForwardProxy } from '../support/forward-proxy.ts';
import { HttpsFront } from '../support/https-service.ts';
import { makeTestCertificates, PRIVATE_HOST } from '../support/test-ca.ts';

/** Serves `/bytes/<n>.<ext>` as n bytes, `/missing` as 404, `/hang` never answering. */
function assetServer() {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const size = /^\/bytes\/(\d+)/.exec(req.url ?? '')?.[1];
    if (req.url === '/hang') return;
    if (!size) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    // Chunked, no length: the limit must hold while streaming too.
    res.end(Buffer.alloc(Number(size), 0x61));
  });
  return { server, seen };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const assets = assetServer();
const proxy = new ForwardProxy({ hosts: { [PRIVATE_HOST]: '127.0.0.1' } });
let base = '';
let proxyUrl = '';
beforeAll(async () => {
  base = await listen(assets.server);
  proxyUrl = await proxy.start();
});
afterAll(async () => {
  assets.server.closeAllConnections();
  assets.server.close();
  await proxy.stop();
});

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  assets.seen.length = 0;
  proxy.requests.length = 0;
});

const failed = (name: string, video: string | undefined, shots: string[] = []): ReportEntry => ({
  name,
  outcome: 'failed',
  links: { ...(video ? { video: `${base}${video}` } : {}), screenshots: shots.map((s) => `${base}${s}`) },
});

async function download(
  entries: ReportEntry[],
  options: { env?: Record<string, string>; limits?: Partial<AssetLimits> } = {},
) {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'assets-'));
  temps.push(runnerTemp);
  const ctx = testContext();
  const result = await downloadAssets({
    entries,
    checkName: 'E2E: build 7',
    env: { RUNNER_TEMP: runnerTemp, ...options.env },
    log: ctx.log,
    signal: ctx.signal,
    limits: { ...ASSET_LIMITS, ...options.limits },
  });
  const files = result.dir ? listFiles(result.dir) : [];
  return { result, ctx, files, runnerTemp };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).replaceAll('\\', '/'))
    .sort();
}

describe('download-assets', () => {
  it('saves the video and last screenshots of each failed test under one folder in RUNNER_TEMP', async () => {
    const { result, files, runnerTemp } = await download([
      failed('checkout / pays', '/bytes/300.mp4', [
        '/bytes/10.png',
        '/bytes/11.png',
        '/bytes/12.png',
        '/bytes/13.jpg',
      ]),
      { name: 'passes', outcome: 'passed', links: { video: `${base}/bytes/5.mp4` } },
      failed('login', undefined, ['/bytes/20.png']),
      { name: 'no recordings', outcome: 'failed' },
    ]);
    expect(result.dir?.startsWith(join(runnerTemp, 'cloudtest-assets', 'E2E-build-7-'))).toBe(true);
    expect(files).toEqual([
      '01-checkout-pays/screenshot-1.png',
      '01-checkout-pays/screenshot-2.png',
      '01-checkout-pays/screenshot-3.jpg',
      '01-checkout-pays/video.mp4',
      '02-login/screenshot-1.png',
    ]);
    expect(statSync(join(result.dir!, '01-checkout-pays/video.mp4')).size).toBe(300);
    expect(readFileSync(join(result.dir!, '02-login/screenshot-1.png'), 'utf8')).toBe('a'.repeat(20));
    expect(result.bytes).toBe(300 + 11 + 12 + 13 + 20);
    expect(assets.seen).not.toContain('/bytes/5.mp4');
  });

  it('stays within the bounds: tests, bytes per file and in all, with a warning for what it left out', async () => {
    const { result, ctx, files } = await download(
      [
        failed('one', '/bytes/5000.mp4', ['/bytes/100.png']),
        failed('two', '/bytes/900.mp4', ['/bytes/200.png']),
        failed('three', '/bytes/10.mp4'),
      ],
      { limits: { tests: 2, screenshotsPerTest: 1, fileBytes: 1000, totalBytes: 1000 } },
    );
    expect(files).toEqual(['01-one/screenshot-1.png', '02-two/video.mp4']);
    expect(result.bytes).toBe(1000);
    const warnings = ctx.messages('warning').join('\n');
    expect(warnings).toMatch(/first 2 of 3 failed tests/);
    expect(warnings).toMatch(/could not save \/bytes\/5000\.mp4 .*larger than the 1000 bytes/);
    expect(warnings).toMatch(/stopped at the total of 1000 B; the rest was left out/);
    expect(assets.seen).not.toContain('/bytes/200.png');
    expect(assets.seen).not.toContain('/bytes/10.mp4');
  });

  it('warns about a download that fails and saves the rest', async () => {
    const { ctx, files } = await download([failed('one', '/missing', ['/bytes/3.png'])]);
    expect(files).toEqual(['01-one/screenshot-1.png']);
    expect(ctx.messages('warning')[0]).toMatch(/could not save \/missing .*HTTP 404/);
  });

  it('ends every download by its overall deadline', async () => {
    const { result, ctx } = await download([failed('hangs', '/hang')], { limits: { deadlineMs: 300 } });
    expect(result.dir).toBeUndefined();
    expect(ctx.messages('warning')[0]).toMatch(/could not save \/hang .*took too long/);
  });

  it('goes through the proxy the environment names', async () => {
    const { files } = await download([failed('one', '/bytes/7.mp4')], { env: { HTTP_PROXY: proxyUrl } });
    expect(files).toEqual(['01-one/video.mp4']);
    expect(proxy.requests.map((r) => r.target)).toEqual([`${base}/bytes/7.mp4`]);
    await download([failed('one', '/bytes/8.mp4')], { env: { HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' } });
    expect(proxy.requests).toHaveLength(1);
  });

  it('says which certificate it did not trust and points at NODE_EXTRA_CA_CERTS', async () => {
    const front = new HttpsFront(base, makeTestCertificates());
    await front.start();
    try {
      const video = `${front.urlFor(PRIVATE_HOST)}/bytes/7.mp4`;
      const entry: ReportEntry = { name: 'one', outcome: 'failed', links: { video } };
      const { result, ctx } = await download([entry], { env: { HTTPS_PROXY: proxyUrl } });
      expect(result.dir).toBeUndefined();
      expect(proxy.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
        `CONNECT ${PRIVATE_HOST}:${front.port}`,
      ]);
      expect(ctx.messages('warning')).toEqual([
        expect.stringMatching(
          /: The certificate of cloudtest\.corp\.test:\d+ is signed by .* NODE_EXTRA_CA_CERTS\.$/,
        ),
      ]);
    } finally {
      await front.stop();
    }
  });

  it('saves nothing and makes no folder when no failed test has recordings', async () => {
    const { result, ctx } = await download([{ name: 'x', outcome: 'failed' }]);
    expect(result).toEqual({ dir: undefined, files: [], bytes: 0 });
    expect(ctx.messages('info')[0]).toMatch(/no failed test has a video or screenshot/);
  });
});
