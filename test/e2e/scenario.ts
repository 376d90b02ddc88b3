// The world the end-to-end tests and `npm run demo` run the committed dist/ against: the fake service
// and the fake GitHub on 127.0.0.1, a Codeless suite whose job ends with one failed test, and the
// build its runs are recorded in. The fakes keep Codeless jobs and test records apart (the spec does
// not link them), so `recordJobAsBuild` plays the service's part of recording a job's runs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import { FakeGitHub } from '../fake-github/server.ts';
import type { Account } from '../fake-service/accounts.ts';
import type { JobStep } from '../fake-service/routes/jobs.ts';
import type { FakeLabTest } from '../fake-service/routes/lab.ts';
import type { FakeSuite } from '../fake-service/routes/labsuites.ts';
import type { FakeTest, TestSeed } from '../fake-service/routes/tests.ts';
import { FakeService } from '../fake-service/server.ts';
import { writeAppFile } from '../support/app-file.ts';
import {
  type Job,
  type JobOptions,
  runAction,
  type StepOptions,
  type StepResult,
} from '../support/runner.ts';

/** The one Codeless test of the suite that fails, and how. */
export const FAILURE = { test: 'Checkout', step: 4, message: 'element #pay-now not found' } as const;

/** The fakes a job runs against, and the account whose settings the job is given. */
export interface World extends AsyncDisposable {
  service: FakeService;
  github: FakeGitHub;
  user: Account;
  /** The key, the secret and the Basic authorization value made of them: never shown in a log. */
  secrets: string[];
  /**
   * Options for `createJob`/`runAction`: the user's settings as CLOUDTEST_* in the job's `env:` (as a
   * workflow passes them from its secrets), and the fake as the GitHub API.
   */
  jobOptions(extra?: JobOptions): JobOptions;
}

/**
 * The test file's world: both fakes started before its tests (then `started` keeps and seeds it) and
 * stopped after them.
 */
export function useWorld(started: (world: World) => void): void {
  let world: World | undefined;
  beforeAll(async () => {
    world = await startWorld();
    started(world);
  });
  afterAll(async () => {
    await world?.[Symbol.asyncDispose]();
  });
}

/** Starts both fakes; `await using` stops them. */
export async function startWorld(): Promise<World> {
  const service = new FakeService();
  const github = new FakeGitHub();
  await Promise.all([service.start(), github.start()]);
  const user = service.accounts.user;
  const settings = service.settingsFor('user');
  const settingsEnv = {
    CLOUDTEST_API_URL: settings.apiUrl,
    CLOUDTEST_KEY: settings.key,
    CLOUDTEST_SECRET: settings.secret,
  };
  return {
    service,
    github,
    user,
    secrets: [
      settings.key,
      settings.secret,
      Buffer.from(`${settings.key}:${settings.secret}`).toString('base64'),
    ],
    jobOptions: (extra = {}) => ({
      githubApiUrl: github.url,
      onRun: (env) => github.recordRun(env),
      ...extra,
      env: { ...settingsEnv, ...extra.env },
    }),
    [Symbol.asyncDispose]: async () => {
      await Promise.all([service.stop(), github.stop()]);
    },
  };
}

/** Queued, running at the first poll, over at the second: a job a poll-interval of 1 s sees end in ~1 s. */
export const QUICK_JOB_PLAN: readonly JobStep[] = [
  { status: 'RUNNING', afterPolls: 1 },
  { status: 'FINISHED', afterPolls: 1 },
];

export interface CodelessSuite {
  suite: FakeSuite;
  tests: FakeLabTest[];
}

/**
 * A Codeless suite of three tests of a shop, each on one browser; `Checkout` fails at a step
 * (FAILURE) unless `allPass`. Its job follows QUICK_JOB_PLAN.
 */
