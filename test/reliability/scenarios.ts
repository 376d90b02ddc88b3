// Each action run in this process through its own `run` (and post) functions against a fake service,
// on a clock that also moves the service's time, so a 10-second poll deadline takes milliseconds and
// the time an action waited before giving up can be read off the clock. The fault matrix in
// faults.test.ts runs every scenario under every fault.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { z } from 'zod';

import * as annotateBuildInputs from '../../src/actions/annotate-build/inputs.ts';
import * as annotateBuildNames from '../../src/actions/annotate-build/names.ts';
import { run as annotate } from '../../src/actions/annotate-build/run.ts';
import * as rootInputs from '../../src/actions/run-codeless-tests/inputs.ts';
import * as rootNames from '../../src/actions/run-codeless-tests/names.ts';
import { post as stopRuns } from '../../src/actions/run-codeless-tests/post.ts';
import { run as runCodeless } from '../../src/actions/run-codeless-tests/run.ts';
import { isRunning } from '../../src/actions/start-tunnel/client-process.ts';
import * as startTunnelInputs from '../../src/actions/start-tunnel/inputs.ts';
import * as startTunnelNames from '../../src/actions/start-tunnel/names.ts';
import { clientFolderOf, readClientRecord } from '../../src/actions/start-tunnel/ownership.ts';
import { run as openTunnel } from '../../src/actions/start-tunnel/run.ts';
import { teardown } from '../../src/actions/start-tunnel/teardown.ts';
import * as triggerInputs from '../../src/actions/trigger-lab-suite/inputs.ts';
import * as triggerNames from '../../src/actions/trigger-lab-suite/names.ts';
import { run as triggerSuite } from '../../src/actions/trigger-lab-suite/run.ts';
import * as uploadAppInputs from '../../src/actions/upload-app/inputs.ts';
import * as uploadAppNames from '../../src/actions/upload-app/names.ts';
import { run as upload } from '../../src/actions/upload-app/run.ts';
import * as waitForJobInputs from '../../src/actions/wait-for-job/inputs.ts';
import * as waitForJobNames from '../../src/actions/wait-for-job/names.ts';
import { run as waitFor } from '../../src/actions/wait-for-job/run.ts';
import type { HttpMethod } from '../../src/api/transport/request.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import type { ServiceContext } from '../../src/runtime/service-context.ts';
import type { ActionResult, Clock } from '../../src/runtime/types.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import type { FakeGitHub } from '../fake-github/server.ts';
import type { FakeService } from '../fake-service/server.ts';
import { zipOf } from '../support/app-file.ts';
import { ServiceLinkedClock, TestClock, type TestContext, testContext } from '../support/context.ts';
import { clientFor } from '../support/service.ts';
import { scratchFolder } from '../support/tunnel-client.ts';
import { CLIENT_ARGS, noRunInFlight, seedSuite } from './support.ts';

const annotateBuild = { ...annotateBuildInputs, ...annotateBuildNames };
const root = { ...rootInputs, ...rootNames };
const startTunnel = { ...startTunnelInputs, ...startTunnelNames };
const trigger = { ...triggerInputs, ...triggerNames };
const uploadApp = { ...uploadAppInputs, ...uploadAppNames };
const waitForJob = { ...waitForJobInputs, ...waitForJobNames };

export interface Endpoint {
  method: HttpMethod;
  /** As the fake service's faults take it: `/v1/jobs/:id`. */
  pattern: string;
  /** Its answer carries no body (204), so there is no body to be malformed. */
  noBody?: boolean;
}

export const show = (e: Endpoint) => `${e.method} ${e.pattern}`;

/** What one run of a scenario (main, then post where the action has one) came to. */
export interface Run {
  result?: ActionResult;
  /** The one line the step failed with: a thrown error's message or the result's failure. */
  failure?: string;
  /** Warnings of main and post. */
  warnings: string[];
  /**
   * Time main waited before it ended: back-off and polls on the test clock. Client mode runs a real
   * process on the real clock; there it is the back-off alone.
   */
  waitedMs: number;
  /** Every back-off the transport took, in order. */
  backoffs: number[];
  /** What main saved for its post step. */
  state: Record<string, string>;
}

