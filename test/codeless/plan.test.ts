import { describe, expect, it } from 'vitest';

import { planRun } from '../../src/codeless/plan.ts';
import type { WaitOptions } from '../../src/codeless/wait.ts';
import { MAX_CARRIED } from '../../src/report/history/digest/model.ts';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { reportSession } from '../../src/report/session.ts';
import type { ReportInput } from '../../src/report/types.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import { testContext } from '../support/context.ts';
import { useFakeGitHub, useFakeService } from '../support/service.ts';

const service = useFakeService();
const github = useFakeGitHub();
const TOKEN = 'ghs_rerun_token';
const CHECK = 'Shop suite (e2e)';

/** A suite whose tests bear these names. */
function suiteOf(...names: string[]) {
  const tests = names.map((name) => service.lab.addTest(service.accounts.user.id, { name }));
  const suite = service.labsuites.addSuite(service.accounts.user.id, {
    name: 'Shop',
    testIds: tests.map((t) => t.id),
  });
  return { target: { kind: 'suite', id: suite.id } as const, tests };
}

const failed = (name: string, more: Partial<ReportEntry> = {}): ReportEntry => ({
  name,
  keyName: name,
  outcome: 'failed',
  environment: 'chrome 131',
  message: 'boom',
  ...more,
});
const passed = (id: number): ReportEntry => ({ name: `Test ${id}`, outcome: 'passed', id: String(id) });

/**
 * Attempt 1's report of a Codeless job in workflow run `runId`, then attempt 2's plan. `header`
 * changes attempt 1's report (a conclusion, no attempt).
 */
async function planAfter(
  entries: ReportEntry[],
  target: Parameters<typeof planRun>[0]['target'],
  { header = {}, runId = '4242', mode = 'failed' as const } = {} as {
    header?: Partial<ReportInput>;
    runId?: string;
    mode?: 'failed' | 'all';
  },
) {
  {
    using runner = runnerEnv(github, { env: { GITHUB_RUN_ATTEMPT: '1' } });
    const deps = await reportDeps(TOKEN, testContext({ env: runner.env }));
    const report = {
      checkName: CHECK,
      externalId: 'job-1',
      title: 'Job 1',
      passedUnnamed: true,
      run: { runId: '4242', attempt: 1 },
    };
    await publishReport({ ...report, ...header, entries }, deps);
  }
  using runner = runnerEnv(github, { env: { GITHUB_RUN_ATTEMPT: '2', GITHUB_RUN_ID: runId } });
  const ctx = codelessContext(service, { env: runner.env });
  const wait: WaitOptions = {
    timeoutSeconds: 60,
    pollIntervalSeconds: 1,
    failOnFailure: true,
    report: true,
    checkName: CHECK,
    githubToken: TOKEN,
  };
  const session = reportSession(ctx, { checkName: CHECK, githubToken: TOKEN });
  const planned = await planRun({ mode, target, wait }, session, ctx);
  const plan = planned.kind === 'rerun' ? planned : undefined;
  return { plan, said: ctx.messages('info').join('\n') };
}

describe('planRun on a re-run of the workflow run', () => {
  it('takes the failed tests of the attempt before, tied to their Codeless tests, and what passed', async () => {
    const { target, tests } = suiteOf('Login', 'Checkout');
    const { plan } = await planAfter([passed(30), failed('Checkout')], target);
    expect(plan).toMatchObject({
      from: 1,
      failed: [{ name: 'Checkout', environment: 'chrome 131' }],
      carried: [{ name: 'Test 30', id: '30', attempt: 1, flaky: false }],
      runUrl: expect.stringMatching(/^https:/),
    });
    expect([...plan!.ties]).toEqual([['Checkout', tests[1]!.id]]);
  });

  it.each([
    [
      'a job that did not finish',
      [failed('Checkout')],
      { conclusion: 'timed_out' as const },
      'the job of attempt 1 did not finish (its check run is timed_out), so not every outcome is known',
    ],
    [
      'a test whose outcome is unknown',
      [failed('Checkout'), { name: 'Test 31', outcome: 'unknown' as const }],
      {},
      'the outcome of 1 test of attempt 1 is unknown, so it would go unreported',
    ],
    [
      'a failure that names no test',
      [failed('Failure 1', { keyName: undefined, madeUpName: true })],
      {},
      '1 failure of attempt 1 named no test, so which Codeless test to run is not certain',
    ],
    [
      'a job that did not say which tests passed',
      [failed('Checkout')],
      { passedUnknown: true },
      'the report of attempt 1 does not say which tests passed (its job did not finish, or FAILED)',
    ],
    [
      'more passed tests than a report carries',
      [failed('Checkout'), ...Array.from({ length: MAX_CARRIED + 1 }, (_, i) => passed(100 + i))],
      {},
      `attempt 1 passed more tests than a report carries (${MAX_CARRIED}), so they could not be reported here`,
    ],
  ])('runs everything after %s, saying why', async (_, entries, header, why) => {
    const { target } = suiteOf('Checkout');
    const { plan, said } = await planAfter(entries, target, { header });
    expect(plan).toBeUndefined();
    expect(said).toContain(`Attempt 2 of this workflow run runs every test again: ${why}.`);
  });

  it("reads only this workflow run's attempts: another run's report on the commit is not this one's", async () => {
    const { target } = suiteOf('Checkout');
    const { plan, said } = await planAfter([failed('Checkout')], target, { runId: '5151' });
    expect(plan).toBeUndefined();
    expect(said).toMatch(/no report of "Shop suite \(e2e\)" from an earlier attempt could be read/);
  });

  it('runs everything when a failed name is no test of the suite', async () => {
    const { target } = suiteOf('Login');
    const { plan, said } = await planAfter([failed('Checkout')], target);
    expect(plan).toBeUndefined();
    expect(said).toContain(
      `which tests failed in attempt 1 is not certain: "Checkout": no Codeless test of Codeless suite ${target.id} bears that name`,
    );
  });
});
