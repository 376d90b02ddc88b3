import { gunzipSync, gzipSync } from 'node:zlib';

import { z } from 'zod';

/**
 * A report's mark: the workflow run, attempt and job that wrote it and the job's place in its matrix,
 * whether it combines other reports, the names of its first flaky and unknown tests (the digest
 * keeps those as keys only), and for a leg of actions/shard's matrix its predicted time and longest
 * tests (actions/combine sets them against what the leg took). A job after a matrix (actions/combine) finds the reports of its run by
 * it, and expects every place of each matrix (docs/report-files.md, "The mark"). Kept in the check
 * run's `output.text` after the digest, inside an HTML comment: invisible on the page, and kept when a
 * post step completes the check run without a report (a write without text leaves it as it was).
 */
export interface LegMark {
  /** GITHUB_RUN_ID. */
  runId: string;
  /** GITHUB_RUN_ATTEMPT. */
  attempt: number;
  /** GITHUB_JOB: the job's key in the workflow. */
  job?: string;
  /** The job's place in its matrix (`strategy.job-index` of `strategy.job-total`); 0 of 1 outside one. */
  place?: MatrixPlace;
  /** The leg's matrix values, as GitHub names the job by them: which leg of the matrix it ran. */
  values?: string[];
  /** A report of other reports (actions/combine): never a leg of another. */
  combined?: true;
  /** The first flaky and unknown tests, as far as they fit; the digest counts them all. */
  flaky: MarkedTest[];
  unknown: MarkedTest[];
  /** A leg of actions/shard's matrix: the time its plan predicted, in seconds. */
  predictedSeconds?: number;
  /** A leg of actions/shard's matrix: its longest tests by name, longest first, as far as they fit. */
  longest?: TimedTest[];
}

/** A test by name (all its sessions together) and how long it took, in seconds. */
interface TimedTest {
  name: string;
  seconds: number;
}

interface MatrixPlace {
  index: number;
  total: number;
}

/** A test by what makes it the same test: its name, browser or device, platform. */
export interface MarkedTest {
  name: string;
  environment?: string;
  platform?: string;
}

/** Characters the digest leaves the mark in `output.text`: the run and a few names always fit. */
export const LEG_MARK_ROOM = 2048;
/** Tests of each kind a mark names at most, and the longest text of each kept. */
const MAX_MARKED = 200;
const MAX_MARKED_CHARS = 300;
/** A shard leg's longest tests a mark names at most. */
export const MAX_LONGEST = 5;
/** A leg's matrix values a mark keeps at most, and their longest text. */
const MAX_VALUES = 64;
const MAX_VALUES_CHARS = 1000;
/** Most bytes a mark read back may inflate to: far above what 65,535 characters of a real one hold. */
const MAX_INFLATED_BYTES = 512 * 1024;

const OPEN = '<!-- cloudtest-leg v1 ';
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-leg v1 ([A-Za-z0-9+/=]{1,65535}) -->/;

const Text = z.string().max(MAX_MARKED_CHARS);
/** A time in seconds, to a tenth: at most a year. */
const Seconds = z
  .number()
  .min(0)
  .max(365 * 24 * 3600);
const Marked = z.tuple([Text, Text, Text]);
const Wire = z.object({
  r: z.string().regex(/^\d{1,20}$/),
  a: z.number().int().min(1).max(10_000),
  j: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .optional(),
  p: z.tuple([z.number().int().min(0).max(10_000), z.number().int().min(1).max(10_000)]).optional(),
  v: z.array(z.string().max(MAX_VALUES_CHARS)).max(MAX_VALUES).optional(),
  c: z.literal(1).optional(),
  f: z.array(Marked).max(MAX_MARKED),
  u: z.array(Marked).max(MAX_MARKED),
  e: Seconds.optional(),
  l: z
    .array(z.tuple([Text, Seconds]))
    .max(MAX_LONGEST)
    .optional(),
});
type Wire = z.infer<typeof Wire>;

