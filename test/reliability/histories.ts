// Generated histories of the root action, and what must hold on every one. A history is a Codeless
// target, the inputs of the step, and what the service does to each job it is asked for (its tests'
// results, a lost answer, a job FINISHED without errors or with no result, a FAILED job, one that never
// ends, a browser bumped or swapped before it starts), over one workflow attempt or a re-run of it. The
// step runs in this process (its `run`, then its post step's clean-up) against the fake service and
// the fake GitHub on a simulated clock; `HistoryWorld.play` records what happened, and each of
// PROPERTIES reads that record. To try more: add an arbitrary to `historyArbitrary`, what the fakes do
// with it to `HistoryWorld`, and what must hold to PROPERTIES.
import fc from 'fast-check';
import { InputsSchema } from '../../src/actions/run-codeless-tests/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/run-codeless-tests/names.ts';
import { post } from '../../src/actions/run-codeless-tests/post.ts';
import { run } from '../../src/actions/run-codeless-tests/run.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import type { ActionResult } from '../../src/runtime/types.ts';
import { writeFileSync } from 'node:fs';
import type { ServiceClient } from '../../src/api/client.ts';
import { gitHubConnector } from '../../src/runtime/github/connector.ts';
import type { GitHubConnector } from '../../src/runtime/types.ts';
import { JobClock } from '../actions/codeless-context.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import { testContext } from '../support/context.ts';
import { clientFor } from '../support/service.ts';
import type { FakeGitHub } from '../fake-github/server.ts';
import type { FakeJob, JobStep } from '../fake-service/routes/jobs.ts';
import type { FakeLabTest } from '../fake-service/routes/lab.ts';
import type { FakeBrowser } from '../fake-service/routes/platform.ts';
import type { FakeService } from '../fake-service/server.ts';

/** What the service does with one job it is asked for, in the order the jobs are made. */
export type JobShape =
  /** As its tests go: FINISHED, `success` and one error per failed run. */
  | 'as-tests-go'
  /** FINISHED, `success: false` when a test failed, and no error listed. */
  | 'no-errors'
  /** FINISHED with `success` null. */
  | 'no-result'
  /** FAILED, no error listed. */
  | 'failed'
  /** Never ends: the wait times out. */
  | 'never-ends';

/** What changes on the service just before a job is made: `latest` moves, or the tests' browsers change. */
export type BrowserChange = 'none' | 'bump' | 'swap';

export interface JobFate {
  shape: JobShape;
  change: BrowserChange;
}

export interface History {
  target: 'suite' | 'test';
  /** Per Codeless test, whether each of its runs fails, in the order they come; the last repeats. */
  tests: boolean[][];
  retries: number;
  /** 2: the workflow run is re-run (`rerun: failed`) after the first attempt. */
  attempts: 1 | 2;
  /** The `report` input: a re-run starts from the earlier attempt's report, so it reports. */
  report: boolean;
  stopScope: 'job' | 'target';
  /** Per job made, in order; jobs past the list go as their tests go. */
  jobs: JobFate[];
  /** Per trigger of one Codeless test (POST /v1/lab/{id}/trigger), in order: its answer is lost after the service acted. */
  lostAnswers: boolean[];
}

const jobFate: fc.Arbitrary<JobFate> = fc.record({
  shape: fc.constantFrom<JobShape>(
    'as-tests-go',
    'as-tests-go',
    'as-tests-go',
    'no-errors',
    'no-result',
    'failed',
    'never-ends',
  ),
  change: fc.constantFrom<BrowserChange>('none', 'none', 'bump', 'swap'),
});

