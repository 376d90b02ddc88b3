// Faults as the runner sees them: each action from the committed dist/, run by the runner harness.
// A service that answers garbage, cuts an answer short, loses it or keeps failing ends the step with
// exit code 1 and one line naming the endpoint, never a stack trace; a cancel (SIGTERM, or the
// runner's SIGINT) during any wait ends the step within a few seconds, and the post steps still
// clean up: no tunnel, client process or Codeless run survives the job.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { READ_GRACE_MS as CAPACITY_GRACE_MS } from '../../src/codeless/capacity.ts';
import { POLL_GRACE_MS } from '../../src/codeless/poll.ts';
import { READ_GRACE_MS } from '../../src/report/builds/wait.ts';
import { recordedClientPid } from '../actions/start-tunnel-context.ts';
import type { FakeService } from '../fake-service/server.ts';
import { zipOf } from '../support/app-file.ts';
import { survivors } from '../support/processes.ts';
import type { RunningStep, StepResult } from '../support/runner.ts';
import { DownloadServer, packFakeClient, removeScratchFolders } from '../support/tunnel-client.ts';
import {
  CLIENT_ARGS,
  endpointPattern,
  FAULT_OUTCOMES,
  jobAgainst,
  named,
  noRunInFlight,
  record,
  runPost,
  seedSuite,
  shownOutput,
  STACK_TRACE,
  until,
  withService,
} from './support.ts';

// Each case has its own fake service and job: they run side by side, mostly waiting.
vi.setConfig({ maxConcurrency: 16 });

/** "Within a few seconds" of the signal, as the issue puts it. */
const CANCEL_BOUND_MS = 5_000;
/**
 * Slack for a step's process to start and load its bundle on a machine busy with other work: generous,
 * since what the bound rules out is minutes (the transport's retries of a silent call).
 */
const STEP_START_MS = 10_000;

