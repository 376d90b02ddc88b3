/** The spec's `count` maximum, for the seven lists its Limits table names, and its defaults. */
export const MAX_COUNT = 500;
export const DEFAULT_COUNT = 10;
const INT32_MAX = 2_147_483_647;

/**
 * How a list misbehaves, for tests of the walk over it:
 * - `shrink`: every page answers one item fewer than the one before (down to 1), short of the total;
 * - `grow`: every page answers twice the items asked for;
 * - `shift`: every page after the first begins with the last item of the page before (an item was
 *   added at the head between reads), `meta.offset` as asked;
 * - `repeat`: every page answers the first page's items, `meta` echoing the offset asked;
 * - `endless`: as `repeat`, with a total of 2147483647 (a hostile or broken service);
 * - `bare`: the page's items as a bare array, without `{ data, meta }`;
 * - `unpaged`: every item as a bare array, whatever was asked (a deployment that does not page).
 */
export type ListFault = 'shrink' | 'grow' | 'shift' | 'repeat' | 'endless' | 'bare' | 'unpaged';

/** How every list of the fake service pages; tests change it and reset it. */
export interface ListSettings {
  /** The most items a page holds whatever `count` asked: a deployment's own cap. */
  cap?: number;
  fault?: ListFault;
  /** Pages answered since the settings were last reset (drives `shrink`). */
  served?: number;
  /** Called once each page is made, with how many were: a test changes the list between reads. */
  afterPage?: (served: number) => void;
}

export interface ListOptions<T, R> {
  /** The spec's `count` maximum for this list; none where it shows none. */
  maxCount?: number;
  /** Turns a stored item into the record the page carries (only the page's items are mapped). */
  map?: (item: T) => R;
}

/**
 * `offset` and `count` as the service reads them. The spec lists no 400 for its lists, so a value that
 * is not a whole number reads as its default, and a `count` above the list's maximum as that maximum.
 */
export function pageParams(query: URLSearchParams, maxCount = INT32_MAX): { offset: number; count: number } {
  const read = (name: string, fallback: number): number => {
    const raw = query.get(name);
    return raw !== null && /^\d+$/.test(raw) ? Math.min(Number(raw), INT32_MAX) : fallback;
  };
  return { offset: read('offset', 0), count: Math.min(read('count', DEFAULT_COUNT), maxCount) };
}

/** One page of `items`, with a correct `meta` (`count` the items returned, `total` all), unless a fault says otherwise. */
export function paged<T, R = T>(
  items: readonly T[],
  query: URLSearchParams,
  settings: ListSettings = {},
  options: ListOptions<T, R> = {},
) {
  const map = options.map ?? ((item: T) => item as unknown as R);
  const { offset, count } = pageParams(query, options.maxCount);
  const served = settings.served ?? 0;
  settings.served = served + 1;
  const { fault } = settings;
  if (fault === 'unpaged') return items.map(map);
  let size = Math.min(count, settings.cap ?? count);
  if (fault === 'shrink') size = Math.max(1, size - served);
  if (fault === 'grow') size *= 2;
  const start =
    fault === 'repeat' || fault === 'endless' ? 0 : fault === 'shift' ? Math.max(0, offset - 1) : offset;
  const data = items.slice(start, start + size).map(map);
  settings.afterPage?.(served + 1);
  if (fault === 'bare') return data;
  const total = fault === 'endless' ? INT32_MAX : items.length;
  return { data, meta: { offset, count: data.length, total } };
}
