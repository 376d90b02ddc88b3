import { Agent, type Dispatcher, EnvHttpProxyAgent } from 'undici';
import { type Env, proxySettingsOf } from './proxy-settings.ts';

/** How long making a connection may take, before any request is sent on it. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface DispatcherOptions {
  connectTimeoutMs?: number;
}

/**
 * The connection pool every request of a transport goes through, unless the caller gives its own: the
 * one place that decides how the service, GitHub and downloads are reached. HTTP(S)_PROXY and NO_PROXY
 * come from `env` only (never what undici would read from process.env behind our back); credentials in
 * a proxy URL become Basic Proxy-Authorization (undici's ProxyAgent). Certificates: Node's default
 * store, which NODE_EXTRA_CA_CERTS extends at process start.
 */
export function createDispatcher(env: Env = process.env, options: DispatcherOptions = {}): Dispatcher {
  const agentOptions = {
    keepAliveTimeout: 4_000,
    connect: { timeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS },
  };
  const { httpProxy, httpsProxy, noProxy } = proxySettingsOf(env);
  if (!httpProxy && !httpsProxy) return new Agent(agentOptions);
  for (const proxy of [httpProxy, httpsProxy])
    if (proxy && !URL.canParse(proxy))
      throw new Error('The proxy address in HTTPS_PROXY or HTTP_PROXY is not a URL.');
  // Empty strings, not undefined: undefined would let undici fall back to process.env.
  return new EnvHttpProxyAgent({
    ...agentOptions,
    httpProxy: httpProxy ?? '',
    httpsProxy: httpsProxy ?? '',
    noProxy,
  });
}
