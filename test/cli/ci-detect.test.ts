// Which CI the command runs in, and the build name each CI's own run, job and attempt variables give.
import { describe, expect, it } from 'vitest';

import { buildNameFor, ciBuildName, detectCi, jobIdentityFor, revisionOf } from '../../src/cli/ci/detect.ts';
import { defaultBuildName, jobIdentityOf } from '../../src/runtime/job-identity.ts';

/** Each CI's variables for one job, as its documentation lists them (docs/ci-facts.md). */
const CI_ENV = {
  github: {
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: '1234',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_JOB: 'e2e',
  },
  gitlab: {
    GITLAB_CI: 'true',
    CI_PROJECT_NAME: 'shop',
    CI_PIPELINE_ID: '77',
    CI_JOB_ID: '9001',
    CI_JOB_NAME: 'e2e: [chrome, linux]',
  },
  buildkite: {
    BUILDKITE: 'true',
    BUILDKITE_PIPELINE_SLUG: 'shop',
    BUILDKITE_BUILD_NUMBER: '310',
    BUILDKITE_RETRY_COUNT: '1',
    BUILDKITE_STEP_KEY: 'e2e',
    BUILDKITE_PARALLEL_JOB: '3',
  },
  azure: {
    TF_BUILD: 'True',
    BUILD_REPOSITORY_NAME: 'acme/shop',
    BUILD_BUILDID: '5150',
    SYSTEM_JOBATTEMPT: '3',
    SYSTEM_JOBDISPLAYNAME: 'E2E linux',
  },
  circleci: {
    CIRCLECI: 'true',
    CIRCLE_PROJECT_REPONAME: 'shop',
    CIRCLE_WORKFLOW_ID: '6f1c2a9e-0b1d-4c55-9a3e-3f3f3f3f3f3f',
    CIRCLE_BUILD_NUM: '812',
    CIRCLE_JOB: 'e2e',
    CIRCLE_NODE_INDEX: '1',
    CIRCLE_NODE_TOTAL: '4',
  },
  jenkins: {
    JENKINS_URL: 'https://jenkins.example/',
    JOB_NAME: 'web/shop',
    BUILD_NUMBER: '42',
    STAGE_NAME: 'E2E tests',
  },
} as const;

describe('detectCi', () => {
  it.each(Object.entries(CI_ENV))('finds %s by its own variable', (ci, env) => {
    expect(detectCi(env)).toBe(ci);
  });

  it('is local without a CI, and --ci chooses whatever the environment says', () => {
    expect(detectCi({ CI: 'true' })).toBe('local');
    expect(detectCi(CI_ENV.gitlab, 'azure')).toBe('azure');
    expect(detectCi(CI_ENV.gitlab, 'Local')).toBe('local');
    expect(() => detectCi({}, 'travis')).toThrow(
      /--ci must be one of github, gitlab, buildkite, azure, circleci, jenkins, local/,
    );
  });
});

