// The proxy variables as the ecosystem reads them, with no HTTP code: the runtime masks a proxy's
// password before it loads anything else (src/api/dispatcher.ts builds the connection pool from them).

export type Env = Record<string, string | undefined>;

/** The proxy settings of an environment, read as curl and undici read them (lower case first). */
export interface ProxySettings {
  httpProxy: string | undefined;
  httpsProxy: string | undefined;
  noProxy: string;
}

export function proxySettingsOf(env: Env): ProxySettings {
  const read = (name: string) => (env[name.toLowerCase()] ?? env[name.toUpperCase()])?.trim() || undefined;
  const httpProxy = withScheme(read('http_proxy'));
  // As undici and curl do: an HTTPS_PROXY that is not set falls back to HTTP_PROXY.
  const httpsProxy = withScheme(read('https_proxy')) ?? httpProxy;
  return { httpProxy, httpsProxy, noProxy: read('no_proxy') ?? '' };
}

/** `proxy.corp:3128` is an http:// proxy, as curl reads it. */
function withScheme(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}

/** The proxy that requests to `url` go to, its password hidden; undefined when there is none. */
export function proxyFor(url: string | URL, env: Env): string | undefined {
  const settings = proxySettingsOf(env);
  const proxy = new URL(url).protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
  return proxy && redactProxyUrl(proxy);
}

/** A proxy URL fit for a log line: the password (and any query) replaced by `***`. */
export function redactProxyUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
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
