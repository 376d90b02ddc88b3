import { describe, expect, it } from 'vitest';

import { sessionText } from '../../src/report/history/session-text.ts';
import { markdownForm, PLAIN_FORM } from '../../src/report/history/text-form.ts';
import type { SessionTime } from '../../src/report/value/sessions.ts';

const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo-org/octo-repo' };
const BILLS = "What the service bills: every session's duration, retries and re-runs included.";

/** 14 min 10 s on VMs, 2 min 30 s of it retries, over 40 sessions. */
const RUN: SessionTime = {
  vmSeconds: 850,
  deviceSeconds: 0,
  retrySeconds: 150,
  sessions: 40,
  untold: 0,
  untimed: 0,
};

describe('session time text', () => {
  it("says what a stopped run saved against the base's whole run, retries apart", () => {
    const base = { vmMs: 1_095_000, deviceMs: 0, retryMs: 0 };
    const text = sessionText(RUN, { base, branch: 'main', stoppedAfter: 'Checkout failed' }, PLAIN_FORM);
    expect(text).toBe(
      `Session time: 14 min 10 s of VM time, 2 min 30 s of it retries; 4 min 5 s saved by stopping after Checkout failed (the run on main took 18 min 15 s). ${BILLS}`,
    );
  });

  it('says nothing was measured against when the base run was stopped early too, or there is no base', () => {
    const stoppedBase = { vmMs: 1_095_000, deviceMs: 0, retryMs: 0, stopped: true };
    for (const base of [stoppedBase, undefined])
      expect(
        sessionText(
          RUN,
          { ...(base ? { base } : {}), branch: 'main', stoppedAfter: 'Checkout failed' },
          PLAIN_FORM,
        ),
      ).toContain(
        '2 min 30 s of it retries; stopped after Checkout failed: what that saved shows against a run on main that ran every test.',
      );
  });

  it("compares a whole run with the base's figure, VMs and devices apart, in markdown", () => {
    const run = { ...RUN, deviceSeconds: 100, retrySeconds: 0, untold: 2, untimed: 1 };
    const text = sessionText(
      run,
      { base: { vmMs: 900_000, deviceMs: 0, retryMs: 0 }, branch: 'main' },
      markdownForm(ENV),
    );
    expect(text).toBe(
      `**Session time:** 14 min 10 s of VM time and 1 min 40 s of physical-device time; +50 s against main (15 min). ${BILLS} 2 sessions did not say whether they ran on a VM or a device: counted as VM time. 1 session without a known duration is not counted.`,
    );
  });

  it("says a re-run's time is all re-runs, and nothing without sessions", () => {
    expect(sessionText({ ...RUN, rerunOf: 1 }, { branch: 'main' }, PLAIN_FORM)).toBe(
      `Session time: 14 min 10 s of VM time, all of it running again attempt 1's failures. ${BILLS}`,
    );
    expect(sessionText(undefined, { branch: 'main' }, PLAIN_FORM)).toBe('');
    expect(sessionText({ ...RUN, sessions: 0 }, { branch: 'main' }, PLAIN_FORM)).toBe('');
  });
});