export interface GoOptions {
  /** The transport's time limit per request (and an upload's wait for its answer). */
  timeoutMs: number;
  /** Runs between main and its post step: the test takes main's faults away, or leaves them. */
  betweenSteps?: () => void;
}

export interface Scenario {
  /** In test names: `start-tunnel (API mode)`. */
  name: string;
  /** For the ledger. */
  action: string;
  /** What main reads: GET, PUT, DELETE and idempotent POSTs, each retried. */
  reads: Endpoint[];
  /** What the post step calls: its problems are warnings, never a failed job. */
  postCalls: Endpoint[];
  /** POSTs that start something: never sent twice. */
  sends: Endpoint[];
  /** Polls wait persistent failures through until this deadline (ms); absent: the first failure ends the step. */
  deadlineMs?: number;
  /** Whether request counts are exact; a real client process makes them depend on timing. */
  exactCounts: boolean;
  go(service: FakeService, options: GoOptions): Promise<Run>;
  /** The run did everything an unfaulted run does. */
  succeeded(service: FakeService, run: Run): boolean;
  /** What a send started at the service (tunnels, stored apps, triggers): never more than one. */
  started(service: FakeService): number;
}

/**
 * One case: contexts whose clients back off at the worst jitter, on the case's clock, every back-off
 * recorded; main and its post step run as the runner runs them.
 */
class CaseWorld {
  readonly backoffs: number[] = [];
  private readonly contexts: Array<TestContext & ServiceContext> = [];
  private readonly service: FakeService;
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private readonly started: number;
  private readonly betweenSteps: (() => void) | undefined;
  private mainEnded: number | undefined;
  private mainState: Map<string, string> | undefined;

  constructor(service: FakeService, options: GoOptions, clock: Clock = new ServiceLinkedClock(service)) {
    this.service = service;
    this.timeoutMs = options.timeoutMs;
    this.betweenSteps = options.betweenSteps;
    this.clock = clock;
    this.started = clock.now();
  }

  context(
    options: { state?: Record<string, string>; env?: Record<string, string | undefined> } = {},
  ): TestContext & ServiceContext {
    const testClock = this.clock instanceof TestClock ? this.clock : undefined;
    const client = clientFor(this.service, {
      timeoutMs: this.timeoutMs,
      random: () => 1,
      sleep: async (ms, signal) => {
        this.backoffs.push(ms);
        // A real process cannot be hurried: there the back-off is counted, not slept.
        if (testClock) await testClock.sleep(ms, signal);
      },
    });
    const ctx = testContext({ client, clock: testClock, env: options.env, state: options.state });
    // Client mode runs on the system clock (a real process takes real time).
    if (!testClock) Object.assign(ctx, { clock: this.clock });
    this.contexts.push(ctx);
    return ctx;
  }

  /** Runs main; a failure is part of the outcome, as on the runner. */
  async main(ctx: TestContext, work: () => Promise<ActionResult>): Promise<Outcome> {
    this.mainState = ctx.state;
    try {
      return { result: await work() };
    } catch (error) {
      return { error };
    } finally {
      this.mainEnded = this.clock.now();
    }
  }

