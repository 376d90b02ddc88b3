import { randomUUID } from 'node:crypto';

import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError } from '../app.ts';
import type { FakeClock } from '../clock.ts';
import { MAX_COUNT, paged } from '../paging.ts';
import type { FakeJob, JobStep, JobStore } from './jobs.ts';
import type { FakeBrowser } from './platform.ts';

export interface FakeLabTest {
  id: number;
  ownerId: number;
  name: string;
  url: string | null;
  ai_prompt: string | null;
  enabled: boolean;
  cron: string | null;
  created_at: string;
  updated_at: string;
  browserIds: number[];
  steps: unknown[];
  schedule: Record<string, unknown> | null;
  alert: Record<string, unknown> | null;
  report: Record<string, unknown> | null;
  /** Test control: every run of this test fails at this step. */
  failure?: { step: number; message: string };
}

/** One spawned run: a Codeless test on one browser, recorded as a test session of the job. */
export interface FakeRun {
  jobId: number;
  testId: number;
  browserId: number;
  /** The spawned test's ID, as listed in the job's `test_ids`. */
  sessionTestId: number;
  /** Its WebDriver session ID (PUT /v1/lab/{id} accepts it in place of the test ID). */
  sessionId: string;
  /** The base URL the run visits (`url` of trigger_all overrides the test's own). */
  url: string | null;
  stopped: boolean;
}

export interface TriggerRecord {
  kind: 'test' | 'suite' | 'all';
  id?: number;
  url?: string;
  jobId: number;
}

export interface StopRecord {
  testId: number;
  browserId?: number;
  /** In-flight runs the call stopped. */
  runs: number;
}

/** `browser_ids` / `test_ids`: one comma-separated string of IDs (spec); 400 when missing. */
export function idListField(body: Record<string, unknown>, field: string): number[] {
  const value = body[field];
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, `${field} is missing`);
  const ids = value.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d+$/.test(id))) throw new HttpError(400, `${field} must be comma-separated IDs`);
  return ids.map(Number);
}

export function requireWritable(account: Account): void {
  if (account.readOnly) throw new HttpError(403, 'account is read-only');
}

function requireCredits(account: Account): void {
  if (account.credits <= 0) throw new HttpError(402, 'insufficient credits');
}

/**
 * Codeless tests of every account, the runs their triggers spawn (each a job in the JobStore) and
 * the stops asked for, so tests can assert what was triggered and what was stopped.
 */
export class LabStore {
  readonly tests = new Map<number, FakeLabTest>();
  readonly runs: FakeRun[] = [];
  readonly triggers: TriggerRecord[] = [];
  readonly stops: StopRecord[] = [];
  private nextId = 301;
  private nextSessionTestId = 70_001;
  /** Called for each run a trigger spawns; wired to make its test record. */
  onSpawn: (ownerId: number, run: { id: number; sessionId: string; name: string; jobId: number }) => void =
    () => {};

  private readonly clock: FakeClock;
  private readonly jobs: JobStore;
  /** The browsers tests and suites may be attached to: the catalogue of GET /v1/browsers. */
  private readonly catalogue: () => readonly FakeBrowser[];

  constructor(clock: FakeClock, jobs: JobStore, catalogue: () => readonly FakeBrowser[]) {
    this.clock = clock;
    this.jobs = jobs;
    this.catalogue = catalogue;
  }

