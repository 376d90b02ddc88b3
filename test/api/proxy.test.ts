import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { fetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createDispatcher } from '../../src/api/transport/dispatcher.ts';
import { describeNetworkError } from '../../src/api/transport/network-errors.ts';
import {
  noProxyMatcher,
  proxySecretsOf,
  proxySettingsOf,
  redactProxyUrl,
} from '../../src/api/transport/proxy-settings.ts';
import { createGitHubClient } from '../../src/runtime/github/client.ts';
import { ForwardProxy } from '../support/forward-proxy.ts';
import { HttpsFront } from '../support/https-service.ts';
import { clientFor, useFakeGitHub, useFakeService } from '../support/service.ts';
import { makeTestCertificates, PRIVATE_HOST, type TestCertificates } from '../support/test-ca.ts';

const PASSWORD = 'pr0xy-s3cret';
const hosts = { [PRIVATE_HOST]: '127.0.0.1' };
const service = useFakeService();
const github = useFakeGitHub();
const proxy = new ForwardProxy({ hosts });
const authProxy = new ForwardProxy({ hosts, credentials: { user: 'runner', password: PASSWORD } });
let certificates: TestCertificates;
let front: HttpsFront;

beforeAll(async () => {
  certificates = makeTestCertificates();
  front = new HttpsFront(service.url, certificates);
  await Promise.all([proxy.start(), authProxy.start(), front.start()]);
});
afterAll(() => Promise.all([proxy.stop(), authProxy.stop(), front.stop()]));
beforeEach(() => {
  proxy.requests.length = 0;
  authProxy.requests.length = 0;
});

/** The fake service under the made-up host name: reachable through the proxy only. */
const privateUrl = () => `http://${PRIVATE_HOST}:${new URL(service.url).port}`;

describe('createDispatcher', () => {
  it('sends service calls through HTTP_PROXY, with the credentials in its URL', async () => {
    const dispatcher = createDispatcher({ HTTP_PROXY: authProxy.urlWith('runner', PASSWORD) });
    const client = clientFor(service, { baseUrl: privateUrl(), dispatcher });
    await client.user.get();
    await dispatcher.close();
    expect(authProxy.requests.length).toBeGreaterThan(0);
    const basic = `Basic ${Buffer.from(`runner:${PASSWORD}`).toString('base64')}`;
    expect(authProxy.requests.every((r) => r.proxyAuthorization === basic)).toBe(true);
  });

  it.each([
    ['a host name', PRIVATE_HOST],
    ['a domain with a leading dot', '.corp.test'],
    ['host:port', () => `${PRIVATE_HOST}:${new URL(service.url).port}`],
    ['*', '*'],
  ])('bypasses the proxy for NO_PROXY as %s', async (_what, entry) => {
    const noProxy = typeof entry === 'function' ? entry() : entry;
    const dispatcher = createDispatcher({ https_proxy: proxy.url, HTTP_PROXY: proxy.url, NO_PROXY: noProxy });
    // Bypassed, the made-up name does not resolve: the proxy was not asked.
    await expect(fetch(privateUrl(), { dispatcher })).rejects.toThrow();
    await dispatcher.close();
    expect(proxy.requests).toEqual([]);
  });

  it('leaves a NO_PROXY entry for another port to the proxy', async () => {
    const dispatcher = createDispatcher({ HTTP_PROXY: proxy.url, NO_PROXY: `${PRIVATE_HOST}:1` });
    expect((await fetch(`${privateUrl()}/v1/user`, { dispatcher })).status).toBe(401);
    await dispatcher.close();
    expect(proxy.requests).toHaveLength(1);
  });

  it('reads only the environment it is given', async () => {
    const dispatcher = createDispatcher({});
    await fetch(`${service.url}/v1/user`, { dispatcher });
    await dispatcher.close();
    expect(proxy.requests).toEqual([]);
  });

  it('fails a wrong proxy password in one line naming the proxy, never the password', async () => {
    const env = { HTTPS_PROXY: authProxy.urlWith('runner', 'wrong-password') };
    const dispatcher = createDispatcher(env);
    const url = front.urlFor(PRIVATE_HOST);
    const error = await fetch(url, { dispatcher }).catch((e: unknown) => e);
    await dispatcher.close();
    const line = describeNetworkError(error, { url, env });
    expect(line).toBe(
      `The proxy http://127.0.0.1:${new URL(authProxy.url).port} refused the credentials for ${PRIVATE_HOST}:${front.port} (407 Proxy Authentication Required); check the user and password in the proxy URL`,
    );
    expect(authProxy.requests[0]?.method).toBe('CONNECT');
  });

  it('hands the proxy password to the caller to mask, and shows the proxy without user or password', () => {
    const env = { https_proxy: 'http://me:p%40ss@proxy.corp:3128', HTTPS_PROXY: 'http://ignored:x@other:1' };
    expect(proxySecretsOf(env)).toEqual(['p%40ss', 'p@ss']);
    expect(redactProxyUrl(env.https_proxy)).toBe('http://proxy.corp:3128');
    expect(redactProxyUrl('http://me@proxy.corp:3128/?token=x')).toBe('http://proxy.corp:3128');
    expect(proxySecretsOf({ HTTP_PROXY: 'proxy.corp:3128' })).toEqual([]);
  });
});