export function seedCodelessSuite(
  service: FakeService,
  owner: Account,
  options: { allPass?: boolean } = {},
): CodelessSuite {
  service.jobs.nextPlan = QUICK_JOB_PLAN;
  const tests = ['Login', FAILURE.test, 'Search'].map((name) =>
    service.lab.addTest(owner.id, {
      name,
      url: `https://shop.example.test/${name.toLowerCase()}`,
      ...(name === FAILURE.test && !options.allPass
        ? { failure: { step: FAILURE.step, message: FAILURE.message } }
        : {}),
    }),
  );
  const suite = service.labsuites.addSuite(owner.id, {
    name: 'Shop smoke tests',
    testIds: tests.map((t) => t.id),
  });
  return { suite, tests };
}

/**
 * A suite of these Codeless tests (name, whether its runs fail as FAILURE says), each on one browser:
 * the shape the retries and re-runs are tried on.
 */
export function seedSuiteOf(world: World, tests: Array<[string, boolean]>): CodelessSuite {
  const failure = { step: FAILURE.step, message: FAILURE.message };
  const added = tests.map(([name, fails]) =>
    world.service.lab.addTest(world.user.id, { name, ...(fails ? { failure } : {}) }),
  );
  const suite = world.service.labsuites.addSuite(world.user.id, {
    name: 'Shop suite',
    testIds: added.map((t) => t.id),
  });
  return { suite, tests: added };
}

/** The build the scenario records a job's runs in: the workflow passes it to annotate-build. */
export const buildNameOf = (jobId: number | string) => `codeless-job-${jobId}`;

/**
 * Records the runs of a job as test records of its build (buildNameOf), as the service records each
 * spawned test: same session, the Codeless test's name, the browser it ran on, and the failure's
 * message for a failing test.
 */
export function recordJobAsBuild(service: FakeService, owner: Account, jobId: number): FakeTest[] {
  const runs = service.lab.runs.filter((run) => run.jobId === jobId);
  if (!runs.length) throw new Error(`job ${jobId} spawned no runs`);
  const { tests } = service.tests.seedBuild(
    owner,
    buildNameOf(jobId),
    runs.map((run) => {
      const test = service.lab.tests.get(run.testId);
      const browser = service.platform.browsers.webdriver.find((b) => b.browser_id === run.browserId);
      const failure = test?.failure;
      return {
        name: test?.name ?? `Codeless test ${run.testId}`,
        session_id: run.sessionId,
        browserId: run.browserId,
        browser: browser?.selenium_name.toLowerCase() ?? null,
        browser_version: browser ? String(browser.version) : null,
        success: !failure,
        status_message: failure ? `Step ${failure.step}: ${failure.message}` : null,
      };
    }),
  );
  return tests;
}

/**
 * Lines of a step's log, as the runner shows it, that show a secret in clear: the runner masks a
 * value only from the line that registers it (`::add-mask::`) on, so a secret printed before the
 * step masked it, or in a form the mask does not cover, shows here.
 */
export function shownSecrets(result: Pick<StepResult, 'log'>, secrets: readonly string[]): string[] {
  return result.log.filter((line) => secrets.some((secret) => line.includes(secret)));
}

/** Where the workflow's build step leaves the APK, and the glob upload-app is given. */
const APK_DIR = 'app/build/outputs/apk/release';
const APK_GLOB = `${APK_DIR}/*.apk`;

export interface WorkflowStep {
  /** The step's `id:` in the workflow, by which later steps read its outputs. */
  id: 'tunnel' | 'app' | 'trigger' | 'wait' | 'annotate';
  name: string;
  result: StepResult;
}

export interface WorkflowRun {
  steps: WorkflowStep[];
  /** The post steps the job ran at its end, in the order it ran them. */
  posts: StepResult[];
  /** The job the suite's trigger started. */
  jobId: number;
  build: string;
}