  /** The catalogue entries of these IDs; 400 for one it does not know. */
  browsersOf(ids: readonly number[]): FakeBrowser[] {
    return ids.map((id) => {
      const browser = this.catalogue().find((b) => b.browser_id === id);
      if (!browser) throw new HttpError(400, `unknown browser_id ${id}`);
      return browser;
    });
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** Seeds or creates a Codeless test; attached to the first browser unless told otherwise. */
  addTest(ownerId: number, fields: Partial<Omit<FakeLabTest, 'id' | 'ownerId'>> = {}): FakeLabTest {
    const id = this.nextId++;
    const test: FakeLabTest = {
      id,
      ownerId,
      name: `Codeless test ${id}`,
      url: 'https://shop.example.test/',
      ai_prompt: null,
      enabled: true,
      cron: null,
      created_at: this.now(),
      updated_at: this.now(),
      browserIds: this.catalogue()
        .slice(0, 1)
        .map((b) => b.browser_id),
      steps: [],
      schedule: null,
      alert: null,
      report: null,
      ...fields,
    };
    this.tests.set(id, test);
    return test;
  }

  touch(test: FakeLabTest): void {
    test.updated_at = this.now();
  }

  /** The account's tests, oldest first. */
  testsOf(ownerId: number): FakeLabTest[] {
    return [...this.tests.values()].filter((t) => t.ownerId === ownerId);
  }

  own(account: Account, id: string | number): FakeLabTest {
    const test = /^\d+$/.test(String(id)) ? this.tests.get(Number(id)) : undefined;
    if (!test || test.ownerId !== account.id) throw new HttpError(404, `Codeless test ${id} not found`);
    return test;
  }

  /**
   * Runs these tests now, each on its browsers (or on `browserIds` for a suite that sets them), as one
   * job. Tests marked to fail put an `errors` entry in the job once it finishes (and make `success`
   * false), unless the job plan names its own errors.
   */
  startJob(
    account: Account,
    tests: readonly FakeLabTest[],
    options: { browserIds?: readonly number[]; url?: string },
  ): FakeJob {
    requireWritable(account);
    requireCredits(account);
    const runs: FakeRun[] = [];
    const errors: Array<Record<string, unknown>> = [];
    for (const test of tests) {
      const browserIds = options.browserIds?.length ? options.browserIds : test.browserIds;
      for (const browserId of browserIds) {
        const run: FakeRun = {
          jobId: 0,
          testId: test.id,
          browserId,
          sessionTestId: this.nextSessionTestId++,
          sessionId: randomUUID(),
          url: options.url ?? test.url,
          stopped: false,
        };
        runs.push(run);
        if (test.failure) {
          const browser = this.catalogue().find((b) => b.browser_id === browserId);
          errors.push({
            test_id: run.sessionTestId,
            test_name: test.name,
            step: test.failure.step,
            browser: browser ? `${browser.selenium_name} ${browser.version}` : String(browserId),
            time: this.now(),
            message: test.failure.message,
          });
        }
      }
    }
    const plan: JobStep[] = this.jobs.nextPlan.map((step) =>
      step.status === 'FINISHED' && step.errors === undefined
        ? { ...step, errors, success: errors.length === 0 }
        : step.listsFailures && step.errors === undefined
          ? { ...step, errors }
          : { ...step },
    );
    const job = this.jobs.create(
      account.id,
      runs.map((r) => r.sessionTestId),
      plan,
    );
    for (const run of runs) {
      run.jobId = job.id;
      this.runs.push(run);
      const name = tests.find((t) => t.id === run.testId)?.name ?? `Codeless test ${run.testId}`;
      this.onSpawn(account.id, { id: run.sessionTestId, sessionId: run.sessionId, name, jobId: job.id });
    }
    return job;
  }

  /** Stops the one run spawned as this test (PUT /v1/tests/{id}/stop on a job's `test_ids` entry). */
  stopSpawned(sessionTestId: number): void {
    const run = this.runs.find((r) => r.sessionTestId === sessionTestId);
    if (run) run.stopped = true;
  }

  /** Force-stops the in-flight runs of a test (on one browser when given) and records the call. */
  stop(test: FakeLabTest, browserId?: number): StopRecord {
    const inFlight = this.runs.filter(
      (r) =>
        r.testId === test.id &&
        !r.stopped &&
        (browserId === undefined || r.browserId === browserId) &&
        !this.jobs.isFinal(r.jobId),
    );
    for (const run of inFlight) run.stopped = true;
    const record: StopRecord = { testId: test.id, browserId, runs: inFlight.length };
    this.stops.push(record);
    return record;
  }
}

/** The test as the service lists it; field names beyond the spec's description are the fake's own. */
export function labRecord(test: FakeLabTest) {
  return {
    id: test.id,
    name: test.name,
    url: test.url,
    ai_prompt: test.ai_prompt,
    enabled: test.enabled,
    cron: test.cron,
    browsers: test.browserIds,
    schedule: test.schedule,
    alert: test.alert !== null,
    created_at: test.created_at,
    updated_at: test.updated_at,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export function registerLabRoutes(app: FakeApp, store: LabStore): void {
  const ack = (status: number) => ({ status, body: { success: true } });

  app.route('GET', '/v1/lab', ({ account, query }) => ({
    status: 200,
    body: paged(store.testsOf(account.id), query, app.lists, { maxCount: MAX_COUNT, map: labRecord }),
  }));

  app.route('POST', '/v1/lab', async ({ account, json }) => {
    const body = await json();
    requireWritable(account);
    const name = text(body['test[name]']);
    const url = text(body['test[url]']);
    const file = body.file;
    if (!name) throw new HttpError(400, 'test[name] is required');
    if (!url && file === undefined) throw new HttpError(400, 'test[url] or file is required');
    const test = store.addTest(account.id, {
      name,
      url: url ?? null,
      ai_prompt: text(body['test[ai_prompt]']) ?? null,
      steps: file === undefined ? [] : [{ imported: true }],
    });
    return { status: 201, body: { success: true, id: test.id } };
  });

  app.route('POST', '/v1/lab/trigger_all', async ({ account, json }) => {
    const body = await json();
    const url = text(body.url);
    const job = store.startJob(account, store.testsOf(account.id), { url });
    store.triggers.push({ kind: 'all', url, jobId: job.id });
    return { status: 201, body: { success: true, job_id: job.id } };
  });

  app.route('GET', '/v1/lab/:id', ({ account, params }) => ({
    status: 200,
    body: labRecord(store.own(account, params.id ?? '')),
  }));

  app.route('PUT', '/v1/lab/:id', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    // A WebDriver session_id of one of its runs names the test too.
    const ref = params.id ?? '';
    const run = store.runs.find((r) => r.sessionId === ref);
    const test = store.own(account, run ? run.testId : ref);
    if (text(body.name)) test.name = body.name as string;
    if (text(body.url)) test.url = body.url as string;
    if (typeof body.cron === 'string' || body.cron === null) test.cron = body.cron;
    if (typeof body.enabled === 'boolean') test.enabled = body.enabled;
    store.touch(test);
    return ack(200);
  });

  app.route('DELETE', '/v1/lab/:id', ({ account, params }) => {
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    store.tests.delete(test.id);
    return { status: 204 };
  });

  app.route('POST', '/v1/lab/:id/schedule', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    requireCredits(account);
    const values = Object.values(body);
    if (!values.length) throw new HttpError(400, 'a preset or a cron expression is required');
    // Field names are the service's own; a weekly preset needs a day and an hour whatever they are called.
    const keys = Object.keys(body);
    if (
      values.some((v) => typeof v === 'string' && v.toLowerCase() === 'weekly') &&
      !(keys.some((k) => /day/i.test(k)) && keys.some((k) => /hour/i.test(k)))
    )
      throw new HttpError(400, 'a weekly schedule needs a day and an hour');
    test.schedule = body;
    return ack(201);
  });

  app.route('POST', '/v1/lab/:id/alert', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    if (test.alert) throw new HttpError(400, 'an alert already exists; use PUT');
    test.alert = body;
    return ack(201);
  });