/**
 * A request to the fake service's port at `host` (a loopback address), and whether the proxy was
 * asked. The service listens on 127.0.0.1 only: elsewhere a direct request fails, which is no matter.
 */
async function viaProxy(env: Record<string, string>, host = '127.0.0.1'): Promise<boolean> {
  const dispatcher = createDispatcher({ HTTP_PROXY: proxy.url, ...env });
  const url = new URL(service.url);
  url.hostname = host;
  await fetch(`${url.origin}/v1/user`, { dispatcher }).catch(() => undefined);
  await dispatcher.close();
  const asked = proxy.requests.length > 0;
  proxy.requests.length = 0;
  return asked;
}

describe('NO_PROXY', () => {
  it.each([
    ['an IP address', '127.0.0.1'],
    ['an IPv4 range', '127.0.0.0/8'],
    ['a range among names, separated by white space', 'corp.test  10.0.0.0/8\t127.0.0.0/16'],
    ['localhost, which covers the loopback addresses', 'localhost'],
    ['an address and its port', () => `127.0.0.1:${new URL(service.url).port}`],
    ['*', 'example.com, *'],
  ])('reaches 127.0.0.1 directly for %s', async (_what, entry) => {
    const noProxy = typeof entry === 'function' ? entry() : entry;
    expect(await viaProxy({ NO_PROXY: noProxy })).toBe(false);
  });

  it.each([
    ['another range', '10.0.0.0/8'],
    ['another address of the range', '127.0.0.2'],
    ['another port', '127.0.0.1:1'],
    ['a name that only looks like it', 'notlocalhost'],
  ])('leaves 127.0.0.1 to the proxy for %s', async (_what, noProxy) => {
    expect(await viaProxy({ NO_PROXY: noProxy })).toBe(true);
  });

  it('covers other loopback addresses by a range, and them alone', async () => {
    expect(await viaProxy({ no_proxy: '127.0.0.2/32' }, '127.0.0.2')).toBe(false);
    expect(await viaProxy({ no_proxy: '127.0.0.2/32' }, '127.0.0.3')).toBe(true);
  });

  it('matches IPv6 addresses and ranges, names and domains as written in the URL', () => {
    const covers = (noProxy: string, url: string) => noProxyMatcher(noProxy)(new URL(url));
    expect(covers('fd00::/8', 'https://[fd12::1]/')).toBe(true);
    expect(covers('fd00::/8', 'https://[fe80::1]/')).toBe(false);
    expect(covers('::1', 'http://[::1]:8080/')).toBe(true);
    expect(covers('[::1]:8080', 'http://[::1]:8080/')).toBe(true);
    expect(covers('[::1]:8080', 'http://[::1]:8081/')).toBe(false);
    expect(covers('localhost', 'http://[::1]/')).toBe(true);
    expect(covers('localhost', 'http://127.8.9.10/')).toBe(true);
    expect(covers('10.0.0.0/8', 'https://[::ffff:10.1.2.3]/')).toBe(true);
    expect(covers('.corp.test', 'https://api.corp.test/')).toBe(true);
    expect(covers('*.corp.test', 'https://corp.test./')).toBe(true);
    expect(covers('corp.test:443', 'https://api.corp.test/')).toBe(true);
    expect(covers('corp.test:443', 'http://api.corp.test/')).toBe(false);
    // A name is not resolved for a range: the range is compared with what the URL holds.
    expect(covers('127.0.0.0/8', 'http://localhost/')).toBe(false);
    expect(covers('10.0.0.0/99, not/a/range, 300.1.1.1/8', 'http://10.1.1.1/')).toBe(false);
  });

  it('takes the non-empty case of a variable: an empty http_proxy does not turn off HTTP_PROXY', async () => {
    expect(proxySettingsOf({ http_proxy: '', HTTP_PROXY: proxy.url }).httpProxy).toBe(proxy.url);
    expect(proxySettingsOf({ no_proxy: ' ', NO_PROXY: 'corp.test' }).noProxy).toBe('corp.test');
    expect(proxySettingsOf({ http_proxy: 'http://a:1', HTTP_PROXY: 'http://b:2' }).httpProxy).toBe(
      'http://a:1',
    );
    expect(await viaProxy({ http_proxy: '' })).toBe(true);
  });

  it('sends https to HTTP_PROXY when HTTPS_PROXY is not set, as before', () => {
    expect(proxySettingsOf({ HTTP_PROXY: 'proxy.corp:3128' }).httpsProxy).toBe('http://proxy.corp:3128');
    expect(proxySettingsOf({ HTTP_PROXY: 'http://a:1', HTTPS_PROXY: 'http://b:2' }).httpsProxy).toBe(
      'http://b:2',
    );
  });
});

