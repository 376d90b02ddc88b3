/**
 * Masks what in a URL is a credential before anything can print it: the password, and the query of a
 * signed URL (every parameter's value, as written and decoded, and the whole query), plus the whole
 * URL in both spellings, since a service or tool may echo it back in a message. The user name is kept:
 * masking short common words would blank out unrelated log text.
 */
export function maskUrlSecrets(url: URL, setSecret: (secret: string) => void): void {
  const secrets = new Set<string>();
  if (url.password) secrets.add(url.password).add(decodeURIComponent(url.password));
  if (url.search.length > 1) {
    secrets.add(url.href).add(decodeURI(url.href)).add(url.search.slice(1));
    for (const [, value] of url.searchParams) {
      // A value of a few characters (`v=1`) is no secret, and masking it would blank out log text.
      if (value.length >= MIN_SECRET_CHARS) secrets.add(value).add(encodeURIComponent(value));
    }
  }
  for (const secret of secrets) setSecret(secret);
}

const MIN_SECRET_CHARS = 6;

/** The URL as it may be shown: origin and path, without credentials or query. */
export function shownUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}
