import { longestNamed } from '../../history/digest/by-name.ts';
import type { ReportTests } from '../../value/tests.ts';
import type { ReportDeps } from '../../world/deps.ts';
import { type MarkedTest, MAX_LONGEST, writeLegMark } from '../../world/leg-mark.ts';

const marked = (e: MarkedTest): MarkedTest => ({
  name: e.name,
  ...(e.environment ? { environment: e.environment } : {}),
  ...(e.platform ? { platform: e.platform } : {}),
});

/**
 * The mark of a check run the step writes (src/report/world/leg-mark.ts): its workflow run, attempt,
 * job and matrix place, and the report's first flaky and unknown tests as far as `room` allows; on a
 * leg of actions/shard's matrix, its predicted time and its longest tests of those the plan gave it.
 * Undefined outside a workflow run, where no job after a matrix looks for it.
 */
export function markOf(
  deps: Pick<ReportDeps, 'job'>,
  what: {
    room: number;
    tests?: Pick<ReportTests, 'flaky' | 'unknown'> & Partial<Pick<ReportTests, 'keys'>>;
    combined?: boolean;
  },
): string | undefined {
  const job = deps.job;
  if (!job?.runId) return undefined;
  const shard = job.shardLeg;
  const longest = shard && what.tests?.keys ? longestNamed(what.tests.keys, shard.tests, MAX_LONGEST) : [];
  return writeLegMark(
    {
      runId: job.runId,
      attempt: job.attempt,
      ...(job.job ? { job: job.job } : {}),
      ...(job.place ? { place: job.place } : {}),
      ...(job.values ? { values: job.values } : {}),
      ...(what.combined ? { combined: true as const } : {}),
      flaky: (what.tests?.flaky ?? []).map(marked),
      unknown: (what.tests?.unknown ?? []).map(marked),
      ...(shard?.predictedSeconds === undefined ? {} : { predictedSeconds: shard.predictedSeconds }),
      ...(longest.length ? { longest } : {}),
    },
    what.room,
  );
}
