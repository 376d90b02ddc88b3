import { cutToChars, oneLine, wellFormed } from '../text/characters.ts';
import { SHORT_HASH_CHARS, shortHash, slug } from '../text/slug.ts';
import type { JobIdentity, LegHash, ShardLeg } from './types.ts';

/**
 * What identifies the job a step runs in, from the runner's environment and the `matrix` input (the
 * runner puts no matrix values in the environment; the reporting actions read them through an input
 * whose default is `${{ toJSON(matrix) }}`, as github/codeql-action's upload-sarif does).
 *
 * Two kinds of names come from it: check names, which must be the same on every run of a job and
 * matrix leg so that a team can require them (never a run ID, attempt, build or job ID), and the
 * default build name, which must differ between runs, attempts, jobs and legs.
 */
/** The input every action takes for its matrix leg, and its default. */
export const MATRIX_INPUT = 'matrix';
export const MATRIX_INPUT_DEFAULT = '${{ toJSON(matrix) }}';

/**
 * The input the reporting actions take for the job's place in its matrix, and its default: a report
 * says which place it is of how many, so a job after the matrix knows every leg it waits for.
 */
export const STRATEGY_INPUT = 'strategy';
export const STRATEGY_INPUT_DEFAULT = '${{ toJSON(strategy) }}';

/** The variable holding the build name of the job's tests (docs/check-runs.md, "Build names"). */
export const BUILD_VARIABLE = 'CLOUDTEST_BUILD';

/** Longest leg description in a check name; GitHub shows about this much in the checks list. */
const MAX_LEG_CHARS = 60;
const MAX_CHECK_NAME_CHARS = 100;
const MAX_BUILD_LEG_CHARS = 60;
/**
 * How deep and how long a `matrix` input is read for its values. A leg GitHub makes is an object of a
 * few values, each at most an object itself; beyond these bounds the input is not read, the leg is
 * named by its hash alone and a warning says why. The walk is iterative, so no depth can exhaust the
 * stack (a few thousand levels did, before anything ran).
 */
const MAX_MATRIX_DEPTH = 16;
const MAX_MATRIX_CHARS = 65_536;
/** Hex digits of the leg's hash in names: 32 bits, so legs of one matrix (at most 256) do not meet. */
const HASH_CHARS = SHORT_HASH_CHARS;

/**
 * The keys of a leg of the matrix actions/shard outputs (`{leg, legs, tests, predicted-seconds}`):
 * written by src/shard, read here. A leg is known by `leg` alone: its tests, the number of legs and
 * the prediction change from run to run with the suite and its history, and its check and build names
 * must not (a leg's base report is found by its check name).
 */
export const SHARD_LEG_KEYS = {
  leg: 'leg',
  legs: 'legs',
  tests: 'tests',
  predictedSeconds: 'predicted-seconds',
} as const;
/** The keys of a shard's leg its names leave out. */
const SHARD_PLAN_KEYS: readonly string[] = [
  SHARD_LEG_KEYS.legs,
  SHARD_LEG_KEYS.tests,
  SHARD_LEG_KEYS.predictedSeconds,
];
/**
 * How long a `matrix` input that holds a shard's leg may be: its tests make it long (a leg of a
 * thousand test names is some 60,000 characters), and what the names read of it is short.
 */
const MAX_SHARD_MATRIX_CHARS = 4 * 1024 * 1024;

export function jobIdentityOf(
  env: Record<string, string | undefined>,
  matrixJson?: string,
  /** Told when the `matrix` input is too deep or too long to read. */
  warn?: (message: string) => void,
  /** Where the matrix came from, in the warning. */
  source = `The ${MATRIX_INPUT} input`,
): JobIdentity {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT?.trim());
  const { leg, legHash, problem, shardLeg, values } = legOf(matrixJson);
  if (problem)
    warn?.(
      `${source} ${problem}: names of this leg carry its hash (${legHash?.value}) instead of its values.`,
    );
  return {
    job: env.GITHUB_JOB?.trim() || undefined,
    leg,
    ...(legHash ? { legHash } : {}),
    ...(values ? { values } : {}),
    runId: env.GITHUB_RUN_ID?.trim() || undefined,
    attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
    repository: env.GITHUB_REPOSITORY?.trim() || undefined,
    ...(shardLeg ? { shardLeg } : {}),
  };
}

/**
 * The job's place in its matrix from the `strategy` input (`{"job-index": 2, "job-total": 3, …}`);
 * nothing when the input is empty or not what GitHub writes.
 */
