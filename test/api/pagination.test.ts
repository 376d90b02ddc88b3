import { describe, expect, it } from 'vitest';

import type { Page } from '../../src/api/schemas.ts';
import { ServiceError } from '../../src/api/transport/errors.ts';
import { collectPages, PAGE_CONCURRENCY, walkPages } from '../../src/api/transport/pagination.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = () => service.accounts.user;
let builds = 0;

/** A build of `size` tests (test IDs in the order the service lists them) and a reader of its pages. */
function buildOf(size: number) {
  const name = `paged-${++builds}`;
  const { tests } = service.tests.seedBuild(user(), name, size);
  const client = clientFor(service);
  const reads: Array<{ offset: number; inFlight: number }> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetchPage = async (page: { offset: number; count: number }, build = name) => {
    reads.push({ offset: page.offset, inFlight });
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    try {
      return await client.builds.tests(build, page);
    } finally {
      inFlight--;
    }
  };
  return {
    name,
    ids: tests.map((t) => t.id),
    reads,
    fetchPage,
    mostInFlight: () => mostInFlight,
    /** Adds tests at the end of the build, as results arriving late. */
    grow: (n: number) => service.tests.seedBuild(user(), name, n).tests.map((t) => t.id),
  };
}

const idsOf = (records: Array<Record<string, unknown>>) => records.map((r) => r.id);
const requests = () => service.seen('GET', '/v1/builds/:build');

/** Resolves when `resolve` is called: lets a test order the answers of pages read at once. */
function gate() {
  let resolve = () => {};
  const opened = new Promise<void>((r) => {
    resolve = r;
  });
  return { opened, open: () => resolve() };
}

describe('walkPages', () => {
  it('reads the first page alone, then the rest a few at a time, and yields every item once, in order', async () => {
    const build = buildOf(20);
    const pages: number[][] = [];
    for await (const data of walkPages(build.fetchPage, 3)) pages.push(data.map((r) => Number(r.id)));

    expect(pages.flat()).toEqual(build.ids);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 3, 3, 3, 2]);
    // One request per page, as a page-by-page reader makes; the total is known before the second.
    expect(build.reads.map((r) => r.offset).sort((a, b) => a - b)).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(build.reads.slice(0, 2)).toEqual([
      { offset: 0, inFlight: 0 },
      { offset: 3, inFlight: 0 },
    ]);
    expect(build.mostInFlight()).toBe(PAGE_CONCURRENCY);
    expect(requests().every((r) => r.query.count === '3')).toBe(true);
  });

  it('asks for no page past the total, and reads one page at a time with a concurrency of 1', async () => {
    const even = buildOf(6);
    expect(idsOf(await collectPages(even.fetchPage, 3))).toEqual(even.ids);
    expect(even.reads).toHaveLength(2);

    const empty = buildOf(0);
    expect(await collectPages(empty.fetchPage, 3)).toEqual([]);
    expect(empty.reads).toHaveLength(1);

    const inTurn = buildOf(7);
    const items: unknown[] = [];
    for await (const data of walkPages(inTurn.fetchPage, 2, 1)) items.push(...idsOf(data));
    expect(items).toEqual(inTurn.ids);
    expect(inTurn.reads).toEqual([0, 2, 4, 6].map((offset) => ({ offset, inFlight: 0 })));
  });

  it('follows a total that grows between pages: the added items once each, at the end', async () => {
    const build = buildOf(9);
    let added: number[] = [];
    const items = await collectPages(async (page) => {
      const answer = await build.fetchPage(page);
      if (page.offset === 0) added = build.grow(4);
      return answer;
    }, 3);

    expect(idsOf(items)).toEqual([...build.ids, ...added]);
    expect(added).toHaveLength(4);
    expect(build.reads.map((r) => r.offset).sort((a, b) => a - b)).toEqual([0, 3, 6, 9, 12]);
  });

  it('does not end on a short last page when a page answered after it saw the list grow', async () => {
    const build = buildOf(8);
    const lastAnswered = gate();
    let added: number[] = [];
    const items = await collectPages(async (page) => {
      // Page 6 (2 items, short) answers first; tests arrive; then page 3 answers with the new total.
      if (page.offset === 3) {
        await lastAnswered.opened;
        added = build.grow(3);
      }
      const answer = await build.fetchPage(page);
      if (page.offset === 6) lastAnswered.open();
      return answer;
    }, 3);

    expect(idsOf(items)).toEqual([...build.ids, ...added]);
    expect(added).toHaveLength(3);
    // Read on from where the short page ended (8), not from a page past it.
    expect(
      requests()
        .map((r) => r.query.offset)
        .slice(0, 3),
    ).toEqual(['0', '6', '3']);
    expect(requests().at(-1)?.query.offset).toBe('8');
  });

  it('ends on a short page read after the others, as a page-by-page reader would', async () => {
    const build = buildOf(8);
    const others = gate();
    const items = await collectPages(async (page) => {
      if (page.offset === 6) await others.opened;
      const answer = await build.fetchPage(page);
      if (page.offset === 3) others.open();
      return answer;
    }, 3);
    expect(idsOf(items)).toEqual(build.ids);
    expect(build.reads).toHaveLength(3);
  });

  it('throws a page that failed after yielding the pages before it, and asks for no page after the failure', async () => {
    const build = buildOf(30);
    const failure = gate();
    const yielded: unknown[] = [];
    const walk = async () => {
      const fetchPage = async (page: {
        offset: number;
        count: number;
      }): Promise<Page<Record<string, unknown>>> => {
        if (page.offset === 9) {
          try {
            return await build.fetchPage(page, 'no-such-build');
          } finally {
            failure.open();
          }
        }
        // The pages read with it answer only once it has failed.
        if (page.offset > 0 && page.offset < 9) await failure.opened;
        return build.fetchPage(page);
      };
      for await (const data of walkPages(fetchPage, 3)) yielded.push(...idsOf(data));
    };

    const error = await walk().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(404);
    expect(yielded).toEqual(build.ids.slice(0, 9));
    // The first page, then the four read at once; none once page 9 had failed.
    expect(build.reads.map((r) => r.offset).sort((a, b) => a - b)).toEqual([0, 3, 6, 9, 12]);
    expect(requests()).toHaveLength(5);
  });

  it('rejects a concurrency that is not a whole number of at least 1, before any request', async () => {
    const build = buildOf(1);
    await expect(walkPages(build.fetchPage, 3, 0).next()).rejects.toThrow(
      'concurrency must be a whole number >= 1, got 0',
    );
    expect(build.reads).toEqual([]);
  });
});
