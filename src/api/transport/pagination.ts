import type { z } from 'zod';

import { KeyIndex } from '../../text/key-index.ts';
import { MAX_LIST_ITEMS } from '../assumptions.ts';
import { type Meta, type Page, pageOf, type PageSource } from '../schemas.ts';
import { ServiceError, type ServiceErrorKind } from './errors.ts';
import type { ServiceRequest } from './request.ts';
import type { Transport } from './transport.ts';

const DEFAULT_PAGE_SIZE = 10;
/**
 * The spec's `count` maximum, for the seven lists its Limits table names (team users, storage apps,
 * Codeless suites, Codeless tests, builds, tests in a build, tests). Elsewhere it shows no maximum.
 */
export const MAX_PAGE_SIZE = 500;
/** `count` and `offset` are int32 (spec). */
const INT32_MAX = 2_147_483_647;
/** The most items a walk reads unless its caller says otherwise (ASSUMPTIONS.listCap). */
export { MAX_LIST_ITEMS };
/** Pages read at the same time after the first: fast, yet gentle on the service. */
export const PAGE_CONCURRENCY = 4;

export interface PageRequest {
  offset?: number;
  count?: number;
  /** Ends the request (a walk's deadline or the step's cancel). */
  signal?: AbortSignal;
}

/**
 * Validates paging parameters before a request is made. `maxCount` is the spec's maximum where it
 * gives one; a list without one takes any int32 `count`, and may answer fewer (the walk reads on).
 * `count` starts at 1 (ASSUMPTIONS.positiveIds).
 */
function pageQuery(page: PageRequest = {}, maxCount: number = INT32_MAX): { offset: number; count: number } {
  const offset = page.offset ?? 0;
  const count = page.count ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(offset) || offset < 0 || offset > INT32_MAX)
    throw new RangeError(`offset must be a whole number >= 0, got ${offset}`);
  if (!Number.isInteger(count) || count < 1 || count > maxCount) {
    throw new RangeError(`count must be a whole number from 1 to ${maxCount}, got ${count}`);
  }
  return { offset, count };
}

export interface ListRequest<S extends z.ZodType> extends Pick<
  ServiceRequest,
  'operation' | 'path' | 'meanings'
> {
  /** Schema of one item. */
  item: S;
  page?: PageRequest;
  /** The spec's `count` maximum for this list (MAX_PAGE_SIZE), or none where it shows none. */
  maxCount?: number;
  /** Query parameters besides `offset` and `count`. */
  query?: ServiceRequest['query'];
  /** The spec shows this list's `{ data, meta }` envelope: a bare array is then refused. */
  enveloped?: boolean;
}

/**
 * GET one page of a list. Validation happens before the promise (a bad `count` throws at once). The
 * page names its list and what was asked, so a walk can place a bare array and word its errors.
 */
export function listPage<S extends z.ZodType>(t: Transport, req: ListRequest<S>): Promise<Page<z.output<S>>> {
  const asked = pageQuery(req.page, req.maxCount);
  const source: PageSource = { operation: req.operation, path: req.path };
  return t
    .call({
      operation: req.operation,
      method: 'GET',
      path: req.path,
      query: { ...req.query, ...asked },
      response: pageOf(req.item, { enveloped: req.enveloped }),
      meanings: req.meanings,
      signal: req.page?.signal,
    })
    .then((answer) => {
      const page: Page<z.output<S>> = answer.meta
        ? { data: answer.data, meta: answer.meta }
        : // No meta: only what was asked and received is known; `total` says no more than that.
          { data: answer.data, meta: inferredMeta(asked.offset, answer.data.length), bare: true };
      // Not enumerable: a page still equals, prints and serialises as the service's answer.
      return Object.defineProperty(page, 'source', { value: source });
    });
}

function inferredMeta(offset: number, count: number): Meta {
  return { offset, count, total: offset + count };
}

export interface WalkOptions<T> {
  /** Items asked for per page; the service may answer fewer (the walk reads on) or more. */
  count?: number;
  /** Pages read at once once the total is known. */
  concurrency?: number;
  /** The most items this walk reads; a longer list ends it with one line. */
  maxItems?: number;
  /** Ends the walk (and the page being read): the caller's deadline or the step's cancel. */
  signal?: AbortSignal;
  /** What makes an item the same item when a page repeats it: its `id` unless told otherwise (ASSUMPTIONS.listItemIdentity). */
  keyOf?: (item: T) => string | undefined;
  /**
   * `drop` (default): an item yielded already is not yielded again. `yield`: it is, as the page now
   * has it, for a caller that takes the last read of an item (a test whose result arrived meanwhile).
   */
  repeats?: 'drop' | 'yield';
}