export function placeOf(strategyJson: string | undefined): Pick<JobIdentity, 'place'> {
  const raw = strategyJson?.trim();
  if (!raw || raw.length > MAX_MATRIX_CHARS) return {};
  let strategy: unknown;
  try {
    strategy = JSON.parse(raw);
  } catch {
    return {};
  }
  const { 'job-index': index, 'job-total': total } = (strategy ?? {}) as Record<string, unknown>;
  const whole = (n: unknown): n is number => Number.isSafeInteger(n);
  if (!whole(index) || !whole(total) || index < 0 || index >= total) return {};
  return { place: { index, total } };
}

/**
 * The matrix leg: its values in the order the workflow gave them, each after its key and joined by
 * commas (`{"browser": "chrome", "os": "linux"}` reads `browser: chrome, os: linux`), and a short hash
 * of the whole value that is the same for the leg on every run and attempt. The keys are part of the
 * text because the values alone are not the leg: `{"os": "linux", "target": "win"}` and `{"target":
 * "linux", "os": "win"}` are two legs. A string that could read as something else (empty, a number,
 * `true`, a comma in it) is quoted, so the text of a flat leg is never another's. A nested value shows
 * its innermost values. A leg of actions/shard's matrix is known by its `leg` alone
 * (`withShardLegsByNumber`). `null` (no matrix), an empty or unreadable input is no leg; an input too
 * deep or too long is a leg named by its hash, with the problem to warn of. Read once, it gives the
 * leg's values as GitHub shows them too (`valuesIn`).
 */
export function legOf(matrixJson: string | undefined): {
  leg?: string;
  legHash?: LegHash;
  problem?: string;
  shardLeg?: ShardLeg;
  values?: string[];
} {
  const raw = matrixJson?.trim();
  if (!raw) return {};
  const tooLong = {
    legHash: hashOnly(raw),
    problem: `is ${raw.length} characters long (more than ${MAX_MATRIX_CHARS})`,
  };
  if (raw.length > MAX_SHARD_MATRIX_CHARS) return tooLong;
  let given: unknown;
  try {
    given = JSON.parse(raw);
  } catch {
    return raw.length > MAX_MATRIX_CHARS ? tooLong : {};
  }
  const values = valuesIn(given);
  const known = values ? { values } : {};
  const matrix = withShardLegsByNumber(given);
  // What names are made of: the input, or a shard's leg without its plan.
  const named = matrix === given ? raw : JSON.stringify(matrix);
  if (named.length > MAX_MATRIX_CHARS) return { ...tooLong, ...known };
  if (matrix === null || (typeof matrix === 'object' && !Object.keys(matrix).length)) return known;
  const read = entriesOf(matrix);
  if (!read)
    return {
      legHash: hashOnly(named),
      problem: `is nested more than ${MAX_MATRIX_DEPTH} levels deep`,
      ...known,
    };
  const shown = read.entries.map(shownEntry);
  const full = shown.map((entry) => entry.text).join(', ');
  const text = cutToChars(full, MAX_LEG_CHARS);
  // Exact: the text gives back the whole value, so no other leg reads the same.
  const exact = read.flat && text === full && shown.every((entry) => entry.exact);
  const slugExact =
    exact && shown.every((entry) => entry.slugSafe) && slug(text, Infinity).length <= MAX_BUILD_LEG_CHARS;
  const shardLeg = shardLegIn(given);
  return {
    ...(text ? { leg: text } : {}),
    legHash: { value: shortHash(JSON.stringify(matrix)), inCheckName: !exact, inBuildName: !slugExact },
    ...(shardLeg ? { shardLeg } : {}),
    ...known,
  };
}

/**
 * What actions/shard's plan gave the leg, when the matrix value is a shard's leg or holds one under a
 * key: its predicted time (a number of seconds, else none) and its tests (the names among them).
 */
function shardLegIn(matrix: unknown): ShardLeg | undefined {
  const leg = isShardLeg(matrix)
    ? matrix
    : typeof matrix === 'object' && matrix !== null && !Array.isArray(matrix)
      ? Object.values(matrix).find(isShardLeg)
      : undefined;
  if (!leg) return undefined;
  const predicted = leg[SHARD_LEG_KEYS.predictedSeconds];
  const tests = (leg[SHARD_LEG_KEYS.tests] as unknown[]).filter((t): t is string => typeof t === 'string');
  return {
    ...(typeof predicted === 'number' && Number.isFinite(predicted) && predicted >= 0
      ? { predictedSeconds: predicted }
      : {}),
    tests,
  };
}

