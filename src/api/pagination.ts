import type { Page } from './schemas.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

export interface PageRequest {
  offset?: number;
  count?: number;
}

/** Validates paging parameters before a request is made: the spec's maximum is 500. */
export function pageQuery(page: PageRequest = {}): { offset: number; count: number } {
  const offset = page.offset ?? 0;
  const count = page.count ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(offset) || offset < 0)
    throw new RangeError(`offset must be a whole number >= 0, got ${offset}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE_SIZE) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${count}`);
  }
  return { offset, count };
}

/**
 * Walks every page of a list, `count` items at a time (500 by default, the spec's maximum), and stops
 * on the total the service reports or on a short page, whichever comes first.
 */
export async function* walkPages<T>(
  fetchPage: (page: { offset: number; count: number }) => Promise<Page<T>>,
  count: number = MAX_PAGE_SIZE,
): AsyncGenerator<T[], void, undefined> {
  let offset = 0;
  for (;;) {
    const page = await fetchPage(pageQuery({ offset, count }));
    if (page.data.length) yield page.data;
    offset += page.data.length;
    if (page.data.length < count || offset >= page.meta.total) return;
  }
}

/** Every item of a list, all pages read. */
export async function collectPages<T>(
  fetchPage: (page: { offset: number; count: number }) => Promise<Page<T>>,
  count: number = MAX_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  for await (const data of walkPages(fetchPage, count)) items.push(...data);
  return items;
}
