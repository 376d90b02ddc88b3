import { afterEach, describe, expect, it } from 'vitest';

import { codelessIdOf } from '../../src/api/lab.ts';
import type { Page } from '../../src/api/schemas.ts';
import { ServiceError } from '../../src/api/transport/errors.ts';
import { collectPages, MAX_LIST_ITEMS, walkPages } from '../../src/api/transport/pagination.ts';
import type { ListFault } from '../fake-service/paging.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = () => service.accounts.user;
const lists = service.app.lists;
afterEach(() => {
  delete lists.cap;
  delete lists.fault;
  delete lists.served;
});

let builds = 0;
/** A build of `size` tests, and the call annotate-build makes for one page of it. */
function buildOf(size: number) {
  const name = `walked-${++builds}`;
  const ids = service.tests.seedBuild(user(), name, size).tests.map((t) => t.id);
  const client = clientFor(service);
  const fetchPage = (page: { offset: number; count: number; signal?: AbortSignal }) =>
    client.builds.tests(name, { ...page, skipFields: ['logs', 'thumbs'] });
  return { name, ids, fetchPage };
}

const idsOf = (records: Array<Record<string, unknown>>) => records.map((r) => r.id);
const reads = () => service.seen('GET', '/v1/builds/:build');
const offsetsRead = () => reads().map((r) => Number(r.query.offset));
/** The one line a walk ended with. */
const failureOf = (walk: Promise<unknown>) =>
  walk.then(
    () => {
      throw new Error('the walk did not fail');
    },
    (error: unknown) => error as ServiceError,
  );

function serve(settings: { cap?: number; fault?: ListFault }) {
  Object.assign(lists, settings);
}

describe('a walk over a service that answers fewer items than asked', () => {
  it('reads past short pages: 250 tests at 100 a page are all read, the rest asked where each page ended', async () => {
    serve({ cap: 100 });
    const build = buildOf(250);
    const items = await collectPages(build.fetchPage);
    expect(idsOf(items)).toEqual(build.ids);
    // Asked for the spec's 500 each time; stepped by the 100 the service answered.
    expect(offsetsRead().sort((a, b) => a - b)).toEqual([0, 100, 200]);
    expect(reads().every((r) => r.query.count === '500')).toBe(true);
  });

  it('reads on when pages shrink one by one before the total', async () => {
    serve({ cap: 6, fault: 'shrink' });
    const build = buildOf(30);
    expect(idsOf(await collectPages(build.fetchPage))).toEqual(build.ids);
  });

  it('takes a page longer than asked as it comes, each item once', async () => {
    serve({ fault: 'grow' });
    const build = buildOf(20);
    expect(idsOf(await collectPages(build.fetchPage, 3))).toEqual(build.ids);
  });

  it('yields an item repeated at a page border once (an item added at the head between reads)', async () => {
    serve({ cap: 4, fault: 'shift' });
    const build = buildOf(13);
    expect(idsOf(await collectPages(build.fetchPage))).toEqual(build.ids);
  });

  it('yields it again, as read again, when told to: for a reader that takes the last read', async () => {
    serve({ cap: 4, fault: 'shift' });
    const build = buildOf(9);
    const pages: unknown[][] = [];
    for await (const page of walkPages(build.fetchPage, { repeats: 'yield' })) pages.push(idsOf(page));
    const [a, b, c, d, e, f, g, h, i] = build.ids;
    // The second page begins with the last item of the first, as if one was added at the head.
    expect(pages).toEqual([
      [a, b, c, d],
      [d, e, f, g],
      [h, i],
    ]);
  });
});

describe('a walk over answers without meta (bare arrays)', () => {
  it('never takes a short bare array as the whole list: reads on, one page at a time, to an empty page', async () => {
    serve({ cap: 4, fault: 'bare' });
    const build = buildOf(10);
    expect(idsOf(await collectPages(build.fetchPage))).toEqual(build.ids);
    expect(reads().map((r) => r.query.offset)).toEqual(['0', '4', '8', '10']);
  });

  it('ends once a bare answer only repeats what was read: a deployment that does not page', async () => {
    serve({ fault: 'unpaged' });
    const build = buildOf(7);
    expect(idsOf(await collectPages(build.fetchPage, 3))).toEqual(build.ids);
    expect(reads()).toHaveLength(2);
  });

  it('refuses a bare array where the spec shows the envelope (team members)', async () => {
    serve({ fault: 'bare' });
    const error = await failureOf(clientFor(service, { account: 'admin' }).team.listMembers());
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.kind).toBe('malformed');
  });
});

