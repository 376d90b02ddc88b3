import { randomUUID } from 'node:crypto';

import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError, type RouteContext } from '../app.ts';
import type { FakeClock } from '../clock.ts';
import { MAX_COUNT, paged } from '../paging.ts';

/**
 * A test record as the service serves it. The spec leaves its fields "not shown"; these are the ones
 * docs/service-records.md reports seeing.
 */
export interface TestRecordFields {
  id: number;
  session_id: string;
  name: string;
  success: boolean | null;
  status_message: string | null;
  state: string;
  created_at: string;
  completed_at: string | null;
  duration: number;
  browser: string | null;
  browser_version: string | null;
  os: string | null;
  platform_name: string | null;
  device_name: string | null;
  type: 'WEBDRIVER' | 'APPIUM';
  build: string | null;
  groups: string[];
  extra: Record<string, unknown> | null;
  video: string | false;
  thumbs: string[];
  logs: Record<string, string>;
  assets_available: boolean;
}

export interface FakeTest extends TestRecordFields {
  ownerId: number;
  browserId: number;
  /** Fake-clock time of the last change (the `since` filter). */
  updatedAt: number;
  /** Fake-clock time from which lists show the test: results lag behind the run. */
  listedAt: number;
  /** The Codeless job whose trigger spawned this test: it runs until that job ends. */
  spawnedBy?: number;
  /** Fake-clock time at which a RUNNING test completes with `result`. */
  finishAt?: number;
  result?: { success: boolean | null; status_message: string | null };
  /** Fields laid over the record as served (undefined removes one): records to be read leniently. */
  raw?: Record<string, unknown>;
}

export interface FakeBuild {
  id: number;
  name: string;
  ownerId: number;
  created_at: string;
  /** Fake-clock time from which the build exists for GET /v1/builds and /v1/builds/<build>. */
  listedAt: number;
}

/** What a test sets up: any record field, plus timing. */
export interface TestSeed extends Partial<Omit<TestRecordFields, 'id' | 'build'>> {
  browserId?: number;
  /** Lists show the test only this long after it is seeded. */
  appearAfterMs?: number;
  /** The test is RUNNING (success null) for this long, then COMPLETE with its `success`. */
  runningForMs?: number;
  raw?: Record<string, unknown>;
}

/** `success` is true/false on some endpoints and 1/0 on others (docs/service-records.md). */
export type SuccessStyle = 'boolean' | 'number';

/** Tests, and the builds that group them by `capabilities.build`; shared by the tests and builds routes. */
export class TestStore {
  readonly tests = new Map<number, FakeTest>();
  readonly builds = new Map<number, FakeBuild>();
  readonly settings: {
    successAs: { builds: SuccessStyle; tests: SuccessStyle };
    /** The field of a build list record that holds its name; `none`: no field does. */
    buildNameIn: 'name' | 'build' | 'none';
  } = {
    successAs: { builds: 'number', tests: 'boolean' },
    buildNameIn: 'name',
  };
  /** Whether a job is FINISHED or FAILED; wired to the job store, for tests that Codeless jobs spawn. */
  jobEnded: (jobId: number) => boolean = () => false;
  /** Called when PUT /v1/tests/{id}/stop ends a test early; wired to stop the Codeless run behind it. */
  onStopped: (test: FakeTest) => void = () => {};
  private nextTestId = 40001;
  private nextBuildId = 7001;
  /** Every build's tests, oldest first, made on demand and dropped on any change of the store's tests. */
  private members: Map<string, FakeTest[]> | undefined;

