import { open, stat } from 'node:fs/promises';

import { messageOf } from '../api/transport/errors.ts';
import { durationsInDigest, reportSession } from '../report/session.ts';
import type { TestDurations } from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';

/**
 * What the plan is told of the tests' past: how long each took, by name, and where that was read, for
 * its sentences (the report's `TestDurations`: seconds by the name its sessions report, summed over
 * them). Durations decide the balance only, never which tests run: every plan is a partition of the
 * list, so a duration wrong or missing moves a test between legs, never out of the run.
 */
export type Durations = TestDurations;

/** The longest duration taken as it is: a longer one (a week) is a record gone wrong, not a test. */
const MAX_TEST_SECONDS = 7 * 24 * 3600;

/** A duration the plan can use, in whole milliseconds; undefined for one that is not a duration. */
export function durationMs(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0 || seconds > MAX_TEST_SECONDS)
    return undefined;
  return Math.round(seconds * 1000);
}

/** What a host asks durations for: the tests, and whose reports time them. */
interface DurationsRequest {
  tests: readonly string[];
  /** The check whose base reports hold the durations (actions/shard's `check-name`). */
  checkName: string;
  githubToken: string | undefined;
}

export type DurationsProvider = (request: DurationsRequest, ctx: ServiceContext) => Promise<Durations>;

/**
 * The durations the base's report of the check carries, found as the comparison finds its base and
 * read through the report's door (docs/sharding.md, "Where the durations come from").
 */
export const baseDurations: DurationsProvider = ({ tests, checkName, githubToken }, ctx) =>
  reportSession(ctx, { checkName, githubToken }).readDurations(tests);

/** The most of a history file read: a digest is never longer (a longer file is refused as one). */
const MAX_HISTORY_CHARS = 65_536;

/**
 * The durations the history file of `cloudtest report --history` holds (`shown` as the flag gave it,
 * `path` resolved): a missing file is a branch's first run.
 */
export async function historyDurations(
  shown: string,
  path: string,
  tests: readonly string[],
): Promise<Durations> {
  try {
    if (!(await stat(path)).isFile()) return { none: `${shown} is not a file` };
  } catch {
    return { none: `${shown} holds no history yet` };
  }
  let text: string;
  try {
    const file = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(MAX_HISTORY_CHARS);
      const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
      text = buffer.toString('utf8', 0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    return { none: `${shown} could not be read (${messageOf(error)})` };
  }
  return durationsInDigest(text, tests, shown);
}
