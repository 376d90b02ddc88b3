// max-failures: what stopping a Codeless job's other tests after its first failure saves. wait-for-job's
// `run` (report on, a fake GitHub for the check run) waits for generated suites on a simulated clock
// that moves the fake service's time too, once with `max-failures: 1` and once with `0` (today), on
// the same suites. Counted: the session time the suite's tests ran (each test its planned time, or
// until its stop request reached the service), and the time from the deciding failure becoming
// readable to the check run's completion.
import { run } from '../src/actions/wait-for-job/run.ts';
import { trigger } from '../src/codeless/trigger.ts';
import { runnerEnv } from '../test/fake-github/runner-env.ts';
import { FakeGitHub } from '../test/fake-github/server.ts';
import { FakeService } from '../test/fake-service/server.ts';
import { TestClock, testContext } from '../test/support/context.ts';
import { clientFor } from '../test/support/service.ts';
import { type BenchContext, median, seededRandom } from './support.ts';
import { atMost, formatSeconds, type Row, row } from './table.ts';

const BENCHMARK = 'Stopping after a failure (max-failures)';
const SEED = 20_261_129;
const TESTS = 30;
/** Each passing test's session: 1 to 6 minutes. */
const SHORTEST_MS = 60_000;
const LONGEST_MS = 6 * 60_000;
/** The failing test fails 30 s to 3 minutes into the job. */
const FAILS_FROM_MS = 30_000;
const FAILS_TO_MS = 3 * 60_000;
const POLL_INTERVAL_S = 5;
/** The target: the check red within 15 s of the deciding failure with `poll-interval: 5`. */
const CHECK_DELAY_MAX_MS = 15_000;

/** One generated suite: each test's planned session time, the failing one's ending at its failure. */
interface Suite {
  durationsMs: number[];
  failing: number;
}

interface Waited {
  /** Session time the suite's tests ran, on the simulated clock. */
  sessionMs: number;
  /** From the failure becoming readable to the check run's completion. */
  checkDelayMs: number;
  /** Tests stopped before their planned end. */
  stopped: number;
}

/**
 * A clock that stands still until something sleeps and moves the fake service's clock by as much; it
 * notes, in real time, when the last sleep ended, so the work after the poll that read the failure
 * (the stops, the report, the check run) counts in real milliseconds on top of the simulated wait.
 */
class RecordingClock extends TestClock {
  private readonly service: FakeService;
  wokeAt = performance.now();
  constructor(service: FakeService) {
    super();
    this.service = service;
  }
  override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    await super.sleep(ms, signal);
    this.service.clock.advance(ms);
    this.wokeAt = performance.now();
  }
}

export async function benchMaxFailures(ctx: BenchContext): Promise<Row[]> {
  const rounds = ctx.quick ? 3 : 20;
  const service = new FakeService();
  const github = new FakeGitHub();
  await service.start();
  await github.start();
  try {
    const suites = suitesOf(rounds);
    ctx.log(`max-failures: ${rounds} suites of ${TESTS} tests, one failing`);
    const stopping: Waited[] = [];
    const waiting: Waited[] = [];
    for (const suite of suites) {
      stopping.push(await waitFor(service, github, suite, 1));
      waiting.push(await waitFor(service, github, suite, 0));
    }
    return rows(rounds, stopping, waiting);
  } finally {
    await github.stop();
    await service.stop();
  }
}

function suitesOf(count: number): Suite[] {
  const random = seededRandom(SEED);
  return Array.from({ length: count }, () => {
    const durationsMs = Array.from({ length: TESTS }, () =>
      Math.round(SHORTEST_MS + random() * (LONGEST_MS - SHORTEST_MS)),
    );
    const failing = Math.floor(random() * TESTS);
    durationsMs[failing] = Math.round(FAILS_FROM_MS + random() * (FAILS_TO_MS - FAILS_FROM_MS));
    return { durationsMs, failing };
  });
}

/**
 * One suite triggered and waited for by wait-for-job's `run`, reporting to the fake GitHub. Every
 * test starts with the job (sessions enough for all); the job lists the failure from the moment it
 * failed and finishes when its longest test would have.
 */
