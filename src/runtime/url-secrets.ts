/**
 * What in a URL is a credential, for masking before anything can print it: the password, and the query
 * of a signed URL (whole, each value as written and decoded) with the whole URL in both spellings,
 * since a service or a tool may echo it back. The user name is kept, and so is any value too short to
 * be a credential (`v=1`): masking it would blank out ordinary log text.
 */
export function urlSecrets(url: URL): string[] {
  const secrets = new Set<string>();
  if (url.password) secrets.add(url.password).add(decoded(url.password, decodeURIComponent));
  if (url.search.length > 1) {
    const query = url.search.slice(1);
    secrets.add(url.href).add(decoded(url.href, decodeURI)).add(query);
    for (const part of query.split('&')) secrets.add(part.slice(part.indexOf('=') + 1));
    for (const value of url.searchParams.values()) secrets.add(value).add(encodeURIComponent(value));
  }
  return [...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS);
}

const MIN_SECRET_CHARS = 6;

/** A stray `%` leaves the text as written. */
function decoded(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** The URL as it may be shown: origin and path, without credentials or query. */
export function shownUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