const downloads = new DownloadServer();
let clientUrl: string;
/** Takes every request and never answers: a download that hangs. */
const silent = createServer(() => {});
let silentUrl: string;
beforeAll(async () => {
  await downloads.start();
  clientUrl = downloads.serve('/releases/4.2.0/fake-tunnel.tar.gz', packFakeClient().tarGz);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/releases/fake-tunnel.tar.gz`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await Promise.all([downloads.stop(), new Promise((resolve) => silent.close(resolve))]);
  removeScratchFolders();
});

/**
 * Nothing the job started is left: no tunnel at the service, no process of the job, no Codeless run in
 * flight, except after trigger-lab-suite, whose runs are meant to outlive it: it has no post step, and
 * wait-for-job (or nothing) takes them from there.
 */
function expectNothingLeft(
  service: FakeService,
  job: Parameters<typeof survivors>[0],
  runsMayGoOn: boolean,
): void {
  expect(service.tunnels.running()).toEqual([]);
  if (!runsMayGoOn) expect(noRunInFlight(service)).toBe(true);
  expect(survivors(job)).toEqual([]);
}

/** One line, naming the endpoint (or the wait that timed out); no stack trace anywhere the user looks. */
/** The warning of a post step that could not make the check run a stopped step left to it. */
const MISSING_CHECK =
  /^The check ".*" will be missing \(a required check waits for it\): GitHub did not take it/;

function expectOneLineError(main: StepResult, message: RegExp): void {
  expect(main.conclusion).toBe('failure');
  expect(main.exitCode).toBe(1);
  expect(main.errors).toHaveLength(1);
  expect(main.errors[0]).not.toContain('\n');
  expect(main.errors[0]).toMatch(message);
  expect(shownOutput(main)).not.toMatch(STACK_TRACE);
}

interface ErrorCase {
  action: string;
  what: string;
  endpoint: [string, string];
  /** A wait that timed out says so instead of naming the endpoint its last look went to. */
  message?: RegExp;
  /** The step ends within this long (wall time, process start included). */
  boundMs?: number;
  inputs: (service: FakeService) => Record<string, string>;
  fault: (service: FakeService) => void;
  /** Checked after the post step, besides nothing being left. */
  after?: (service: FakeService, main: StepResult, post: StepResult | undefined) => void;
  /** Codeless runs may go on after the job: post could not tell which were the job's. */
  runsMayGoOn?: boolean;
}

const errorCases: ErrorCase[] = [
  {
    action: 'start-tunnel',
    what: 'a malformed answer to the create call',
    endpoint: ['POST', '/v1/tunnel/create'],
    inputs: () => ({}),
    fault: (s) => s.faults.always('POST', '/v1/tunnel/create', { kind: 'malformed' }),
  },
  {
    action: 'start-tunnel',
    what: 'a malformed answer while waiting for READY',
    endpoint: ['GET', '/v1/tunnel/:id'],
    inputs: () => ({}),
    fault: (s) => s.faults.always('GET', '/v1/tunnel/:id', { kind: 'malformed' }),
    after: (s) => expect(s.tunnels.tunnels.size).toBe(1),
  },
  {
    action: 'start-tunnel',
    what: 'a service that stops answering while it waits for READY (ready-timeout: 1)',
    endpoint: ['GET', '/v1/tunnel/:id'],
    message: /^Tunnel \d+ was not READY within 1 s/,
    // The deadline, the last look's second of grace, and the process's start.
    boundMs: 1_000 + 1_000 + STEP_START_MS,
    inputs: () => ({ 'ready-timeout': '1' }),
    fault: (s) => s.faults.always('GET', '/v1/tunnel/:id', { kind: 'hang' }),
    after: (s) => expect(s.tunnels.tunnels.size).toBe(1),
  },
  {
    action: 'upload-app',
    what: 'an answer cut off half-way',
    endpoint: ['POST', '/v1/storage'],
    inputs: () => ({ file: 'app.apk' }),
    fault: (s) => s.faults.always('POST', '/v1/storage', { kind: 'truncated' }),
    after: (s) => expect(s.seen('POST', '/v1/storage')).toHaveLength(1),
  },
  {
    action: 'trigger-lab-suite',
    what: 'an answer lost after the service started the runs',
    endpoint: ['POST', '/v1/labsuites/:id/trigger'],
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id) }),
    fault: (s) => s.faults.add('POST', '/v1/labsuites/:id/trigger', { kind: 'drop-answer' }),
    after: (s) => {
      expect(s.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
      expect(s.lab.triggers).toHaveLength(1);
    },
  },
  {
    action: 'wait-for-job',
    what: 'a malformed answer to every poll',
    endpoint: ['GET', '/v1/jobs/:id'],
    inputs: (s) => ({
      'job-id': String(s.jobs.create(s.accounts.user.id, [1]).id),
      timeout: '1',
      'poll-interval': '1',
      report: 'false',
    }),
    fault: (s) => s.faults.always('GET', '/v1/jobs/:id', { kind: 'malformed' }),
  },
  {
    action: 'wait-for-job',
    what: 'a service that stops answering every poll (timeout: 1)',
    endpoint: ['GET', '/v1/jobs/:id'],
    message:
      /^Could not read job \d+ within 1 s: get job \(GET \/v1\/jobs\/\d+\) timed out: no whole answer by the end of timeout \(1 s\) and the 5 s a call may run past it\.$/,
    // Not the transport's 4 × 30 s: the poll is given up POLL_GRACE_MS past the deadline.
    boundMs: 1_000 + POLL_GRACE_MS + STEP_START_MS,
    inputs: (s) => ({
      'job-id': String(s.jobs.create(s.accounts.user.id, [1]).id),
      timeout: '1',
      report: 'false',
    }),
    fault: (s) => s.faults.always('GET', '/v1/jobs/:id', { kind: 'hang' }),
  },
  {
    action: 'start-tunnel',
    what: 'an answer that drips a byte every 2 s while it waits for READY (ready-timeout: 5)',
    endpoint: ['GET', '/v1/tunnel/:id'],
    message: /^Tunnel \d+ was not READY within 5 s/,
    boundMs: 5_000 + 1_000 + STEP_START_MS,
    inputs: () => ({ 'ready-timeout': '5' }),
    fault: (s) => s.faults.always('GET', '/v1/tunnel/:id', { kind: 'drip', intervalMs: 2_000 }),
    after: (s) => expect(s.tunnels.tunnels.size).toBe(1),
  },
  {
    action: 'wait-for-job',
    what: 'an answer that drips a byte every 2 s to every poll (timeout: 10)',
    endpoint: ['GET', '/v1/jobs/:id'],
    message:
      /^Could not read job \d+ within 10 s: get job \(GET \/v1\/jobs\/\d+\) timed out: no whole answer by the end of timeout \(10 s\) and the 5 s a call may run past it\.$/,
    boundMs: 10_000 + POLL_GRACE_MS + STEP_START_MS,
    inputs: (s) => ({
      'job-id': String(s.jobs.create(s.accounts.user.id, [1]).id),
      timeout: '10',
      report: 'false',
    }),
    fault: (s) => s.faults.always('GET', '/v1/jobs/:id', { kind: 'drip', intervalMs: 2_000 }),
  },
  {
    action: 'annotate-build',
    what: 'an answer that drips a byte every 2 s (wait-seconds: 5)',
    endpoint: ['GET', '/v1/builds/:build'],
    // Not the transport's 4 × 30 s: every call of the wait ends by its end and one read's time.
    message:
      /^list the tests of a build \(GET \/v1\/builds\/nightly\) timed out: no whole answer by the end of wait-seconds \(5 s\) and the 30 s a call may run past it after 2 attempts\.$/,
    boundMs: 5_000 + READ_GRACE_MS + STEP_START_MS,
    inputs: () => ({ build: 'nightly', 'wait-seconds': '5' }),
    fault: (s) => s.faults.always('GET', '/v1/builds/:build', { kind: 'drip', intervalMs: 2_000 }),
    // The first attempt ends at the request's own 30 s; the second at what is left of the 35 s.
    after: (s) => expect(s.seen('GET', '/v1/builds/:build')).toHaveLength(2),
  },
  {
    action: 'annotate-build',
    what: 'a persistent 503',
    endpoint: ['GET', '/v1/builds/:build'],
    inputs: () => ({ build: 'nightly', 'wait-seconds': '0' }),
    fault: (s) => s.faults.always('GET', '/v1/builds/:build', 503),
    after: (s) => expect(s.seen('GET', '/v1/builds/:build')).toHaveLength(4),
  },
  {
    action: '.',
    what: 'an answer to the trigger lost after the service started the runs (stop-scope target)',
    endpoint: ['POST', '/v1/labsuites/:id/trigger'],
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), report: 'false', 'stop-scope': 'target' }),
    fault: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
      s.faults.add('POST', '/v1/labsuites/:id/trigger', { kind: 'drop-answer' });
    },
    // The post step stopped the runs that the lost trigger started.
    after: (s) => {
      expect(s.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
      expect(s.lab.runs.length).toBeGreaterThan(0);
    },
  },
  {
    action: '.',
    what: 'an answer to the trigger lost after the service started the runs (stop-scope job)',
    endpoint: ['POST', '/v1/labsuites/:id/trigger'],
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), report: 'false' }),
    fault: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
      s.faults.add('POST', '/v1/labsuites/:id/trigger', { kind: 'drop-answer' });
    },
    // Without the job's ID its tests are unknown: post stops nothing rather than other people's runs,
    // and says so.
    runsMayGoOn: true,
    after: (s, _main, post) => {
      expect(s.seen('PUT', '/v1/lab/:id/stop')).toEqual([]);
      expect(s.seen('PUT', '/v1/tests/:id/stop')).toEqual([]);
      expect(post?.warnings).toEqual([
        expect.stringMatching(/^Stopped nothing: the trigger's answer never came/),
      ]);
    },
  },
  {
    action: '.',
    what: 'a malformed answer to every poll',
    endpoint: ['GET', '/v1/jobs/:id'],
    inputs: (s) => ({
      'suite-id': String(seedSuite(s).suite.id),
      timeout: '1',
      'poll-interval': '1',
      report: 'false',
    }),
    fault: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
      s.faults.always('GET', '/v1/jobs/:id', { kind: 'malformed' });
    },
    after: (s) => expect(s.lab.runs.length).toBeGreaterThan(0),
  },
];

describe.concurrent('a failing service, as the runner shows it', () => {
  it.each(errorCases.map(named))(
    '$name: $what fails the step with one line, no stack trace',
    (c) =>
      withService(async (service) => {
        using job = jobAgainst(service);
        writeFileSync(join(job.workspace, 'app.apk'), zipOf([{ name: 'a', data: Buffer.from('app') }]));
        const inputs = c.inputs(service);
        c.fault(service);
        const started = performance.now();
        const main = await job.step({ action: c.action, inputs, timeoutMs: 60_000 });
        const tookMs = Math.round(performance.now() - started);
        // The post step meets a service that works again: what it cleans up is main's doing.
        service.faults.clear();
        const posts = await job.finish();

        const [method, pattern] = c.endpoint;
        expectOneLineError(main, c.message ?? endpointPattern(method, pattern));
        if (c.boundMs) expect(tookMs).toBeLessThanOrEqual(c.boundMs);
        for (const post of posts) {
          expect(post.conclusion).toBe('success');
          expect(shownOutput(post)).not.toMatch(STACK_TRACE);
        }
        c.after?.(service, main, posts[0]);
        expectNothingLeft(service, job, c.action === 'trigger-lab-suite' || c.runsMayGoOn === true);
        record({
          action: c.name,
          category: 'faults',
          case: `as the runner shows it: ${c.what}`,
          outcome: FAULT_OUTCOMES.oneLine,
          ...(c.boundMs ? { tookMs, boundMs: c.boundMs } : {}),
        });
      }),
    // The longest case waits out a 5 s wait and the 30 s a read may run past it.
    60_000,
  );
});

describe('a read inside wait-for-capacity that never ends', () => {
  it(
    'is cut at the end of the wait and its grace: one warning naming the endpoint and the input, then the trigger',
    () =>
      withService(async (service) => {
        using job = jobAgainst(service);
        const suite = seedSuite(service);
        service.faults.always('GET', '/v1/team-management', { kind: 'drip', intervalMs: 2_000 });
        const boundMs = 1_000 + CAPACITY_GRACE_MS + STEP_START_MS;
        const started = performance.now();
        const main = await job.step({
          action: 'trigger-lab-suite',
          inputs: { 'suite-id': String(suite.suite.id), 'wait-for-capacity': '1' },
          timeoutMs: 60_000,
        });
        const tookMs = Math.round(performance.now() - started);
        await job.finish();
        expect(main.conclusion).toBe('success');
        expect(main.warnings).toEqual([
          "Could not read the team's sessions in use, so the trigger does not wait for one: get team concurrency (GET /v1/team-management) timed out: no whole answer by the end of wait-for-capacity (1 s) and the 5 s a call may run past it.",
        ]);
        expect(shownOutput(main)).not.toMatch(/cancelled/);
        expect(service.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
        expect(tookMs).toBeLessThanOrEqual(boundMs);
        record({
          action: 'trigger-lab-suite',
          category: 'faults',
          case: 'as the runner shows it: an answer that drips a byte every 2 s to the capacity read (wait-for-capacity: 1)',
          outcome: 'one warning naming the endpoint and the input; triggered',
          tookMs,
          boundMs,
        });
      }),
    30_000,
  );
});

interface CancelCase {
  action: string;
  /** The wait the step is in when the signal comes. */
  during: string;
  inputs: (service: FakeService, workspace: string) => Record<string, string>;
  setup?: (service: FakeService) => void;
  /** The step is in its wait: output or what the service saw says so. */
  waiting: (step: RunningStep, service: FakeService) => boolean;
  /** Checked after the post step, besides nothing being left. */
  after?: (service: FakeService, main: StepResult, post: StepResult | undefined, runnerTemp: string) => void;
  signal?: 'SIGTERM' | 'SIGINT';
}

const printed = (pattern: RegExp) => (step: RunningStep) => pattern.test(step.output());

const cancelCases: CancelCase[] = [
  {
    action: 'start-tunnel',
    during: 'the wait for READY (API mode)',
    inputs: () => ({}),
    setup: (s) => {
      s.tunnels.settings.neverReady = true;
    },
    waiting: printed(/in transition/),
    after: (s, main, post) => {
      expect(post?.log).toContain(`Deleted tunnel ${main.state['tunnel-id']}.`);
      expect(s.tunnels.tunnels.size).toBe(1);
    },
  },
  {
    action: 'start-tunnel',
    during: 'the wait for READY (client mode, the client running)',
    inputs: () => ({ 'client-url': clientUrl, 'client-version': '4.2.0', 'client-args': CLIENT_ARGS }),
    setup: (s) => {
      s.tunnels.settings.neverReady = true;
    },
    waiting: printed(/: STARTING/),
    after: (s, main, post, runnerTemp) => {
      const pid = recordedClientPid(runnerTemp, main.state);
      expect(pid).toBeGreaterThan(0);
      expect(post?.log).toContain(`Stopped the tunnel client (process ${pid}).`);
      expect(s.tunnels.tunnels.size).toBe(1);
    },
  },
  {
    action: 'start-tunnel',
    during: 'the download of the tunnel client from a server that stops answering',
    inputs: () => ({ 'client-url': silentUrl, 'client-version': '4.2.0', 'client-args': CLIENT_ARGS }),
    waiting: printed(/Downloading the tunnel client/),
    // Nothing was started: post finds nothing to stop or delete.
    after: (s, _main, post) => {
      expect(s.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(post?.log).toContain('No tunnel to delete: none was created.');
    },
  },
  {
    action: 'upload-app',
    during: 'an upload the service stopped reading',
    inputs: (_s, workspace) => {
      writeFileSync(
        join(workspace, 'big.apk'),
        zipOf([{ name: 'classes.dex', data: Buffer.alloc(4 * 1024 * 1024, 7) }]),
      );
      return { file: 'big.apk' };
    },
    setup: (s) =>
      s.faults.always('POST', '/v1/storage', { kind: 'stall-during-body', afterBytes: 64 * 1024 }),
    waiting: (_step, s) => s.seen('POST', '/v1/storage').length > 0,
  },
  {
    action: 'upload-app',
    during: 'the wait for the answer to an upload',
    inputs: () => ({ file: 'app.apk' }),
    setup: (s) => s.faults.always('POST', '/v1/storage', { kind: 'hang' }),
    waiting: printed(/waiting for the service to store the app/),
  },
  {
    action: 'trigger-lab-suite',
    during: 'the wait for the answer to the trigger',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id) }),
    setup: (s) => s.faults.always('POST', '/v1/labsuites/:id/trigger', { kind: 'hang' }),
    waiting: (_step, s) => s.seen('POST', '/v1/labsuites/:id/trigger').length > 0,
  },
  {
    action: 'wait-for-job',
    during: 'the polls of a running job',
    inputs: (s) => ({
      'job-id': String(s.jobs.create(s.accounts.user.id, [1], [{ status: 'RUNNING' }]).id),
      'poll-interval': '1',
    }),
    waiting: printed(/is RUNNING/),
  },
  {
    action: 'wait-for-job',
    during: 'a 60-second Retry-After back-off',
    inputs: (s) => ({ 'job-id': String(s.jobs.create(s.accounts.user.id, [1]).id) }),
    setup: (s) =>
      s.faults.always('GET', '/v1/jobs/:id', {
        kind: 'status',
        status: 429,
        headers: { 'retry-after': '60' },
      }),
    waiting: printed(/retrying in 60\.0 s/),
  },
  {
    action: 'annotate-build',
    during: 'the wait for a build to appear',
    inputs: () => ({ build: 'not-there-yet', 'wait-seconds': '600' }),
    waiting: printed(/not found yet/),
  },
  {
    action: '.',
    during: 'the polls of the job it triggered',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), 'poll-interval': '1' }),
    setup: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
    },
    waiting: printed(/is RUNNING/),
    after: (s, _main, post) => {
      expect(s.lab.runs.length).toBe(2);
      expect(s.lab.runs.every((r) => r.stopped)).toBe(true);
      expect(post?.log.join('\n')).toMatch(/stopped 2 of its 2 tests/);
    },
  },
  {
    action: '.',
    during: 'the polls of the job it triggered (the runner’s first signal)',
    signal: 'SIGINT',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), 'poll-interval': '1' }),
    setup: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
    },
    waiting: printed(/is RUNNING/),
    after: (s) => expect(s.lab.runs.every((r) => r.stopped)).toBe(true),
  },
  {
    action: '.',
    during: 'the wait for the answer to its trigger (stop-scope target)',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), 'stop-scope': 'target' }),
    setup: (s) => s.faults.always('POST', '/v1/labsuites/:id/trigger', { kind: 'hang' }),
    waiting: (_step, s) => s.seen('POST', '/v1/labsuites/:id/trigger').length > 0,
    // The trigger may have reached the service: post stops what it may have started.
    after: (_s, _main, post) =>
      expect(post?.log.join('\n')).toMatch(/The trigger whose answer never came may have started runs/),
  },
];

describe.concurrent('a cancel during a wait', () => {
  it.each(cancelCases.map(named))(
    '$name: during $during, the step ends within seconds and post cleans up',
    (c) =>
      withService(async (service) => {
        using job = jobAgainst(service);
        writeFileSync(join(job.workspace, 'app.apk'), zipOf([{ name: 'a', data: Buffer.from('app') }]));
        const inputs = c.inputs(service, job.workspace);
        c.setup?.(service);
        const step = job.start({ action: c.action, inputs });
        await until(() => c.waiting(step, service), step);
        const signalled = performance.now();
        if (c.signal === 'SIGINT') step.cancel();
        else step.kill('SIGTERM');
        const main = await step.result;
        const endedAfterMs = Math.round(performance.now() - signalled);
        service.faults.clear();
        const post = await runPost(job, c.action, inputs, main);

        expect(main.exitCode).toBe(1);
        expect(main.signal).toBeNull();
        expect(endedAfterMs).toBeLessThanOrEqual(CANCEL_BOUND_MS);
        expect(shownOutput(main)).not.toMatch(STACK_TRACE);
        if (post) {
          expect(post.conclusion).toBe('success');
          // These jobs have no GitHub: a post step making the check run main could not make says it
          // will be missing, and nothing else.
          expect(post.warnings.filter((w) => !MISSING_CHECK.test(w))).toEqual([]);
        }
        c.after?.(service, main, post, job.runnerTemp);
        expectNothingLeft(service, job, c.action === 'trigger-lab-suite');
        record({
          action: c.name,
          category: 'cancel',
          case: `${c.signal ?? 'SIGTERM'} during ${c.during}`,
          outcome: post ? 'step ended; post cleaned up' : 'step ended',
          endedAfterMs,
        });
      }),
  );
});
