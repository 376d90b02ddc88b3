// The examples that run Codeless suites (the root action, or trigger-lab-suite and wait-for-job), each
// run on the events it declares and held to what its header promises.
import type { FakeLabTest } from '../fake-service/routes/lab.ts';
import { check, checkRunOn, equal, type Example, resultOf, stepsOf } from './examples.ts';
import type { ExampleWorld } from './world.ts';

/** A Codeless suite of these tests, its ID in the variable CLOUDTEST_SUITE_ID; each job ends at its first poll. */
export function codelessSuite(world: ExampleWorld, names: readonly string[]) {
  const { service } = world;
  const user = service.accounts.user;
  // The wait is the root action's own test; here a job ends at the first look.
  service.jobs.nextPlan = [{ status: 'FINISHED', afterPolls: 1 }];
  const tests = names.map((name) =>
    service.lab.addTest(user.id, { name, url: `https://shop.example.test/${name.toLowerCase()}` }),
  );
  const suite = service.labsuites.addSuite(user.id, { name: 'Shop', testIds: tests.map((t) => t.id) });
  world.vars.CLOUDTEST_SUITE_ID = String(suite.id);
  return {
    suite,
    tests,
    /** From now on, exactly these tests fail. */
    failing(...failing: string[]): void {
      for (const test of tests)
        test.failure = failing.includes(test.name)
          ? { step: 3, message: `${test.name}: element #buy not found` }
          : undefined;
    },
    /** How many times a Codeless test was triggered alone (a retry) since `from` triggers. */
    retriesOf(test: FakeLabTest, from: number): number {
      return service.lab.triggers.slice(from).filter((t) => t.kind === 'test' && t.id === test.id).length;
    },
  };
}

/** Whether a required check of this conclusion lets a merge through (docs/github-facts.md). */
export const passes = (conclusion: string | null | undefined) =>
  conclusion === 'success' || conclusion === 'neutral' || conclusion === 'skipped';

const outputs = (steps: { outputs: Record<string, string> }[]) => steps[0]?.outputs ?? {};

const MERGE_QUEUE = 'docs/examples/merge-queue.yml';
export const mergeQueue: Example = {
  files: [MERGE_QUEUE],
  async run(at) {
    const { world } = at;
    const suite = codelessSuite(world, ['Login', 'Checkout', 'Search']);
    const name = `Codeless suite ${suite.suite.id} (e2e)`;
    // main: Checkout fails already.
    suite.failing('Checkout');
    const base = world.push([]);
    await at.run(MERGE_QUEUE, base);

    const oldOnly = world.mergeGroup(7, []);
    const triggered = world.service.lab.triggers.length;
    const queued = await at.run(MERGE_QUEUE, oldOnly, { label: 'merge_group (a failure main has)' });
    const retries = suite.retriesOf(suite.tests[1]!, triggered);
    // Login, which main's quarantine list (the base's, which decides the queue's check) does not name.
    suite.failing('Checkout', 'Login');
    const brought = world.mergeGroup(8, []);
    const broken = await at.run(MERGE_QUEUE, brought, { label: 'merge_group (a new failure)' });
    const pr = world.pullRequest(9, []);
    const onPr = world.service.lab.triggers.length;
    await at.run(MERGE_QUEUE, pr);

    await at.promise(MERGE_QUEUE, "only a failure the queue's commit brings blocks the merge", () => {
      const passing = checkRunOn(world, name, oldOnly.sha)?.conclusion;
      check(
        passes(passing),
        `the check of a queue whose only failure main has too concluded ${passing}, which blocks the merge`,
      );
      equal(resultOf(queued, 'e2e'), 'success', 'that run');
      equal(
        checkRunOn(world, name, brought.sha)?.conclusion,
        'failure',
        'the check of a queue that brings a failure',
      );
      equal(outputs(stepsOf(broken, 'e2e', 'root'))['new-failures'], '1', 'its new failures');
    });
    await at.promise(
      MERGE_QUEUE,
      "The check goes on the queue's commit, compared with the queue's base",
      () => {
        const run = checkRunOn(world, name, oldOnly.sha);
        check(run?.status === 'completed', `no completed check run "${name}" on the queue's commit`);
        equal(outputs(stepsOf(queued, 'e2e', 'root'))['compared-to'], base.sha, "the report's compared-to");
      },
    );
    await at.promise(
      MERGE_QUEUE,
      'failed tests are triggered again twice before they count, and on pull requests not',
      () => {
        equal(retries, 2, 'retries of the failed test in the queue');
        equal(suite.retriesOf(suite.tests[1]!, onPr), 0, 'retries on the pull request');
      },
    );
  },
};

