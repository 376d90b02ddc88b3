import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { AddressPolicy } from '../../src/api/transport/outside-urls.ts';
import { ASSET_LIMITS, type AssetLimits, downloadAssets } from '../../src/report/outputs/assets.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { AssetServer } from '../support/asset-server.ts';
import { testContext } from '../support/context.ts';
import { ForwardProxy } from '../support/forward-proxy.ts';
import { HttpsFront } from '../support/https-service.ts';
import { makeTestCertificates, PRIVATE_HOST } from '../support/test-ca.ts';

const assets = new AssetServer();
/** What a hostile service points at: an instance metadata service on the runner's network. */
const metadata = new AssetServer();
/** Another loopback address, standing in for a host on the internet where a test policy says so. */
const elsewhere = new AssetServer();
const proxy = new ForwardProxy({ hosts: { [PRIVATE_HOST]: '127.0.0.1' } });
let base = '';
let metadataBase = '';
let elsewhereBase = '';
let proxyUrl = '';
beforeAll(async () => {
  base = await assets.start();
  metadataBase = await metadata.start();
  elsewhereBase = await elsewhere.start('127.0.0.2');
  proxyUrl = await proxy.start();
});
afterAll(async () => {
  await Promise.all([assets.stop(), metadata.stop(), elsewhere.stop(), proxy.stop()]);
});

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const server of [assets, metadata, elsewhere]) server.reset();
  proxy.requests.length = 0;
});

/** Plain http to anywhere: the servers of these tests are all on loopback. */
const ANYWHERE: AddressPolicy = { schemes: ['http:', 'https:'], refuses: () => undefined };
/** As the actions' rule, but plain http, and 127.0.0.2 counts as a host on the internet. */
const LOOPBACK_BUT_ELSEWHERE: AddressPolicy = {
  schemes: ['http:', 'https:'],
  refuses: (address) => (address === '127.0.0.2' ? undefined : 'a loopback address'),
};

const failed = (name: string, video: string | undefined, shots: string[] = []): ReportEntry => ({
  name,
  outcome: 'failed',
  links: { ...(video ? { video: `${base}${video}` } : {}), screenshots: shots.map((s) => `${base}${s}`) },
});