const SCRIPT = fileURLToPath(new URL('../support/proxy-child.ts', import.meta.url));

/** Runs a call in a fresh Node, the only way NODE_EXTRA_CA_CERTS is read (at process start). */
async function inChild(
  what: 'service' | 'github' | 'download',
  env: Record<string, string>,
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, what], {
    env: { PATH: process.env.PATH, ...env },
  });
  return stdout.trim();
}

describe('over HTTPS through the proxy, with a private CA', () => {
  it('reaches the service when NODE_EXTRA_CA_CERTS names the CA', async () => {
    const settings = service.settingsFor('user');
    const env = {
      HTTPS_PROXY: proxy.url,
      API_URL: front.urlFor(PRIVATE_HOST),
      KEY: settings.key,
      SECRET: settings.secret,
    };
    expect(await inChild('service', { ...env, NODE_EXTRA_CA_CERTS: certificates.caFile })).toBe('ok');
    expect(proxy.requests.map((r) => r.method)).toEqual(['CONNECT']);
    expect(await inChild('service', env)).toBe(
      `The certificate of ${PRIVATE_HOST}:${front.port} is signed by a certificate authority this runner does not know (UNABLE_TO_VERIFY_LEAF_SIGNATURE); if a proxy or a private certificate authority sits in between, give its CA certificate (PEM) in NODE_EXTRA_CA_CERTS`,
    );
  });

  it('reaches GitHub through the proxy with the same settings', async () => {
    const githubFront = new HttpsFront(github.url, certificates);
    await githubFront.start();
    try {
      const env = {
        HTTPS_PROXY: proxy.url,
        GITHUB_API_URL: githubFront.urlFor(PRIVATE_HOST),
        NODE_EXTRA_CA_CERTS: certificates.caFile,
      };
      expect(await inChild('github', env)).toBe('ok');
      expect(proxy.requests.map((r) => r.method)).toEqual(['CONNECT']);
      expect(github.requests.length).toBeGreaterThan(0);
    } finally {
      await githubFront.stop();
    }
  });
});

describe("the tunnel client's download, through the same connection setup", () => {
  it('goes to HTTP_PROXY over https when HTTPS_PROXY is not set, and trusts NODE_EXTRA_CA_CERTS', async () => {
    const files = await serveFile('/tunnel-4.2.tar.gz', 'client');
    const filesFront = new HttpsFront(files.url, certificates);
    await filesFront.start();
    try {
      const env = {
        HTTP_PROXY: proxy.url,
        DOWNLOAD_URL: `${filesFront.urlFor(PRIVATE_HOST)}/tunnel-4.2.tar.gz`,
        NODE_EXTRA_CA_CERTS: certificates.caFile,
      };
      expect(await inChild('download', env)).toBe('ok');
      expect(proxy.requests).toEqual([
        expect.objectContaining({ method: 'CONNECT', target: `${PRIVATE_HOST}:${filesFront.port}` }),
      ]);
      // NO_PROXY by CIDR range (which @actions/tool-cache's client never read): straight to the address.
      const direct = {
        ...env,
        NO_PROXY: '127.0.0.0/8',
        DOWNLOAD_URL: `https://127.0.0.1:${filesFront.port}/x`,
      };
      expect(await inChild('download', direct)).toMatch(
        /^The certificate of 127\.0\.0\.1:\d+ is not for this host name/,
      );
      expect(proxy.requests).toHaveLength(1);
    } finally {
      await Promise.all([filesFront.stop(), files.stop()]);
    }
  });
});

/** A plain HTTP server of one file, for a download. */
async function serveFile(path: string, body: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url === path) res.writeHead(200).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createGitHubClient', () => {
  it('goes through HTTP_PROXY even to a host @actions/github would reach directly', async () => {
    const port = new URL(github.url).port;
    const env = { HTTP_PROXY: proxy.url, GITHUB_API_URL: `http://${PRIVATE_HOST}:${port}` };
    const octokit = await createGitHubClient('token', env);
    await octokit.rest.issues.listComments({ owner: 'o', repo: 'r', issue_number: 1 });
    expect(proxy.requests.map((r) => r.target)).toEqual([expect.stringContaining(`${PRIVATE_HOST}:${port}`)]);
  });
});