  private readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  /** A test of an account, in a build (created when new) or none. */
  add(ownerId: number, seed: TestSeed = {}, buildName?: string): FakeTest {
    const now = this.clock.now();
    const id = this.nextTestId++;
    const { browserId, appearAfterMs = 0, runningForMs, raw, ...fields } = seed;
    const running = runningForMs !== undefined && runningForMs > 0;
    const success = fields.success === undefined ? true : fields.success;
    const build = buildName === undefined ? undefined : this.buildNamed(ownerId, buildName);
    const test: FakeTest = {
      id,
      session_id: randomUUID(),
      name: `test ${id}`,
      status_message: success === false ? `assertion failed in test ${id}` : null,
      state: 'COMPLETE',
      created_at: new Date(now).toISOString(),
      completed_at: new Date(now).toISOString(),
      duration: 12,
      browser: 'chrome',
      browser_version: '131',
      os: 'WIN11',
      platform_name: null,
      device_name: null,
      type: 'WEBDRIVER',
      groups: [],
      extra: null,
      video: `https://assets.example.test/${id}/video.mp4?signature=abc`,
      thumbs: [`https://assets.example.test/${id}/thumb-1.png`],
      logs: { selenium: `https://assets.example.test/${id}/selenium.log` },
      assets_available: true,
      ...fields,
      success,
      build: build?.name ?? null,
      ownerId,
      browserId: browserId ?? 1,
      updatedAt: now,
      listedAt: Math.max(now + appearAfterMs, build?.listedAt ?? 0),
      raw,
    };
    if (running) {
      test.result = { success: test.success, status_message: test.status_message };
      Object.assign(test, { success: null, status_message: null, state: 'RUNNING', completed_at: null });
      test.finishAt = now + runningForMs;
    }
    this.tests.set(id, test);
    this.members = undefined;
    return test;
  }

  /**
   * A build of `tests` (a number of passing tests, or one seed each) that the service shows only
   * `appearAfterMs` from now, as a build whose first results are still on their way.
   */
  seedBuild(
    owner: Account | number,
    name: string,
    tests: number | TestSeed[],
    options: { appearAfterMs?: number } = {},
  ): { build: FakeBuild; tests: FakeTest[] } {
    const ownerId = typeof owner === 'number' ? owner : owner.id;
    const build = this.buildNamed(ownerId, name, this.clock.now() + (options.appearAfterMs ?? 0));
    const seeds = typeof tests === 'number' ? Array.from({ length: tests }, () => ({})) : tests;
    return { build, tests: seeds.map((seed) => this.add(ownerId, seed, name)) };
  }

  /** The build of that name, created (listed from `listedAt`) when it is new. */
  buildNamed(ownerId: number, name: string, listedAt = this.clock.now()): FakeBuild {
    for (const b of this.builds.values()) if (b.ownerId === ownerId && b.name === name) return b;
    const build: FakeBuild = {
      id: this.nextBuildId++,
      name,
      ownerId,
      created_at: new Date(this.clock.now()).toISOString(),
      listedAt,
    };
    this.builds.set(build.id, build);
    return build;
  }

  /** A listed build by numeric ID or by name; a name made of digits is tried as an ID first. */
  findBuild(ownerId: number, ref: string): FakeBuild | undefined {
    const listed = this.listedBuilds(ownerId);
    return (
      (/^\d+$/.test(ref) ? listed.find((b) => b.id === Number(ref)) : undefined) ??
      listed.find((b) => b.name === ref)
    );
  }

  /** Builds the account's lists show now, oldest first. */
  listedBuilds(ownerId: number): FakeBuild[] {
    const now = this.clock.now();
    return [...this.builds.values()].filter((b) => b.ownerId === ownerId && b.listedAt <= now);
  }

  /** Tests the account's lists show now, oldest first. */
  listed(ownerId: number): FakeTest[] {
    const now = this.clock.now();
    return [...this.tests.values()]
      .filter((t) => t.ownerId === ownerId && t.listedAt <= now)
      .map((t) => this.refresh(t));
  }

  /**
   * The tests of a build the account's lists show now, oldest first, as `listed` finds them but not
   * refreshed (`refresh` those served): a page of a build of 100,000 tests costs a pass over its own
   * tests, not over the whole store.
   */
  listedIn(ownerId: number, build: string): FakeTest[] {
    if (!this.members) {
      this.members = new Map();
      for (const t of this.tests.values()) {
        if (t.build === null) continue;
        const key = `${t.ownerId}/${t.build}`;
        const list = this.members.get(key);
        if (list) list.push(t);
        else this.members.set(key, [t]);
      }
    }
    const now = this.clock.now();
    return (this.members.get(`${ownerId}/${build}`) ?? []).filter((t) => t.listedAt <= now);
  }