async function download(
  entries: ReportEntry[],
  options: {
    env?: Record<string, string>;
    limits?: Partial<AssetLimits>;
    /** Default: ANYWHERE; null for the actions' own rule. */
    policy?: AddressPolicy | null;
    serviceUrl?: string;
    runnerTemp?: string;
  } = {},
) {
  const runnerTemp = options.runnerTemp ?? mkdtempSync(join(tmpdir(), 'assets-'));
  temps.push(runnerTemp);
  const ctx = testContext();
  const result = await downloadAssets({
    entries,
    failed: entries.filter((e) => e.outcome === 'failed').length,
    checkName: 'E2E: build 7',
    env: { RUNNER_TEMP: runnerTemp, ...options.env },
    log: ctx.log,
    signal: ctx.signal,
    limits: { ...ASSET_LIMITS, ...options.limits },
    policy: options.policy === null ? undefined : (options.policy ?? ANYWHERE),
    serviceUrl: options.serviceUrl,
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

  it('gives tests whose names differ only in case folders that differ beyond it (macOS and Windows ignore case)', async () => {
    const { files } = await download([
      failed('Login', undefined, ['/bytes/1.png']),
      failed('login', undefined, ['/bytes/2.png']),
    ]);
    expect(files).toEqual(['01-Login/screenshot-1.png', '02-login/screenshot-1.png']);
    expect(new Set(files.map((f) => f.toLowerCase())).size).toBe(files.length);
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

  it('goes through a proxy to the address it checked, the name kept in the Host header', async () => {
    const port = new URL(base).port;
    const video = `http://localhost:${port}/bytes/7.mp4`;
    const one: ReportEntry = { name: 'one', outcome: 'failed', links: { video } };
    const { files } = await download([one], { env: { HTTP_PROXY: proxyUrl } });
    expect(files).toEqual(['01-one/video.mp4']);
    // The proxy is not left to resolve the name: it is sent where the check was made.
    expect(proxy.requests.map((r) => r.target)).toEqual([`http://127.0.0.1:${port}/bytes/7.mp4`]);
    expect(assets.hosts).toEqual([`localhost:${port}`]);
  });

  it('goes through the proxy the environment names', async () => {
    const { files } = await download([failed('one', '/bytes/7.mp4')], { env: { HTTP_PROXY: proxyUrl } });
    expect(files).toEqual(['01-one/video.mp4']);
    expect(proxy.requests.map((r) => r.target)).toEqual([`${base}/bytes/7.mp4`]);
    await download([failed('one', '/bytes/8.mp4')], { env: { HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' } });
    expect(proxy.requests).toHaveLength(1);
  });

  it('tunnels through a proxy to the address it checked, asking TLS for the name, and says which certificate it did not trust', async () => {
    const front = new HttpsFront(base, makeTestCertificates(['localhost']));
    await front.start();
    try {
      const video = `${front.urlFor('localhost')}/bytes/7.mp4`;
      const entry: ReportEntry = { name: 'one', outcome: 'failed', links: { video } };
      const { result, ctx } = await download([entry], { env: { HTTPS_PROXY: proxyUrl } });
      expect(result.dir).toBeUndefined();
      expect(proxy.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
        `CONNECT 127.0.0.1:${front.port}`,
      ]);
      // The certificate is checked against the name, which the handshake carries (SNI).
      expect(front.servernames).toEqual(['localhost']);
      expect(ctx.messages('warning')).toEqual([
        expect.stringMatching(/: The certificate of localhost:\d+ is signed by .* NODE_EXTRA_CA_CERTS\.$/),
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

describe('download-assets: where recordings may come from', () => {
  const entry = (video: string, shots: string[] = []): ReportEntry => ({
    name: 'one',
    outcome: 'failed',
    links: { video, screenshots: shots },
  });
  const warnings = (ctx: { messages: (level: 'warning') => string[] }) => ctx.messages('warning');

  it('fetches nothing on loopback, a private range, link-local or over plain http, and saves the rest', async () => {
    const metadataPort = new URL(metadataBase).port;
    const refused = [
      `${metadataBase}/latest/meta-data/iam/security-credentials/role`,
      `https://127.0.0.1:${metadataPort}/latest/meta-data/`,
      `https://localhost:${metadataPort}/latest/meta-data/`,
      'https://10.1.2.3/video.mp4',
      'https://[::ffff:169.254.169.254]/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://0.0.0.0/video.mp4',
    ];
    const entries = refused.map((url, i) => ({ ...entry(url), name: `hostile ${i}` }));
    // The service's own host is reached whatever its address, over its own scheme too.
    entries.push({ ...entry(`${base}/bytes/7.mp4`), name: 'from the service' });
    const { result, ctx, files } = await download(entries, { policy: null, serviceUrl: base });
    expect(metadata.seen).toEqual([]);
    expect(files).toEqual(['08-from-the-service/video.mp4']);
    expect(result.bytes).toBe(7);
    expect(warnings(ctx)).toHaveLength(refused.length);
    expect(warnings(ctx)[0]).toBe(
      `download-assets: refused ${metadataBase}/latest/meta-data/iam/security-credentials/role: only https:// addresses are fetched; its link stays in the report.`,
    );
    expect(warnings(ctx).slice(1)).toEqual([
      expect.stringMatching(/: 127\.0\.0\.1 is a loopback address;/),
      expect.stringMatching(/: localhost resolves to (127\.0\.0\.1|::1), a loopback address;/),
      expect.stringMatching(/: 10\.1\.2\.3 is a private address;/),
      expect.stringMatching(/: ::ffff:a9fe:a9fe is a link-local address;/),
      expect.stringMatching(/: fd00:ec2::254 is a unique-local address;/),
      expect.stringMatching(/: 0\.0\.0\.0 is an address of this host;/),
    ]);
  });

  it('checks every hop of a redirect and follows none to a refused address', async () => {
    const secret = `${metadataBase}/latest/meta-data/`;
    const fine = `${elsewhereBase}/bytes/5.mp4`;
    const { ctx, files } = await download(
      [
        entry(`${elsewhereBase}/to?${encodeURIComponent(secret)}`, [
          `${elsewhereBase}/to?${encodeURIComponent(`${elsewhereBase}/to?${encodeURIComponent(fine)}`)}`,
          `${elsewhereBase}/to?${encodeURIComponent('file:///etc/passwd')}`,
        ]),
      ],
      { policy: LOOPBACK_BUT_ELSEWHERE },
    );
    expect(metadata.seen).toEqual([]);
    expect(files).toEqual(['01-one/screenshot-1.png']);
    expect(warnings(ctx)).toEqual([
      expect.stringMatching(
        /refused http:\/\/127\.0\.0\.2:\d+\/to: it redirects to http:\/\/127\.0\.0\.1:\d+: 127\.0\.0\.1 is a loopback address; its link stays in the report\.$/,
      ),
      expect.stringMatching(
        /refused .*: it redirects to null: only http:\/\/ and https:\/\/ addresses are fetched;/,
      ),
    ]);
  });

  it('gives up a chain of redirects', async () => {
    let chain = `${elsewhereBase}/bytes/5.mp4`;
    for (let i = 0; i < 6; i++) chain = `${elsewhereBase}/to?${encodeURIComponent(chain)}`;
    const { ctx, files } = await download([entry(chain)], { policy: LOOPBACK_BUT_ELSEWHERE });
    expect(files).toEqual([]);
    expect(warnings(ctx)[0]).toMatch(/could not save \/to to .*: more than 5 redirects\.$/);
  });

  it('holds the rule on the address connected to, however DNS answers the second time', async () => {
    // The check before the request is told every address is fine; the connection asks again.
    const seen = new Set<string>();
    const rebinding: AddressPolicy = {
      schemes: ['http:'],
      refuses: (address) => (seen.has(address) ? 'a loopback address' : void seen.add(address)),
    };
    const { ctx, files } = await download([entry(`http://localhost:${new URL(metadataBase).port}/x`)], {
      policy: rebinding,
    });
    expect(files).toEqual([]);
    expect(metadata.seen).toEqual([]);
    expect(warnings(ctx)[0]).toMatch(/refused .*: localhost resolves to .*, a loopback address;/);
  });

  it('refuses a private address before the proxy is asked, and a name only the proxy can resolve', async () => {
    const { ctx } = await download(
      [entry('https://192.168.1.1/video.mp4'), entry(`https://${PRIVATE_HOST}/video.mp4`)],
      { env: { HTTPS_PROXY: proxyUrl }, policy: null },
    );
    expect(proxy.requests).toEqual([]);
    expect(warnings(ctx)[0]).toMatch(/192\.168\.1\.1 is a private address/);
    expect(warnings(ctx).join('\n')).toMatch(
      /cloudtest\.corp\.test does not resolve on this runner, so the address it leads to cannot be checked/,
    );
  });
});

describe('download-assets: no link followed', () => {
  it('replaces a link planted in the assets folder, leaving its target untouched', async () => {
    const runnerTemp = mkdtempSync(join(tmpdir(), 'assets-'));
    const victim = join(runnerTemp, 'victim.txt');
    writeFileSync(victim, 'keep me');
    // While the screenshot is asked for, a link appears where it is to be written.
    assets.onRequest = (url) => {
      if (!url.endsWith('.png')) return;
      const root = join(runnerTemp, 'cloudtest-assets');
      const [dir = ''] = readdirSync(root);
      symlinkSync(victim, join(root, dir, '01-one', 'screenshot-1.png'));
    };
    const { result, files } = await download([failed('one', '/bytes/4.mp4', ['/bytes/9.png'])], {
      runnerTemp,
    });
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(files).toEqual(['01-one/screenshot-1.png', '01-one/video.mp4']);
    const shot = join(result.dir!, '01-one/screenshot-1.png');
    expect(lstatSync(shot).isSymbolicLink()).toBe(false);
    expect(readFileSync(shot, 'utf8')).toBe('a'.repeat(9));
  });

  it('saves nothing through a link planted at the assets folder', async () => {
    const runnerTemp = mkdtempSync(join(tmpdir(), 'assets-'));
    const elsewhereDir = join(runnerTemp, 'elsewhere');
    mkdirSync(elsewhereDir);
    symlinkSync(elsewhereDir, join(runnerTemp, 'cloudtest-assets'));
    const { result, ctx } = await download([failed('one', '/bytes/4.mp4')], { runnerTemp });
    expect(result.dir).toBeUndefined();
    expect(readdirSync(elsewhereDir)).toEqual([]);
    expect(assets.seen).toEqual([]);
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(
        /^download-assets: nothing saved: .*cloudtest-assets is a symbolic link, which is not followed\.$/,
      ),
    ]);
  });
});