  app.route('PUT', '/v1/lab/:id/alert', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    store.own(account, params.id ?? '').alert = body;
    return ack(200);
  });

  app.route('POST', '/v1/lab/:id/report', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    if (!Object.keys(body).length) throw new HttpError(400, 'report settings are required');
    test.report = body;
    return ack(201);
  });

  app.route('PUT', '/v1/lab/:id/report', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    store.own(account, params.id ?? '').report = body;
    return ack(200);
  });

  app.route('POST', '/v1/lab/:id/trigger', async ({ account, params, json }) => {
    await json();
    const test = store.own(account, params.id ?? '');
    const job = store.startJob(account, [test], {});
    store.triggers.push({ kind: 'test', id: test.id, jobId: job.id });
    return { status: 201, body: { success: true, job_id: job.id } };
  });

  app.route('GET', '/v1/lab/:id/steps', ({ account, params, query }) => ({
    status: 200,
    body: paged(store.own(account, params.id ?? '').steps, query, app.lists),
  }));

  app.route('POST', '/v1/lab/:id/steps', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    // The spec does not name the field that holds the array; the fake takes the one array it is sent.
    const steps = Object.values(body).find(Array.isArray);
    if (!steps) throw new HttpError(400, 'steps are missing');
    test.steps = steps;
    return ack(201);
  });

  app.route('PUT', '/v1/lab/:id/stop', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    const browserId = body.browser_id === undefined ? undefined : Number(body.browser_id);
    store.stop(test, browserId);
    return ack(200);
  });

  app.route('GET', '/v1/lab/:id/browsers', ({ account, params }) => ({
    status: 200,
    body: store.browsersOf(store.own(account, params.id ?? '').browserIds),
  }));

  app.route('POST', '/v1/lab/:id/browsers', async ({ account, params, json }) => {
    const body = await json();
    requireWritable(account);
    const test = store.own(account, params.id ?? '');
    const ids = idListField(body, 'browser_ids');
    store.browsersOf(ids);
    test.browserIds = ids;
    return ack(201);
  });
}