  /** Runs a post step as `runPostEntry` does: whatever it throws becomes a warning. */
  async post(ctx: TestContext & ServiceContext, work: () => Promise<void>): Promise<void> {
    if (this.mainEnded !== undefined) this.betweenSteps?.();
    try {
      await work();
    } catch (error) {
      ctx.log.warning(`clean-up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async finish(outcome: Outcome): Promise<Run> {
    await Promise.all(this.contexts.map((ctx) => ctx.client.close()));
    const backoff = this.backoffs.reduce((a, b) => a + b, 0);
    const waited =
      this.clock instanceof TestClock ? (this.mainEnded ?? this.clock.now()) - this.started : backoff;
    const failure =
      outcome.error !== undefined
        ? outcome.error instanceof Error
          ? outcome.error.message
          : String(outcome.error)
        : outcome.result?.failure;
    return {
      result: outcome.result,
      failure,
      warnings: this.contexts.flatMap((ctx) => ctx.messages('warning')),
      waitedMs: waited,
      backoffs: this.backoffs,
      state: Object.fromEntries(this.mainState ?? []),
    };
  }
}

interface Outcome {
  result?: ActionResult;
  error?: unknown;
}

function inputsOf<S extends z.ZodType>(
  module: { INPUT_NAMES: readonly string[]; InputsSchema: S },
  raw: Record<string, string>,
): z.output<S> {
  return readInputs(module.INPUT_NAMES, module.InputsSchema, (name) => raw[name] ?? '');
}

const PATH_ENV = { PATH: process.env.PATH };
const TUNNEL_TIMING = { pollIntervalMs: 2_000, stopGraceMs: 1_000 };

export const startTunnelApi: Scenario = {
  name: 'start-tunnel (API mode)',
  action: 'start-tunnel',
  reads: [{ method: 'GET', pattern: '/v1/tunnel/:id' }],
  postCalls: [{ method: 'DELETE', pattern: '/v1/tunnel/:id', noBody: true }],
  sends: [{ method: 'POST', pattern: '/v1/tunnel/create' }],
  exactCounts: true,
  async go(service, options) {
    service.tunnels.settings.transitionMs = 0;
    const world = new CaseWorld(service, options);
    const settings = service.settingsFor('user');
    const main = Object.assign(world.context({ env: PATH_ENV }), { settings, timing: TUNNEL_TIMING });
    const outcome = await world.main(main, () =>
      openTunnel(inputsOf(startTunnel, { 'ready-timeout': '60' }), main),
    );
    const post = Object.assign(world.context({ state: Object.fromEntries(main.state) }), {
      timing: TUNNEL_TIMING,
    });
    await world.post(post, () => teardown(post));
    return world.finish(outcome);
  },
  succeeded: (service, run) =>
    run.result?.outputs['tunnel-state'] === 'READY' &&
    service.tunnels.tunnels.size === 1 &&
    service.tunnels.running().length === 0,
  started: (service) => service.tunnels.tunnels.size,
};

/** Client mode needs a real client process: see `clientModeScenario`. */
export interface ClientModeFixture {
  /** URL of the packaged fake client (cached by version after its first download). */
  url: string;
  env: Record<string, string | undefined>;
}

export function clientModeScenario(fixture: () => ClientModeFixture): Scenario {
  return {
    name: 'start-tunnel (client mode)',
    action: 'start-tunnel',
    reads: [{ method: 'GET', pattern: '/v1/tunnel/list' }],
    postCalls: [],
    sends: [],
    exactCounts: false,
    async go(service, options) {
      const { url, env } = fixture();
      const world = new CaseWorld(service, options, systemClock);
      const settings = service.settingsFor('user');
      const timing = { pollIntervalMs: 25, stopGraceMs: 2_000 };
      // Main and post of one job share RUNNER_TEMP, where main records the client it started.
      const jobEnv = { ...PATH_ENV, ...env };
      const main = Object.assign(world.context({ env: jobEnv }), { settings, timing });
      const outcome = await world.main(main, () =>
        openTunnel(
          inputsOf(startTunnel, {
            'client-url': url,
            'client-version': '4.2.0',
            'client-args': CLIENT_ARGS,
            'ready-timeout': '20',
          }),
          main,
        ),
      );
      const post = Object.assign(world.context({ state: Object.fromEntries(main.state), env: jobEnv }), {
        timing,
      });
      await world.post(post, () => teardown(post));
      return world.finish(outcome);
    },
    succeeded: (service, run) => {
      // The client main recorded in its own folder (the token in state names it) is gone.
      const folder = clientFolderOf(fixture().env, run.state[startTunnel.STATE.clientToken] ?? '');
      const pid = folder ? readClientRecord(folder)?.pid : undefined;
      return (
        run.result?.outputs['tunnel-state'] === 'READY' &&
        service.tunnels.running().length === 0 &&
        pid !== undefined &&
        !isRunning(pid)
      );
    },
    started: (service) => service.tunnels.tunnels.size,
  };
}

function appFolder(): string {
  const cwd = scratchFolder('upload');
  writeFileSync(join(cwd, 'app.apk'), zipOf([{ name: 'AndroidManifest.xml', data: Buffer.from('<m/>') }]));
  return cwd;
}

export const uploadNew: Scenario = {
  name: 'upload-app (new app)',
  action: 'upload-app',
  reads: [],
  postCalls: [],
  sends: [{ method: 'POST', pattern: '/v1/storage' }],
  exactCounts: true,
  async go(service, options) {
    const world = new CaseWorld(service, options);
    const main = world.context();
    const outcome = await world.main(main, () =>
      upload(inputsOf(uploadApp, { file: 'app.apk' }), main, {
        cwd: appFolder(),
        upload: { responseTimeoutMs: options.timeoutMs },
      }),
    );
    return world.finish(outcome);
  },
  succeeded: (service, run) => {
    const [app] = service.storage.apps.values();
    return service.storage.apps.size === 1 && run.result?.outputs['app-url'] === app?.app_url;
  },
  started: (service) => service.storage.apps.size,
};

export const uploadReplace: Scenario = {
  name: 'upload-app (replace under app-key)',
  action: 'upload-app',
  // Replacing is idempotent (the same binary under the same key), so its POST is retried too.
  reads: [
    { method: 'GET', pattern: '/v1/storage/:key' },
    { method: 'POST', pattern: '/v1/storage/:key' },
  ],
  postCalls: [],
  sends: [],
  exactCounts: true,
  async go(service, options) {
    const existing = service.storage.add(service.accounts.user.id, {
      url: 'https://apps.example.test/old.apk',
    });
    const world = new CaseWorld(service, options);
    const main = world.context();
    const outcome = await world.main(main, () =>
      upload(inputsOf(uploadApp, { file: 'app.apk', 'app-key': existing.app_url }), main, {
        cwd: appFolder(),
        upload: { responseTimeoutMs: options.timeoutMs },
      }),
    );
    return world.finish(outcome);
  },
  succeeded: (service, run) => {
    const [app] = service.storage.apps.values();
    return (
      service.storage.apps.size === 1 &&
      app?.filename === 'app.apk' &&
      run.result?.outputs['app-url'] === app.app_url
    );
  },
  started: (service) => service.storage.apps.size,
};

type Target = 'suite' | 'test' | 'all';

const TRIGGER_PATHS: Record<Target, string> = {
  suite: '/v1/labsuites/:id/trigger',
  test: '/v1/lab/:id/trigger',
  all: '/v1/lab/trigger_all',
};

export function triggerScenario(target: Target): Scenario {
  return {
    name: `trigger-lab-suite (${target})`,
    action: 'trigger-lab-suite',
    reads: [],
    postCalls: [],
    sends: [{ method: 'POST', pattern: TRIGGER_PATHS[target] }],
    exactCounts: true,
    async go(service, options) {
      const { suite, tests } = seedSuite(service);
      const raw: Record<string, string> =
        target === 'suite'
          ? { 'suite-id': String(suite.id) }
          : target === 'test'
            ? { 'test-id': String(tests[0]?.id) }
            : { all: 'true', url: 'https://preview.example.test' };
      const world = new CaseWorld(service, options);
      const main = world.context();
      const outcome = await world.main(main, () => triggerSuite(inputsOf(trigger, raw), main));
      return world.finish(outcome);
    },
    succeeded: (service, run) =>
      service.lab.triggers.length === 1 &&
      run.result?.outputs['job-id'] === String(service.lab.triggers[0]?.jobId),
    started: (service) => service.lab.triggers.length,
  };
}

/** Queued, running at the first poll, finished at the second. */
const QUICK_PLAN = [
  { status: 'RUNNING', afterPolls: 1 },
  { status: 'FINISHED', afterPolls: 1, success: true },
] as const;
/** The `timeout` of the polling scenarios. */
export const WAIT_SECONDS = 10;

export const waitJob: Scenario = {
  name: 'wait-for-job',
  action: 'wait-for-job',
  reads: [{ method: 'GET', pattern: '/v1/jobs/:id' }],
  postCalls: [],
  sends: [],
  deadlineMs: WAIT_SECONDS * 1000,
  exactCounts: true,
  async go(service, options) {
    const job = service.jobs.create(service.accounts.user.id, [1, 2], QUICK_PLAN);
    const world = new CaseWorld(service, options);
    const main = world.context();
    const outcome = await world.main(main, () =>
      waitFor(
        inputsOf(waitForJob, { 'job-id': String(job.id), timeout: String(WAIT_SECONDS), report: 'false' }),
        main,
      ),
    );
    return world.finish(outcome);
  },
  succeeded: (_service, run) => run.result?.outputs.status === 'FINISHED' && !run.failure,
  started: () => 0,
};

export function annotateScenario(github: () => FakeGitHub): Scenario {
  let builds = 0;
  return {
    name: 'annotate-build',
    action: 'annotate-build',
    reads: [{ method: 'GET', pattern: '/v1/builds/:build' }],
    postCalls: [],
    sends: [],
    exactCounts: true,
    async go(service, options) {
      const build = `nightly-${++builds}`;
      service.tests.seedBuild(service.accounts.user, build, 3);
      using runner = runnerEnv(github());
      const world = new CaseWorld(service, options);
      const main = world.context({ env: runner.env });
      const outcome = await world.main(main, () =>
        annotate(
          inputsOf(annotateBuild, { build, 'wait-seconds': '10', 'github-token': 'ghs_reliability' }),
          main,
        ),
      );
      return world.finish(outcome);
    },
    succeeded: (_service, run) =>
      run.result?.outputs.passed === '3' && run.result.outputs.conclusion === 'success' && !run.failure,
    started: () => 0,
  };
}

export const runRoot: Scenario = {
  name: 'run (root action)',
  action: 'run',
  reads: [{ method: 'GET', pattern: '/v1/jobs/:id' }],
  postCalls: [],
  sends: [{ method: 'POST', pattern: '/v1/labsuites/:id/trigger' }],
  deadlineMs: WAIT_SECONDS * 1000,
  exactCounts: true,
  async go(service, options) {
    const { suite } = seedSuite(service);
    service.jobs.nextPlan = QUICK_PLAN;
    const world = new CaseWorld(service, options);
    const main = world.context();
    const outcome = await world.main(main, () =>
      runCodeless(
        // stop-scope target: a trigger whose answer was lost leaves no job ID, and only the target
        // tells post what to stop (the default, job, stops nothing it cannot name).
        inputsOf(root, {
          'suite-id': String(suite.id),
          timeout: String(WAIT_SECONDS),
          report: 'false',
          'stop-scope': 'target',
        }),
        main,
      ),
    );
    const post = world.context({ state: Object.fromEntries(main.state) });
    await world.post(post, () => stopRuns(post));
    return world.finish(outcome);
  },
  succeeded: (service, run) =>
    run.result?.outputs.status === 'FINISHED' && !run.failure && service.lab.stops.length === 0,
  started: (service) => service.lab.triggers.length,
};

/** The root action's post step after a main that was cancelled while its job ran. */
export const runPost: Scenario = {
  name: 'run (post step after a cancel)',
  action: 'run',
  reads: [],
  postCalls: [
    { method: 'GET', pattern: '/v1/jobs/:id' },
    { method: 'GET', pattern: '/v1/labsuites/:id/tests' },
    { method: 'PUT', pattern: '/v1/lab/:id/stop' },
  ],
  sends: [],
  exactCounts: true,
  async go(service, options) {
    const { suite, tests } = seedSuite(service, 3);
    service.jobs.nextPlan = [{ status: 'RUNNING' }];
    const job = service.lab.startJob(service.accounts.user, tests, {});
    const world = new CaseWorld(service, options);
    const state = {
      [root.STATE.target]: JSON.stringify({ kind: 'suite', id: suite.id }),
      [root.STATE.stopOnCancel]: 'true',
      [root.STATE.jobId]: String(job.id),
      [root.STATE.stopScope]: 'target',
    };
    const post = world.context({ state });
    await world.post(post, () => stopRuns(post));
    return world.finish({});
  },
  succeeded: (service, run) => !run.failure && service.lab.runs.length === 3 && noRunInFlight(service),
  started: () => 0,
};
