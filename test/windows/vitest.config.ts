// The Windows leg: the tests that start every action's main and post and the `cloudtest` command,
// run with the Windows build of Node under Wine in their place (test/support/step-node.ts). Run by
// `npm run test:windows` after `node test/windows/setup.ts` (.ci/run does both).
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';
import { ROOT } from '../../scripts/action-files.ts';

export const WINDOWS_LEG = process.env.WINDOWS_LEG_FILES?.split(',') ?? ['test/e2e/start-tunnel.test.ts'];

export default defineConfig({
  root: ROOT,
  test: {
    ...base.test,
    include: WINDOWS_LEG,
    env: { CLOUDTEST_TEST_NODE: 'windows' },
    globalSetup: ['test/windows/global-setup.ts'],
  },
});