async function waitFor(
  service: FakeService,
  github: FakeGitHub,
  suite: Suite,
  maxFailures: number,
): Promise<Waited> {
  const user = service.accounts.user;
  const tests = suite.durationsMs.map((_, i) =>
    service.lab.addTest(user.id, {
      name: `Generated test ${i + 1}`,
      ...(i === suite.failing ? { failure: { step: 2, message: 'element #pay not found' } } : {}),
    }),
  );
  const suiteRecord = service.labsuites.addSuite(user.id, {
    name: 'Generated',
    testIds: tests.map((t) => t.id),
  });
  const failsAt = suite.durationsMs[suite.failing]!;
  const endsAt = Math.max(...suite.durationsMs);
  service.jobs.nextPlan = [
    { status: 'RUNNING' },
    { status: 'RUNNING', afterMs: failsAt, listsFailures: true },
    { status: 'FINISHED', afterMs: endsAt - failsAt },
  ];
  const clock = new RecordingClock(service);
  const client = clientFor(service);
  using runner = runnerEnv(github);
  const stops = new Map<number, number>();
  const wired = service.tests.onStopped;
  service.tests.onStopped = (test) => {
    stops.set(test.id, service.clock.now());
    wired(test);
  };
  try {
    const context = testContext({ client, clock, env: runner.env });
    const started = service.clock.now();
    const simStarted = clock.now();
    const jobId = await trigger({ kind: 'suite', id: suiteRecord.id }, context);
    const result = await run(
      {
        jobId,
        timeoutSeconds: 3600,
        pollIntervalSeconds: POLL_INTERVAL_S,
        failOnFailure: true,
        report: true,
        checkName: `Generated suite ${jobId}`,
        githubToken: 'ghs_bench',
        maxFailures,
      },
      context,
    );
    const ended = performance.now();
    if (!result.failure) throw new Error(`job ${jobId} passed: the generated failure was not seen`);
    const check = [...github.checkRuns.values()].find((r) => r.name === `Generated suite ${jobId}`);
    if (check?.conclusion !== 'failure') throw new Error(`the check of job ${jobId} is not a failure`);
    const waitedMs = clock.now() - simStarted - failsAt;
    const runs = service.lab.runs.filter((r) => r.jobId === jobId);
    // The fake keeps a spawned test running until it is stopped or its job ends: a stop after the
    // test's planned end saved nothing.
    const ran = runs.map((r) => {
      const planned = suite.durationsMs[tests.findIndex((t) => t.id === r.testId)]!;
      const stoppedAt = stops.get(r.sessionTestId);
      return stoppedAt === undefined ? planned : Math.min(planned, stoppedAt - started);
    });
    const stopped = runs.filter(
      (r, i) => ran[i]! < suite.durationsMs[tests.findIndex((t) => t.id === r.testId)]!,
    );
    const sessionMs = ran.reduce((a, b) => a + b, 0);
    return { sessionMs, checkDelayMs: waitedMs + (ended - clock.wokeAt), stopped: stopped.length };
  } finally {
    service.tests.onStopped = wired;
    await client.close();
  }
}

function rows(rounds: number, stopping: readonly Waited[], waiting: readonly Waited[]): Row[] {
  const sum = (all: readonly Waited[]) => all.reduce((n, w) => n + w.sessionMs, 0);
  const spent = sum(stopping);
  const whole = sum(waiting);
  const perSuite = (ms: number) => formatSeconds(ms / rounds);
  const delay = stopping.map((w) => w.checkDelayMs);
  const todayDelay = waiting.map((w) => w.checkDelayMs);
  const delayText = (all: number[]) =>
    `max ${formatSeconds(Math.max(...all))}, median ${formatSeconds(median(all))}`;
  const suites = `${rounds} generated suites of ${TESTS} tests (1–6 min each), one failing 30 s–3 min in`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `session time per suite with max-failures: 1 (${suites})`,
      measured: `${perSuite(spent)}; ${perSuite(whole - spent)} saved (${Math.round((100 * (whole - spent)) / whole)} %); ${Math.round(median(stopping.map((w) => w.stopped)))} tests stopped (median)`,
      reference: `max-failures: 0 (every test to its end): ${perSuite(whole)}`,
      ratio: spent / whole,
      remark:
        'session time on the simulated clock: each test its planned time, or until its stop reached the service',
    }),
    row({
      benchmark: BENCHMARK,
      figure: `time from the deciding failure becoming readable to the check run completed (poll-interval: ${POLL_INTERVAL_S}, ${suites})`,
      measured: delayText(delay),
      reference: `max-failures: 0 (the check completes when the job ends): ${delayText(todayDelay)}`,
      ratio: Math.max(...delay) / Math.max(...todayDelay),
      verdict: atMost(Math.max(...delay), CHECK_DELAY_MAX_MS, formatSeconds, ' max'),
      whyMissed:
        'the polls while max-failures is on are further apart than poll-interval, or the stops and the report are slow',
    }),
  ];
}