type FetchPage<T> = (page: { offset: number; count: number; signal?: AbortSignal }) => Promise<Page<T>>;
type Answer<T> = { page: Page<T> } | { error: unknown };
interface Pending<T> {
  offset: number;
  answer: Promise<Answer<T>>;
}

/**
 * Walks every page of a list and yields the items no earlier page yielded, in list order. Memory holds
 * the pages in flight and one key per item read (at most `maxItems`, a few bytes each for numeric
 * IDs), never the items themselves.
 *
 * What ends it, and what does not:
 * - `meta.total` of the newest answer (pages answer out of order) says how long the list is, so a
 *   list that grows or shrinks while read is followed; never the page size asked for: a page shorter
 *   than asked before the total is read past, the next page asked where it ended.
 * - Pages after the first are asked at steps of the size the service answered (its page cap), up to
 *   `concurrency` at once. A page answering fewer or more items than that makes the pages asked after
 *   it start at the wrong place: they are dropped and reading goes on from where it ended.
 * - `meta.offset` is taken as answered: a page starting before what was read adds only its tail; one
 *   starting beyond it would leave items unread and ends the walk with one line.
 * - An item whose `id` was yielded already is not yielded again, unless `repeats` is `yield` (items
 *   without one are told apart by their offsets only). A page that adds no new item while the total
 *   says more should come ends the walk with one line (a service answering the same page for every
 *   offset), as does a total or a read beyond `maxItems`, or the caller's `signal`.
 * - An answer without `meta` (a bare array) is never taken as the whole list from its length, since a
 *   service that caps its pages answers fewer than asked too: reading goes on, one page at a time,
 *   until a page adds no new item (empty, or the same items again from a service that does not page).
 * - A failed page is thrown when its turn comes, after the pages before it; no page is asked for after
 *   a failure arrived.
 */
export async function* walkPages<T>(
  fetchPage: FetchPage<T>,
  options: number | WalkOptions<T> = {},
  concurrencyArg?: number,
): AsyncGenerator<T[], void, undefined> {
  const opts: WalkOptions<T> =
    typeof options === 'number' ? { count: options, concurrency: concurrencyArg } : options;
  const count = opts.count ?? MAX_PAGE_SIZE;
  const concurrency = opts.concurrency ?? PAGE_CONCURRENCY;
  const maxItems = opts.maxItems ?? MAX_LIST_ITEMS;
  const { signal } = opts;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
  pageQuery({ count });
  const reader = new PageReader(fetchPage, count, signal);
  const read = (offset: number) => reader.read(offset);

  const take = itemsToYield(opts.keyOf ?? itemId, opts.repeats ?? 'drop');
  let source: PageSource | undefined;
  let position = 0;
  /** The size the service answers a page with, once the first page told it; -1 before. */
  let stride = -1;
  let next = 0;
  let queue = [read(0)];
  for (;;) {
    const total = reader.newestTotal;
    // A bare list's length is unknown: its pages are read one at a time.
    const ahead = total === undefined ? 1 : concurrency;
    while (stride > 0 && !reader.failed && queue.length < ahead && (total === undefined || next < total)) {
      queue.push(read(next));
      next += stride;
    }
    const head = queue.shift();
    if (!head) return;
    const answer = await untilAborted(head.answer, signal);
    if (answer === ABORTED) throw stopped(source, signal);
    if ('error' in answer) throw answer.error;
    const { page } = answer;
    source = page.source ?? source;
    if (page.meta.offset > position)
      throw walkError(source, `asked at offset ${position}, the service answered from ${page.meta.offset}`);
    const { items, fresh } = take(page.data.slice(position - page.meta.offset));
    position = Math.max(position, page.meta.offset + page.data.length);
    const known = reader.newestTotal;
    if (!fresh) {
      if (page.bare || (known !== undefined && position >= known)) return;
      throw walkError(source, `the page at offset ${head.offset} added no new item of the ${known} listed`);
    }
    const claimed = Math.max(known ?? 0, position);
    if (claimed > maxItems)
      throw walkError(source, `the list holds ${claimed} items, more than the ${maxItems} read at most`);
    yield items;
    if (reader.newestTotal !== undefined && position >= reader.newestTotal) return;
    if (stride < 0) {
      // The first page: later pages step by what the service answered, not by what was asked.
      stride = Math.max(1, Math.min(count, page.data.length));
      next = position;
    } else if (queue[0]?.offset !== position) {
      queue = [];
      reader.newRound();
      next = position;
    }
  }
}

