import { stat } from 'node:fs/promises';
import type { ServiceContext } from '../runtime/service-context.ts';

/**
 * What the plan is told of the tests' past: how long each took, by name, and where that was read, for
 * its sentences. Durations decide the balance only, never which tests run: every plan is a partition of
 * the list, so a duration wrong or missing moves a test between legs, never out of the run.
 */
export type Durations =
  | {
      /** Seconds by test name, as its sessions report the name: the sum of its sessions' durations. */
      seconds: ReadonlyMap<string, number>;
      /** Where they were read: "main's report of Cloud tests (abc1234)". */
      from: string;
    }
  /** None to be had, and why, in words that follow "none had history: ". */
  | { none: string };

/** The longest duration taken as it is: a longer one (a week) is a record gone wrong, not a test. */
export const MAX_TEST_SECONDS = 7 * 24 * 3600;

/** A duration the plan can use, in whole milliseconds; undefined for one that is not a duration. */
export function durationMs(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0 || seconds > MAX_TEST_SECONDS)
    return undefined;
  return Math.round(seconds * 1000);
}

/** What a host asks durations for: the tests, and whose reports time them. */
export interface DurationsRequest {
  tests: readonly string[];
  /** The check whose base reports hold the durations (actions/shard's `check-name`). */
  checkName: string;
  githubToken: string | undefined;
}

export type DurationsProvider = (request: DurationsRequest, ctx: ServiceContext) => Promise<Durations>;

/**
 * The durations the base's report of the check carries, found as the comparison finds its base. This
 * version reads none: every test is planned untimed, split by count.
 */
export const baseDurations: DurationsProvider = async ({ checkName }) => ({
  none: `this version reads no durations from the base's report of ${checkName} yet`,
});

/**
 * The durations the history file of `cloudtest report --history` holds (`shown` as the flag gave it,
 * `path` resolved): a missing file is a branch's first run. This version reads none from its digest.
 */
export async function historyDurations(shown: string, path: string): Promise<Durations> {
  try {
    if (!(await stat(path)).isFile()) return { none: `${shown} is not a file` };
  } catch {
    return { none: `${shown} holds no history yet` };
  }
  return { none: `this version reads no durations from the history ${shown} yet` };
}
