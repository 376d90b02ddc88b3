import { Agent, Dispatcher, ProxyAgent } from 'undici';

import { type AddressPolicy, guardedLookup, type ProxyAware } from './outside-urls.ts';
import { type Env, noProxyMatcher, proxySettingsOf } from './proxy-settings.ts';

/** How long making a connection may take, before any request is sent on it. */
const CONNECT_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_MS = 4_000;

export interface DispatcherOptions {
  connectTimeoutMs?: number;
  /**
   * For URLs the service names: every direct connection goes only to an address this policy allows,
   * checked on the address actually connected to (outside-urls.ts).
   */
  policy?: AddressPolicy;
}

/**
 * The connection pool every request of a transport goes through, unless the caller gives its own: the
 * one place that decides how the service, GitHub and downloads are reached. HTTP(S)_PROXY and NO_PROXY
 * come from `env` only (never what undici would read from process.env behind our back), read as
 * proxy-settings.ts says; credentials in a proxy URL become Basic Proxy-Authorization (undici's
 * ProxyAgent). Certificates: Node's default store, which NODE_EXTRA_CA_CERTS extends at process start.
 */
export function createDispatcher(env: Env = process.env, options: DispatcherOptions = {}): Dispatcher {
  const timeout = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const lookup = options.policy ? { lookup: guardedLookup(options.policy) } : {};
  const direct = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, connect: { timeout, ...lookup } });
  const { httpProxy, httpsProxy, noProxy } = proxySettingsOf(env);
  if (!httpProxy && !httpsProxy) return direct;
  const agents = new Map<string, ProxyAgent>();
  const agentFor = (uri: string | undefined) => {
    if (!uri) return undefined;
    if (!URL.canParse(uri)) throw new Error('The proxy address in HTTPS_PROXY or HTTP_PROXY is not a URL.');
    let agent = agents.get(uri);
    if (!agent) {
      // The proxy itself is the user's choice, wherever it is: the policy is not asked about it.
      agent = new ProxyAgent({ uri, keepAliveTimeout: KEEP_ALIVE_MS, connectTimeout: timeout });
      agents.set(uri, agent);
    }
    return agent;
  };
  const proxies = { 'http:': agentFor(httpProxy), 'https:': agentFor(httpsProxy) };
  return new ProxyRouter(direct, proxies, noProxyMatcher(noProxy));
}

/**
 * Sends each request through the proxy for its scheme, or directly where NO_PROXY says (undici's own
 * EnvHttpProxyAgent reads no CIDR range, and no loopback address for `localhost`).
 */
class ProxyRouter extends Dispatcher implements ProxyAware {
  private readonly direct: Dispatcher;
  private readonly proxies: Record<string, Dispatcher | undefined>;
  private readonly bypass: (url: URL) => boolean;

  constructor(
    direct: Dispatcher,
    proxies: Record<string, Dispatcher | undefined>,
    bypass: (url: URL) => boolean,
  ) {
    super();
    this.direct = direct;
    this.proxies = proxies;
    this.bypass = bypass;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    return (this.proxyFor(new URL(String(options.origin))) ?? this.direct).dispatch(options, handler);
  }

  /** The proxy a URL goes through, or undefined when it goes directly. */
  proxyFor(url: URL): Dispatcher | undefined {
    const proxy = this.proxies[url.protocol];
    return proxy && !this.bypass(url) ? proxy : undefined;
  }

  private get all(): Dispatcher[] {
    return [...new Set([this.direct, ...Object.values(this.proxies)])].filter(
      (d): d is Dispatcher => d !== undefined,
    );
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    const closed = Promise.all(this.all.map((d) => d.close())).then(() => undefined);
    if (!callback) return closed;
    void closed.then(callback);
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | void {
    const error = typeof first === 'function' ? null : (first ?? null);
    const callback = typeof first === 'function' ? first : second;
    const destroyed = Promise.all(this.all.map((d) => d.destroy(error))).then(() => undefined);
    if (!callback) return destroyed;
    void destroyed.then(callback);
  }
}
