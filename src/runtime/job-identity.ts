import type { JobIdentity } from './types.ts';

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

/** The variable holding the build name of the job's tests (CONTRACT). */
export const BUILD_VARIABLE = 'CLOUDTEST_BUILD';

/** Longest leg description in a check name; GitHub shows about this much in the checks list. */
const MAX_LEG_CHARS = 60;
const MAX_CHECK_NAME_CHARS = 100;

export function jobIdentityOf(env: Record<string, string | undefined>, matrixJson?: string): JobIdentity {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT?.trim());
  return {
    job: env.GITHUB_JOB?.trim() || undefined,
    leg: legOf(matrixJson),
    runId: env.GITHUB_RUN_ID?.trim() || undefined,
    attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
    repository: env.GITHUB_REPOSITORY?.trim() || undefined,
  };
}

/**
 * The matrix leg's values, in the order the workflow gave them, joined by commas: `{"browser":"chrome",
 * "os":"linux"}` reads `chrome, linux`. An object value shows its own values; `null` (no matrix) or an
 * empty or unreadable input is no leg.
 */
export function legOf(matrixJson: string | undefined): string | undefined {
  if (!matrixJson?.trim()) return undefined;
  let matrix: unknown;
  try {
    matrix = JSON.parse(matrixJson);
  } catch {
    return undefined;
  }
  const values = valuesOf(matrix).filter(Boolean);
  if (!values.length) return undefined;
  const leg = values.join(', ').replace(/\s+/g, ' ').trim();
  return leg.length > MAX_LEG_CHARS ? `${leg.slice(0, MAX_LEG_CHARS - 1)}…` : leg;
}

function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [String(value)];
}

/**
 * A check name that stays the same from run to run: `base (job, leg)`, e.g. `Cloud tests (e2e, chrome,
 * linux)`; just `base` outside Actions.
 */
export function stableCheckName(base: string, identity: JobIdentity): string {
  const where = [identity.job, identity.leg].filter(Boolean).join(', ');
  const name = where ? `${base} (${where})` : base;
  return name.length > MAX_CHECK_NAME_CHARS ? `${name.slice(0, MAX_CHECK_NAME_CHARS - 1)}…` : name;
}

/** Letters, digits, dots, dashes and underscores: what a build name made of parts may hold. */
function slug(text: string, max: number): string {
  return text
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max);
}

/** Longest part of a build name, by place: project, run, attempt, job, leg. */
const PART_CHARS = [40, 40, 20, 40, 60];

/**
 * A build name from its parts, project, run, attempt, job and leg (the leg may be absent), each cut
 * to letters, digits, dots, dashes and underscores and joined with dashes; an empty project reads
 * `repo` and an empty job `job`. Every host builds its default build name through here.
 */
export function buildNameOf(parts: ReadonlyArray<string | undefined>): string {
  return parts
    .map((part, i) => {
      const cut = slug(part ?? '', PART_CHARS[i] ?? 60);
      return cut || (i === 0 ? 'repo' : i === 3 ? 'job' : '');
    })
    .filter(Boolean)
    .join('-');
}

/**
 * The default build name: repository, run, attempt, job and leg, e.g. `shop-1234-1-e2e-chrome-linux`.
 * Undefined outside Actions (no run ID). Every build of one run starts with `<repo>-<run>-<attempt>-`,
 * so a job after a matrix reads them all with the prefix `<repo>-<run>-<attempt>-*`.
 */
export function defaultBuildName(identity: JobIdentity): string | undefined {
  if (!identity.runId) return undefined;
  return buildNameOf([
    identity.repository?.split('/').pop(),
    identity.runId,
    String(identity.attempt),
    identity.job,
    identity.leg,
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