/** Every item of a list, all pages read (see walkPages for what ends the walk). */
export async function collectPages<T>(
  fetchPage: FetchPage<T>,
  options: number | WalkOptions<T> = {},
): Promise<T[]> {
  const items: T[] = [];
  for await (const data of walkPages(fetchPage, options)) items.push(...data);
  return items;
}

/** An item's identity when a page repeats it: its `id`, when it has one. */
function itemId(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const id = (item as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : undefined;
}

/**
 * The items of a page to yield: those whose key was not seen before, or all of them with `repeats:
 * yield`; and how many were new. Keys are remembered compactly (KeyIndex).
 */
function itemsToYield<T>(
  keyOf: (item: T) => string | undefined,
  repeats: 'drop' | 'yield',
): (items: T[]) => { items: T[]; fresh: number } {
  const seen = new KeyIndex();
  return (items) => {
    const fresh = items.filter((item) => {
      const key = keyOf(item);
      if (key === undefined) return true;
      if (seen.has(key)) return false;
      seen.set(key, 0);
      return true;
    });
    return { items: repeats === 'yield' ? items : fresh, fresh: fresh.length };
  };
}

const ABORTED = Symbol('aborted');

/** The promise's value, or ABORTED as soon as the signal fires (a page that never answers). */
function untilAborted<V>(promise: Promise<V>, signal: AbortSignal | undefined): Promise<V | typeof ABORTED> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(ABORTED);
  return new Promise((resolve) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then((value) => {
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
  });
}

/** One line naming the list, in ServiceError's wording, as every other failure of the service. */
function walkError(
  source: PageSource | undefined,
  meaning: string,
  kind: ServiceErrorKind = 'malformed',
): ServiceError {
  return new ServiceError({
    operation: source?.operation ?? 'read a list',
    method: 'GET',
    path: source?.path ?? '(list)',
    kind,
    meaning: kind === 'malformed' ? `not the whole list: ${meaning}` : meaning,
  });
}

/** The caller's deadline (a TimeoutError reason) or cancel ended the walk. */
function stopped(source: PageSource | undefined, signal: AbortSignal | undefined): ServiceError {
  const reason: unknown = signal?.reason;
  const timedOut = reason instanceof Error && reason.name === 'TimeoutError';
  return walkError(
    source,
    timedOut ? 'the list was not read within the time allowed' : 'reading the list was cancelled',
    timedOut ? 'timeout' : 'aborted',
  );
}

/**
 * Asks for pages and remembers what their answers said: the newest total, and whether a page of the
 * current round failed (pages asked for together form a round; a failure stops more pages being asked
 * for only in its own round).
 */
class PageReader<T> {
  /** The total of the answer that arrived last (undefined after a bare array: unknown). */
  newestTotal: number | undefined = 0;
  failed = false;
  private round = 0;

  private readonly fetchPage: FetchPage<T>;
  private readonly count: number;
  private readonly signal: AbortSignal | undefined;

  constructor(fetchPage: FetchPage<T>, count: number, signal: AbortSignal | undefined) {
    this.fetchPage = fetchPage;
    this.count = count;
    this.signal = signal;
  }

  read(offset: number): Pending<T> {
    const asked = this.round;
    // Never rejects, so a page failing while an earlier one is awaited is no unhandled rejection.
    const answer = this.fetchPage({ offset, count: this.count, signal: this.signal }).then(
      (page): Answer<T> => {
        this.newestTotal = page.bare ? undefined : page.meta.total;
        return { page };
      },
      (error: unknown): Answer<T> => {
        if (asked === this.round) this.failed = true;
        return { error };
      },
    );
    return { offset, answer };
  }

  newRound(): void {
    this.round++;
    this.failed = false;
  }
}
