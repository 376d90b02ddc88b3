// URLs the service names (recordings of failed tests): where they may lead, and how they are followed.
// docs/report-files.md says what is fetched and why; createDispatcher (dispatcher.ts) holds every direct
// connection to the same rule.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

import { type Dispatcher, request } from 'undici';

import { bareHost } from './proxy-settings.ts';

/**
 * Address ranges no URL the service names may lead to, with their kind in words. They include every
 * cloud's instance metadata service: 169.254.169.254 (AWS, Azure, Google, Oracle and OpenStack),
 * 169.254.170.2 (AWS containers), fd00:ec2::254 (AWS over IPv6), 100.100.100.200 (Alibaba),
 * 168.63.129.16 (Azure's platform endpoint, a public address). An IPv4-mapped IPv6 address
 * (::ffff:10.0.0.1) is refused as its IPv4 address is; NAT64 (64:ff9b::/96), 6to4 (2002::/16) and
 * SIIT's IPv4-translated (::ffff:0:0/96) addresses as the IPv4 address they carry; Teredo (2001::/32),
 * whose IPv4 address is scrambled, and the deprecated IPv4-compatible form (::/96) whole.
 */
const REFUSED: ReadonlyArray<readonly [kind: string, ranges: readonly string[]]> = [
  ['a loopback address', ['127.0.0.0/8', '::1/128']],
  ['an address of this host', ['0.0.0.0/8', '::/128']],
  ['a private address', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10']],
  ['a link-local address', ['169.254.0.0/16', 'fe80::/10']],
  ['a unique-local address', ['fc00::/7', 'fec0::/10']],
  ['a cloud platform address', ['168.63.129.16/32']],
  ['a multicast address', ['224.0.0.0/4', 'ff00::/8']],
  [
    'a reserved address',
    ['192.0.0.0/24', '198.18.0.0/15', '240.0.0.0/4', '::/96', '64:ff9b:1::/48', '2001::/32'],
  ],
];

/**
 * The IPv6 forms that carry an IPv4 address at a known place: [prefix, its length]. A /96 prefix is
 * written so that the IPv4 address's two words complete it.
 */
const CARRIERS = [
  ['64:ff9b::', 96],
  ['::ffff:0:', 96],
  ['2002::', 16],
] as const;

/** `10.0.0.0/8` as the same range inside an IPv6 prefix that carries IPv4 addresses. */
function carried(range: string, [prefix, bits]: (typeof CARRIERS)[number]): [string, number] {
  const [address = '', length = '32'] = range.split('/');
  const words = address.split('.').map(Number);
  const hex = (a = 0, b = 0) => ((a << 8) | b).toString(16);
  const v4 = `${hex(words[0], words[1])}:${hex(words[2], words[3])}`;
  const at = bits === 96 ? `${prefix}${v4}` : `${prefix.slice(0, -1)}${v4}::`;
  return [at, bits + Number(length)];
}

const REFUSED_LISTS: ReadonlyArray<readonly [string, BlockList]> = REFUSED.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', length = ''] = range.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, Number(length), family);
    if (family === 'ipv4') for (const carrier of CARRIERS) list.addSubnet(...carried(range, carrier), 'ipv6');
  }
  return [kind, list] as const;
});

/** The kind of a refused address (`a private address`), or undefined for an address on the internet. */
export function refusedKindOf(address: string): string | undefined {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return REFUSED_LISTS.find(([, list]) => list.check(address, family))?.[0];
}

/** Where URLs the service names may lead. Tests give their own; the actions use publicHttpsPolicy. */
export interface AddressPolicy {
  /** Schemes a URL may have, colon included (`https:`). */
  schemes: readonly string[];
  /** The kind of an address not to be reached, in words; undefined when it may be. */
  refuses: (address: string) => string | undefined;
  /**
   * The service's own address (`api-url`), which the user chose and may well be on a private network:
   * its host (name and port) is reached whatever its address, over an allowed scheme or api-url's own
   * (api-url is http:// only on loopback).
   */
  serviceUrl?: string;
}

/** https:// to addresses on the internet only, and the service's own origin. */
export function publicHttpsPolicy(serviceUrl?: string): AddressPolicy {
  return {
    schemes: ['https:'],
    refuses: refusedKindOf,
    serviceUrl,
  };
}

/** A URL the policy refused: the reason is one line for the log. */
export class RefusedUrlError extends Error {
  override name = 'RefusedUrlError';
}

const trustedOf = (policy: AddressPolicy) =>
  policy.serviceUrl && URL.canParse(policy.serviceUrl) ? new URL(policy.serviceUrl) : undefined;

/** The service's own host, over an allowed scheme or its own. */
function isTrusted(url: URL, policy: AddressPolicy): boolean {
  const trusted = trustedOf(policy);
  if (!trusted || url.host !== trusted.host) return false;
  return url.protocol === trusted.protocol || policy.schemes.includes(url.protocol);
}

function refusal(policy: AddressPolicy, host: string, address: string): RefusedUrlError | undefined {
  const kind = policy.refuses(address);
  if (!kind) return undefined;
  return new RefusedUrlError(
    host === address ? `${address} is ${kind}` : `${host} resolves to ${address}, ${kind}`,
  );
}

