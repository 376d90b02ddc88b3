// The proxy variables as the ecosystem reads them, with no HTTP code: the runtime masks a proxy's
// password before it loads anything else (src/api/transport/dispatcher.ts builds the connection pool from them).
import { BlockList, isIP } from 'node:net';

export type Env = Record<string, string | undefined>;

/** The proxy settings of an environment (docs/proxies.md). */
export interface ProxySettings {
  httpProxy: string | undefined;
  httpsProxy: string | undefined;
  noProxy: string;
}

/**
 * Each variable is read in both cases and the non-empty one wins (the lower-case one when both are
 * set), so an empty `http_proxy=""` left by some tool does not turn off a set HTTP_PROXY.
 *
 * Others differ on https: curl reads `http_proxy` in lower case only, `https_proxy` or `HTTPS_PROXY`
 * for https, and never sends an https address to the http proxy; @actions/http-client reads
 * `https_proxy || HTTPS_PROXY` and `http_proxy || HTTP_PROXY`, with no such fallback either; undici's
 * EnvHttpProxyAgent falls back. Here an https address with no HTTPS_PROXY goes to HTTP_PROXY, as it
 * always has with these actions: a runner whose one way out is the proxy in HTTP_PROXY keeps working.
 */
export function proxySettingsOf(env: Env): ProxySettings {
  const read = (name: string) =>
    env[name.toLowerCase()]?.trim() || env[name.toUpperCase()]?.trim() || undefined;
  const httpProxy = withScheme(read('http_proxy'));
  const httpsProxy = withScheme(read('https_proxy')) ?? httpProxy;
  return { httpProxy, httpsProxy, noProxy: read('no_proxy') ?? '' };
}

/** `proxy.corp:3128` is an http:// proxy, as curl reads it. */
function withScheme(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** A URL's host as compared: lower case, no IPv6 brackets, no trailing dot. */
export function bareHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/(.)\.$/, '$1');
}

/** One NO_PROXY entry: does it cover this host (bare) on this port? */
type Exception = (host: string, port: number) => boolean;

/**
 * The hosts NO_PROXY sends around the proxy. Entries are separated by commas or white space: `*`
 * (everything), a host name (itself and its subdomains; a leading `.` or `*.` changes nothing), an IP
 * address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), each but a range optionally with `:port`
 * (`[::1]:8443` for IPv6). `localhost` covers the loopback addresses too (127.0.0.0/8 and ::1). An
 * address or range is compared with the address written in the URL: names are not resolved for it,
 * as curl does. An entry that is none of these is ignored.
 */
export function noProxyMatcher(value: string): (url: URL) => boolean {
  const exceptions = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(exceptionOf)
    .filter((e): e is Exception => e !== undefined);
  return (url) => {
    const host = bareHost(url.hostname);
    const port = Number(url.port) || DEFAULT_PORTS[url.protocol] || 0;
    return exceptions.some((covers) => covers(host, port));
  };
}

function exceptionOf(entry: string): Exception | undefined {
  if (entry === '*') return () => true;
  const range = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (range) return rangeException(range[1] ?? '', Number(range[2]));
  const { name, port } = splitPort(entry);
  const host = bareHost(name).replace(/^\*?\./, '');
  if (!host) return undefined;
  const onPort = (p: number) => !port || p === port;
  if (isIP(host)) {
    const address = listOf((l) => l.addAddress(host, familyOf(host)));
    return (h, p) => onPort(p) && isAddressIn(h, address);
  }
  const loopback = host === 'localhost';
  return (h, p) =>
    onPort(p) && (h === host || h.endsWith(`.${host}`) || (loopback && isAddressIn(h, LOOPBACK)));
}

/** `host:8443`, `[::1]:8443`, or no port (0); a bare IPv6 address's colons are no port. */
function splitPort(entry: string): { name: string; port: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { name: bracketed[1] ?? '', port: Number(bracketed[2] ?? 0) };
  const withPort = isIP(entry) ? null : /^(.+):(\d+)$/.exec(entry);
  return withPort ? { name: withPort[1] ?? '', port: Number(withPort[2]) } : { name: entry, port: 0 };
}

function rangeException(address: string, prefix: number): Exception | undefined {
  const family = isIP(address);
  if (!family || prefix > (family === 4 ? 32 : 128)) return undefined;
  const list = listOf((l) => l.addSubnet(address, prefix, familyOf(address)));
  return (h) => isAddressIn(h, list);
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether a host is an IP address in `list` (an IPv4-mapped IPv6 address counts as its IPv4 one). */
function isAddressIn(host: string, list: BlockList): boolean {
  return isIP(host) !== 0 && list.check(host, familyOf(host));
}

function listOf(fill: (list: BlockList) => void): BlockList {
  const list = new BlockList();
  fill(list);
  return list;
}

const LOOPBACK = listOf((l) => {
  l.addSubnet('127.0.0.0', 8, 'ipv4');
  l.addAddress('::1', 'ipv6');
});

/** The proxy that requests to `url` go to, shown without user name or password; undefined when none. */
export function proxyFor(url: string | URL, env: Env): string | undefined {
  const target = new URL(url);
  const settings = proxySettingsOf(env);
  if (noProxyMatcher(settings.noProxy)(target)) return undefined;
  const proxy = target.protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
  return proxy && redactProxyUrl(proxy);
}

/** A proxy URL fit for a log line: no user name, password or query. */
export function redactProxyUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return '(a proxy address that is not a URL)';
  }
}

/**
 * The secret parts of the proxy URLs, as written and as decoded, for the runner to mask before any log
 * line can show them (a password also travels base64-encoded in Proxy-Authorization, never logged).
 */
export function proxySecretsOf(env: Env): string[] {
  const { httpProxy, httpsProxy } = proxySettingsOf(env);
  const secrets = new Set<string>();
  for (const proxy of [httpProxy, httpsProxy]) {
    const password = proxy && URL.canParse(proxy) ? new URL(proxy).password : '';
    if (!password) continue;
    secrets.add(password);
    try {
      secrets.add(decodeURIComponent(password));
    } catch {
      // A stray `%`: the password as written is all there is.
    }
  }
  return [...secrets];
}
