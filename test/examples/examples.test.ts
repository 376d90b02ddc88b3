// npm run examples, tested: the workflow emulation evaluates what GitHub evaluates (a matrix from an
// earlier job's output, `if:`, env at each level, outputs), the fake GitHub holds a token to its job's
// permissions, the CI files are read as their CI reads them, and an example whose file loses what its
// promise needs fails, naming the file and the promise.
import { describe, expect, it } from 'vitest';

import { startFakeGitHub } from '../fake-github/server.ts';
import { jenkinsSteps, uploaded } from './ci-files.ts';
import { headerOf, repositoryTexts } from './examples.ts';
import { runExamples } from './run-examples.ts';
import { matrixLegs, parseWorkflow, runWorkflow } from './workflow.ts';
import { startWorld } from './world.ts';

const WORKFLOW = `
name: Evaluated
on: { push: {} }
permissions: { contents: read }
env: { LEVEL: workflow, WORKFLOW_ONLY: w }
jobs:
  plan:
    runs-on: ubuntu-latest
    outputs: { legs: "\${{ steps.list.outputs.legs }}" }
    steps:
      - id: list
        run: echo 'legs=[{"name":"a","n":1},{"name":"b","n":2}]' >> "$GITHUB_OUTPUT"
  legs:
    needs: plan
    runs-on: ubuntu-latest
    env: { LEVEL: job }
    strategy: { matrix: { leg: "\${{ fromJSON(needs.plan.outputs.legs) }}", os: [linux] } }
    steps:
      - id: say
        run: echo "said=\${{ matrix.leg.name }}-\${{ matrix.leg.n }}-\${{ matrix.os }} $LEVEL $STEP $WORKFLOW_ONLY \${{ env.LEVEL }}" >> "$GITHUB_OUTPUT"
        env: { STEP: step }
      - if: \${{ matrix.leg.name == 'b' }}
        run: exit 3
      - id: after
        run: echo "ran=yes" >> "$GITHUB_OUTPUT"
      - id: anyway
        if: always()
        run: echo "ran=\${{ job.status }}" >> "$GITHUB_OUTPUT"
  skipped:
    needs: legs
    runs-on: ubuntu-latest
    steps: [{ run: "true" }]
  after-all:
    needs: [plan, legs]
    if: always() && needs.legs.result == 'failure'
    runs-on: ubuntu-latest
    steps: [{ run: "true" }]
`;

describe('the workflow emulation', () => {
  it('expands a matrix from an earlier job, and evaluates if:, env at every level, outputs and results', async () => {
    await using world = await startWorld();
    const workflow = await parseWorkflow('evaluated.yml', WORKFLOW);
    const run = await runWorkflow(workflow, world.push([]), world, { runId: world.nextRunId() });

    const legs = run.jobs.get('legs')?.legs ?? [];
    expect(legs.map((l) => l.matrix)).toEqual([
      { leg: { name: 'a', n: 1 }, os: 'linux' },
      { leg: { name: 'b', n: 2 }, os: 'linux' },
    ]);
    expect(legs.map((l) => l.steps.find((s) => s.id === 'say')?.result?.outputs.said)).toEqual([
      'a-1-linux job step w job',
      'b-2-linux job step w job',
    ]);
    // Leg b's step failed: the step after it did not run, the one with always() did, and saw the failure.
    expect(legs.map((l) => l.steps.map((s) => s.outcome))).toEqual([
      ['success', 'skipped', 'success', 'success'],
      ['success', 'failure', 'skipped', 'success'],
    ]);
    expect(legs.map((l) => l.steps.find((s) => s.id === 'anyway')?.result?.outputs.ran)).toEqual([
      'success',
      'failure',
    ]);
    expect(Object.fromEntries([...run.jobs].map(([id, job]) => [id, job.result]))).toEqual({
      plan: 'success',
      legs: 'failure',
      skipped: 'skipped',
      'after-all': 'success',
    });
    expect(legs[0]?.permissions).toEqual({ contents: 'read' });
  });

  it('expands a matrix as GitHub does, and refuses an empty vector', () => {
    expect(matrixLegs({ a: [1, 2], b: ['x', 'y'] })).toEqual([
      { a: 1, b: 'x' },
      { a: 1, b: 'y' },
      { a: 2, b: 'x' },
      { a: 2, b: 'y' },
    ]);
    expect(() => matrixLegs({ device: [] })).toThrow("Matrix vector 'device' does not contain any values");
  });

  it('runs a matrix of include alone as its objects, one leg each', () => {
    const legs = [
      { leg: 1, legs: 2, tests: ['a'] },
      { leg: 2, legs: 2, tests: ['b', 'c'] },
    ];
    expect(matrixLegs({ include: legs })).toEqual(legs);
    expect(() => matrixLegs({ include: [] })).toThrow('Matrix must define at least one vector');
    expect(() => matrixLegs({ include: legs, os: ['linux'] })).toThrow('not run by this emulation');
  });

  it('refuses an event the workflow does not declare', async () => {
    await using world = await startWorld();
    const workflow = await parseWorkflow('evaluated.yml', WORKFLOW);
    await expect(runWorkflow(workflow, world.mergeGroup(1, []), world, { runId: 1 })).rejects.toThrow(
      'evaluated.yml does not run on merge_group',
    );
  });
});