/** The generator of histories; each field is one arbitrary, so a new kind of event is one more field. */
export const historyArbitrary: fc.Arbitrary<History> = fc
  .record({
    target: fc.constantFrom<'suite' | 'test'>('suite', 'suite', 'test'),
    tests: fc.array(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
    retries: fc.integer({ min: 0, max: 3 }),
    attempts: fc.constantFrom<1 | 2>(1, 1, 1, 1, 2),
    // Reports cost most of a history's time: a third report, and every re-run.
    report: fc.constantFrom(false, false, true),
    stopScope: fc.constantFrom<'job' | 'target'>('job', 'target'),
    jobs: fc.array(jobFate, { maxLength: 8 }),
    lostAnswers: fc.array(fc.constantFrom(false, false, true), { maxLength: 6 }),
  })
  .map((h) => ({
    ...h,
    tests: h.target === 'test' ? h.tests.slice(0, 1) : h.tests,
    report: h.report || h.attempts === 2,
  }));

/** A trigger as the service received it, and what the step had saved for its post step by then. */
export interface TriggerSeen {
  attempt: number;
  jobId: number;
  /** The Codeless tests it runs. */
  codelessTests: number[];
  lost: boolean;
  /** Whether the trigger was saved for the post step before it reached the service. */
  saved: boolean;
  /** Jobs of the same Codeless tests that were still running then, or whose lost trigger may have started them. */
  overlapping: string[];
}

/** What a history came to: per attempt the step's end, and what the service and GitHub saw. */
export interface HistoryRecord {
  history: History;
  tests: FakeLabTest[];
  attempts: Array<{
    result?: ActionResult;
    error?: string;
    /** The conclusion of the check run the attempt left, if it made one. */
    conclusion?: string | null;
    state: Record<string, string>;
  }>;
  triggers: TriggerSeen[];
  /** Per job: the job as the service ended it, and whether its trigger's answer was lost. */
  jobs: Map<number, { job: FakeJob; lost: boolean; codelessTests: number[] }>;
  /** Runs per job and Codeless test: their spawned tests, and whether the run was stopped. */
  runs: Array<{ jobId: number; testId: number; sessionTestId: number; stopped: boolean }>;
}

/** A property that every history must keep: undefined when it holds, else why not, in one line. */
export interface Property {
  name: string;
  check(record: HistoryRecord): string | undefined;
}

/** Whether the service said, by its job record, that a Codeless test passed in a job. */
function saidPassed(record: HistoryRecord, jobId: number, testId: number): boolean {
  const entry = record.jobs.get(jobId);
  if (!entry || entry.lost) return false;
  const { job } = entry;
  if (job.status !== 'FINISHED') return false;
  if (entry.codelessTests.every((t) => t === testId)) return job.success === true;
  const own = new Set(
    record.runs.filter((r) => r.jobId === jobId && r.testId === testId).map((r) => r.sessionTestId),
  );
  const errorIds = job.errors.map((e) => e.test_id);
  if (errorIds.some((id) => own.has(id as number))) return false;
  if (job.success === true) return true;
  return (
    job.success === false &&
    errorIds.length > 0 &&
    errorIds.every((id) => job.test_ids.includes(id as number))
  );
}

/** The last job that ran a Codeless test, as the service records its runs. */
function lastJobOf(record: HistoryRecord, testId: number): number | undefined {
  const jobs = record.runs.filter((r) => r.testId === testId).map((r) => r.jobId);
  return jobs.length ? Math.max(...jobs) : undefined;
}

/** The properties every history keeps. */
export const PROPERTIES: Property[] = [
  {
    name: 'never passed while a test’s last run failed or is unknown',
    check(record) {
      const last = record.attempts.at(-1)!;
      const passedStep = last.result !== undefined && last.result.failure === undefined;
      const passedCheck = last.conclusion === 'success';
      const passedOutput = last.result?.outputs.success === 'true';
      if (!passedStep && !passedCheck && !passedOutput) return undefined;
      for (const test of record.tests) {
        const jobId = lastJobOf(record, test.id);
        if (jobId === undefined || !saidPassed(record, jobId, test.id)) {
          const what = passedStep
            ? 'the step passed'
            : passedCheck
              ? 'the check run is success'
              : 'success is true';
          return `${what} while ${test.name}'s last run (job ${jobId ?? 'none'}) did not pass by the service's word`;
        }
      }
      return undefined;
    },
  },
  {
    name: 'never two triggers of one test in flight, nor one after a lost answer',
    check: (record) =>
      record.triggers.flatMap((t) =>
        t.overlapping.length ? [`job ${t.jobId}: ${t.overlapping.join('; ')}`] : [],
      )[0],
  },
  {
    name: 'every trigger saved for the post step before it is sent',
    check: (record) =>
      record.triggers.find((t) => !t.saved) &&
      `job ${record.triggers.find((t) => !t.saved)!.jobId} was triggered unsaved`,
  },
  {
    name: 'the post step stops what may still run',
    check(record) {
      for (const [jobId, { job, lost }] of record.jobs) {
        if (job.status === 'FINISHED' || job.status === 'FAILED') continue;
        // Without a job ID and with stop-scope job, the post step can only say so (docs/reliability.md).
        if (lost && record.history.stopScope === 'job') continue;
        const going = record.runs.filter((r) => r.jobId === jobId && !r.stopped);
        if (going.length) return `job ${jobId} was left running after the post step`;
      }
      return undefined;
    },
  },
];

/** Reads the inputs as the runner would hand them to the step. */
function inputsOf(history: History, target: string): ReturnType<typeof InputsSchema.parse> {
  const raw: Record<string, string> = {
    [history.target === 'suite' ? 'suite-id' : 'test-id']: target,
    retries: String(history.retries),
    'stop-scope': history.stopScope,
    timeout: '60',
    'poll-interval': '5',
    'github-token': 'ghs_generated',
    'check-name': 'Generated',
    report: String(history.report),
    'junit-file': '',
    'ctrf-file': '',
  };
  return readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? '');
}

