// Waiting: wait-for-job's `run` against jobs that finish at random moments within 10 minutes, on a
// simulated clock that moves the fake service's time too, so ten simulated minutes take milliseconds.
// Counted: polls per job and the delay from the job finishing to the step ending. The reference polls
// the same jobs every 5 seconds.
import { run } from '../src/actions/wait-for-job/run.ts';
import { MAX_POLL_INTERVAL_MS } from '../src/codeless/poll.ts';
import { FINAL_JOB_STATUSES } from '../src/api/jobs.ts';
import type { FakeJob, JobStatus } from '../test/fake-service/routes/jobs.ts';
import { FakeService } from '../test/fake-service/server.ts';
import { TestClock, testContext } from '../test/support/context.ts';
import { clientFor } from '../test/support/service.ts';
import { type BenchContext, median, seededRandom } from './support.ts';
import { atMost, formatSeconds, type Row, row } from './table.ts';

const BENCHMARK = 'Waiting (wait-for-job)';
const WINDOW_MS = 10 * 60_000;
const MAX_POLLS = 60;
const FIXED_POLL_MS = 5_000;
const SEED = 20_261_122;

/** When a simulated job changes status, on the fake service's clock. */
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
 * as the service would at that moment.
 */
class ScheduleClock extends TestClock {
  private readonly service: FakeService;
  private readonly schedule: Schedule;
  constructor(service: FakeService, schedule: Schedule) {
    super();
    this.service = service;
    this.schedule = schedule;
  }
  override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    await super.sleep(ms, signal);
    this.service.clock.advance(ms);
    apply(this.service, this.schedule);
  }
}

function apply(service: FakeService, { job, running, finished }: Schedule): void {
  const now = service.clock.now();
  const to = (status: JobStatus, success?: boolean) => {
    if (job.status !== status) service.jobs.advance(job.id, status, { success });
  };
  if (now >= finished) to('FINISHED', true);
  else if (now >= running) to('RUNNING');
}

export async function benchWait(ctx: BenchContext): Promise<Row[]> {
  const count = ctx.quick ? 10 : 200;
  const service = new FakeService();
  await service.start();
  try {
    const random = seededRandom(SEED);
    const plans = Array.from({ length: count }, () => {
      const finishAfter = Math.max(1_000, random() * WINDOW_MS);
      return { finishAfter, runningAfter: finishAfter * random() * 0.3 };
    });
    ctx.log(`wait: ${count} jobs ending within ${WINDOW_MS / 60_000} minutes`);
    const ours: Waited[] = [];
    const fixed: Waited[] = [];
    for (const plan of plans) {
      ours.push(await waitWith(service, plan, waitForJob));
      fixed.push(await waitWith(service, plan, pollEveryFiveSeconds));
    }
    return rows(count, ours, fixed);
  } finally {
    await service.stop();
  }
}

type Waiter = (service: FakeService, jobId: number, clock: ScheduleClock) => Promise<void>;

async function waitWith(
  service: FakeService,
  plan: { finishAfter: number; runningAfter: number },
  waiter: Waiter,
): Promise<Waited> {
  // No plan: the schedule alone moves the job.
  const job = service.jobs.create(service.accounts.user.id, [1, 2, 3], []);
  const created = service.clock.now();
  const schedule = { job, running: created + plan.runningAfter, finished: created + plan.finishAfter };
  await waiter(service, job.id, new ScheduleClock(service, schedule));
  if (job.status !== 'FINISHED') throw new Error(`job ${job.id} is ${job.status} after the wait`);
  return { polls: job.polls, delayMs: service.clock.now() - schedule.finished };
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

/** The reference: a GET every 5 seconds until the job ends. */
const pollEveryFiveSeconds: Waiter = async (service, jobId, clock) => {
  const client = clientFor(service);
  try {
    while (!FINAL_JOB_STATUSES.has((await client.jobs.get(jobId)).status)) await clock.sleep(FIXED_POLL_MS);
  } finally {
    await client.close();
  }
};

function rows(count: number, ours: Waited[], fixed: Waited[]): Row[] {
  const stats = (runs: Waited[], pick: (w: Waited) => number) => {
    const values = runs.map(pick);
    return { max: Math.max(...values), median: median(values) };
  };
  const polls = stats(ours, (w) => w.polls);
  const fixedPolls = stats(fixed, (w) => w.polls);
  const delay = stats(ours, (w) => w.delayMs);
  const fixedDelay = stats(fixed, (w) => w.delayMs);
  const jobs = `${count} jobs ending at random within 10 min`;
  const pollText = (s: { max: number; median: number }) => `max ${s.max}, median ${s.median}`;
  const delayText = (s: { max: number; median: number }) =>
    `max ${formatSeconds(s.max)}, median ${formatSeconds(s.median)}`;
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