describe('every walk ends, in one line', () => {
  it('ends at the first page of a hostile list: the same 500 tests for every offset, total 2147483647', async () => {
    serve({ fault: 'endless' });
    const build = buildOf(600);
    const error = await failureOf(collectPages(build.fetchPage));
    expect(error.message).toBe(
      `list the tests of a build (GET /v1/builds/${build.name}) returned a response that could not be read: not the whole list: the list holds 2147483647 items, more than the ${MAX_LIST_ITEMS} read at most.`,
    );
    expect(reads()).toHaveLength(1);
  });

  it('ends on a page that adds no new item while the total says more (a service ignoring offset)', async () => {
    serve({ fault: 'repeat' });
    const build = buildOf(10);
    const yielded: unknown[] = [];
    const walk = (async () => {
      for await (const data of walkPages(build.fetchPage, { count: 3, concurrency: 1 }))
        yielded.push(...idsOf(data));
    })();
    const error = await failureOf(walk);
    expect(error.message).toBe(
      `list the tests of a build (GET /v1/builds/${build.name}) returned a response that could not be read: not the whole list: the page at offset 3 added no new item of the 10 listed.`,
    );
    expect(yielded).toEqual(build.ids.slice(0, 3));
    expect(reads()).toHaveLength(2);
  });

  it('ends at the bound its caller gives, before reading a list longer than that', async () => {
    serve({ cap: 5 });
    const build = buildOf(12);
    const error = await failureOf(collectPages(build.fetchPage, { maxItems: 10 }));
    expect(error.message).toMatch(
      /not the whole list: the list holds 12 items, more than the 10 read at most\.$/,
    );
    expect(reads()).toHaveLength(1);
  });

  it('reads a list of 100,000 items, and ends one claiming 100,001 at its first page', async () => {
    // A list in memory: 100,000 tests through the fake would only slow the test down.
    const listOf = (total: number) => {
      const asked: number[] = [];
      const fetchPage = ({
        offset,
        count,
      }: {
        offset: number;
        count: number;
      }): Promise<Page<{ id: number }>> => {
        asked.push(offset);
        const data = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => ({
          id: offset + i + 1,
        }));
        return Promise.resolve({ data, meta: { offset, count: data.length, total } });
      };
      return { fetchPage, asked };
    };
    const whole = listOf(100_000);
    let read = 0;
    for await (const items of walkPages(whole.fetchPage)) read += items.length;
    expect(read).toBe(100_000);
    const over = listOf(100_001);
    const error = await failureOf(collectPages(over.fetchPage));
    expect(error.message).toBe(
      'read a list (GET (list)) returned a response that could not be read: not the whole list: the list holds 100001 items, more than the 100000 read at most.',
    );
    expect(over.asked).toEqual([0]);
  });

  it('bounds a bare list without a total by the same number of items', async () => {
    serve({ cap: 4, fault: 'bare' });
    const build = buildOf(12);
    const error = await failureOf(collectPages(build.fetchPage, { maxItems: 6 }));
    expect(error.message).toMatch(/the list holds 8 items, more than the 6 read at most\.$/);
  });

  it('ends at its caller’s deadline while a page is not answered, naming the list', async () => {
    serve({ cap: 2 });
    const build = buildOf(6);
    const deadline = new AbortController();
    const yielded: unknown[] = [];
    const walk = (async () => {
      for await (const data of walkPages(build.fetchPage, { signal: deadline.signal, concurrency: 1 })) {
        yielded.push(...idsOf(data));
        // The next page hangs; the deadline passes while it is awaited.
        service.faults.always('GET', '/v1/builds/:build', { kind: 'hang' });
        setImmediate(() => deadline.abort(new DOMException('deadline', 'TimeoutError')));
      }
    })();
    const error = await failureOf(walk);
    expect(error.message).toBe(
      `list the tests of a build (GET /v1/builds/${build.name}) timed out: the list was not read within the time allowed.`,
    );
    expect(yielded).toEqual(build.ids.slice(0, 2));
  });

  it('ends on a page that answers from beyond the offset asked: items would be skipped', async () => {
    const page = (offset: number): Page<{ id: number }> => ({
      data: [{ id: offset }, { id: offset + 1 }],
      meta: { offset: offset === 0 ? 0 : offset + 5, count: 2, total: 20 },
    });
    const error = await failureOf(collectPages(async ({ offset }) => page(offset), 2));
    expect(error.message).toBe(
      'read a list (GET (list)) returned a response that could not be read: not the whole list: asked at offset 2, the service answered from 7.',
    );
  });

  it('follows a total that shrinks while read, and ends without error', async () => {
    const items = Array.from({ length: 9 }, (_, i) => ({ id: i + 1 }));
    let total = 9;
    const items$ = await collectPages(
      async ({ offset, count }): Promise<Page<{ id: number }>> => {
        const data = items.slice(offset, Math.min(offset + count, total));
        // Three items are deleted once the first page is read.
        total = 6;
        return { data, meta: { offset, count: data.length, total } };
      },
      { count: 3, concurrency: 1 },
    );
    expect(items$.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('the consumers of list walks, against small page caps', () => {
  it('annotate-build’s read of a build: all 250 tests at 100 a page, also when the pages shrink', async () => {
    for (const fault of [undefined, 'shrink'] as const) {
      serve({ cap: 100, fault });
      const build = buildOf(250);
      expect(idsOf(await collectPages(build.fetchPage))).toEqual(build.ids);
    }
  });

  it('the root action’s stop of a suite: every one of 150 Codeless tests is read and stopped at 100 a page', async () => {
    serve({ cap: 100 });
    const suite = service.labsuites.addSuite(user().id);
    const ids = Array.from({ length: 150 }, () => service.lab.addTest(user().id).id);
    suite.testIds.push(...ids);
    const client = clientFor(service);
    const records = await collectPages((page) => client.labsuites.tests(suite.id, page));
    const stopped = records.map(codelessIdOf);
    for (const id of stopped) await client.lab.stop(id ?? 0);
    expect(stopped).toEqual(ids);
    expect(service.seen('PUT', '/v1/lab/:id/stop').map((r) => Number(r.path.split('/')[3]))).toEqual(ids);
  });

  it('the root action’s stop of every Codeless test (`all`): each one read, across shifting pages', async () => {
    serve({ cap: 40, fault: 'shift' });
    service.lab.tests.clear();
    const ids = Array.from({ length: 130 }, () => service.lab.addTest(user().id).id);
    const client = clientFor(service);
    const records = await collectPages((page) => client.lab.list(page));
    expect(records.map(codelessIdOf).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
  });
});