  /** A test by numeric ID or session UUID, listed yet or not (a direct read sees it at once). */
  find(ownerId: number, ref: string): FakeTest | undefined {
    for (const t of this.tests.values()) {
      if (t.ownerId === ownerId && (String(t.id) === ref || t.session_id === ref.toLowerCase()))
        return this.refresh(t);
    }
    return undefined;
  }

  /** Completes a RUNNING test whose time has come, or whose Codeless job ended. */
  refresh(test: FakeTest): FakeTest {
    if (test.finishAt !== undefined && this.clock.now() >= test.finishAt) this.finish(test);
    if (test.state === 'RUNNING' && test.spawnedBy !== undefined && this.jobEnded(test.spawnedBy))
      this.finish(test);
    return test;
  }

  /** The test record of a run a Codeless trigger spawned, under the ID the job's `test_ids` lists. */
  addSpawned(ownerId: number, run: { id: number; sessionId: string; name: string; jobId: number }): FakeTest {
    const test = this.add(ownerId, { name: run.name, runningForMs: Number.MAX_SAFE_INTEGER });
    this.tests.delete(test.id);
    Object.assign(test, { id: run.id, session_id: run.sessionId, spawnedBy: run.jobId, finishAt: undefined });
    this.tests.set(test.id, test);
    this.members = undefined;
    return test;
  }

  /** Ends a running test now (its planned result, or none when stopped early). */
  finish(test: FakeTest, result = test.result): void {
    const now = this.clock.now();
    test.state = 'COMPLETE';
    test.success = result?.success ?? null;
    test.status_message = result?.status_message ?? null;
    test.completed_at = new Date(now).toISOString();
    test.updatedAt = now;
    test.finishAt = undefined;
    test.result = undefined;
  }

  /**
   * PUT/POST /v1/tests/{id} and POST /v1/tests: the field names seen in records (the spec does not show
   * the body's). A value it cannot read goes to `invalid`: a 400 where the endpoint lists one (POST
   * /v1/tests, "validation"), else left out, as the lists leave an unreadable `offset` (paging.ts).
   */
  update(test: FakeTest, body: Record<string, unknown>, invalid: (message: string) => void = () => {}): void {
    const text = (name: string): string | null | undefined => {
      const value = body[name];
      if (value === null || typeof value === 'string') return value;
      invalid(`${name} must be a string`);
      return undefined;
    };
    if ('success' in body) {
      const s = body.success;
      if ([true, false, 1, 0, null].includes(s as boolean)) test.success = s === null ? null : Boolean(s);
      else invalid('success must be true, false, 1 or 0');
    }
    const message = 'status_message' in body ? text('status_message') : undefined;
    if (message !== undefined) test.status_message = message;
    const name = 'name' in body ? text('name') : undefined;
    if (name) test.name = name;
    if ('groups' in body) {
      const g = body.groups;
      if (Array.isArray(g) && g.every((x) => typeof x === 'string')) test.groups = g;
      else invalid('groups must be an array of strings');
    }
    const build = 'build' in body ? text('build') : undefined;
    if (build !== undefined) test.build = build ? this.buildNamed(test.ownerId, build).name : null;
    this.members = undefined;
    test.updatedAt = this.clock.now();
  }

  remove(test: FakeTest): void {
    this.tests.delete(test.id);
    this.members = undefined;
  }

  removeBuild(build: FakeBuild): void {
    for (const t of this.tests.values())
      if (t.ownerId === build.ownerId && t.build === build.name) this.remove(t);
    this.builds.delete(build.id);
  }
}

