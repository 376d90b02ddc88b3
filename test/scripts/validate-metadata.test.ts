import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import {
  formatProblem,
  validateActionFile,
  validateAll,
  validateWorkflowFile,
} from '../../scripts/validate-metadata.ts';

const actionPath = join(ROOT, 'actions/example/action.yml');
const workflowPath = join(ROOT, 'docs/examples/example.yml');
const messages = async (problems: Promise<{ line: number; message: string }[]>) =>
  (await problems).map((p) => `${p.line}: ${p.message}`);

describe('validate-metadata', () => {
  it('passes the bundle as it is', async () => {
    const { problems, actions, examples, workflows } = await validateAll();
    expect(problems.map(formatProblem)).toEqual([]);
    expect(actions).toBeGreaterThanOrEqual(6);
    expect(examples).toBeGreaterThan(0);
    // ci.yml, release.yml and self-test.yml of .github/workflows.
    expect(workflows).toBeGreaterThanOrEqual(3);
  });

  it("reports GitHub's schema errors and the bundle's own rules, with lines", async () => {
    const text = `name: Example
description: An example
inputs:
  api-url:
    description: Service address
  key:
    description: ""
  github-token:
    description: Token
    default: a-fixed-token
outputs:
  out: {}
runs:
  using: node20
  main: src/main.ts
  post: ../../dist/example/post.js
  post-if: sometimes()
branding:
  icon: not-an-icon
`;
    expect(await messages(validateActionFile(actionPath, text))).toEqual([
      '3: every action takes the input "secret"',
      `3: every action takes the input "matrix" with the default \${{ toJSON(matrix) }}`,
      '5: api-url must say what goes in front of /v1/..., /api or not',
      '6: input "key" needs a description',
      `10: github-token must default to \${{ github.token }}`,
      '12: output "out" needs a description',
      '14: runs.using must be node24, not node20',
      '15: runs.main must name a .js entry under dist/ (the committed bundle), not src/main.ts',
      "17: Unrecognized function: 'sometimes'",
      '18: branding needs an icon and a color',
      "19: Unexpected value 'not-an-icon'",
    ]);
  });

  it("requires strategy of an action that reports a job's tests, and no service settings of combine", async () => {
    const annotate = readFileSync(join(ROOT, 'actions/annotate-build/action.yml'), 'utf8');
    const withoutStrategy = annotate.replace(/\n {2}strategy:\n(?: {4}.*\n)+/, '\n');
    expect(await messages(validateActionFile(actionPath, withoutStrategy))).toEqual([
      expect.stringMatching(
        /: an action that reports a job's tests takes the input "strategy" with the default/,
      ),
    ]);
    const combine = readFileSync(join(ROOT, 'actions/combine/action.yml'), 'utf8');
    const withKey = combine.replace('inputs:\n', 'inputs:\n  key:\n    description: API key\n');
    expect(await messages(validateActionFile(join(ROOT, 'actions/combine/action.yml'), withKey))).toEqual([
      '5: an action that talks to GitHub alone takes no "key"',
    ]);
  });

  it('requires post-if beside post', async () => {
    const text = readFileSync(join(ROOT, 'actions/start-tunnel/action.yml'), 'utf8').replace(
      /\n\s+post-if: .*\n/,
      '\n',
    );
    expect(await messages(validateActionFile(actionPath, text))).toEqual([
      expect.stringMatching(/: runs.post needs a post-if/),
    ]);
  });

  it("checks a workflow's use of our actions against their action.yml", async () => {
    const text = `name: Example
on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: cloudtest/cloudtest-actions/actions/wait-for-job@v1
        with:
          timeout: 60
      - uses: cloudtest/cloudtest-actions/actions/start-tunnel@v1
        with:
          ready-timout: 60
      - uses: cloudtest/cloudtest-actions/actions/no-such-action@v1
      - uses: cloudtest/cloudtest-actions@v2
      - uses: actions/checkout@v5
        with:
          anything: goes
      - run: echo "\${{ env.NOT_DEFINED }}"
`;
    expect(await messages(validateWorkflowFile(workflowPath, text))).toEqual([
      '8: Missing required input `job-id`',
      "12: Invalid action input 'ready-timout'",
      '13: Unable to resolve action `cloudtest/cloudtest-actions/actions/no-such-action@v1`, repository or version not found',
      '14: Unable to resolve action `cloudtest/cloudtest-actions@v2`, repository or version not found',
      '18: Context access might be invalid: NOT_DEFINED',
    ]);
  });

  it("requires a workflow_run workflow's jobs to run for forks' pull requests only", async () => {
    const workflow = (guard: string) => `name: Fork tests
on:
  workflow_run:
    workflows: [Pull request build]
    types: [completed]
jobs:
  tests:
    if: github.event.workflow_run.conclusion == 'success'${guard}
    runs-on: ubuntu-latest
    steps:
      - run: echo test
  report:
    needs: tests
    if: \${{ github.event.workflow_run.head_repository.fork }}
    runs-on: ubuntu-latest
    steps:
      - run: echo report
`;
    expect(await messages(validateWorkflowFile(workflowPath, workflow('')))).toEqual([
      `7: job "tests" of a workflow_run workflow must run only for forks' pull requests (if: github.event.workflow_run.head_repository.full_name != github.repository): the usual workflow tests this repository's own, which would be tested and billed twice`,
    ]);
    const guarded = ' && github.event.workflow_run.head_repository.full_name != github.repository';
    expect(await messages(validateWorkflowFile(workflowPath, workflow(guarded)))).toEqual([]);
    const example = join(ROOT, 'docs/examples/fork-pull-requests-test.yml');
    const unguarded = readFileSync(example, 'utf8').replace(
      /\n\s*&& github\.event\.workflow_run\.head_repository\.full_name != github\.repository/,
      '',
    );
    expect(await messages(validateWorkflowFile(example, unguarded))).toEqual([
      expect.stringMatching(/^\d+: job "appium" of a workflow_run workflow must run only for forks/),
    ]);
  });

  it('lets a workflow_run job that only reports run for every pull request: it runs no test', async () => {
    const example = join(ROOT, 'docs/examples/hardened-report.yml');
    const text = readFileSync(example, 'utf8');
    expect(await messages(validateWorkflowFile(example, text))).toEqual([]);
    // A step that runs something makes it a job that may test, held to forks' pull requests again.
    const testing = text.replace('    steps:\n', '    steps:\n      - run: ./gradlew cloudTest\n');
    expect(await messages(validateWorkflowFile(example, testing))).toEqual([
      expect.stringMatching(/^\d+: job "report" of a workflow_run workflow must run only for forks/),
    ]);
  });
});
