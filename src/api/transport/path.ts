/**
 * Request paths. A value placed in a path is one whole segment: escaped, and never empty, `.` or `..`,
 * which a URL resolves away (`/v1/builds/..` is `/v1/`), sending the request to another endpoint.
 */

/** The value, unless it would not stay one path segment: then a TypeError naming what it was meant to be. */
export function segmentValue(value: string | number, what = 'a path parameter'): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    const shown = text ? `"${text}"` : 'empty';
    throw new TypeError(`${what} must not be ${shown}: it would change the request's path`);
  }
  return text;
}

/** The value as one escaped path segment. */
export function pathSegment(value: string | number, what?: string): string {
  return encodeURIComponent(segmentValue(value, what));
}

/** Tagged template that makes every interpolated value one checked path segment: route`/v1/tunnel/${id}`. */
export function route(strings: TemplateStringsArray, ...params: Array<string | number>): string {
  return strings.reduce(
    (path, part, i) => path + part + (i < params.length ? pathSegment(params[i] ?? '') : ''),
    '',
  );
}
