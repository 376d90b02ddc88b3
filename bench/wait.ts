// Waiting: wait-for-job's `run` against jobs that finish at random moments within 10 minutes, on a
// simulated clock that moves the fake service's time too, so ten simulated minutes take milliseconds.
// Counted: polls per job and the delay from the job finishing to the step ending. The reference polls
// the same jobs every 5 seconds. The same jobs again with history: pollJob told how long each job ran
// last time, most within a quarter of this run's time and some not; and with the window: told the
// running times of the check's last 30 runs, drawn the same way, of which it learns the usual spread.
import { run } from '../src/actions/wait-for-job/run.ts';
import { FINAL_JOB_STATUSES } from '../src/api/jobs.ts';
import { type Expectation, MAX_POLL_INTERVAL_MS, pollJob } from '../src/codeless/poll.ts';
import { expectationOfRuns } from '../src/codeless/schedule.ts';
import { WINDOW_RUNS } from '../src/report/world/limits.ts';
import type { FakeJob, JobStatus } from '../test/fake-service/routes/jobs.ts';
import { FakeService } from '../test/fake-service/server.ts';
import { TestClock, testContext } from '../test/support/context.ts';
import { clientFor } from '../test/support/service.ts';
import { type BenchContext, median, seededRandom } from './support.ts';
import { atMost, both, formatSeconds, type Row, row, type Verdict } from './table.ts';

const BENCHMARK = 'Waiting (wait-for-job)';
const WINDOW_MS = 10 * 60_000;
const MAX_POLLS = 60;
const FIXED_POLL_MS = 5_000;
const SEED = 20_261_122;
/** The history case: its own stream, so the jobs stay those of the case without history. */
const HISTORY_SEED = 7;
/** The window case's earlier runs: a stream of their own too. */
const WINDOW_SEED = 11;
/** The targets with the window: every job found as soon as without history, the usual ones soon. */
const WINDOW_DELAY_MAX_MS = MAX_POLL_INTERVAL_MS;
const WINDOW_DELAY_MEDIAN_MS = 5_000;
/** The share of jobs whose running time is not within a quarter of the last run's. */
const OUTLIERS = 0.2;
/** The targets with history, for the jobs within a quarter of the last run's time. */
const HISTORY_DELAY_MEDIAN_MS = 5_000;
const HISTORY_DELAY_MAX_MS = 15_000;
const HISTORY_MAX_POLLS = 30;

/** When a simulated job changes status, on the wait's simulated clock. */
interface Schedule {
  job: FakeJob;
  running: number;
  finished: number;
}

interface Waited {
  polls: number;
  delayMs: number;
}

/**
 * A clock that stands still until something sleeps, moves the fake service's clock by the same
 * amount, and then applies the status changes whose time has come: a poll after a sleep sees the job
 * as the service would at that moment. The changes are timed on this clock alone, not on the
 * service's, which also runs in real time: the figures do not depend on how fast the machine is.
 */
class ScheduleClock extends TestClock {
  private readonly service: FakeService;
  readonly schedule: Schedule;
  constructor(service: FakeService, job: FakeJob, plan: Plan) {
    super();
    this.service = service;
    this.schedule = { job, running: this.now() + plan.runningAfter, finished: this.now() + plan.finishAfter };
  }
  override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    await super.sleep(ms, signal);
    this.service.clock.advance(ms);
    this.apply();
  }
  private apply(): void {
    const { job, running, finished } = this.schedule;
    const to = (status: JobStatus, success?: boolean) => {
      if (job.status !== status) this.service.jobs.advance(job.id, status, { success });
    };
    if (this.now() >= finished) to('FINISHED', true);
    else if (this.now() >= running) to('RUNNING');
  }
}

/** One job: when it turns RUNNING and ends after its creation, and how long it ran the last time. */
interface Plan {
  runningAfter: number;
  finishAfter: number;
  lastRunningMs: number;
  /** Not within a quarter of the last run's running time. */
  outlier: boolean;
  /** The expectation learnt from the running times of the check's last WINDOW_RUNS runs. */
  learnt: Expectation;
}