const cut = (s: string | undefined) => (s ?? '').slice(0, MAX_MARKED_CHARS);
const wireTest = (t: MarkedTest): [string, string, string] => [
  cut(t.name),
  cut(t.environment),
  cut(t.platform),
];
const markedTest = ([name, environment, platform]: [string, string, string]): MarkedTest => ({
  name,
  ...(environment ? { environment } : {}),
  ...(platform ? { platform } : {}),
});

/** Seconds to a tenth, within what a mark holds. */
const tenth = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(365 * 24 * 3600, Math.max(0, Math.round(seconds * 10) / 10)) : 0;

const encode = (wire: Wire) => `${OPEN}${gzipSync(JSON.stringify(wire)).toString('base64')}${CLOSE}`;

/**
 * The mark as `output.text` holds it, within `room` characters: the names of flaky and unknown tests
 * as far as they fit (the last ones go first).
 */
export function writeLegMark(mark: LegMark, room: number): string {
  const longest = (mark.longest ?? [])
    .slice(0, MAX_LONGEST)
    .map((t): [string, number] => [cut(t.name), tenth(t.seconds)]);
  const flaky = mark.flaky.slice(0, MAX_MARKED).map(wireTest);
  const unknown = mark.unknown.slice(0, MAX_MARKED).map(wireTest);
  const predicted = mark.predictedSeconds;
  const wire = (n: number): Wire => {
    const l = longest.slice(0, n);
    const f = flaky.slice(0, Math.max(0, Math.min(n - longest.length, flaky.length)));
    const u = unknown.slice(0, Math.max(0, n - longest.length - flaky.length));
    return {
      r: mark.runId,
      a: mark.attempt,
      ...(mark.job && /^[\w.-]{1,100}$/.test(mark.job) ? { j: mark.job } : {}),
      ...(mark.place ? { p: [mark.place.index, mark.place.total] as [number, number] } : {}),
      ...(mark.values?.length &&
      mark.values.length <= MAX_VALUES &&
      mark.values.every((v) => v.length <= MAX_VALUES_CHARS)
        ? { v: mark.values }
        : {}),
      ...(mark.combined ? { c: 1 as const } : {}),
      f,
      u,
      ...(predicted === undefined ? {} : { e: tenth(predicted) }),
      ...(l.length ? { l } : {}),
    };
  };
  // The most names that fit, a shard leg's longest tests first, then flaky ones (a binary search
  // over whole encodings).
  let low = 0;
  let high = longest.length + flaky.length + unknown.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (encode(wire(mid)).length <= room) low = mid;
    else high = mid - 1;
  }
  return encode(wire(low));
}

/** The mark in a check run's `output.text`, read as untrusted input; undefined when there is none or it is not one. */
export function readLegMark(text: string | null | undefined): LegMark | undefined {
  const found = text ? FOUND.exec(text) : null;
  if (!found?.[1]) return undefined;
  try {
    const inflated = gunzipSync(Buffer.from(found[1], 'base64'), { maxOutputLength: MAX_INFLATED_BYTES });
    const wire = Wire.parse(JSON.parse(inflated.toString('utf8')));
    const place = wire.p && wire.p[0] < wire.p[1] ? { index: wire.p[0], total: wire.p[1] } : undefined;
    return {
      runId: wire.r,
      attempt: wire.a,
      ...(wire.j ? { job: wire.j } : {}),
      ...(place ? { place } : {}),
      ...(wire.v ? { values: wire.v } : {}),
      ...(wire.c ? { combined: true as const } : {}),
      flaky: wire.f.map(markedTest),
      unknown: wire.u.map(markedTest),
      ...(wire.e === undefined ? {} : { predictedSeconds: wire.e }),
      ...(wire.l ? { longest: wire.l.map(([name, seconds]) => ({ name, seconds })) } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A check run's text: its digest, then its mark. */
export const markedText = (digest: string | undefined, mark: string | undefined): string | undefined =>
  [digest, mark].filter(Boolean).join('\n') || undefined;
