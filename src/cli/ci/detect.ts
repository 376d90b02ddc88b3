import { isCommitSha } from '../../report/world/commit-sha.ts';
import { BRANCH_EVENTS } from '../../report/world/event.ts';
import { BUILD_VARIABLE, buildNameOf, defaultBuildName, jobIdentityOf } from '../../runtime/job-identity.ts';
import type { JobIdentity } from '../../runtime/types.ts';
import { UsageError } from '../exit.ts';

/**
 * The variable that gives the command a GitHub matrix leg, as the actions' `matrix` input does: set
 * `CLOUDTEST_MATRIX: ${{ toJSON(matrix) }}` in the job's `env`, so each leg's names are its own.
 */
const MATRIX_VARIABLE = 'CLOUDTEST_MATRIX';

/** The CI systems the command writes for; `local` is a plain terminal (a laptop, or a CI not listed). */
const CI_NAMES = ['github', 'gitlab', 'buildkite', 'azure', 'circleci', 'jenkins', 'local'] as const;
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

/**
 * What the CI says of the commit a job runs on, for the history file (src/cli/ci/history.ts,
 * docs/ci-facts.md "The commit, the branch and change requests").
 */
export interface Revision {
  /** The commit, where the CI names one as a SHA. */
  commit?: string;
  /** The branch whose history the run reads: a branch run's own, a change request's target. */
  branch?: string;
  /** A change request's run (a merge or pull request's), in the CI's words: `merge request !12`. */
  change?: string;
}

const commitOf = (value: string | undefined) =>
  isCommitSha(value?.trim() ?? '') ? value?.trim() : undefined;
/** `refs/heads/main` → `main`; another ref (a tag, a pull request's) names no branch. */
const headsBranch = (ref: string | undefined) => /^refs\/heads\/(.+)$/.exec(ref?.trim() ?? '')?.[1];
/** A branch as Azure names a pull request's target: `refs/heads/main`, or `main` on some agents. */
const branchName = (ref: string | undefined) => headsBranch(ref) ?? text(ref);

/** Where each CI names the commit, the branch and a change request (docs/ci-facts.md), before checks. */
type Named = { commit: string | undefined; branch: string | undefined; change?: string | undefined };

const GITHUB_CHANGES: Record<string, string> = { merge_group: 'merge queue' };
/**
 * A change request's run, in words; any other event that is no run of the branch itself (a
 * `workflow_run`, an `issue_comment`, a `repository_dispatch`: GITHUB_REF names the default branch, but
 * what ran may be a fork's) reads the history as one does and never writes it.
 */
const gitHubChange = (event: string) =>
  event.startsWith('pull_request')
    ? 'pull request'
    : (GITHUB_CHANGES[event] ?? (BRANCH_EVENTS.has(event) ? undefined : `${event || 'unnamed event'} run`));
const gitLabChange = (env: Env) => {
  const mr = text(env.CI_MERGE_REQUEST_IID);
  const pr = text(env.CI_EXTERNAL_PULL_REQUEST_IID);
  return mr ? `merge request !${mr}` : pr ? `pull request #${pr}` : undefined;
};
const buildkitePr = (env: Env) => {
  const pr = text(env.BUILDKITE_PULL_REQUEST);
  return pr && pr !== 'false' ? `pull request #${pr}` : undefined;
};
const labelled = (label: string, value: string | undefined) => (value ? `${label}${value}` : undefined);

const NAMED: Record<Exclude<CiName, 'local'>, (env: Env) => Named> = {
  github: (env) => {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const change = gitHubChange(event);
    // A change request reads its target's history; another event's run reads its own branch's.
    const target = event.startsWith('pull_request') || event === 'merge_group';
    const branch = target ? text(env.GITHUB_BASE_REF) : headsBranch(env.GITHUB_REF);
    return { commit: env.GITHUB_SHA, branch, change };
  },
  gitlab: (env) => {
    const change = gitLabChange(env);
    const target = text(
      env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME ?? env.CI_EXTERNAL_PULL_REQUEST_TARGET_BRANCH_NAME,
    );
    return { commit: env.CI_COMMIT_SHA, branch: change ? target : text(env.CI_COMMIT_BRANCH), change };
  },
  buildkite: (env) => {
    const change = buildkitePr(env);
    const branch = change ? text(env.BUILDKITE_PULL_REQUEST_BASE_BRANCH) : text(env.BUILDKITE_BRANCH);
    return { commit: env.BUILDKITE_COMMIT, branch, change };
  },
  azure: (env) => {
    const change = labelled('pull request ', text(env.SYSTEM_PULLREQUEST_PULLREQUESTID));
    const branch = change
      ? branchName(env.SYSTEM_PULLREQUEST_TARGETBRANCH)
      : headsBranch(env.BUILD_SOURCEBRANCH);
    return { commit: env.BUILD_SOURCEVERSION, branch, change };
  },
  // CircleCI builds a branch's pushes: a branch with an open pull request names it, and no target.
  circleci: (env) => {
    const change = labelled('pull request ', text(env.CIRCLE_PULL_REQUEST));
    return { commit: env.CIRCLE_SHA1, branch: change ? undefined : text(env.CIRCLE_BRANCH), change };
  },
  jenkins: (env) => {
    const change = labelled('change request ', text(env.CHANGE_ID));
    const branch = change ? text(env.CHANGE_TARGET) : text(env.BRANCH_NAME);
    return { commit: env.GIT_COMMIT, branch, change };
  },
};

/** The commit, the branch and whether the run is a change request's, from the CI's own variables. */
export function revisionOf(ci: CiName, env: Env): Revision {
  if (ci === 'local') return {};
  const { commit, branch, change } = NAMED[ci](env);
  const sha = commitOf(commit);
  return { ...(sha ? { commit: sha } : {}), ...(branch ? { branch } : {}), ...(change ? { change } : {}) };
}
