// Teardown, through the committed dist/ as the runner runs it: whatever became of main (it timed out,
// its client died, its polls all failed, the runner killed it outright), no tunnel, tunnel client or
// Codeless run that the job started survives it. Checked at the fake service and in the process table
// (every process of the job carries its RUNNER_TRACKING_ID, as on the runner). A client that ignores
// SIGTERM and is killed after the grace period is tested in test/actions/start-tunnel-client.test.ts,
// with a grace period short enough for a test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { isRunning } from '../../src/actions/start-tunnel/client-process.ts';
import { recordedClientPid } from '../actions/start-tunnel-context.ts';
import type { FakeService } from '../fake-service/server.ts';
import { survivors } from '../support/processes.ts';
import type { RunningStep, StepResult } from '../support/runner.ts';
import {
  DownloadServer,
  FAKE_CLIENT_RUNS_HERE,
  FAKE_CLIENT_SKIPPED,
  packFakeClient,
  removeScratchFolders,
} from '../support/tunnel-client.ts';
import {
  CLIENT_ARGS,
  jobAgainst,
  named,
  noRunInFlight,
  record,
  runPost,
  seedSuite,
  until,
  withService,
} from './support.ts';

vi.setConfig({ maxConcurrency: 16 });

const downloads = new DownloadServer();
let clientUrl: string;
beforeAll(async () => {
  await downloads.start();
  clientUrl = downloads.serve('/releases/4.2.0/fake-tunnel.tar.gz', packFakeClient().tarGz);
});
afterAll(async () => {
  await downloads.stop();
  removeScratchFolders();
});

const client = (args = '') => ({
  'client-url': clientUrl,
  'client-version': '4.2.0',
  'client-args': `${CLIENT_ARGS} ${args}`.trim(),
});

interface TeardownCase {
  action: string;
  what: string;
  inputs: (service: FakeService) => Record<string, string>;
  setup?: (service: FakeService) => void;
  /** Kill main with SIGKILL once it is in this wait (the runner's last resort), instead of letting it end. */
  killWhen?: (step: RunningStep, service: FakeService) => boolean;
  /** How main ended. */
  main: (main: StepResult) => void;
  /** What the job started, before post ran: proof there was something to clean up. */
  started: (service: FakeService, main: StepResult, runnerTemp: string) => void;
}

const failed = (pattern: RegExp) => (main: StepResult) => {
  expect(main.conclusion).toBe('failure');
  expect(main.errors.join('\n')).toMatch(pattern);
};
const killed = (main: StepResult) => expect(main.signal).toBe('SIGKILL');
const printed = (pattern: RegExp) => (step: RunningStep) => pattern.test(step.output());
const aTunnel = (service: FakeService) => expect(service.tunnels.tunnels.size).toBe(1);
/** The client main started, as main recorded it under RUNNER_TEMP, is running. */
const aClient = (_service: FakeService, main: StepResult, runnerTemp: string) =>
  expect(isRunning(recordedClientPid(runnerTemp, main.state))).toBe(true);
const runsInFlight = (service: FakeService) => expect(noRunInFlight(service)).toBe(false);

const CASES: TeardownCase[] = [
  {
    action: 'start-tunnel',
    what: 'API mode: main timed out waiting for READY',
    inputs: () => ({ 'ready-timeout': '1' }),
    setup: (s) => {
      s.tunnels.settings.neverReady = true;
    },
    main: failed(/was not READY within 1 s/),
    started: aTunnel,
  },
  {
    action: 'start-tunnel',
    what: 'API mode: the runner killed main (SIGKILL) while it waited',
    inputs: () => ({}),
    setup: (s) => {
      s.tunnels.settings.neverReady = true;
    },
    killWhen: printed(/in transition/),
    main: killed,
    started: aTunnel,
  },
  {
    action: 'start-tunnel',
    what: 'client mode: main timed out waiting for READY, the client running',
    inputs: () => ({ ...client(), 'ready-timeout': '1' }),
    setup: (s) => {
      s.tunnels.settings.neverReady = true;
    },
    main: failed(/was not READY within 1 s/),
    started: (s, main, runnerTemp) => {
      aTunnel(s);
      aClient(s, main, runnerTemp);
    },
  },
  {
    action: 'start-tunnel',
    what: 'client mode: the runner killed main (SIGKILL) while it waited',
    inputs: () => client(),
    setup: (s) => {
      s.tunnels.settings.neverReady = true;
    },
    killWhen: printed(/: STARTING/),
    main: killed,
    started: aClient,
  },
  {
    action: 'start-tunnel',
    what: 'client mode: the client exited before READY',
    inputs: () => client('--behaviour exit-early'),
    main: failed(/exited with code 3 before the tunnel was READY/),
    started: (s) => expect(s.tunnels.tunnels.size).toBe(0),
  },
  {
    action: '.',
    what: 'main timed out while the job ran',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), timeout: '1', 'poll-interval': '1' }),
    setup: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
    },
    main: failed(/did not finish within 1 s/),
    started: runsInFlight,
  },
  {
    action: '.',
    what: 'the runner killed main (SIGKILL) while the job ran',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), 'poll-interval': '1' }),
    setup: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
    },
    killWhen: printed(/is RUNNING/),
    main: killed,
    started: runsInFlight,
  },
  {
    action: '.',
    what: 'every poll failed until the time-out',
    inputs: (s) => ({ 'suite-id': String(seedSuite(s).suite.id), timeout: '1', 'poll-interval': '1' }),
    setup: (s) => {
      s.jobs.nextPlan = [{ status: 'RUNNING' }];
      s.faults.always('GET', '/v1/jobs/:id', 503);
    },
    main: failed(/Could not read job \d+ within 1 s: .*HTTP 503/),
    started: runsInFlight,
  },
];

describe.concurrent('whatever became of main', () => {
  it.for(CASES.map(named))('$name: $what; nothing survives the job', (c, { skip }) => {
    skip(!FAKE_CLIENT_RUNS_HERE && c.what.startsWith('client mode'), FAKE_CLIENT_SKIPPED);
    return withService(async (service) => {
      using job = jobAgainst(service);
      const inputs = c.inputs(service);
      c.setup?.(service);
      const step = job.start({ action: c.action, inputs });
      if (c.killWhen) {
        const killWhen = c.killWhen;
        await until(() => killWhen(step, service), step);
        step.kill('SIGKILL');
      }
      const main = await step.result;
      c.main(main);
      c.started(service, main, job.runnerTemp);
      service.faults.clear();
      const post = await runPost(job, c.action, inputs, main);
      expect(post?.conclusion).toBe('success');

      expect(service.tunnels.running()).toEqual([]);
      expect(noRunInFlight(service)).toBe(true);
      expect(survivors(job)).toEqual([]);
      const pid = recordedClientPid(job.runnerTemp, main.state);
      if (pid > 0) expect(isRunning(pid)).toBe(false);
      record({
        action: c.name,
        category: 'teardown',
        case: c.what,
        outcome: 'no tunnel, client process or run left',
      });
    });
  });
});
