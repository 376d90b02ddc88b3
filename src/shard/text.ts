import type { SessionCount } from '../api/team.ts';
import { markdownText } from '../text/escape.ts';
import { formatSeconds, plural } from '../text/wording.ts';
import { legsRunAtOnce } from './capacity.ts';
import type { Limit, Plan, PlannedLeg } from './plan.ts';

/** The plan in words: what the log says and the job summary shows, the warnings apart. */

const SESSION_WORDS = { vms: 'VM sessions', physical: 'physical device sessions' } as const;

/** "6 of 10 VM sessions free", "2 a leg" when a leg takes more than one. */
const sessionsText = (sessions: SessionCount, perLeg: number) =>
  `${sessions.free} of ${sessions.allowed} ${SESSION_WORDS[sessions.kind]} free${perLeg > 1 ? `, ${perLeg} a leg` : ''}`;

/** "4 (2 %)": a share never shown as 0 % or 100 % when it is neither. */
function share(part: number, whole: number): string {
  const percent = (100 * part) / whole;
  const shown =
    percent > 0 && percent < 1
      ? 'under 1'
      : percent > 99 && percent < 100
        ? 'over 99'
        : String(Math.round(percent));
  return `${part} (${shown} %)`;
}

/** How many tests, how many had no history and what they are taken at, and where the durations came from. */
function testsLine(plan: Plan): string {
  const tests = plural(plan.tests, 'test');
  const { durations, medianMs } = plan;
  if ('none' in durations)
    return `${tests}; none had history (${durations.none}): the legs are split by count.`;
  if (medianMs === undefined)
    return `${tests}; none had history in ${durations.from}: the legs are split by count.`;
  // The report cut its shortest tests' durations to fit: those of the list are among the untimed.
  const from = durations.leftOut
    ? `${durations.from}, which left out the durations of its ${plural(durations.leftOut, 'shortest test')} to fit`
    : durations.from;
  if (!plan.untimed) return `${tests}, each timed by ${from}.`;
  return `${tests}; ${share(plan.untimed, plan.tests)} had no history, taken at the median ${formatSeconds(medianMs)}. Durations from ${from}.`;
}

function limitText(limit: Limit, plan: Plan): string {
  const { capacity, settings } = plan;
  if (limit === 'capacity' && 'free' in capacity)
    return `capped by capacity: ${sessionsText(capacity, settings.sessionsPerLeg)}`;
  if (limit === 'tests') return 'one a test';
  return `the most max-legs (${settings.maxLegs}) allows`;
}

/** Why the plan has as many legs as it has. */
function legsLine(plan: Plan): string {
  const legs = plural(plan.legs.length, 'leg');
  const { choice } = plan;
  switch (choice.by) {
    case 'number':
      return choice.asked > plan.legs.length
        ? `legs: ${choice.asked} asks for more legs than there are tests: ${legs}, one test each.`
        : `${legs}, as legs asks.`;
    case 'target':
      return `legs: auto: ${legs}, the fewest whose slowest leg is predicted within target-minutes (${formatSeconds(choice.targetMs)}).`;
    case 'longest':
      return `legs: auto: ${legs}, the fewest that bring the slowest leg down to the longest test, which alone takes ${formatSeconds(choice.longestMs)}, over target-minutes (${formatSeconds(choice.targetMs)}).`;
    case 'limit':
      return `legs: auto: ${legs}, ${limitText(choice.limit, plan)}; the slowest leg is predicted over target-minutes (${formatSeconds(choice.targetMs)})${choice.within ? `: ${plural(choice.within, 'leg')} would bring it within` : ''}.`;
    case 'count':
      return `legs: auto: ${legs} by count, ${limitText(choice.limit, plan)}: without history there is nothing to size them by.`;
  }
}

/** The slowest leg against the mean and against the bound no split beats. */
function timingLine(plan: Plan): string | undefined {
  const { timing } = plan;
  if (!timing) return undefined;
  const ratio = timing.meanMs ? (timing.slowestMs / timing.meanMs).toFixed(2) : '1.00';
  return `Slowest leg predicted ${formatSeconds(timing.slowestMs)}, ${ratio}× the mean (${formatSeconds(timing.meanMs)}); lower bound ${formatSeconds(timing.lowerBoundMs)}, max(total/legs, longest test).`;
}

/** The plan's sentences, in order: the sessions read, the tests, the legs, the prediction. */
export function planLines(plan: Plan): string[] {
  const { capacity } = plan;
  return [
    'free' in capacity ? `Sessions: ${sessionsText(capacity, plan.settings.sessionsPerLeg)}.` : undefined,
    testsLine(plan),
    legsLine(plan),
    timingLine(plan),
  ].filter((line): line is string => line !== undefined);
}

/** What the plan warns of: legs that may wait for a session, sessions that could not be read, a fallback. */
export function planWarnings(plan: Plan): string[] {
  const { capacity, choice, settings } = plan;
  const warnings: string[] = [];
  if (capacity.kind === 'unknown')
    warnings.push(
      `Could not read the team's free sessions, so the plan does not count them: ${capacity.why}`,
    );
  if ('free' in capacity && choice.by === 'number') {
    const atOnce = legsRunAtOnce(capacity, settings.sessionsPerLeg);
    const legs = plan.legs.length;
    if (legs > atOnce)
      warnings.push(
        `legs: ${choice.asked} plans ${plural(legs, 'leg')}, more than the ${sessionsText(capacity, settings.sessionsPerLeg)} run at once: ${legs - atOnce} may wait for a session.`,
      );
  }
  if (plan.fellBack)
    warnings.push(
      `The legs planned were not a partition of the tests (${plan.fellBack}): split by count instead.`,
    );
  return warnings;
}

/** "leg 3: 27 tests, predicted 7 min 40 s". */
export const legLine = (leg: PlannedLeg): string =>
  `leg ${leg.leg}: ${plural(leg.tests.length, 'test')}${leg.predictedMs === undefined ? '' : `, predicted ${formatSeconds(leg.predictedMs)}`}`;

/** A leg's predicted time as the matrix gives it: seconds to one decimal, none without history. */
export const predictedSeconds = (ms: number | undefined): number | null =>
  ms === undefined ? null : Math.round(ms / 100) / 10;

/** The job summary: the sentences and warnings, then a row a leg (its tests, its predicted time). */
export function planMarkdown(plan: Plan): string {
  const timed = plan.timing !== undefined;
  const rows = plan.legs.map(
    (leg) =>
      `| ${leg.leg} | ${leg.tests.length} |${timed ? ` ${formatSeconds(leg.predictedMs ?? 0)} |` : ''}`,
  );
  return [
    '### Test legs',
    '',
    ...[...planWarnings(plan).map((w) => `Warning: ${w}`), ...planLines(plan)].flatMap((line) => [
      markdownText(line),
      '',
    ]),
    timed ? '| Leg | Tests | Predicted |' : '| Leg | Tests |',
    timed ? '|---:|---:|---:|' : '|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}