/**
 * The job a workflow using the whole bundle runs, each step from the committed dist/ with the
 * outputs of earlier steps in its inputs:
 *
 *   - id: tunnel    uses: ./actions/start-tunnel
 *   - (build the app: the APK lands in APK_DIR)
 *   - id: app       uses: ./actions/upload-app         with: { file: APK_GLOB }
 *   - id: trigger   uses: ./actions/trigger-lab-suite  with: { suite-id }
 *   - id: wait      uses: ./actions/wait-for-job       with: { job-id: steps.trigger.outputs.job-id }
 *   - id: annotate  if: always()  uses: ./actions/annotate-build  with: { build: codeless-job-<job-id> }
 *   (post: start-tunnel tears the tunnel down)
 *
 * Between trigger and wait the service records the job's runs in the build (recordJobAsBuild).
 * `onStep` sees each step as it ends, posts included.
 */
export async function runWorkflow(
  world: World,
  job: Job,
  suiteId: number,
  onStep: (step: { name: string; result: StepResult }) => void = () => {},
): Promise<WorkflowRun> {
  const steps: WorkflowStep[] = [];
  const step = async (id: WorkflowStep['id'], name: string, options: StepOptions) => {
    const result = await job.step(options);
    steps.push({ id, name, result });
    onStep({ name, result });
    return result;
  };
  const output = (result: StepResult, name: string) => {
    const value = result.outputs[name];
    if (!value) throw new Error(`${result.action} left no output "${name}": ${result.errors.join('; ')}`);
    return value;
  };

  await step('tunnel', 'Start a tunnel', { action: 'start-tunnel', inputs: { 'ready-timeout': 30 } });
  mkdirSync(join(job.workspace, APK_DIR), { recursive: true });
  await writeAppFile(join(job.workspace, APK_DIR, 'shop-release.apk'), 200_000);
  await step('app', 'Upload the app', { action: 'upload-app', inputs: { file: APK_GLOB } });
  const trigger = await step('trigger', 'Trigger the Codeless suite', {
    action: 'trigger-lab-suite',
    inputs: { 'suite-id': suiteId },
  });
  const jobId = output(trigger, 'job-id');
  recordJobAsBuild(world.service, world.user, Number(jobId));
  await step('wait', 'Wait for the job', {
    action: 'wait-for-job',
    inputs: { 'job-id': jobId, 'poll-interval': 1, timeout: 60 },
  });
  const build = buildNameOf(jobId);
  await step('annotate', 'Annotate the build', {
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 1 },
  });
  const posts = await job.finish();
  // The runner names a post step after its main step.
  const nameOf = (action: string) => steps.find((s) => s.result.action === action)?.name ?? action;
  for (const result of posts) onStep({ name: `Post ${nameOf(result.action)}`, result });
  return { steps, posts, jobId: Number(jobId), build };
}

/** A base commit and a pull request onto it (`main`): the push that reports the base, and the pull request. */
export interface Comparing {
  base: string;
  push: { name: string; payload: Record<string, unknown> };
  pullRequest: { name: string; payload: Record<string, unknown> };
}

export function comparing(base: string, head: string, number: number): Comparing {
  return {
    base,
    push: { name: 'push', payload: { before: '0'.repeat(40), after: base } },
    pullRequest: {
      name: 'pull_request',
      payload: { number, pull_request: { number, head: { sha: head }, base: { sha: base, ref: 'main' } } },
    },
  };
}

let annotated = 0;

/**
 * annotate-build on a fresh build of `tests` (named `<prefix>-<n>`), on the base commit (a push) or the
 * pull request's head, through dist/.
 */
export function annotateOn(
  world: World,
  at: Comparing & { prefix: string },
  on: 'base' | 'head',
  tests: TestSeed[],
  inputs: Record<string, string | number | boolean> = {},
  matrix?: Record<string, unknown>,
): Promise<StepResult & { build: string }> {
  const build = `${at.prefix}-${++annotated}`;
  world.service.tests.seedBuild(world.user, build, tests);
  return runAction({
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 1, ...inputs },
    ...world.jobOptions({
      event: on === 'base' ? at.push : at.pullRequest,
      env: { GITHUB_SHA: on === 'base' ? at.base : 'e'.repeat(40) },
      ...(matrix ? { matrix } : {}),
    }),
  }).then((result) => ({ ...result, build }));
}