/**
 * The fakes, set up once and reset for each history: the service makes each job as the history says
 * (its tests' results, its shape, a browser change first), loses the answers it says, and records
 * every trigger with what the step had saved when it came.
 */
export class HistoryWorld implements Disposable {
  private readonly service: FakeService;
  private readonly github: FakeGitHub;
  private readonly catalogue: FakeBrowser[];
  private readonly startJob: FakeService['lab']['startJob'];
  /** One runner folder, service client and GitHub client for every history: each step's own would cost more than its run. */
  private readonly runner: ReturnType<typeof runnerEnv>;
  private readonly client: ServiceClient;
  private readonly connector: GitHubConnector;
  private seq = 0;

  constructor(service: FakeService, github: FakeGitHub) {
    this.service = service;
    this.github = github;
    this.catalogue = structuredClone(service.platform.browsers.webdriver);
    this.startJob = service.lab.startJob.bind(service.lab);
    this.runner = runnerEnv(github);
    this.client = clientFor(service);
    this.connector = gitHubConnector(testContext({ env: this.runner.env }));
  }

  [Symbol.dispose](): void {
    this.runner[Symbol.dispose]();
  }

  /** A main or post context of one attempt of a workflow run, on a clock that moves the service's. */
  private context(runId: string, attempt: number, state?: Record<string, string>) {
    const env = { ...this.runner.env, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: String(attempt) };
    const ctx = testContext({ client: this.client, clock: new JobClock(this.service), env, state });
    return Object.assign(ctx, { github: this.connector });
  }

  async play(history: History): Promise<HistoryRecord> {
    const { service, github } = this;
    this.reset();
    const user = service.accounts.user;
    const browsers = service.platform.browsers.webdriver;
    const tests = history.tests.map((_, i) =>
      service.lab.addTest(user.id, {
        name: `Test ${String.fromCharCode(65 + i)}`,
        browserIds: [browsers[0]!.browser_id],
      }),
    );
    const suite = service.labsuites.addSuite(user.id, { name: 'Generated', testIds: tests.map((t) => t.id) });
    const target = history.target === 'suite' ? suite.id : tests[0]!.id;
    const record: HistoryRecord = { history, tests, attempts: [], triggers: [], jobs: new Map(), runs: [] };
    const runsOf = new Map(tests.map((t) => [t.id, 0]));
    const noResult = new Set<number>();
    let made = 0;
    let attempt = 1;
    let state = new Map<string, string>();
    const steps = history.lostAnswers.map((lost) => (lost ? ({ kind: 'drop-answer' } as const) : 'pass'));
    if (steps.length) service.faults.add('POST', '/v1/lab/:id/trigger', ...steps);
    service.lab.startJob = (account, chosen, options) => {
      const fate = history.jobs[made++] ?? { shape: 'as-tests-go', change: 'none' };
      // The trigger being answered: the fault it takes says whether its answer is lost.
      const request = service.requests.findLast((r) => r.method === 'POST' && r.status === undefined);
      const lost = request?.fault === 'drop-answer';
      this.change(fate.change, tests);
      let anyFails = false;
      for (const test of chosen) {
        const script = history.tests[tests.indexOf(test)] ?? [false];
        const n = runsOf.get(test.id) ?? 0;
        runsOf.set(test.id, n + 1);
        const fails = script[Math.min(n, script.length - 1)]!;
        anyFails ||= fails;
        if (fails) test.failure = { step: 4, message: 'element #pay-now not found' };
        else delete test.failure;
      }
      service.jobs.nextPlan = planOf(fate.shape, anyFails);
      const ids = chosen.map((t) => t.id);
      const overlapping = this.overlapping(record, ids, attempt);
      const saved = this.saved(state, history, target, ids, attempt, record);
      const job = this.startJob(account, chosen, options);
      if (fate.shape === 'no-result') noResult.add(job.id);
      record.jobs.set(job.id, { job, lost, codelessTests: ids });
      record.triggers.push({ attempt, jobId: job.id, codelessTests: ids, lost, saved, overlapping });
      return job;
    };
    const advance = service.jobs.advance.bind(service.jobs);
    service.jobs.advance = (id, status, result) => {
      const job = advance(id, status, result);
      if (noResult.has(id) && status === 'FINISHED') job.success = null;
      return job;
    };
    const runId = String(100_000 + ++this.seq);
    try {
      for (attempt = 1; attempt <= history.attempts; attempt++) {
        const ctx = this.context(runId, attempt);
        state = ctx.state;
        const entry: HistoryRecord['attempts'][number] = { state: {} };
        try {
          entry.result = await run(inputsOf(history, String(target)), ctx);
        } catch (error) {
          entry.error = String(error);
        }
        entry.state = Object.fromEntries(ctx.state);
        const mine = [...github.checkRuns.values()].filter((r) => r.name === 'Generated').at(-1);
        entry.conclusion = mine?.conclusion;
        record.attempts.push(entry);
        const postCtx = this.context(runId, attempt, entry.state);
        await post(postCtx, { 'github-token': 'ghs_generated' });
      }
    } finally {
      service.lab.startJob = this.startJob;
      service.jobs.advance = advance;
      service.faults.clear();
    }
    record.runs = service.lab.runs.map((r) => ({
      jobId: r.jobId,
      testId: r.testId,
      sessionTestId: r.sessionTestId,
      stopped: r.stopped,
    }));
    return record;
  }