const NIGHTLY = 'docs/examples/nightly-codeless.yml';
export const nightly: Example = {
  files: [NIGHTLY],
  async run(at) {
    const { world } = at;
    const suite = codelessSuite(world, ['Login', 'Checkout', 'Search']);
    const name = `Codeless suite ${suite.suite.id} (nightly)`;
    suite.failing();
    const first = world.schedule('17 2 * * *');
    const night1 = await at.run(NIGHTLY, first, { label: 'schedule (passing)' });
    world.commit({ tests: [] }, { onMain: true });
    suite.failing('Checkout');
    const second = world.schedule('17 2 * * *');
    const night2 = await at.run(NIGHTLY, second, { label: 'schedule (failing)' });
    suite.failing();
    await at.run(NIGHTLY, world.workflowDispatch());

    await at.promise(NIGHTLY, 'each night compared with the night before', () => {
      check(
        checkRunOn(world, name, second.sha)?.status === 'completed',
        `no check run "${name}" on the branch's head`,
      );
      equal(
        outputs(stepsOf(night2, 'nightly', 'root'))['compared-to'],
        first.sha,
        'compared-to of the second night',
      );
    });
    await at.promise(NIGHTLY, 'a failure opens an issue', () => {
      equal(resultOf(night1, 'nightly'), 'success', 'the passing night');
      equal(resultOf(night2, 'nightly'), 'failure', 'the failing night');
      const issues = [...world.github.issues.values()];
      equal(
        issues.map((i) => i.title),
        ['Nightly Codeless suite failed'],
        'issues opened (one, by the failing night)',
      );
      check(
        issues[0]?.body.endsWith(`/actions/runs/${night2.runId}`),
        `the issue links the failed run: ${issues[0]?.body}`,
      );
    });
  },
};

const CODELESS_SUITE = 'docs/examples/codeless-suite.yml';
export const codelessSuiteExample: Example = {
  files: [CODELESS_SUITE],
  async run(at) {
    const { world } = at;
    const suite = codelessSuite(world, ['Login', 'Checkout', 'Search']);
    suite.failing();
    await at.run(CODELESS_SUITE, world.push([]));
    suite.failing('Checkout');
    const pr = world.pullRequest(7, []);
    const run = await at.run(CODELESS_SUITE, pr);
    const queue = world.mergeGroup(7, []);
    await at.run(CODELESS_SUITE, queue);
    const allInOne = `Codeless suite ${suite.suite.id} (suite)`;

    await at.promise(
      CODELESS_SUITE,
      'first with the all-in-one root action, then the same with the building blocks',
      () => {
        for (const sha of [pr.head, queue.sha]) {
          const one = checkRunOn(world, allInOne, sha);
          const blocks = checkRunOn(world, 'Codeless suite', sha);
          check(
            one && blocks,
            `check runs "${allInOne}" and "Codeless suite" on ${sha.slice(0, 7)}: ${JSON.stringify([one?.name, blocks?.name])}`,
          );
          equal(
            [one.conclusion, one.annotations.length],
            [blocks.conclusion, blocks.annotations.length],
            'the building blocks report what the root action reports',
          );
        }
        equal(
          outputs(stepsOf(run, 'suite', 'codeless')).status,
          'FINISHED',
          "the root action's status output",
        );
      },
    );
    await at.promise(
      CODELESS_SUITE,
      'for jobs that do other work between the trigger and the results',
      () => {
        const jobId = outputs(stepsOf(run, 'suite-in-steps', 'trigger'))['job-id'];
        check(jobId, 'trigger-lab-suite gave no job-id');
        const other = stepsOf(run, 'suite-in-steps', 'Other work while the suite runs')[0];
        check(
          other?.log.includes(`Job ${jobId} is running`),
          `the step between them did not see job ${jobId}: ${other?.log.join(' / ')}`,
        );
      },
    );
  },
};

