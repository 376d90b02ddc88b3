// Generated histories of the root action, and what must hold on every one. A history is a Codeless
// target, the inputs of the step, and what the service does to each job it is asked for (its tests'
// results, a lost answer, a job FINISHED without errors or with no result, a FAILED job, one that never
// ends, a browser bumped or swapped before it starts), over one workflow attempt or a re-run of it; on
// a pull request, what its base commit's report says and who wrote it (trusted, or spoiled: another
// app, a pull request's workflow run, a forged or old digest), a base on the browser version before,
// look-ups of failed tests failing, and `fail-on`. The step runs in this process (its `run`, then its
// post step's clean-up) against the fake service and the fake GitHub on a simulated clock;
// `HistoryWorld.play` records what happened, and each of PROPERTIES reads that record. To try more:
// add an arbitrary to `historyArbitrary`, what the fakes do with it to `HistoryWorld`, and what must
// hold to PROPERTIES.
import { writeFileSync } from 'node:fs';

import fc from 'fast-check';

import { InputsSchema } from '../../src/actions/run-codeless-tests/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/run-codeless-tests/names.ts';
import { post } from '../../src/actions/run-codeless-tests/post.ts';
import { run } from '../../src/actions/run-codeless-tests/run.ts';
import type { ServiceClient } from '../../src/api/client.ts';
import { writeDigest } from '../../src/report/history/digest/fitting.ts';
import { digestOf } from '../../src/report/history/digest/model.ts';
import { CompactTests } from '../../src/report/value/compact.ts';
import { gitHubConnector } from '../../src/runtime/github/connector.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import type { ActionResult, GitHubConnector } from '../../src/runtime/types.ts';
import { JobClock } from '../actions/codeless-context.ts';
import { PR_HEAD_SHA, runnerEnv } from '../fake-github/runner-env.ts';
import { type FakeGitHub, type FakeIdentity } from '../fake-github/server.ts';
import type { FakeJob, JobStep } from '../fake-service/routes/jobs.ts';
import type { FakeLabTest } from '../fake-service/routes/lab.ts';
import type { FakeBrowser } from '../fake-service/routes/platform.ts';
import type { FakeService } from '../fake-service/server.ts';
import { testContext } from '../support/context.ts';
import { forgedDigest } from '../support/digests.ts';
import { clientFor } from '../support/service.ts';

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

/** How the base commit's report is spoiled, if it is: the step must then never compare with it. */
export type BaseSpoil =
  | 'none'
  /** Written by the other of the workflow's app and the step's. */
  | 'other-app'
  /** Its digest names a workflow run a pull request triggered. */
  | 'pr-run'
  /** Its digest is forged: 8 million keys in a few kilobytes. */
  | 'forged'
  /** Its digest is of version 2, whose keys held versions. */
  | 'old-version';