/** The record as served: hidden fields dropped, `success` in the endpoint's style, skipped fields left out. */
export function testRecord(
  test: FakeTest,
  style: SuccessStyle,
  skipFields: string | null = null,
): Record<string, unknown> {
  const {
    ownerId: _o,
    browserId: _b,
    updatedAt: _u,
    listedAt: _l,
    finishAt: _f,
    result: _r,
    raw,
    ...visible
  } = test;
  const record: Record<string, unknown> = {
    ...visible,
    success: style === 'number' && visible.success !== null ? Number(visible.success) : visible.success,
  };
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (value === undefined) delete record[key];
    else record[key] = value;
  }
  for (const field of (skipFields ?? '').split(',')) delete record[field.trim()];
  return record;
}

export function registerTestRoutes(app: FakeApp, store: TestStore): void {
  const own = (account: Account, ref: string) => {
    const test = store.find(account.id, ref);
    if (!test) throw new HttpError(404, `test ${ref} not found`);
    return test;
  };
  const writable = (account: Account) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
  };
  const style = () => store.settings.successAs.tests;

  app.route('GET', '/v1/tests', ({ account, query }) => {
    let tests = store.listed(account.id).reverse();
    // Its row lists no 400: a `since` that is not a UNIX time is left out, as paging.ts leaves `offset`.
    const since = query.get('since');
    if (since && /^\d+$/.test(since)) tests = tests.filter((t) => t.updatedAt >= Number(since) * 1000);
    const browserId = query.get('browser_id');
    if (browserId) tests = tests.filter((t) => String(t.browserId) === browserId);
    const group = query.get('group');
    if (group) {
      if (!store.listed(account.id).some((t) => t.groups.includes(group)))
        throw new HttpError(404, `group ${group} not found`);
      tests = tests.filter((t) => t.groups.includes(group));
    }
    const build = query.get('build');
    if (build) {
      const found = store.findBuild(account.id, build);
      if (!found) throw new HttpError(404, `build ${build} not found`);
      tests = tests.filter((t) => t.build === found.name);
    }
    const skip = query.get('skip_fields');
    const map = (t: (typeof tests)[number]) => testRecord(t, style(), skip);
    return { status: 200, body: paged(tests, query, app.lists, { maxCount: MAX_COUNT, map }) };
  });

  app.route('POST', '/v1/tests', async ({ account, json }) => {
    writable(account);
    const body = await json();
    // The body's fields are not shown; the fake asks for a name, the least a result needs.
    if (typeof body.name !== 'string' || !body.name.trim()) throw new HttpError(400, 'name is required');
    const { build, ...rest } = body;
    const test = store.add(account.id, { name: body.name });
    store.update(test, { ...rest, ...(build === undefined ? {} : { build }) }, (message) => {
      store.remove(test);
      throw new HttpError(400, message);
    });
    return { status: 201, body: { success: true } };
  });

  app.route('GET', '/v1/tests/:id', ({ account, params, query }) => ({
    status: 200,
    body: testRecord(own(account, params.id ?? ''), style(), query.get('skip_fields')),
  }));

  const update = (status: number) => async (ctx: RouteContext) => {
    writable(ctx.account);
    const test = own(ctx.account, ctx.params.id ?? '');
    store.update(test, await ctx.json());
    return { status, body: { success: true } };
  };
  app.route('PUT', '/v1/tests/:id', update(200));
  app.route('POST', '/v1/tests/:id', update(201));

  app.route('DELETE', '/v1/tests/:id', ({ account, params }) => {
    writable(account);
    store.remove(own(account, params.id ?? ''));
    return { status: 204 };
  });

  app.route('PUT', '/v1/tests/:id/stop', async ({ account, params, json }) => {
    writable(account);
    await json();
    const test = store.find(account.id, params.id ?? '');
    // The spec: 404 also when the test already finished; one waiting for a session has not.
    if (!test || !['START', 'INIT', 'QUEUED', 'RUNNING'].includes(test.state))
      throw new HttpError(404, `test ${params.id} not found or already finished`);
    store.finish(test, { success: null, status_message: 'stopped' });
    store.onStopped(test);
    return { status: 200, body: { success: true } };
  });
}
