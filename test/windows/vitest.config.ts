// The Windows leg (docs/platforms.md): the tests that start every action's main and post step and the
// installed `cloudtest` (run, tunnel -- npm, report), and the tests of what differs on Windows, run
// with the Windows build of Node under Wine in place of this one (test/support/step-node.ts).
// `npm run test:windows` sets it up (test/windows/setup.ts) and runs it; .ci/run does so on every run.
import { defineConfig } from 'vitest/config';

import { ROOT } from '../../scripts/action-files.ts';
import base from '../../vitest.config.ts';

// The main suite's projects and order are for its own mix of files; this leg names its files itself.
const { projects: _projects, sequence: _sequence, ...shared } = base.test ?? {};

export default defineConfig({
  root: ROOT,
  test: {
    ...shared,
    // The steps mostly wait (on Wine's server, the fake service, their timers): more files at once
    // than cores finish sooner (docs/platforms.md has the times).
    maxWorkers: 4,
    include: [
      // Every action's entries: the root action's main and post, start-tunnel's and wait-for-job's.
      'test/e2e/run-codeless-tests.test.ts',
      'test/e2e/start-tunnel.test.ts',
      'test/e2e/wait-for-job.test.ts',
      'test/e2e/trigger-lab-suite.test.ts',
      'test/e2e/annotate-build.test.ts',
      'test/e2e/flaky.test.ts',
      'test/e2e/upload-app.test.ts',
      'test/e2e/list-devices.test.ts',
      // The command line, npm by its bare name and signals among it; a report file held open.
      'test/cli/package.test.ts',
      'test/report/locked-file.test.ts',
    ],
  },
});
