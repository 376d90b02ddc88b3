/** Tests' keys held ascending in typed arrays (a digest's, a window's): searched and merged, never one object per key. */

/** Where ascending `keys` hold `key`, -1 when they do not: a binary search. */
export function indexOf(keys: Uint32Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = keys[mid]!;
    if (at === key) return mid;
    if (at < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Whether ascending `keys` hold `key`. */
export const includes = (keys: Uint32Array, key: number): boolean => indexOf(keys, key) >= 0;

/** The keys of several lists, ascending and each once. */
export function uniqueKeys(lists: readonly Uint32Array[]): Uint32Array {
  const all = new Uint32Array(lists.reduce((n, l) => n + l.length, 0));
  let n = 0;
  for (const list of lists) {
    all.set(list, n);
    n += list.length;
  }
  all.sort();
  let unique = 0;
  for (let i = 0; i < all.length; i++) if (!i || all[i] !== all[i - 1]) all[unique++] = all[i]!;
  return all.subarray(0, unique);
}
