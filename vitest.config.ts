import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    // Actions log through workflow commands; show that output only for a test that failed.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tests start real servers and child processes; forks keep them isolated.
    pool: 'forks',
    // Steps and the command on the Windows Node under Wine: its server kept up (test/windows/).
    globalSetup: process.env.CLOUDTEST_TEST_NODE === 'windows' ? ['test/windows/global-setup.ts'] : [],
  },
});