/** The three ways of waiting, measured on the same job. */
interface Measured {
  plan: Plan;
  fixed: Waited;
  backOff: Waited;
  history: Waited;
  window: Waited;
}

export async function benchWait(ctx: BenchContext): Promise<Row[]> {
  const count = ctx.quick ? 10 : 200;
  const service = new FakeService();
  await service.start();
  try {
    const plans = jobPlans(count);
    ctx.log(`wait: ${count} jobs ending within ${WINDOW_MS / 60_000} minutes`);
    const measured: Measured[] = [];
    for (const plan of plans) {
      measured.push({
        plan,
        backOff: await waitWith(service, plan, waitForJob),
        fixed: await waitWith(service, plan, pollEveryFiveSeconds),
        history: await waitWith(service, plan, pollWithHistory({ runningMs: plan.lastRunningMs })),
        window: await waitWith(service, plan, pollWithHistory(plan.learnt)),
      });
    }
    return [...rows(count, measured), ...historyRows(measured), ...windowRows(measured)];
  } finally {
    await service.stop();
  }
}

/**
 * The jobs of the case without history (each RUNNING after a random share, up to 30 %, of its time),
 * and for each the running time of the same check's last run: this run's running time divided by a
 * factor within 0.75-1.25, or, for OUTLIERS of them, within 0.25-0.75 or 1.25-2.25 (either equally
 * likely).
 */
function jobPlans(count: number): Plan[] {
  const random = seededRandom(SEED);
  const jobs = Array.from({ length: count }, () => {
    const finishAfter = Math.max(1_000, random() * WINDOW_MS);
    return { finishAfter, runningAfter: finishAfter * random() * 0.3 };
  });
  const history = seededRandom(HISTORY_SEED);
  const earlier = seededRandom(WINDOW_SEED);
  const factorOf = (random: () => number) => {
    const outlier = random() < OUTLIERS;
    const share = random();
    const factor = !outlier ? 0.75 + share / 2 : share < 0.5 ? 0.25 + share : 1.25 + (share - 0.5) * 2;
    return { outlier, factor };
  };
  return jobs.map((job) => {
    const running = job.finishAfter - job.runningAfter;
    const { outlier, factor } = factorOf(history);
    // The check's usual time is the last run's; each earlier run varies about it as this run does.
    const usual = running / factor;
    const past = Array.from({ length: WINDOW_RUNS }, () => Math.round(usual * factorOf(earlier).factor));
    const learnt = expectationOfRuns(past);
    if (!learnt) throw new Error('no expectation learnt from a full window');
    return { ...job, outlier, lastRunningMs: Math.round(running / factor), learnt };
  });
}

type Waiter = (service: FakeService, jobId: number, clock: ScheduleClock) => Promise<void>;

async function waitWith(service: FakeService, plan: Plan, waiter: Waiter): Promise<Waited> {
  // No plan: the schedule alone moves the job.
  const job = service.jobs.create(service.accounts.user.id, [1, 2, 3], []);
  const clock = new ScheduleClock(service, job, plan);
  await waiter(service, job.id, clock);
  if (job.status !== 'FINISHED') throw new Error(`job ${job.id} is ${job.status} after the wait`);
  return { polls: job.polls, delayMs: clock.now() - clock.schedule.finished };
}

/** The action's own loop, with its defaults (first interval 5 s), reporting off: the wait alone. */
const waitForJob: Waiter = async (service, jobId, clock) => {
  const client = clientFor(service);
  try {
    const result = await run(
      {
        jobId,
        timeoutSeconds: 3600,
        pollIntervalSeconds: 5,
        failOnFailure: true,
        report: false,
        checkName: undefined,
        githubToken: undefined,
      },
      testContext({ client, clock }),
    );
    if (result.failure) throw new Error(`wait-for-job failed: ${result.failure}`);
  } finally {
    await client.close();
  }
};