/** Longest text of a leg's values kept for telling legs apart by their jobs' names. */
const MAX_LEG_VALUES_CHARS = 1000;

/**
 * The leg's innermost values in order, each as its text, as GitHub shows them after a matrix job's
 * name (docs/github-facts.md, "Matrix jobs"); undefined outside a matrix, or when they are too deep or
 * too long to tell a job by.
 */
function valuesIn(matrix: unknown): string[] | undefined {
  if (matrix === null || typeof matrix !== 'object') return undefined;
  const values = entriesOf(matrix)?.entries.map((entry) => String(entry.value));
  if (!values?.length || values.join(', ').length > MAX_LEG_VALUES_CHARS) return undefined;
  return values;
}

const hashOnly = (raw: string): LegHash => ({ value: shortHash(raw), inCheckName: true, inBuildName: true });

/** A leg of actions/shard's matrix: a whole `leg` from 1, a whole `legs` and a list of `tests`. */
function isShardLeg(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const whole = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1;
  return (
    whole(record[SHARD_LEG_KEYS.leg]) &&
    whole(record[SHARD_LEG_KEYS.legs]) &&
    Array.isArray(record[SHARD_LEG_KEYS.tests])
  );
}

const withoutPlan = (leg: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(leg).filter(([key]) => !SHARD_PLAN_KEYS.includes(key)));

/**
 * The matrix value with a shard's leg known by its number: the leg itself (`include:` of the shard's
 * matrix, so the leg's keys are the matrix's) or the value of one of its keys (`shard: ${{
 * fromJSON(…) }}`) keeps its other keys but not `legs`, `tests` and `predicted-seconds`. Any other
 * value is given back as it is (the same object).
 */
function withShardLegsByNumber(matrix: unknown): unknown {
  if (isShardLeg(matrix)) return withoutPlan(matrix);
  if (typeof matrix !== 'object' || matrix === null || Array.isArray(matrix)) return matrix;
  const entries = Object.entries(matrix);
  if (!entries.some(([, value]) => isShardLeg(value))) return matrix;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, isShardLeg(value) ? withoutPlan(value) : value]),
  );
}

/** A key shown as it is; any other is quoted. */
const PLAIN_KEY = /^[A-Za-z0-9_.-]+$/;
/** A string that would read as a number, a boolean or null: shown quoted, so `"1"` is not `1`. */
const LITERAL = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/;
/** What a build name keeps of a part as it is (a dash would meet the dashes that join the parts). */
const SLUG_SAFE = /^[A-Za-z0-9_.]+$/;

/**
 * One value of the leg as its text shows it: `key: value`, the value as it is unless it could be read
 * as another (empty, spaces at its ends, a line break, a comma, `·` or a quote in it, or the text of
 * a number, boolean or null), then quoted as JSON. `exact` unless a control character had to go;
 * `slugSafe` when a build name keeps key and value as they are.
 */