const PREVIEW = 'docs/examples/preview-deployment.yml';
export const previewDeployment: Example = {
  files: [PREVIEW],
  async run(at) {
    const { world } = at;
    const suite = codelessSuite(world, ['Login', 'Checkout']);
    suite.failing();
    const pr = world.pullRequest(7, []);
    const url = 'https://shop-git-feature-7.preview.example.test';
    const pending = await at.run(PREVIEW, world.deploymentStatus(pr.head, 'Preview', 'in_progress', url), {
      label: 'deployment_status (in progress)',
    });
    const triggered = world.service.lab.triggers.length;
    const ready = await at.run(PREVIEW, world.deploymentStatus(pr.head, 'Preview', 'success', url), {
      label: 'deployment_status (success)',
    });
    const production = await at.run(
      PREVIEW,
      world.deploymentStatus(world.main, 'Production', 'success', 'https://shop.example.test'),
      {
        label: 'deployment_status (production)',
      },
    );

    await at.promise(
      PREVIEW,
      "Every Codeless test against a pull request's preview deployment, as soon as the hosting provider reports it ready",
      () => {
        equal(resultOf(pending, 'codeless'), 'skipped', 'the run of a deployment still in progress');
        equal(resultOf(production, 'codeless'), 'skipped', 'the run of a production deployment');
        equal(resultOf(ready, 'codeless'), 'success', 'the run of the ready preview');
        equal(
          world.service.lab.triggers.slice(triggered).map((t) => [t.kind, t.url]),
          [['all', url]],
          'the triggers it sent',
        );
      },
    );
    await at.promise(PREVIEW, "the check run lands on the deployed commit, the pull request's head", () => {
      equal(
        checkRunOn(world, 'Codeless tests on the preview', pr.head)?.conclusion,
        'success',
        "the check on the pull request's head",
      );
    });
  },
};

const RESULTS = 'docs/examples/results-elsewhere.yml';
export const resultsElsewhere: Example = {
  files: [RESULTS],
  async run(at) {
    const { world } = at;
    const { service } = world;
    const suite = codelessSuite(world, ['Login', 'Checkout', 'Search']);
    // Recordings at the service's own address, where the runner may fetch them (docs/report-files.md).
    const spawn = service.lab.onSpawn;
    service.lab.onSpawn = (owner, run) => {
      spawn(owner, run);
      const record = service.tests.tests.get(run.id);
      if (record)
        Object.assign(record, { video: `${service.url}/recordings/${run.id}/video.mp4`, thumbs: [] });
    };
    service.faults.always('GET', '/recordings/:id/video.mp4', {
      kind: 'status',
      status: 200,
      body: 'a video',
    });
    suite.failing('Checkout');
    const first = world.pullRequest(7, []);
    const run = await at.run(RESULTS, first);
    suite.failing('Search');
    await at.run(RESULTS, world.pullRequest(7, []), { label: 'pull_request (pushed again)' });
    const queue = world.mergeGroup(7, []);
    await at.run(RESULTS, queue);

    await at.promise(RESULTS, 'the JUnit file to a test reporter', () => {
      const report = checkRunOn(world, 'JUnit Test Report', first.head);
      equal(report?.output.title, '3 tests, 1 failed', "the JUnit reporter's check run");
    });
    await at.promise(
      RESULTS,
      "both result files and the failed tests' videos and screenshots as an artifact",
      () => {
        const artifact = world.github.artifacts.find(
          (a) => a.runId === run.runId && a.name === 'cloud-test-results',
        );
        check(artifact, 'no artifact cloud-test-results');
        const paths = [...artifact.files.keys()];
        check(
          paths.some((p) => p.endsWith('.xml')) && paths.some((p) => p.endsWith('.json')),
          `the result files are not all there: ${paths.join(', ')}`,
        );
        check(
          paths.some((p) => p.endsWith('video.mp4')),
          `no recording of the failed test: ${paths.join(', ')}`,
        );
      },
    );
    await at.promise(RESULTS, 'one pull request comment kept up to date', () => {
      const comments = world.github.commentsOn(7);
      equal(comments.length, 1, 'comments on the pull request');
      check(comments[0]?.body.includes('Search'), "the comment does not show the second push's failure");
      equal(
        checkRunOn(world, `Codeless suite ${suite.suite.id} (codeless)`, queue.sha)?.status,
        'completed',
        "the check on the queue's commit",
      );
    });
  },
};
