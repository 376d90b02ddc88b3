import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError } from '../app.ts';
import type { FakeClock } from '../clock.ts';
import { MAX_COUNT, paged } from '../paging.ts';
import { idListField, labRecord, type LabStore, requireWritable } from './lab.ts';

export interface FakeSuite {
  id: number;
  ownerId: number;
  name: string;
  testIds: number[];
  /** Empty: each test runs on its own browsers. */
  browserIds: number[];
  created_at: string;
  updated_at: string;
}

/** Codeless suites: groupings of an account's Codeless tests, triggered through the LabStore. */
export class SuiteStore {
  readonly suites = new Map<number, FakeSuite>();
  private nextId = 41;

  private readonly clock: FakeClock;
  readonly lab: LabStore;

  constructor(clock: FakeClock, lab: LabStore) {
    this.clock = clock;
    this.lab = lab;
  }

  addSuite(ownerId: number, fields: Partial<Omit<FakeSuite, 'id' | 'ownerId'>> = {}): FakeSuite {
    const id = this.nextId++;
    const now = new Date(this.clock.now()).toISOString();
    const suite: FakeSuite = {
      id,
      ownerId,
      name: `Suite ${id}`,
      testIds: [],
      browserIds: [],
      created_at: now,
      updated_at: now,
      ...fields,
    };
    this.suites.set(id, suite);
    return suite;
  }

  own(account: Account, id: string): FakeSuite {
    const suite = /^\d+$/.test(id) ? this.suites.get(Number(id)) : undefined;
    if (!suite || suite.ownerId !== account.id) throw new HttpError(404, `Codeless suite ${id} not found`);
    return suite;
  }

  /** The suite's tests that still exist (a deleted test drops out of its suites). */
  testsOf(suite: FakeSuite) {
    return suite.testIds.flatMap((id) => {
      const test = this.lab.tests.get(id);
      return test ? [test] : [];
    });
  }
}

export function suiteRecord(store: SuiteStore, suite: FakeSuite) {
  return {
    id: suite.id,
    name: suite.name,
    test_count: store.testsOf(suite).length,
    browsers: suite.browserIds,
    created_at: suite.created_at,
    updated_at: suite.updated_at,
  };
}

export function registerLabSuiteRoutes(app: FakeApp, store: SuiteStore): void {
  const ack = (status: number) => ({ status, body: { success: true } });

  app.route('GET', '/v1/labsuites', ({ account, query }) => ({
    status: 200,
    body: paged(
      [...store.suites.values()].filter((s) => s.ownerId === account.id),
      query,
      app.lists,
      { maxCount: MAX_COUNT, map: (s) => suiteRecord(store, s) },
    ),
  }));

  app.route('POST', '/v1/labsuites', async ({ account, json }) => {
    const body = await json();
    requireWritable(account);
    const suite = store.addSuite(account.id, typeof body.name === 'string' ? { name: body.name } : {});
    return { status: 201, body: { success: true, id: suite.id } };
  });

  app.route('GET', '/v1/labsuites/:id', ({ account, params }) => ({
    status: 200,
    body: suiteRecord(store, store.own(account, params.id ?? '')),
  }));

  app.route('DELETE', '/v1/labsuites/:id', ({ account, params }) => {
    requireWritable(account);
    store.suites.delete(store.own(account, params.id ?? '').id);
    return { status: 204 };
  });

  app.route('POST', '/v1/labsuites/:id/trigger', ({ account, params }) => {
    const suite = store.own(account, params.id ?? '');
    const job = store.lab.startJob(account, store.testsOf(suite), { browserIds: suite.browserIds });
    store.lab.triggers.push({ kind: 'suite', id: suite.id, jobId: job.id });
    return { status: 201, body: { success: true, job_id: job.id } };
  });

  app.route('GET', '/v1/labsuites/:id/tests', ({ account, params, query }) => ({
    status: 200,
    body: paged(store.testsOf(store.own(account, params.id ?? '')), query, app.lists, { map: labRecord }),
  }));

  app.route('POST', '/v1/labsuites/:id/tests', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const suite = store.own(account, params.id ?? '');
    const ids = idListField(body, 'test_ids');
    for (const id of ids) store.lab.own(account, id);
    for (const id of ids) if (!suite.testIds.includes(id)) suite.testIds.push(id);
    return ack(201);
  });

  app.route('DELETE', '/v1/labsuites/:id/tests/:testid', ({ account, params }) => {
    requireWritable(account);
    const suite = store.own(account, params.id ?? '');
    const testId = Number(params.testid);
    if (!suite.testIds.includes(testId))
      throw new HttpError(404, `test ${params.testid} is not in suite ${suite.id}`);
    suite.testIds = suite.testIds.filter((id) => id !== testId);
    return { status: 204 };
  });

  app.route('GET', '/v1/labsuites/:id/browsers', ({ account, params }) => ({
    status: 200,
    body: store.lab.browsersOf(store.own(account, params.id ?? '').browserIds),
  }));

  app.route('POST', '/v1/labsuites/:id/browsers', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const suite = store.own(account, params.id ?? '');
    const ids = idListField(body, 'browser_ids');
    store.lab.browsersOf(ids);
    suite.browserIds = ids;
    return ack(201);
  });
}