/** The same wait (its poll loop, with the action's defaults) told what history expects of the job. */
function pollWithHistory(expectation: Expectation): Waiter {
  return async (service, jobId, clock) => {
    const client = clientFor(service);
    try {
      const options = { timeoutMs: 3_600_000, pollIntervalMs: 5_000, expectation };
      const outcome = await pollJob(jobId, options, testContext({ client, clock }));
      if (outcome.kind !== 'final') throw new Error(`the wait ended as ${outcome.kind}`);
    } finally {
      await client.close();
    }
  };
}

/** The reference: a GET every 5 seconds until the job ends. */
const pollEveryFiveSeconds: Waiter = async (service, jobId, clock) => {
  const client = clientFor(service);
  try {
    while (!FINAL_JOB_STATUSES.has((await client.jobs.get(jobId)).status)) await clock.sleep(FIXED_POLL_MS);
  } finally {
    await client.close();
  }
};

interface Stats {
  max: number;
  median: number;
  mean: number;
}

type Strategy = 'fixed' | 'backOff' | 'history' | 'window';
type Figure = (w: Waited) => number;
const DELAY: Figure = (w) => w.delayMs;
const POLLS: Figure = (w) => w.polls;

/** One figure of one way of waiting over a group of jobs. */
function stats(group: readonly Measured[], strategy: Strategy, figure: Figure): Stats {
  const values = group.map((m) => figure(m[strategy]));
  return {
    max: Math.max(...values),
    median: median(values),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  };
}

const pollText = (s: Stats) => `max ${s.max}, median ${s.median}`;
const delayText = (s: Stats) => `max ${formatSeconds(s.max)}, median ${formatSeconds(s.median)}`;

function rows(count: number, measured: readonly Measured[]): Row[] {
  const polls = stats(measured, 'backOff', POLLS);
  const fixedPolls = stats(measured, 'fixed', POLLS);
  const delay = stats(measured, 'backOff', DELAY);
  const fixedDelay = stats(measured, 'fixed', DELAY);
  const jobs = `${count} jobs ending at random within 10 min`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `polls per job (${jobs})`,
      measured: pollText(polls),
      reference: `every 5 s: ${pollText(fixedPolls)}`,
      ratio: polls.max / fixedPolls.max,
      verdict: atMost(polls.max, MAX_POLLS, String, ' per 10 min'),
      whyMissed: 'the interval does not grow fast enough while the status stays the same',
    }),
    row({
      benchmark: BENCHMARK,
      figure: `delay from the job finishing to the step ending (${jobs})`,
      measured: delayText(delay),
      reference: `every 5 s: ${delayText(fixedDelay)}`,
      ratio: delay.max / fixedDelay.max,
      verdict: atMost(delay.max, MAX_POLL_INTERVAL_MS, formatSeconds, ' (the interval cap)'),
      whyMissed: 'a wait longer than the interval cap: the cap is not applied to every wait',
    }),
  ];
}

/** The same jobs with history: those within a quarter of the last run's time, the others, and all. */
function historyRows(measured: readonly Measured[]): Row[] {
  const within = measured.filter((m) => !m.plan.outlier);
  const outliers = measured.filter((m) => m.plan.outlier);
  const delay = within.length ? stats(within, 'history', DELAY) : undefined;
  const polls = within.length ? stats(within, 'history', POLLS) : undefined;
  const all = stats(measured, 'history', POLLS);
  const today = stats(measured, 'backOff', POLLS);
  return [
    ...groupRows(within, 'within ±25 %', {
      delay:
        delay &&
        both(
          atMost(delay.median, HISTORY_DELAY_MEDIAN_MS, formatSeconds, ' median'),
          atMost(delay.max, HISTORY_DELAY_MAX_MS, formatSeconds, ' max'),
        ),
      polls: polls && atMost(polls.max, HISTORY_MAX_POLLS, String, ' per 10 min'),
    }),
    ...groupRows(outliers, 'outside ±25 %', {
      remark: 'no target: a job that ends well before its expected time is found by polls up to 60 s apart',
    }),
    row({
      benchmark: BENCHMARK,
      figure: `with history: polls per job on average (all ${measured.length} jobs)`,
      measured: all.mean.toFixed(1),
      reference: `no history (today's back-off): ${today.mean.toFixed(1)}`,
      ratio: all.mean / today.mean,
      verdict: atMost(all.mean, today.mean, (n) => n.toFixed(1), " (today's back-off)"),
      whyMissed: 'history costs more polls than it saves',
    }),
  ];
}