/** A pull request's base commit and its report of the same check, as the step meets it. */
export interface BaseHistory {
  /** Per Codeless test: whether it failed in the base's report. */
  failed: boolean[];
  spoil: BaseSpoil;
  /** The base ran on the browser version before the one the head starts on. */
  olderVersion: boolean;
  /** The step writes with an app's installation token, not the workflow's. */
  appToken: boolean;
  /** Every look-up of a failed test's record (GET /v1/tests/{id}) fails on the head. */
  lookupsFail: boolean;
}

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
  /** Inputs `fail-on` and `fail-on-unknown`. */
  failOn: 'failures' | 'new-failures';
  failOnUnknown: boolean;
  /** On a pull request: its base's report (the step then reports). Else a push that compares with nothing. */
  base?: BaseHistory;
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
    failOn: fc.constantFrom<History['failOn']>('failures', 'new-failures', 'new-failures'),
    failOnUnknown: fc.constantFrom(true, true, true, false),
    // A base in a third of the histories: each forces a report, what costs a history most.
    base: fc.oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      {
        arbitrary: fc.record({
          // Mostly failed there: what makes a failure here old.
          failed: fc.array(fc.constantFrom(true, true, false), { minLength: 3, maxLength: 3 }),
          spoil: fc.constantFrom<BaseSpoil>(
            'none',
            'none',
            'none',
            'other-app',
            'pr-run',
            'forged',
            'old-version',
          ),
          olderVersion: fc.boolean(),
          appToken: fc.boolean(),
          lookupsFail: fc.constantFrom(false, false, true),
        }),
        weight: 1,
      },
    ),
  })
  .map(({ base, ...h }) => ({
    ...h,
    tests: h.target === 'test' ? h.tests.slice(0, 1) : h.tests,
    // A base is compared with by a report; a re-run starts from the earlier attempt's report.
    report: h.report || h.attempts === 2 || base !== null,
    // With a base, a test keeps its browser: its name and browser family make it the base's test
    // (src/report/value/family.ts), and a test moved to another browser is another test.
    jobs: base ? h.jobs.map((j) => (j.change === 'swap' ? { ...j, change: 'bump' as const } : j)) : h.jobs,
    ...(base ? { base } : {}),
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
    /** The conclusion of the check run the attempt left, if it made one, and its summary. */
    conclusion?: string | null;
    summary?: string | null;
    state: Record<string, string>;
  }>;
  triggers: TriggerSeen[];
  /**
   * Per job: the job as the service ended it, whether its trigger's answer was lost, and whether it
   * was a trigger of one Codeless test (which the step reads by the job's word alone).
   */
  jobs: Map<number, { job: FakeJob; lost: boolean; codelessTests: number[]; oneTest: boolean }>;
  /** Runs per job and Codeless test: their spawned tests, the browser's family, and whether the run was stopped. */
  runs: Array<{ jobId: number; testId: number; sessionTestId: number; family: string; stopped: boolean }>;
  /** The base commit's report, as the fake GitHub held it: the family its tests ran on. */
  base?: { sha: string; family: string };
  /** Every check run on GitHub once the last post step ended. */
  checkRuns: Array<{ id: number; head_sha: string; status: string; conclusion: string | null }>;
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
    name: 'never passed while a test’s last run failed or is unknown, but for failures a trusted base had too',
    check(record) {
      const last = record.attempts.at(-1)!;
      const passedStep = last.result !== undefined && last.result.failure === undefined;
      const passedCheck = last.conclusion === 'success';
      const passedOutput = last.result?.outputs.success === 'true';
      if (!passedStep && !passedCheck && !passedOutput) return undefined;
      const { history } = record;
      for (const [i, test] of record.tests.entries()) {
        const jobId = lastJobOf(record, test.id);
        const outcome = jobId === undefined ? 'unknown' : heard(record, jobId, test.id);
        if (outcome === 'passed') continue;
        // fail-on-unknown: false: an unknown outcome neither passes nor fails.
        if (outcome === 'unknown' && !history.failOnUnknown && !passedOutput) continue;
        // fail-on: new-failures lets the step pass (never its check run or `success`) on what failed on
        // a trusted base it was compared with.
        const old = history.failOn === 'new-failures' && trustedBaseFailed(record, i);
        if (old && passedStep && !passedCheck && !passedOutput) continue;
        const what = passedStep
          ? 'the step passed'
          : passedCheck
            ? 'the check run is success'
            : 'success is true';
        return `${what} while ${test.name}'s last run (job ${jobId ?? 'none'}) was ${outcome === 'failed' ? 'a failure' : 'unknown'} by the service's word`;
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
  {
    name: 'a test that failed on a trusted base is never a new failure',
    check(record) {
      const last = record.attempts.at(-1)!;
      const outputs = last.result?.outputs;
      if (!record.base || outputs?.['compared-to'] !== record.base.sha) return undefined;
      // Failed by name in every run, on the base's browser family: its key is the base's failed one.
      const old = record.tests.filter((t, i) => record.history.base?.failed[i] && failedByName(record, t.id));
      const fresh = Number(outputs['new-failures']);
      const failed = Number(outputs['failed-count']);
      return fresh + old.length > failed
        ? `${fresh} new of ${failed} failures, though ${old.map((t) => t.name).join(', ')} failed on the base too`
        : undefined;
    },
  },
  {
    name: 'a base report is compared exactly when trusted, and a spoiled one is one sentence',
    check(record) {
      const { base } = record.history;
      const last = record.attempts.at(-1)!;
      if (!base || !record.base || !last.result) return undefined;
      const comparedTo = last.result.outputs['compared-to'];
      if (base.spoil !== 'none') {
        if (comparedTo) return `compared with a base report spoiled (${base.spoil})`;
        const lines = (last.summary ?? '').split('\n').filter((l) => l.startsWith('**Not compared'));
        return lines.length === 1 ? undefined : `${lines.length} "Not compared" lines for a spoiled base`;
      }
      // A job that did not end reported only some tests: nothing to compare.
      if (last.conclusion === 'timed_out' || last.conclusion === 'cancelled' || !last.conclusion)
        return undefined;
      return comparedTo === record.base.sha
        ? undefined
        : `a trusted base was not compared (compared-to '${comparedTo}')`;
    },
  },
  {
    name: 'every check run a step opens ends completed',
    check: (record) =>
      record.checkRuns
        .filter((r) => r.status !== 'completed')
        .map((r) => `check run #${r.id} is left ${r.status}`)[0],
  },
  {
    name: 'a check run is neutral only for failures fail-on let through, never for missing results',
    check(record) {
      const last = record.attempts.at(-1)!;
      if (last.conclusion !== 'neutral') return undefined;
      const failed = Number(last.result?.outputs['failed-count'] ?? 0);
      return failed > 0 ? undefined : 'the check run is neutral without a failed test';
    },
  },
];

/**
 * What the step can know of a Codeless test's run in a job, by the job's word as the one reading
 * reads it: a job whose trigger's answer was lost is unknown to it; a FAILED job failed; a trigger of
 * one Codeless test is decided by `success`; in a job of several, an error naming the test's run fails
 * it and the rest is `saidPassed` or unknown.
 */
function heard(record: HistoryRecord, jobId: number, testId: number): 'passed' | 'failed' | 'unknown' {
  const entry = record.jobs.get(jobId);
  if (!entry || entry.lost) return 'unknown';
  const { job } = entry;
  if (job.status === 'FAILED') return 'failed';
  if (job.status !== 'FINISHED') return 'unknown';
  if (saidPassed(record, jobId, testId)) return 'passed';
  if (entry.oneTest) return job.success === false ? 'failed' : 'unknown';
  return namedIn(record, jobId, testId) ? 'failed' : 'unknown';
}

/** Whether an error of the job names one of the test's runs in it. */
function namedIn(record: HistoryRecord, jobId: number, testId: number): boolean {
  const own = new Set(
    record.runs.filter((r) => r.jobId === jobId && r.testId === testId).map((r) => r.sessionTestId),
  );
  return (record.jobs.get(jobId)?.job.errors ?? []).some((e) => own.has(e.test_id as number));
}

/** Whether every run of the test failed by name, in a job the step knew, on the base's browser family. */
function failedByName(record: HistoryRecord, testId: number): boolean {
  const runs = record.runs.filter((r) => r.testId === testId);
  return (
    runs.length > 0 &&
    runs.every((r) => {
      const entry = record.jobs.get(r.jobId);
      return (
        entry !== undefined &&
        !entry.lost &&
        entry.job.status === 'FINISHED' &&
        r.family === record.base?.family &&
        namedIn(record, r.jobId, testId)
      );
    })
  );
}

/** Whether the step was compared with a trusted base report in which the test at `index` failed. */
function trustedBaseFailed(record: HistoryRecord, index: number): boolean {
  const { base } = record.history;
  const comparedTo = record.attempts.at(-1)?.result?.outputs['compared-to'];
  return !!base && base.spoil === 'none' && !!base.failed[index] && comparedTo === record.base?.sha;
}

/** The workflow's token, and an app's installation token (actions/create-github-app-token makes one). */
const WORKFLOW_TOKEN_TEXT = 'ghs_generated';
const APP_TOKEN = 'ghs_generated_app';
const APP: FakeIdentity = { kind: 'app', id: 880_022, slug: 'generated-ci' };
const tokenOf = (history: History) => (history.base?.appToken ? APP_TOKEN : WORKFLOW_TOKEN_TEXT);

/** The pull request's base commit, on the branch main, and the workflow run that wrote its report. */
const BASE_SHA = '5a5e'.repeat(10);
const BASE_RUN_ID = 77_001;
/** 8 million keys in about 11,000 characters: read back, it must end in one sentence. */
const FORGED = forgedDigest(8_000_000);

/** Reads the inputs as the runner would hand them to the step. */
function inputsOf(history: History, target: string): ReturnType<typeof InputsSchema.parse> {
  const raw: Record<string, string> = {
    [history.target === 'suite' ? 'suite-id' : 'test-id']: target,
    retries: String(history.retries),
    'stop-scope': history.stopScope,
    timeout: '60',
    'poll-interval': '5',
    'github-token': tokenOf(history),
    'check-name': 'Generated',
    report: String(history.report),
    'junit-file': '',
    'ctrf-file': '',
    'fail-on': history.failOn,
    'fail-on-unknown': String(history.failOnUnknown),
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
  /**
   * One runner folder, service client and GitHub connection for every history: each step's own would
   * cost more than its run.
   */
  private readonly runner: ReturnType<typeof runnerEnv>;
  /** The same on a pull request whose base is BASE_SHA. */
  private readonly pullRequest: ReturnType<typeof runnerEnv>;
  private readonly client: ServiceClient;
  private readonly connector: GitHubConnector;
  private seq = 0;

  constructor(service: FakeService, github: FakeGitHub) {
    this.service = service;
    this.github = github;
    this.catalogue = structuredClone(service.platform.browsers.webdriver);
    this.startJob = service.lab.startJob.bind(service.lab);
    this.runner = runnerEnv(github);
    this.pullRequest = runnerEnv(github, {
      event: {
        name: 'pull_request',
        payload: {
          number: 7,
          pull_request: { number: 7, head: { sha: PR_HEAD_SHA }, base: { sha: BASE_SHA, ref: 'main' } },
        },
      },
    });
    github.tokens.set(APP_TOKEN, APP);
    this.client = clientFor(service);
    this.connector = gitHubConnector(testContext({ env: this.runner.env }));
  }

  [Symbol.dispose](): void {
    this.runner[Symbol.dispose]();
    this.pullRequest[Symbol.dispose]();
  }

  /**
   * A main or post context of one attempt of a workflow run, on a clock that moves the service's: on a
   * pull request when the history has a base, else on a push.
   */
  private context(history: History, runId: string, attempt: number, state?: Record<string, string>) {
    const runner = history.base ? this.pullRequest : this.runner;
    const env = { ...runner.env, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: String(attempt) };
    const ctx = testContext({ client: this.client, clock: new JobClock(this.service), env, state });
    return Object.assign(ctx, { github: this.stepGitHub() });
  }

  /**
   * A step's own GitHub client per token, over the one connection, as each step is its own process:
   * what a step learns of its client (the app it writes as, src/report/history/own-app.ts) is never
   * another step's.
   */
  private stepGitHub(): GitHubConnector {
    const clients = new Map<string, ReturnType<GitHubConnector>>();
    return (token) => {
      const key = token ?? '';
      let client = clients.get(key);
      if (!client) {
        client = this.connector(token).then((shared) => shared && (Object.create(shared) as typeof shared));
        clients.set(key, client);
      }
      return client;
    };
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
    const record: HistoryRecord = {
      history,
      tests,
      attempts: [],
      triggers: [],
      jobs: new Map(),
      runs: [],
      checkRuns: [],
      ...(history.base ? { base: await this.placeBase(history.base, tests) } : {}),
    };
    const runsOf = new Map(tests.map((t) => [t.id, 0]));
    let made = 0;
    let attempt = 1;
    let state = new Map<string, string>();
    const steps = history.lostAnswers.map((lost) => (lost ? ({ kind: 'drop-answer' } as const) : 'pass'));
    if (steps.length) service.faults.add('POST', '/v1/lab/:id/trigger', ...steps);
    if (history.base?.lookupsFail) service.faults.always('GET', '/v1/tests/:id', 500);
    service.lab.startJob = (account, chosen, options) => {
      const fate = history.jobs[made++] ?? { shape: 'as-tests-go', change: 'none' };
      // The trigger being answered: the fault it takes says whether its answer is lost.
      const request = service.requests.findLast((r) => r.method === 'POST' && r.status === undefined);
      const lost = request?.fault === 'drop-answer';
      const oneTest = request?.path.startsWith('/v1/lab/') ?? false;
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
      record.jobs.set(job.id, { job, lost, codelessTests: ids, oneTest });
      record.triggers.push({ attempt, jobId: job.id, codelessTests: ids, lost, saved, overlapping });
      return job;
    };
    const runId = String(100_000 + ++this.seq);
    try {
      for (attempt = 1; attempt <= history.attempts; attempt++) {
        const ctx = this.context(history, runId, attempt);
        state = ctx.state;
        const entry: HistoryRecord['attempts'][number] = { state: {} };
        try {
          entry.result = await run(inputsOf(history, String(target)), ctx);
        } catch (error) {
          entry.error = String(error);
        }
        entry.state = Object.fromEntries(ctx.state);
        const mine = [...github.checkRuns.values()]
          .filter((r) => r.name === 'Generated' && r.head_sha !== BASE_SHA)
          .at(-1);
        entry.conclusion = mine?.conclusion;
        entry.summary = mine?.output.summary;
        record.attempts.push(entry);
        const postCtx = this.context(history, runId, attempt, entry.state);
        await post(postCtx, { 'github-token': tokenOf(history) });
      }
    } finally {
      service.lab.startJob = this.startJob;
      service.faults.clear();
    }
    record.runs = service.lab.runs.map((r) => ({
      jobId: r.jobId,
      testId: r.testId,
      sessionTestId: r.sessionTestId,
      family: this.familyOf(r.browserId),
      stopped: r.stopped,
    }));
    record.checkRuns = [...github.checkRuns.values()].map(({ id, head_sha, status, conclusion }) => ({
      id,
      head_sha,
      status,
      conclusion,
    }));
    return record;
  }

  private familyOf(browserId: number): string {
    const browsers = this.service.platform.browsers.webdriver;
    return browsers.find((b) => b.browser_id === browserId)?.selenium_name ?? String(browserId);
  }

  /**
   * The base commit's report of the same check, as a push run on main wrote it (its digest names that
   * run, which GitHub holds), every test on the tests' first browser: written by the step's own app,
   * unless the history spoils it.
   */
  private async placeBase(base: BaseHistory, tests: FakeLabTest[]): Promise<{ sha: string; family: string }> {
    const browsers = this.service.platform.browsers.webdriver;
    const browser = browsers.find((b) => b.browser_id === tests[0]!.browserIds[0])!;
    const environment = `${browser.selenium_name} ${browser.version - (base.olderVersion ? 1 : 0)}`;
    const entries = tests.map((t, i) => ({
      name: t.name,
      outcome: base.failed[i] ? ('failed' as const) : ('passed' as const),
      environment,
    }));
    const keys = new CompactTests();
    for (const entry of entries) keys.push(entry);
    const failed = entries.filter((e) => e.outcome === 'failed');
    const counts = {
      total: entries.length,
      passed: entries.length - failed.length,
      failed: failed.length,
      unknown: 0,
      flaky: 0,
    };
    const digest = digestOf({
      counts,
      keys,
      failed,
      passedNamed: true,
      timing: {},
      run: { runId: String(BASE_RUN_ID), attempt: 1 },
      versions: { environments: [environment], platforms: [] },
    });
    const written = writeDigest(digest).text;
    const text =
      base.spoil === 'forged'
        ? FORGED
        : base.spoil === 'old-version'
          ? written.replace(/v\d+ /, 'v2 ')
          : written;
    const pullRequest = base.spoil === 'pr-run';
    this.github.workflowRuns.set(BASE_RUN_ID, {
      id: BASE_RUN_ID,
      event: pullRequest ? 'pull_request' : 'push',
      head_branch: pullRequest ? 'feature' : 'main',
      head_sha: BASE_SHA,
      run_attempt: 1,
    });
    const ownToken = base.appToken ? APP_TOKEN : WORKFLOW_TOKEN_TEXT;
    const otherToken = base.appToken ? WORKFLOW_TOKEN_TEXT : APP_TOKEN;
    const answer = await fetch(`${this.github.url}/repos/octo/shop/check-runs`, {
      method: 'POST',
      headers: {
        authorization: `token ${base.spoil === 'other-app' ? otherToken : ownToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'Generated',
        head_sha: BASE_SHA,
        external_id: 'job-1',
        status: 'completed',
        conclusion: failed.length ? 'failure' : 'success',
        output: { title: 'The base', summary: '', text },
      }),
    });
    if (!answer.ok) throw new Error(`The base report was not written: HTTP ${answer.status}`);
    return { sha: BASE_SHA, family: browser.selenium_name };
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
    github.workflowRuns.clear();
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
      return [running, { status: 'FINISHED', afterPolls: 1, success: null, errors: [] }];
    case 'failed':
      return [running, { status: 'FAILED', afterPolls: 1 }];
    case 'never-ends':
      return [running];
    default:
      return [running, { status: 'FINISHED', afterPolls: 1 }];
  }
}
