import { z } from 'zod';

import { MAX_VERSION_CHARS } from '../../value/family.ts';
import { isCommitSha } from '../../world/commit-sha.ts';
import { WINDOW_RUNS } from '../../world/limits.ts';
import { MAX_WINDOW_TESTS, type WindowOutcome } from '../window.ts';
import type { ByteReader } from './bytes.ts';
import { MAX_CARRIED, MAX_DIGEST_MS, MAX_NAME_CHARS, MAX_NAMES } from './model.ts';

/**
 * What a digest read back may hold (codec.ts reads it as untrusted input): the bounds every digest a
 * report wrote keeps to, each list refused beyond its bound before anything is made for it, and the
 * fields schema-checked once read.
 */

/** What a digest holds beyond the bounds every digest a report wrote keeps to. */
export class BeyondBounds extends Error {}

/** A list after its count, refused before any item is read when the count is beyond `max`. */
export function readList<T>(input: ByteReader, max: number, what: string, item: () => T): T[] {
  const n = input.length();
  if (n > max) throw new BeyondBounds(`it holds more than ${max} ${what}`);
  const items: T[] = [];
  for (let i = 0; i < n; i++) items.push(item());
  return items;
}

/** A window outcome's code in the layout; its place in this list. */
export const WINDOW_OUTCOMES: readonly WindowOutcome[] = ['passed', 'failed', 'unknown', 'flaky', 'absent'];

const count = z.number().int().min(0).max(100_000_000);
/** A time in ms, as the writer holds it (`tenths`, codec.ts). */
const time = z.number().min(0).max(MAX_DIGEST_MS);
/** A workflow run is re-run far fewer times than this. */
const MAX_ATTEMPT = 10_000;
const text = z.string().max(MAX_NAME_CHARS * 4);
const RUN_ID = z.string().regex(/^\d{1,20}$/);
const Counts = z.object({ total: count, passed: count, failed: count, unknown: count, flaky: count });
const Named = z.object({
  name: text,
  environment: text.optional(),
  platform: text.optional(),
  id: text.optional(),
  madeUp: z.literal(true).optional(),
});
export const DigestMeta = z.object({
  counts: Counts,
  timing: z.object({ queuedMs: time.optional(), runningMs: time.optional() }),
  failedNames: z.array(Named).max(MAX_NAMES),
  run: z
    .object({
      runId: RUN_ID,
      attempt: z.number().int().min(1).max(MAX_ATTEMPT),
      triggeredBy: RUN_ID.optional(),
    })
    .optional(),
  versions: z.object({
    environments: z.array(z.string().max(MAX_VERSION_CHARS)),
    platforms: z.array(z.string().max(MAX_VERSION_CHARS)),
  }),
  carried: z
    .array(Named.extend({ attempt: z.number().int().min(1).max(MAX_ATTEMPT), flaky: z.boolean() }))
    .max(MAX_CARRIED)
    .optional(),
  dropped: z.object({ failedKeys: count, failedNames: count }),
});

export const DigestSessionsMeta = z.object({
  vmMs: time,
  deviceMs: time,
  retryMs: time,
  stopped: z.literal(true).optional(),
});

/** A run's commit: in full, or as short as the command line's CI may name it (a history file's digest). */
const SHA = z.string().refine(isCommitSha);
export const WindowMeta = z.object({
  runs: z
    .array(
      z.object({
        sha: SHA,
        counts: Counts,
        testTimeMs: time.optional(),
        runningMs: time.optional(),
        partial: z.literal(true).optional(),
      }),
    )
    .max(WINDOW_RUNS),
  tests: z
    .array(
      z.object({
        key: z.number(),
        outcomes: z.array(z.enum(WINDOW_OUTCOMES as [WindowOutcome, ...WindowOutcome[]])),
        failingSince: z.object({ sha: SHA, runs: count.min(1) }).optional(),
      }),
    )
    .max(MAX_WINDOW_TESTS),
  dropped: z.object({ runs: count, tests: count }),
});