/**
 * Why a URL may not be fetched, before it is asked: its scheme, credentials in it, or an address it
 * names or resolves to here; a name this runner cannot resolve is refused too, since where it leads
 * cannot be checked (a proxy would resolve it by its own rules). Else the address checked, for a
 * connection through a proxy to go to (`pinned`); none for the service's own host.
 */
async function checkUrl(
  url: URL,
  policy: AddressPolicy,
): Promise<{ refused?: RefusedUrlError; address?: string }> {
  if (url.username || url.password)
    return { refused: new RefusedUrlError('the address carries a user name or password') };
  if (isTrusted(url, policy)) return {};
  if (!policy.schemes.includes(url.protocol))
    return {
      refused: new RefusedUrlError(
        `only ${policy.schemes.map((s) => `${s}//`).join(' and ')} addresses are fetched`,
      ),
    };
  const host = bareHost(url.hostname);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolved(host);
  if (!addresses.length)
    return {
      refused: new RefusedUrlError(
        `${host} does not resolve on this runner, so the address it leads to cannot be checked`,
      ),
    };
  for (const { address } of addresses) {
    const refused = refusal(policy, host, address);
    if (refused) return { refused };
  }
  // A proxy is asked for an IPv4 address where there is one: the proxy's own way out is likelier v4.
  return { address: (addresses.find((a) => a.family === 4) ?? addresses[0])?.address };
}

/** Every address a name resolves to here; none when it does not resolve. */
const resolved = (host: string): Promise<LookupAddress[]> => lookupAll(host, { all: true }).catch(() => []);

/** Why a URL may not be fetched (checkUrl), or undefined when it may. */
export async function refusalOf(url: URL, policy: AddressPolicy): Promise<RefusedUrlError | undefined> {
  return (await checkUrl(url, policy)).refused;
}

/**
 * A dispatcher that tells the proxy a URL goes through, when it goes through one (createDispatcher's,
 * by HTTPS_PROXY, HTTP_PROXY and NO_PROXY).
 */
export interface ProxyAware {
  proxyFor(url: URL): Dispatcher | undefined;
}

const proxyOf = (dispatcher: Dispatcher, url: URL): Dispatcher | undefined =>
  'proxyFor' in dispatcher ? (dispatcher as Dispatcher & ProxyAware).proxyFor(url) : undefined;

/**
 * The request of one hop. A direct connection goes to `url` as it is, its lookup checked again on
 * the address it connects to (guardedLookup). Through a proxy, which would resolve the name itself
 * (perhaps to another address: DNS rebinding, or its own view of the network), the tunnel goes to the
 * address checked here, with the name kept for the Host header and TLS (SNI and the certificate's
 * name).
 */
function requestHop(
  url: URL,
  address: string | undefined,
  o: { dispatcher: Dispatcher; signal: AbortSignal },
) {
  const proxy = address === undefined ? undefined : proxyOf(o.dispatcher, url);
  if (!proxy || address === undefined)
    return request(url.href, { dispatcher: o.dispatcher, signal: o.signal });
  const pinned = new URL(url.href);
  pinned.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return request(pinned.href, { dispatcher: proxy, signal: o.signal, headers: { host: url.host } });
}

/**
 * The DNS lookup of a direct connection, refusing a name that resolves to an address the policy
 * refuses: the check holds for the address actually connected to, however DNS answers the second
 * time. (An address written in the URL is not looked up: refusalOf checks it.)
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  const trusted = trustedOf(policy);
  // The lookup is not told the port: the service's host name is trusted here on any, and refusalOf
  // has held every other port of it to the rule before the request.
  const trustedHost = trusted && bareHost(trusted.hostname);
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const host = bareHost(hostname);
      const refused =
        host === trustedHost
          ? undefined
          : addresses.map((a) => refusal(policy, host, a.address)).find(Boolean);
      if (refused) return callback(refused, '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 0);
    });
  };
}

/** Redirects followed by hand, each to an address checked again; more is an error. */
export const MAX_REDIRECTS = 5;
export const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * GET on a URL the service named, each hop checked against the policy before it is asked, redirects
 * followed by hand. No credentials of ours go with it. The answer is the last hop's, body unread.
 */
export async function openOutsideUrl(
  start: string,
  options: { dispatcher: Dispatcher; policy: AddressPolicy; signal: AbortSignal },
): Promise<Dispatcher.ResponseData> {
  let url = new URL(start);
  for (let hop = 0; ; hop++) {
    const { refused, address } = await checkUrl(url, options.policy);
    if (refused)
      throw hop === 0 ? refused : new RefusedUrlError(`it redirects to ${url.origin}: ${refused.message}`);
    const answer = await requestHop(url, address, options);
    const location = REDIRECTS.has(answer.statusCode) ? [answer.headers.location].flat()[0] : undefined;
    if (location === undefined) return answer;
    await answer.body.dump();
    if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
    if (!URL.canParse(location, url.href)) throw new Error('it redirects to an address that is not a URL');
    url = new URL(location, url);
  }
}
