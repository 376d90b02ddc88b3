// npm run demo is the first thing a newcomer runs: it must end as it says, with exit code 0.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { inheritedEnv } from '../support/runner.ts';

describe('npm run demo', () => {
  it('runs the whole flow from dist/, shows every step, the summaries and check runs, and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/demo.ts')], {
      cwd: ROOT,
      env: inheritedEnv(),
      // About 10 s alone; the bound leaves room for a full suite on 2 cores beside it.
      timeout: 60_000,
    });
    const stepLines = stdout.split('\n').filter((line) => line.startsWith('▶ '));
    expect(stepLines).toEqual([
      '▶ Start a tunnel  actions/start-tunnel (main): success',
      '▶ Upload the app  actions/upload-app (main): success',
      '▶ Trigger the Codeless suite  actions/trigger-lab-suite (main): success',
      '▶ Wait for the job  actions/wait-for-job (main): failure',
      '▶ Annotate the build  actions/annotate-build (main): failure',
      '▶ Post Annotate the build  actions/annotate-build (post): success',
      '▶ Post Wait for the job  actions/wait-for-job (post): success',
      // Not the job's first step of ours: it leaves the job's sessions to start-tunnel's post step.
      '▶ Post Upload the app  actions/upload-app (post): success',
      '▶ Post Start a tunnel  actions/start-tunnel (post): success',
    ]);
    expect(stdout).toMatch(/tunnel-state = READY/);
    expect(stdout).toMatch(/failed-count = 1/);
    expect(stdout).toMatch(
      /── Annotate the build ──\n\s+## ❌ Cloud tests \\\([^)]+\\\): 1 new failure, 1 fixed: 1 of 3 tests failed/,
    );
    expect(stdout).toMatch(
      /The pull request's check runs on the fake GitHub\n\n {2}Codeless tests \([^)]+\): completed, failure/,
    );
    // Reports on main first, each reading the one before; the pull request's report shows their history.
    expect(stdout).toMatch(
      /push 3333333: Cloud tests \([^)]+\): 1 still failing: 1 of 3 tests failed, 1 flaky/,
    );
    expect(stdout).toMatch(/\*\*Compared with \[`3333333`\]\([^)]+\) \(main\):\*\* 1 new failure, 1 fixed/);
    expect(stdout).toContain(
      '| Checkout \\(chrome 126, WIN11\\) | ⚠️✅⚠️ | new here, but flaky on main: 2 of 3 |',
    );
    expect(stdout).toContain('| Failed | `▁██` | 0–1 | 1 | 1 |');
    // wait-for-job's check was open while the job ran.
    expect(stdout).toMatch(/status on GitHub: in_progress → completed/);
    // The evidence of the failed test: its recordings' links, and the result files for other tools.
    expect(stdout).toMatch(/\[video\]\(<https:\/\/[^>]+>\) · \[last screenshot\]/);
    expect(stdout).toMatch(/junit-file = \S+\.junit\.xml/);
    expect(stdout).toMatch(/ctrf-file = \S+\.ctrf\.json/);
    expect(stdout).toContain('Tunnels left on the fake service: none');
    // The command line's part: the same suite through dist/cloudtest.js, then a tunnel for one command.
    expect(stdout).toMatch(
      /\$ cloudtest run --suite-id \d+ [^\n]*\n(?: {4}│ [^\n]*\n)*? {4}│ JUnit XML file: \S+junit\.xml\n(?: {4}│ [^\n]*\n)* {4}exit code 1\n/,
    );
    expect(stdout).toMatch(
      /stdout: the command runs while tunnel \S+ is up \(API mode: nothing here forwards its traffic\)\n {4}exit code 0\n/,
    );
    // It says which of the tunnel's modes it shows, and what the other one adds.
    expect(stdout).toContain('The tunnel is in API mode (no client-url)');
    expect(stdout).toMatch(/│ Warning: API mode \(no "client-url"\)/);
    expect(stdout).toMatch(/As expected \(/);
    // Three reports on main before the pull request's workflow: more than the default on a busy machine.
  }, 70_000);
});
