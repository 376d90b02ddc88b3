import { HttpError } from './app.ts';

/** The spec's `count` maximum for lists, and its defaults. */
export const MAX_COUNT = 500;
export const DEFAULT_COUNT = 10;

/** `offset` and `count` of a list request, as the service reads them: 400 for a bad value or a count above 500. */
export function pageParams(query: URLSearchParams): { offset: number; count: number } {
  const read = (name: string, fallback: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw new HttpError(400, `${name} must be a whole number >= 0`);
    return Number(raw);
  };
  const offset = read('offset', 0);
  const count = read('count', DEFAULT_COUNT);
  if (count > MAX_COUNT) throw new HttpError(400, `count must be at most ${MAX_COUNT}`);
  return { offset, count };
}

/** One page of `items` with a correct `meta` (`count` is the items returned, `total` all of them). */
export function paged<T>(items: readonly T[], query: URLSearchParams) {
  const { offset, count } = pageParams(query);
  const data = items.slice(offset, offset + count);
  return { data, meta: { offset, count: data.length, total: items.length } };
}
