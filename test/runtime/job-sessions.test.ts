import { describe, expect, it } from 'vitest';

import { defaultBuildName, jobIdentityOf } from '../../src/runtime/job-identity.ts';
import {
  buildToStop,
  claimJobSessions,
  SESSIONS_STEP_VARIABLE,
  sessionsBuildOf,
} from '../../src/runtime/job-sessions.ts';
import { testContext } from '../support/context.ts';

const RUN = {
  GITHUB_JOB: 'e2e',
  GITHUB_RUN_ID: '1234',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_REPOSITORY: 'octo/shop',
};
const OWN = defaultBuildName(jobIdentityOf(RUN))!;

describe("the job's sessions left running (stop-sessions)", () => {
  it("is claimed by the job's first step of ours, which exports the claim for the later ones", () => {
    const first = testContext({ env: RUN });
    expect(claimJobSessions('auto', first, 'start-tunnel')).toEqual({
      [SESSIONS_STEP_VARIABLE]: 'start-tunnel',
    });
    expect(sessionsBuildOf(first.getState)).toBe(OWN);
    expect(OWN).toBe('shop-1234-1-e2e');

    // A later step of ours finds the claim made (and CLOUDTEST_BUILD exported): it claims nothing.
    const later = testContext({
      env: { ...RUN, CLOUDTEST_BUILD: OWN, [SESSIONS_STEP_VARIABLE]: 'start-tunnel' },
    });
    expect(claimJobSessions('true', later, 'run-codeless-tests')).toEqual({});
    expect(sessionsBuildOf(later.getState)).toBeUndefined();
  });

  it("stops a build the workflow named only with true, and none with false, but claims the job's sessions all the same", () => {
    const env = { ...RUN, CLOUDTEST_BUILD: 'nightly' };
    const auto = testContext({ env });
    expect(claimJobSessions('auto', auto, 'upload-app')).toEqual({ [SESSIONS_STEP_VARIABLE]: 'upload-app' });
    expect(sessionsBuildOf(auto.getState)).toBeUndefined();
    expect(auto.messages('info')).toEqual([
      expect.stringContaining(
        'CLOUDTEST_BUILD was set by the workflow ("nightly"), and other jobs may share that build',
      ),
    ]);

    const chosen = testContext({ env });
    claimJobSessions('true', chosen, 'upload-app');
    expect(sessionsBuildOf(chosen.getState)).toBe('nightly');

    const never = testContext({ env: RUN });
    expect(claimJobSessions('false', never, 'upload-app')).toEqual({
      [SESSIONS_STEP_VARIABLE]: 'upload-app',
    });
    expect(sessionsBuildOf(never.getState)).toBeUndefined();
  });

  it("takes the job's default build name, exported by an earlier step of ours, as its own", () => {
    expect(buildToStop('auto', OWN, OWN)).toEqual({ build: OWN });
    expect(buildToStop('auto', undefined, OWN)).toEqual({ build: OWN });
    expect(buildToStop('auto', ' ', OWN)).toEqual({ build: OWN });
    expect(buildToStop('auto', 'mine', OWN)).toEqual({ why: expect.stringContaining('"mine"') });
    expect(buildToStop('true', 'mine', OWN)).toEqual({ build: 'mine' });
    // Outside a workflow run there is no build name of the job's own.
    expect(buildToStop('auto', undefined, undefined)).toEqual({});
    expect(buildToStop('true', 'mine', undefined)).toEqual({ build: 'mine' });
  });
});