describe('ciBuildName', () => {
  it.each([
    ['github', 'shop-1234-2-e2e'],
    ['gitlab', 'shop-77-9001-e2e-chrome-linux'],
    ['buildkite', 'shop-310-2-e2e-3'],
    ['azure', 'shop-5150-3-E2E-linux'],
    ['circleci', 'shop-6f1c2a9e-812-e2e-1'],
    ['jenkins', 'web-shop-42-E2E-tests'],
  ] as const)('%s: %s', (ci, name) => {
    expect(ciBuildName(ci, CI_ENV[ci])).toBe(name);
  });

  it('on GitHub is the name the actions give (CLOUDTEST_BUILD of the job)', () => {
    expect(ciBuildName('github', CI_ENV.github)).toBe(defaultBuildName(jobIdentityOf(CI_ENV.github)));
  });

  it('differs between the attempts, jobs and legs of one run', () => {
    const names = [
      ciBuildName('gitlab', CI_ENV.gitlab),
      ciBuildName('gitlab', { ...CI_ENV.gitlab, CI_JOB_ID: '9002' }),
      ciBuildName('buildkite', { ...CI_ENV.buildkite, BUILDKITE_RETRY_COUNT: '0' }),
      ciBuildName('buildkite', CI_ENV.buildkite),
      ciBuildName('buildkite', { ...CI_ENV.buildkite, BUILDKITE_PARALLEL_JOB: '4' }),
      ciBuildName('circleci', { ...CI_ENV.circleci, CIRCLE_NODE_INDEX: '2' }),
      ciBuildName('circleci', CI_ENV.circleci),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('differs between multibranch projects and long stages that begin alike on Jenkins', () => {
    const multibranch = ['org/shop/main', 'org/billing/main'].map((JOB_NAME) =>
      ciBuildName('jenkins', { ...CI_ENV.jenkins, JOB_NAME, STAGE_NAME: 'e2e' }),
    );
    expect(multibranch).toEqual(['org-shop-main-42-e2e', 'org-billing-main-42-e2e']);
    const stages = ['chrome', 'firefox'].map((browser) =>
      ciBuildName('jenkins', {
        ...CI_ENV.jenkins,
        STAGE_NAME: `integration tests against staging environment ${browser}`,
      }),
    );
    expect(new Set(stages).size).toBe(2);
  });

  it("on GitHub, differs between the legs of a matrix given in CLOUDTEST_MATRIX, as the actions' names do", () => {
    const legs = ['chrome', 'firefox'].map((browser) =>
      ciBuildName('github', { ...CI_ENV.github, CLOUDTEST_MATRIX: JSON.stringify({ browser }) }),
    );
    expect(legs).toEqual(['shop-1234-2-e2e-browser-chrome', 'shop-1234-2-e2e-browser-firefox']);
    const warned: string[] = [];
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    jobIdentityFor('github', { ...CI_ENV.github, CLOUDTEST_MATRIX: deep }, (m) => warned.push(m));
    expect(warned).toEqual([expect.stringMatching(/^CLOUDTEST_MATRIX is nested more than 16 levels deep/)]);
  });

  it('is undefined on a terminal and without the run variable; CLOUDTEST_BUILD wins', () => {
    expect(ciBuildName('local', {})).toBeUndefined();
    expect(ciBuildName('gitlab', { GITLAB_CI: 'true' })).toBeUndefined();
    expect(buildNameFor('gitlab', { ...CI_ENV.gitlab, CLOUDTEST_BUILD: 'mine' })).toBe('mine');
  });
});

describe('jobIdentityFor', () => {
  it('names the job and leg as a check name shows them', () => {
    expect(jobIdentityFor('circleci', CI_ENV.circleci)).toMatchObject({ job: 'e2e', leg: '1', attempt: 1 });
    expect(jobIdentityFor('buildkite', CI_ENV.buildkite)).toMatchObject({ job: 'e2e', leg: '3', attempt: 2 });
    expect(jobIdentityFor('circleci', { ...CI_ENV.circleci, CIRCLE_NODE_TOTAL: '1' }).leg).toBeUndefined();
  });
});

describe('revisionOf: the commit, the branch and a change request, for the history file', () => {
  const SHA = 'c0ffee'.repeat(6) + 'abcd';
  it.each([
    [
      'github',
      { GITHUB_SHA: SHA, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' },
      { commit: SHA, branch: 'main' },
    ],
    ['github', { GITHUB_SHA: SHA, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1' }, { commit: SHA }],
    [
      'github',
      {
        GITHUB_SHA: SHA,
        GITHUB_EVENT_NAME: 'pull_request_target',
        GITHUB_BASE_REF: 'main',
        GITHUB_REF: 'refs/pull/4/merge',
      },
      { commit: SHA, branch: 'main', change: 'pull request' },
    ],
    ['github', { GITHUB_SHA: SHA, GITHUB_EVENT_NAME: 'merge_group' }, { commit: SHA, change: 'merge queue' }],
    ['gitlab', { CI_COMMIT_SHA: SHA, CI_COMMIT_BRANCH: 'main' }, { commit: SHA, branch: 'main' }],
    [
      'gitlab',
      { CI_COMMIT_SHA: SHA, CI_MERGE_REQUEST_IID: '12', CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' },
      { commit: SHA, branch: 'main', change: 'merge request !12' },
    ],
    [
      'gitlab',
      {
        CI_COMMIT_SHA: SHA,
        CI_EXTERNAL_PULL_REQUEST_IID: '5',
        CI_EXTERNAL_PULL_REQUEST_TARGET_BRANCH_NAME: 'dev',
      },
      { commit: SHA, branch: 'dev', change: 'pull request #5' },
    ],
    [
      'buildkite',
      { BUILDKITE_COMMIT: SHA, BUILDKITE_BRANCH: 'main', BUILDKITE_PULL_REQUEST: 'false' },
      { commit: SHA, branch: 'main' },
    ],
    [
      'buildkite',
      { BUILDKITE_COMMIT: 'HEAD', BUILDKITE_PULL_REQUEST: '9', BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main' },
      { branch: 'main', change: 'pull request #9' },
    ],
    [
      'azure',
      { BUILD_SOURCEVERSION: SHA, BUILD_SOURCEBRANCH: 'refs/heads/release/2' },
      { commit: SHA, branch: 'release/2' },
    ],
    [
      'azure',
      {
        BUILD_SOURCEVERSION: SHA,
        SYSTEM_PULLREQUEST_PULLREQUESTID: '33',
        SYSTEM_PULLREQUEST_TARGETBRANCH: 'refs/heads/main',
      },
      { commit: SHA, branch: 'main', change: 'pull request 33' },
    ],
    ['circleci', { CIRCLE_SHA1: SHA, CIRCLE_BRANCH: 'main' }, { commit: SHA, branch: 'main' }],
    [
      'circleci',
      { CIRCLE_SHA1: SHA, CIRCLE_BRANCH: 'fix', CIRCLE_PULL_REQUEST: 'https://github.com/acme/shop/pull/8' },
      { commit: SHA, change: 'pull request https://github.com/acme/shop/pull/8' },
    ],
    ['jenkins', { GIT_COMMIT: SHA, BRANCH_NAME: 'main' }, { commit: SHA, branch: 'main' }],
    [
      'jenkins',
      { GIT_COMMIT: SHA, CHANGE_ID: '21', CHANGE_TARGET: 'main' },
      { commit: SHA, branch: 'main', change: 'change request 21' },
    ],
    ['local', { GITHUB_SHA: SHA, CI_COMMIT_SHA: SHA }, {}],
  ] as const)('%s: %j', (ci, env, revision) => {
    expect(revisionOf(ci, env)).toEqual(revision);
  });

  it.each(['schedule', 'workflow_dispatch', 'workflow_run', 'issue_comment', 'repository_dispatch'])(
    'github: a %s run on main is a run of the branch only when the branch itself started it',
    (event) => {
      const env = { GITHUB_SHA: SHA, GITHUB_EVENT_NAME: event, GITHUB_REF: 'refs/heads/main' };
      const own = event === 'schedule' || event === 'workflow_dispatch';
      // A workflow_run, issue_comment or repository_dispatch run may run what a fork brought.
      expect(revisionOf('github', env)).toEqual({
        commit: SHA,
        branch: 'main',
        ...(own ? {} : { change: `${event} run` }),
      });
    },
  );
});