describe("the fake GitHub and a job's permissions", () => {
  it('answers 403 where GitHub does: workflow runs without actions: read, check runs without checks: write', async () => {
    await using github = await startFakeGitHub();
    github.grant('reads', { checks: 'read', contents: 'read' });
    github.grant('writes', { checks: 'write', actions: 'read' });
    github.workflowRuns.set(7, {
      id: 7,
      event: 'push',
      head_branch: 'main',
      head_sha: 'a'.repeat(40),
      run_attempt: 1,
    });
    const call = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${github.url}${path}`, {
        method,
        headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((r) => r.status);
    const checkRun = { name: 'Cloud tests', head_sha: 'a'.repeat(40) };

    expect(await call('reads', 'GET', '/repos/o/r/actions/runs/7')).toBe(403);
    expect(await call('writes', 'GET', '/repos/o/r/actions/runs/7')).toBe(200);
    expect(await call('reads', 'POST', '/repos/o/r/check-runs', checkRun)).toBe(403);
    expect(await call('writes', 'POST', '/repos/o/r/check-runs', checkRun)).toBe(201);
    expect(await call('reads', 'GET', `/repos/o/r/commits/${'a'.repeat(40)}/check-runs`)).toBe(200);
    expect(await call('writes', 'GET', '/repos/o/r/commits')).toBe(403);
    expect(await call('writes', 'POST', '/repos/o/r/issues', { title: 'Failed' })).toBe(403);
    // A token no job granted anything may do everything, as before permissions were held to.
    expect(await call('anyone', 'POST', '/repos/o/r/issues', { title: 'Failed' })).toBe(201);
  });
});

describe('the CI files, read as their CI reads them', () => {
  it("Jenkins: a stage's post runs in the stage, the pipeline's in a stage of its own", () => {
    const steps = jenkinsSteps(`pipeline {
  environment { A = 'b' }
  stages {
    stage('E2E tests') {
      steps {
        sh 'npm ci'
        sh '''one \\
          two'''
      }
      post { always { sh 'report' } }
    }
  }
  post { always { sh "late" } }
}`);
    expect(steps).toEqual([
      { script: 'npm ci', stage: 'E2E tests', post: false },
      { script: 'one           two', stage: 'E2E tests', post: false },
      { script: 'report', stage: 'E2E tests', post: true },
      { script: 'late', stage: 'Declarative: Post Actions', post: true },
    ]);
  });

  it("Buildkite: pipeline upload replaces $NAME from the pipeline's env and leaves $$ to the shell", () => {
    expect(uploaded('a $A ${B} $$C $$? $D', { A: '1', B: '2' })).toBe('a 1 2 $C $? ');
  });

  it('reads the promises from the comment a file starts with', () => {
    expect(headerOf('#!/bin/sh\n# one\n#   two\nset -e\n# not this', 'x.sh')).toBe('one two');
    expect(headerOf('// a\n// b\npipeline {', 'Jenkinsfile')).toBe('a b');
    expect(headerOf('# Title\n\nSome text.\n\n```sh\nx\n```\n', 'README.md')).toBe('# Title Some text.');
  });
});

/** The example files with one line of `file` taken out: the first that holds `line`. */
const without = (file: string, line: string) => (path: string) => {
  const text = repositoryTexts(path);
  if (path !== file) return text;
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(line));
  if (at < 0) throw new Error(`${file} has no line with ${line}`);
  return [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n');
};

describe('an example that loses what its promise needs fails, naming the file and the promise', () => {
  it('merge-queue.yml without actions: read', { timeout: 240_000 }, async () => {
    const file = 'docs/examples/merge-queue.yml';
    const [kept] = await runExamples({ only: [file] });
    expect(kept).toMatchObject({ file, ok: true });
    const [broken] = await runExamples({ only: [file], texts: without(file, 'actions: read') });
    expect(broken).toMatchObject({
      file,
      ok: false,
      promise: "only a failure the queue's commit brings blocks the merge",
    });
    expect(broken?.detail).toMatch(/give the job permissions: actions: read/);
  });

  it('combined-check.yml without checks: write', { timeout: 240_000 }, async () => {
    const file = 'docs/examples/combined-check.yml';
    const [broken] = await runExamples({ only: [file], texts: without(file, 'checks: write') });
    expect(broken).toMatchObject({
      file,
      ok: false,
      promise: 'joins every leg\'s report into one check, "Cloud tests", whatever the legs are',
    });
  });
});

describe('the hardened pair breaks its promise when the report is not written as the App', () => {
  it('hardened-report.yml without the App token', { timeout: 240_000 }, async () => {
    const file = 'docs/examples/hardened-report.yml';
    const results = await runExamples({
      only: [file],
      texts: without(file, 'github-token: ${{ steps.app.outputs.token }}'),
    });
    const broken = results.find((r) => r.file === file);
    expect(broken).toMatchObject({
      file,
      ok: false,
      promise:
        "the report written and compared by a workflow_run workflow of the default branch with a GitHub App's token",
    });
    // The workflow's own token may not write checks: no check run at all.
    expect(broken?.detail).toMatch(
      /the check runs on main's push \(name, status, app\): expected .*, got \[\]/,
    );
  });
});