  /**
   * Jobs of these Codeless tests still in flight, or whose trigger's answer was lost in this attempt.
   * A job an earlier attempt lost the answer to is not counted: that attempt never knew it, and its
   * post step says it could not stop it (docs/reliability.md).
   */
  private overlapping(record: HistoryRecord, ids: number[], attempt: number): string[] {
    const found: string[] = [];
    for (const [jobId, { job, lost, codelessTests }] of record.jobs) {
      const shared = codelessTests.filter((t) => ids.includes(t));
      if (!shared.length) continue;
      const sameAttempt = record.triggers.find((t) => t.jobId === jobId)?.attempt === attempt;
      const going = this.service.lab.runs.some(
        (r) => r.jobId === jobId && shared.includes(r.testId) && !r.stopped,
      );
      const final = job.status === 'FINISHED' || job.status === 'FAILED';
      if (lost && sameAttempt) found.push(`job ${jobId} of the same test had its answer lost`);
      else if (!final && going && (sameAttempt || !lost))
        found.push(`job ${jobId} of the same test was still running`);
    }
    return found;
  }

  /** Whether the step saved a trigger for its post step before the service received it. */
  private saved(
    state: Map<string, string>,
    history: History,
    target: number,
    ids: number[],
    attempt: number,
    record: HistoryRecord,
  ): boolean {
    const first = !record.triggers.some((t) => t.attempt === attempt);
    const kind = history.target;
    if (first && state.get('target') === JSON.stringify({ kind, id: target })) return true;
    const retries = JSON.parse(state.get('retry-runs') || '[]') as Array<{ testId: number }>;
    return ids.every((id) => retries.some((r) => r.testId === id));
  }

  /** `latest` moves on one version, or the tests move to the next browser of the catalogue. */
  private change(change: BrowserChange, tests: FakeLabTest[]): void {
    const browsers = this.service.platform.browsers.webdriver;
    if (change === 'bump') for (const b of browsers) b.version++;
    if (change === 'swap')
      for (const test of tests) {
        const at = browsers.findIndex((b) => b.browser_id === test.browserIds[0]);
        test.browserIds = [browsers[(at + 1) % browsers.length]!.browser_id];
      }
  }

  /** Each history starts on an empty service and GitHub, with the browsers as they first were. */
  private reset(): void {
    const { service, github } = this;
    service.requests.length = 0;
    service.faults.clear();
    service.lab.tests.clear();
    service.lab.runs.length = 0;
    service.lab.triggers.length = 0;
    service.lab.stops.length = 0;
    service.jobs.jobs.clear();
    service.labsuites.suites.clear();
    service.tests.tests.clear();
    service.platform.browsers.webdriver = structuredClone(this.catalogue);
    github.checkRuns.clear();
    github.requests.length = 0;
    writeFileSync(this.runner.env.GITHUB_STEP_SUMMARY!, '');
  }
}

/** The plan of a job of this shape, whose tests' failures `startJob` lists as errors where it lists any. */
function planOf(shape: JobShape, anyFails: boolean): JobStep[] {
  const running: JobStep = { status: 'RUNNING', afterPolls: 1 };
  switch (shape) {
    case 'no-errors':
      return [running, { status: 'FINISHED', afterPolls: 1, success: !anyFails, errors: [] }];
    case 'no-result':
      return [running, { status: 'FINISHED', afterPolls: 1, errors: [] }];
    case 'failed':
      return [running, { status: 'FAILED', afterPolls: 1 }];
    case 'never-ends':
      return [running];
    default:
      return [running, { status: 'FINISHED', afterPolls: 1 }];
  }
}
