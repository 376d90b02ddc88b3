import { type FakeApp, HttpError } from '../app.ts';
import type { FakeClock } from '../clock.ts';

export type JobStatus = 'QUEUED' | 'RUNNING' | 'FINISHED' | 'FAILED';

export interface FakeJob {
  id: number;
  ownerId: number;
  status: JobStatus;
  created_at: string;
  updated_at: string;
  success: boolean | null;
  test_ids: number[];
  errors: Array<Record<string, unknown>>;
  /** Steps still to come, each counted from the one before (or from creation). */
  plan: JobStep[];
  polls: number;
  /** Fake-clock time the last step applied (creation for the first). */
  stepSince: number;
}

/** A step applies once either of its counts is reached; a step with neither applies at the next poll. */
export interface JobStep {
  status: JobStatus;
  /** Polls of GET /v1/jobs/{id} before this step applies. */
  afterPolls?: number;
  /** Time on the fake service's clock before this step applies: a long job without many polls. */
  afterMs?: number;
  /** For FINISHED: the aggregate result; null, a job FINISHED without one (docs/service-records.md). */
  success?: boolean | null;
  errors?: Array<Record<string, unknown>>;
  /**
   * The job lists the failures of its tests marked to fail from this step on, while it still runs
   * (ASSUMPTIONS.runningJobErrors); a FINISHED step lists them unless it names its own `errors`.
   */
  listsFailures?: boolean;
}

/** The plan a job follows unless a test sets another: queued, running, then finished successfully. */
export const DEFAULT_JOB_PLAN: readonly JobStep[] = [
  { status: 'RUNNING', afterPolls: 1 },
  { status: 'FINISHED', afterPolls: 2, success: true },
];

/**
 * Jobs move QUEUED → RUNNING → FINISHED or FAILED under the test's control: by a plan counted in
 * polls, or by `advance`. `success` stays null until FINISHED, as the spec says.
 */
export class JobStore {
  readonly jobs = new Map<number, FakeJob>();
  /** Plan given to the next jobs created; tests replace it. */
  nextPlan: readonly JobStep[] = DEFAULT_JOB_PLAN;
  private nextId = 9001;

  private readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  create(ownerId: number, testIds: number[], plan: readonly JobStep[] = this.nextPlan): FakeJob {
    const now = new Date(this.clock.now()).toISOString();
    const job: FakeJob = {
      id: this.nextId++,
      ownerId,
      status: 'QUEUED',
      created_at: now,
      updated_at: now,
      success: null,
      test_ids: testIds,
      errors: [],
      plan: plan.map((s) => ({ ...s })),
      polls: 0,
      stepSince: this.clock.now(),
    };
    this.jobs.set(job.id, job);
    return job;
  }

  /** Moves a job to a status now, as the service would when its tests progress. */
  advance(
    id: number,
    status: JobStatus,
    result: { success?: boolean | null; errors?: Array<Record<string, unknown>> } = {},
  ): FakeJob {
    const job = this.jobs.get(id);
    if (!job) throw new Error(`no job ${id}`);
    job.status = status;
    job.updated_at = new Date(this.clock.now()).toISOString();
    if (status === 'FINISHED')
      job.success = result.success === undefined ? job.errors.length === 0 : result.success;
    if (result.errors) job.errors = result.errors;
    return job;
  }

  isFinal(id: number): boolean {
    const status = this.jobs.get(id)?.status;
    return status === 'FINISHED' || status === 'FAILED';
  }

  /** One poll: counts it and applies the next step of the plan when its time has come. */
  poll(job: FakeJob): FakeJob {
    job.polls++;
    const step = job.plan[0];
    if (!step) return job;
    if (step.afterPolls !== undefined) step.afterPolls--;
    const byPolls = step.afterPolls !== undefined && step.afterPolls <= 0;
    const byTime = step.afterMs !== undefined && this.clock.now() - job.stepSince >= step.afterMs;
    if (byPolls || byTime || (step.afterPolls === undefined && step.afterMs === undefined)) {
      job.plan.shift();
      job.stepSince = this.clock.now();
      this.advance(job.id, step.status, { success: step.success, errors: step.errors });
    }
    return job;
  }
}

export function jobRecord(job: FakeJob) {
  const { id: _id, ownerId: _owner, plan: _plan, polls: _polls, stepSince: _since, ...visible } = job;
  return visible;
}

export function registerJobRoutes(app: FakeApp, store: JobStore): void {
  app.route('GET', '/v1/jobs/:id', ({ account, params }) => {
    const job = store.jobs.get(Number(params.id));
    if (!job || job.ownerId !== account.id) throw new HttpError(404, `job ${params.id} not found`);
    return { status: 200, body: jobRecord(store.poll(job)) };
  });
}
