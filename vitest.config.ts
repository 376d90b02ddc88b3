import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose many cases at once race real time limits in this process (requests timed out at 0.2 to
 * 1 s, a fake service answering in the same process): made for a machine not also busy with the rest
 * of the suite, they run first, one file at a time.
 */
const TIMED_ALONE = [
  'test/reliability/faults.test.ts',
  'test/reliability/answers.test.ts',
  'test/api/transport.test.ts',
];

/**
 * Steps run many at once through the runner harness and held to wall-clock bounds: they run beside
 * the rest of the suite, which gives way to them (test/support/give-way.ts).
 */
const TIMED_STEPS = ['test/reliability/faults-runner.test.ts'];

/**
 * Files that change what the whole test process shares: an entry run in this process (process.env,
 * stdout, the exit code, signal listeners), runner folders for the tool cache in process.env, stdout
 * spied on. Each gets a process of its own, as the timed files do.
 */
const OWN_PROCESS = [
  'test/actions/run-codeless-tests.test.ts',
  'test/actions/trigger-lab-suite.test.ts',
  'test/actions/start-tunnel.test.ts',
  'test/actions/start-tunnel-client.test.ts',
  'test/actions/start-tunnel-platform.test.ts',
  'test/reliability/hostile-log.test.ts',
  'test/reliability/tunnel-trust.test.ts',
  'test/support/runner.test.ts',
];

/**
 * The rest of the files mostly wait (for child processes, servers, GitHub's second between writes)
 * rather than compute: three times as many at once as there are cores (on 2 cores, the longest
 * first, 280 s against 299 s with twice as many; CONTRIBUTING.md). Vitest's default, one fewer than
 * the cores, ran them one at a time on 2 cores.
 */
const MAX_WORKERS = Math.max(2, availableParallelism() * 3);

/**
 * The files that take longest (most of a minute or more on a quiet 2-core machine), most of it one
 * test running its steps one after another (thirty pushes before a pull request, generated
 * histories): they start first among the rest, so that none is left running alone at the end.
 */
const LONGEST = [
  'test/cli/package.test.ts',
  'test/e2e/reviewer-reads.test.ts',
  'test/e2e/combine.test.ts',
  'test/e2e/compare.test.ts',
  'test/e2e/quarantine.test.ts',
  'test/reliability/generated.test.ts',
  'test/e2e/history.test.ts',
  'test/e2e/required.test.ts',
  'test/scripts/service-records.test.ts',
];

/** The folders of quick files that test the code in this process, starting no steps or programs. */
const IN_PROCESS = /\/test\/(api|codeless|fake-service|report|runtime|shard|text)\//;

/**
 * The timed steps start first, then the longest files, then the others: without the timings of an
 * earlier run (a fresh clone, as in CI) Vitest starts the largest files first, but a file that runs
 * steps and programs takes long whatever its size, so the quick files that test in this process go
 * last, to fill the end.
 */
class TimedFirstQuickLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const among = (paths: string[], file: TestSpecification) =>
      paths.some((path) => file.moduleId.endsWith(path));
    const rank = (file: TestSpecification) =>
      among(TIMED_STEPS, file) ? 0 : among(LONGEST, file) ? 1 : IN_PROCESS.test(file.moduleId) ? 3 : 2;
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/** The files beside the timed steps: they give way to them, and run two per core. */
const BESIDE_TIMED_STEPS = {
  maxWorkers: MAX_WORKERS,
  sequence: { groupOrder: 2 },
  setupFiles: ['./test/support/give-way.ts'],
};

export default defineConfig({
  test: {
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    // Actions log through workflow commands; show that output only for a test that failed.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tests start real servers and child processes: forks, so a crash or a hang stays in its worker.
    pool: 'forks',
    // Steps and the command on the Windows Node under Wine: its server kept up (test/windows/).
    globalSetup: process.env.CLOUDTEST_TEST_NODE === 'windows' ? ['test/windows/global-setup.ts'] : [],
    sequence: { sequencer: TimedFirstQuickLast },
    projects: [
      {
        extends: true,
        test: { name: 'timed-alone', include: TIMED_ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'timed-steps',
          include: TIMED_STEPS,
          maxWorkers: MAX_WORKERS,
          sequence: { groupOrder: 2 },
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, ...BESIDE_TIMED_STEPS } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...TIMED_ALONE, ...TIMED_STEPS, ...OWN_PROCESS],
          ...BESIDE_TIMED_STEPS,
          // A fresh process per file buys nothing here and costs each file its start and imports.
          isolate: false,
        },
      },
    ],
  },
});