function shownEntry(entry: MatrixEntry): { text: string; exact: boolean; slugSafe: boolean } {
  const raw = String(entry.value);
  const value = wellFormed(raw);
  const plain =
    typeof entry.value !== 'string' ||
    (value !== '' && value === value.trim() && !/[\n\t,·"]/.test(value) && !LITERAL.test(value));
  const key = entry.key === undefined ? undefined : wellFormed(entry.key);
  const keyText = key === undefined ? '' : `${PLAIN_KEY.test(key) ? key : JSON.stringify(key)}: `;
  return {
    text: `${keyText}${plain ? value : JSON.stringify(value)}`,
    exact: value === raw && key === entry.key,
    // A quoted value loses its quotes in a build name: `"1"` would meet `1`.
    slugSafe: plain && SLUG_SAFE.test(raw) && (entry.key === undefined || SLUG_SAFE.test(entry.key)),
  };
}

/** A scalar value of the matrix and the key it stands under (none for an item of a list). */
interface MatrixEntry {
  key: string | undefined;
  value: string | number | boolean;
}

/**
 * The scalar values of a matrix value in order, each with its key, walked without recursion; `flat`
 * when each is a direct member of the top level (nothing nested, nothing null). Undefined past
 * MAX_MATRIX_DEPTH.
 */
function entriesOf(matrix: unknown): { entries: MatrixEntry[]; flat: boolean } | undefined {
  const entries: MatrixEntry[] = [];
  let flat = true;
  const stack: Array<{ value: unknown; depth: number; key?: string }> = [{ value: matrix, depth: 0 }];
  while (stack.length) {
    const { value, depth, key } = stack.pop()!;
    if (value === null || value === undefined) {
      flat = false;
    } else if (typeof value === 'object') {
      if (depth >= MAX_MATRIX_DEPTH) return undefined;
      if (depth > 0) flat = false;
      const members = Array.isArray(value)
        ? value.map((item: unknown) => [undefined, item] as const)
        : Object.entries(value);
      for (let i = members.length - 1; i >= 0; i--) {
        const [name, member] = members[i]!;
        stack.push({ value: member, depth: depth + 1, ...(name === undefined ? {} : { key: name }) });
      }
    } else {
      entries.push({ key, value: value as string | number | boolean });
    }
  }
  return { entries, flat };
}

/**
 * A check name that stays the same from run to run: `base (job, leg)`, e.g. `Cloud tests (e2e, os:
 * linux)`; just `base` outside Actions. When the leg's text alone may not tell it from another leg
 * (cut, or readable two ways), or the name is too long, the leg's hash follows the readable part,
 * where no cut reaches it: `Cloud tests (e2e, Pixel 9, iPhone 16 · 5d41402a)`. Cut between
 * characters.
 */
export function stableCheckName(base: string, identity: JobIdentity): string {
  const { legHash } = identity;
  const where = [identity.job, identity.leg].filter(Boolean).join(', ');
  const head = oneLine(wellFormed(where ? `${base} (${where}` : base));
  const plain = where ? `${head})` : head;
  if (!legHash || (!legHash.inCheckName && plain.length <= MAX_CHECK_NAME_CHARS))
    return cutToChars(plain, MAX_CHECK_NAME_CHARS);
  const tail = where ? ` · ${legHash.value})` : ` (${legHash.value})`;
  return `${cutToChars(head, MAX_CHECK_NAME_CHARS - tail.length)}${tail}`;
}

/** Longest part of a build name, by place: project, run, attempt, job, leg, the leg's hash. */
const PART_CHARS = [40, 40, 20, 40, MAX_BUILD_LEG_CHARS, HASH_CHARS];
const LEG_PART = 4;
const LEG_HASH_PART = 5;

/**
 * A build name from its parts, project, run, attempt, job, leg and the leg's hash (the last two may be
 * absent), each a slug (src/text/slug.ts) cut to its length and joined with dashes; an empty project
 * reads `repo` and an empty job `job`. When a part is cut, a short hash of all the parts as given
 * follows, so two jobs (or stages, or projects) that begin alike never share a name; a leg followed
 * by its own hash needs none. Every host builds its default build name through here.
 */
export function buildNameOf(parts: ReadonlyArray<string | undefined>): string {
  const whole = parts.map((part) => slug(part ?? '', Infinity));
  const limit = (i: number) => PART_CHARS[i] ?? MAX_BUILD_LEG_CHARS;
  const cut = whole.some((part, i) => part.length > limit(i) && !(i === LEG_PART && parts[LEG_HASH_PART]));
  const named = whole.map((part, i) => slug(part, limit(i)) || (i === 0 ? 'repo' : i === 3 ? 'job' : ''));
  if (cut) named.push(shortHash(JSON.stringify(parts)));
  return named.filter(Boolean).join('-');
}

/**
 * The default build name: repository, run, attempt, job and leg, e.g. `shop-1234-1-e2e-os-linux`.
 * Undefined outside Actions (no run ID). Every build of one run starts with `<repo>-<run>-<attempt>-`,
 * so a job after a matrix reads them all with the prefix `<repo>-<run>-<attempt>-*`. A leg whose values
 * do not survive as they are (a dash, a space, a cut) is followed by its hash, as in check names.
 */
export function defaultBuildName(identity: JobIdentity): string | undefined {
  if (!identity.runId) return undefined;
  const { legHash } = identity;
  return buildNameOf([
    identity.repository?.split('/').pop(),
    identity.runId,
    String(identity.attempt),
    identity.job,
    identity.leg,
    legHash?.inBuildName ? legHash.value : undefined,
  ]);
}

/**
 * The build name of the job's tests: CLOUDTEST_BUILD when set (by the user, or exported by an earlier
 * step), else the default; undefined outside Actions.
 */
export function jobBuildName(
  env: Record<string, string | undefined>,
  identity: JobIdentity,
): string | undefined {
  return env[BUILD_VARIABLE]?.trim() || defaultBuildName(identity);
}