/** The delay and the polls with history over a group of jobs, beside the two other ways of waiting. */
function groupRows(
  group: readonly Measured[],
  which: string,
  judged: { delay?: Verdict; polls?: Verdict; remark?: string },
): Row[] {
  if (!group.length) return [];
  const figure = (what: string) =>
    `with history: ${what} (${group.length} of the jobs, running ${which} of the last run's time)`;
  const line = (text: (s: Stats) => string, of: Figure) => ({
    measured: text(stats(group, 'history', of)),
    reference: `no history (today's back-off): ${text(stats(group, 'backOff', of))}; every 5 s: ${text(stats(group, 'fixed', of))}`,
  });
  return [
    row({
      benchmark: BENCHMARK,
      figure: figure('delay from the job finishing to the step ending'),
      ...line(delayText, DELAY),
      verdict: judged.delay,
      whyMissed: 'the polls around the expected end are too far apart',
      remark: judged.remark,
    }),
    row({
      benchmark: BENCHMARK,
      figure: figure('polls per job'),
      ...line(pollText, POLLS),
      verdict: judged.polls,
      whyMissed: 'too many polls before the expected end or around it',
    }),
  ];
}

/**
 * The same jobs with the window: every job, and those whose running time is within the spread learnt
 * from the check's last 30 runs; polls over all of them.
 */
function windowRows(measured: readonly Measured[]): Row[] {
  const usual = measured.filter(({ plan: { learnt, finishAfter, runningAfter } }) => {
    const running = finishAfter - runningAfter;
    return Math.abs(running - learnt.runningMs) <= (learnt.spreadMs ?? 0);
  });
  const all = stats(measured, 'window', DELAY);
  const within = usual.length ? stats(usual, 'window', DELAY) : undefined;
  const polls = stats(measured, 'window', POLLS);
  const today = stats(measured, 'backOff', POLLS);
  const reference = (group: readonly Measured[], of: Figure, text: (s: Stats) => string) =>
    `no history (today's back-off): ${text(stats(group, 'backOff', of))}; the last run's time alone: ${text(stats(group, 'history', of))}`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `with the window (the last ${WINDOW_RUNS} runs' times): delay from the job finishing to the step ending (all ${measured.length} jobs)`,
      measured: delayText(all),
      reference: reference(measured, DELAY, delayText),
      ratio: all.max / WINDOW_DELAY_MAX_MS,
      verdict: atMost(all.max, WINDOW_DELAY_MAX_MS, formatSeconds, ' max'),
      whyMissed: 'a job that ends before its usual time is found later than without history',
    }),
    ...(within
      ? [
          row({
            benchmark: BENCHMARK,
            figure: `with the window: delay (${usual.length} of the jobs, running within the spread it learnt)`,
            measured: delayText(within),
            reference: reference(usual, DELAY, delayText),
            ratio: within.median / WINDOW_DELAY_MEDIAN_MS,
            verdict: atMost(within.median, WINDOW_DELAY_MEDIAN_MS, formatSeconds, ' median'),
            whyMissed: 'the polls within the usual spread are too far apart',
          }),
        ]
      : []),
    row({
      benchmark: BENCHMARK,
      figure: `with the window: polls per job on average (all ${measured.length} jobs)`,
      measured: polls.mean.toFixed(1),
      reference: `no history (today's back-off): ${today.mean.toFixed(1)}; the last run's time alone: ${stats(measured, 'history', POLLS).mean.toFixed(1)}`,
      ratio: polls.mean / today.mean,
      verdict: atMost(polls.mean, today.mean, (n) => n.toFixed(1), " (today's back-off)"),
      whyMissed: 'the window costs more polls than it saves',
    }),
  ];
}
