import { BUILD_VARIABLE, buildNameOf, defaultBuildName, jobIdentityOf } from '../../runtime/job-identity.ts';
import type { JobIdentity } from '../../runtime/types.ts';
import { UsageError } from '../exit.ts';

/**
 * The variable that gives the command a GitHub matrix leg, as the actions' `matrix` input does: set
 * `CLOUDTEST_MATRIX: ${{ toJSON(matrix) }}` in the job's `env`, so each leg's names are its own.
 */
export const MATRIX_VARIABLE = 'CLOUDTEST_MATRIX';

/** The CI systems the command writes for; `local` is a plain terminal (a laptop, or a CI not listed). */
export const CI_NAMES = ['github', 'gitlab', 'buildkite', 'azure', 'circleci', 'jenkins', 'local'] as const;
export type CiName = (typeof CI_NAMES)[number];

type Env = Record<string, string | undefined>;

/** Each system's own marker variable (docs/ci-facts.md), in the order they are looked for. */
const MARKERS: Array<[Exclude<CiName, 'local'>, (env: Env) => boolean]> = [
  ['github', (env) => env.GITHUB_ACTIONS === 'true'],
  ['gitlab', (env) => env.GITLAB_CI === 'true'],
  ['buildkite', (env) => env.BUILDKITE === 'true'],
  ['azure', (env) => env.TF_BUILD?.toLowerCase() === 'true'],
  ['circleci', (env) => env.CIRCLECI === 'true'],
  ['jenkins', (env) => Boolean(env.JENKINS_URL?.trim() || env.JENKINS_HOME?.trim())],
];

/** The CI named by `--ci`, else the one the environment shows, else `local`. */
export function detectCi(env: Env, chosen?: string): CiName {
  if (chosen !== undefined) {
    const name = chosen.trim().toLowerCase();
    if ((CI_NAMES as readonly string[]).includes(name)) return name as CiName;
    throw new UsageError(`--ci must be one of ${CI_NAMES.join(', ')}, got "${chosen}".`);
  }
  return MARKERS.find(([, marks]) => marks(env))?.[0] ?? 'local';
}

const text = (value: string | undefined) => value?.trim() || undefined;
const count = (value: string | undefined, base = 0) => {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n >= 0 ? n + base : undefined;
};

/**
 * The job the command runs in, in the terms the reports use (a check name says job and leg): the run
 * (pipeline, build or workflow), the job's name, its parallel leg (on GitHub, the matrix leg of
 * CLOUDTEST_MATRIX), and the attempt where the CI counts them. `warn` hears of a matrix too deep or
 * too long to read.
 */
export function jobIdentityFor(ci: CiName, env: Env, warn?: (message: string) => void): JobIdentity {
  const identity = (job: string | undefined, runId: string | undefined, attempt = 1, leg?: string) => ({
    job,
    leg,
    runId,
    attempt,
    repository: undefined,
  });
  switch (ci) {
    case 'github':
      return jobIdentityOf(env, env[MATRIX_VARIABLE], warn, MATRIX_VARIABLE);
    case 'gitlab':
      return identity(text(env.CI_JOB_NAME), text(env.CI_PIPELINE_ID));
    case 'buildkite':
      return identity(
        text(env.BUILDKITE_STEP_KEY) ?? text(env.BUILDKITE_LABEL),
        text(env.BUILDKITE_BUILD_NUMBER),
        count(env.BUILDKITE_RETRY_COUNT, 1),
        text(env.BUILDKITE_PARALLEL_JOB),
      );
    case 'azure':
      return identity(
        text(env.SYSTEM_JOBDISPLAYNAME) ?? text(env.SYSTEM_JOBNAME),
        text(env.BUILD_BUILDID),
        count(env.SYSTEM_JOBATTEMPT),
      );
    case 'circleci':
      return identity(
        text(env.CIRCLE_JOB),
        text(env.CIRCLE_WORKFLOW_ID),
        1,
        Number(env.CIRCLE_NODE_TOTAL) > 1 ? text(env.CIRCLE_NODE_INDEX) : undefined,
      );
    case 'jenkins':
      return identity(text(env.STAGE_NAME), text(env.BUILD_NUMBER));
    case 'local':
      return identity(undefined, undefined);
  }
}

/**
 * The default build name of the job's tests, as CLOUDTEST_BUILD is made on GitHub: project, run,
 * attempt, job and leg, different for every run, attempt, job and leg (docs/ci/README.md). A CI that
 * counts no attempts gives each retried job a number of its own, which stands in for the attempt:
 * GitLab's job ID, CircleCI's job number. Undefined on a plain terminal, and where the CI's run
 * variable is missing.
 */
export function ciBuildName(ci: CiName, env: Env): string | undefined {
  const job = jobIdentityFor(ci, env);
  const parts = (project: string | undefined, attempt: string | undefined, run = job.runId) =>
    run ? buildNameOf([project, run, attempt, job.job, job.leg]) : undefined;
  switch (ci) {
    case 'github':
      return defaultBuildName(job);
    case 'gitlab':
      return parts(env.CI_PROJECT_NAME, text(env.CI_JOB_ID));
    case 'buildkite':
      return parts(env.BUILDKITE_PIPELINE_SLUG, String(job.attempt));
    case 'azure':
      return parts(env.BUILD_REPOSITORY_NAME?.split('/').pop(), String(job.attempt));
    case 'circleci':
      // The workflow's UUID, cut: its first 8 digits tell the workflows of a project apart.
      return parts(env.CIRCLE_PROJECT_REPONAME, text(env.CIRCLE_BUILD_NUM), job.runId?.slice(0, 8));
    case 'jenkins':
      // The whole name: a multibranch job's last part alone (`main`) is every project's.
      return parts(env.JOB_NAME, undefined);
    case 'local':
      return undefined;
  }
}

/** CLOUDTEST_BUILD when set, else the CI's default. */
export function buildNameFor(ci: CiName, env: Env): string | undefined {
  return text(env[BUILD_VARIABLE]) ?? ciBuildName(ci, env);
}
