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

/** Pages read at the same time after the first: fast, yet gentle on the service. */
export const PAGE_CONCURRENCY = 4;

type Answer<T> = { page: Page<T>; seq: number } | { error: unknown };

/**
 * Walks every page of a list, `count` items at a time (500 by default, the spec's maximum), and yields
 * the pages in order. The first page is read alone; once it gives the total, up to `concurrency`
 * pages are read at once (as many requests as a reader going page by page would make).
 *
 * It stops on the total or on a short page, judged by the newest answer: pages answer out of order,
 * so a short page read before another page saw the list grow does not end the walk; reading goes on
 * from where the short page ended, so no item is lost or read twice when items are added at the end.
 * A failed page is thrown when its turn comes, after the pages before it; no page is asked for after
 * a failure arrived.
 */
export async function* walkPages<T>(
  fetchPage: (page: { offset: number; count: number }) => Promise<Page<T>>,
  count: number = MAX_PAGE_SIZE,
  concurrency: number = PAGE_CONCURRENCY,
): AsyncGenerator<T[], void, undefined> {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
  let answered = 0;
  /** The total in the answer that arrived last: the freshest word on the list's length. */
  let newest = { seq: 0, total: 0 };
  /** Pages asked for together; a failure stops more pages from being asked for only in its own round. */
  let round = 0;
  let failed = false;
  const read = (offset: number): Promise<Answer<T>> => {
    const query = pageQuery({ offset, count });
    const asked = round;
    // Never rejects, so a page failing while an earlier one is awaited is no unhandled rejection.
    return fetchPage(query).then(
      (page) => {
        const seq = ++answered;
        newest = { seq, total: page.meta.total };
        return { page, seq };
      },
      (error: unknown) => {
        if (asked === round) failed = true;
        return { error };
      },
    );
  };

  /** Pages asked for and not yet yielded, in offset order; `next` is the offset the next one starts at. */
  const queue = [read(0)];
  let next = count;
  let offset = 0;
  for (;;) {
    while (!failed && queue.length < concurrency && next < newest.total) {
      queue.push(read(next));
      next += count;
    }
    // Never empty here: while the list goes on a page is asked for, unless one of this round failed,
    // and that one is still queued.
    const answer = await queue.shift()!;
    if ('error' in answer) throw answer.error;
    const { data } = answer.page;
    if (!data.length) return;
    yield data;
    offset += data.length;
    if (offset >= newest.total) return;
    if (data.length < count) {
      // The list was no longer when this page was read: done, as when reading page by page.
      if (newest.seq === answer.seq) return;
      // It grew since: the pages asked for after this one start at the wrong place.
      queue.length = 0;
      round++;
      failed = false;
      next = offset;
    }
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
