import type { Logger } from '../runtime/types.ts';
import { FAIL_ON_MISSING, judge, missingSentence } from './history/fail-on.ts';
import { flakyStep } from './outputs/report.ts';
import type {
  CheckConclusion,
  EvidenceOptions,
  RunVerdict,
  StepEnd,
  StepJudgement,
  StepRules,
} from './types.ts';

/**
 * Whether a reporting step fails, decided in one place for every reporting action and the command
 * line (docs/architecture.md, "The step's end"): from what the run came to (`RunVerdict`) and the
 * report's judgement of it under `fail-on` and its kin (`StepJudgement`).
 */

/**
 * How a step that reported ends. A failure of the service's (a time-out, a job never read, outcomes it
 * never told while they count) fails it whatever the report judged. A failure of the tests' fails it
 * when `fail-on-failure` is true and the judgement blocks (the judgement's note then says why), and is
 * else a warning saying why not; but where each test that failed is quarantined, what the report
 * misses decides. What it misses (no tests, unknown outcomes) fails it as `fail-on-empty` and
 * `fail-on-unknown` say: the report's failure. Flaky tests fail it only with `fail-on-flaky`, unless
 * quarantined. `rules.where` ends the sentences: `in job 12`, `in build "nightly-7"`.
 */
export function stepEnd(run: RunVerdict, judged: StepJudgement, rules: StepRules, log: Logger): StepEnd {
  const { blocks, note, missing } = judged;
  if (run.failure && run.failedBy === 'service') return { failure: run.failure, failedBy: 'service' };
  // The report misses something only when no failed test is left to fail the step: each is quarantined.
  const quarantinedAll = missing !== undefined && run.counts.failed > 0;
  if (run.failure && !quarantinedAll) {
    if (blocks && rules.failOnFailure)
      return { failure: note ? `${run.failure} (${note})` : run.failure, failedBy: run.failedBy ?? 'tests' };
    const why = !rules.failOnFailure
      ? 'fail-on-failure is false, so the step passes'
      : (note ?? (run.counts.failed ? undefined : 'fail-on-unknown is false, so the step passes'));
    log.warning(why ? `${run.failure} (${why})` : run.failure);
  } else if (missing) {
    return { failure: missingSentence(missing, run.counts, rules.where), failedBy: 'report' };
  } else if (run.passed) {
    if ('warning' in run.passed) log.warning(run.passed.warning);
    else log.info(run.passed.info);
  }
  const flaky = flakyStep(judged.flaky, rules.failOnFlaky, rules.where, judged.quarantinedFlaky);
  if (flaky.warning) log.warning(flaky.warning);
  return flaky.failure ? { failure: flaky.failure, failedBy: 'tests' } : {};
}

/**
 * The judgement of a run reported nowhere (`report: false`, or a report that failed): `fail-on`,
 * `fail-on-empty` and `fail-on-unknown` over the run's own counts, nothing compared.
 */
export function judgedUnreported(
  run: { conclusion: CheckConclusion; counts: RunVerdict['counts'] },
  rules: { failOnFailure: boolean; evidence: EvidenceOptions | undefined; notCompared: string },
): StepJudgement {
  const failOn = rules.failOnFailure ? (rules.evidence?.failOn ?? 'failures') : 'nothing';
  const judged = judge({ ...(rules.evidence ?? FAIL_ON_MISSING), failOn }, run, {
    notCompared: rules.notCompared,
  });
  return {
    blocks: judged.blocks,
    note: judged.note,
    ...(judged.missing ? { missing: judged.missing } : {}),
    flaky: 0,
  };
}

/**
 * The reporting inputs a run's report is judged by. A failure of the service's fails the check run as
 * it fails the step: judged as `fail-on: failures`, or under `new-failures` an unknown test that failed
 * on the base too would leave the check run neutral, which passes a required check, while the step fails.
 */
export function judgedAs(
  run: RunVerdict,
  evidence: EvidenceOptions | undefined,
): EvidenceOptions | undefined {
  if (!evidence || !run.failure || run.failedBy !== 'service') return evidence;
  return { ...evidence, failOn: 'failures' };
}
