import { proxyFor } from './proxy-settings.ts';

type Env = Record<string, string | undefined>;

/** Node's codes for a certificate it would not trust, and what each means to the user. */
const CERTIFICATE_PROBLEMS: Record<string, string> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'is signed by a certificate authority this runner does not know',
  UNABLE_TO_GET_ISSUER_CERT: 'is signed by a certificate authority this runner does not know',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'is signed by a certificate authority this runner does not know',
  SELF_SIGNED_CERT_IN_CHAIN: 'chains to a self-signed certificate authority this runner does not know',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'is self-signed',
  CERT_HAS_EXPIRED: 'has expired',
  CERT_NOT_YET_VALID: 'is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'is not for this host name',
};

const CA_HINT =
  'if a proxy or a private certificate authority sits in between, give its CA certificate (PEM) in NODE_EXTRA_CA_CERTS';

/**
 * One clear line for a failure of the network between the runner and a server, or undefined when the
 * error is not one of these: a 407 from the proxy names the proxy (never its password), a certificate
 * Node did not trust says what was wrong and points at NODE_EXTRA_CA_CERTS.
 */
export function describeNetworkError(
  error: unknown,
  where: { url: string | URL; env?: Env },
): string | undefined {
  const host = new URL(where.url).host;
  const proxy = proxyFor(where.url, where.env ?? process.env);
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code in CERTIFICATE_PROBLEMS)
      return `The certificate of ${host} ${CERTIFICATE_PROBLEMS[code]} (${code}); ${CA_HINT}`;
    if (typeof message === 'string' && /\b407\b/.test(message))
      return `The proxy ${proxy ?? '(from HTTPS_PROXY/HTTP_PROXY)'} refused the credentials for ${host} (407 Proxy Authentication Required); check the user and password in the proxy URL`;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
