// The self-test workflow, .github/workflows/self-test.yml, run step by step through the runner harness:
// the file GitHub runs on its three systems is the file tested here. How its steps are run:
//   - a step whose `id` starts with `github-only-` is skipped: it prepares a GitHub runner (checkout,
//     Node, npm ci), and the tests already run in the checked-out, installed repository;
//   - `uses: ./<path>` runs that action's entries (for ours, the committed dist/) with the step's `with:`
//     and `env:`, and registers its post step; any other `uses:` is an error (mark it github-only-);
//   - `run:` runs with bash, as the job's `shell: bash` does, with the job's file commands;
//   - after a failed step the rest are skipped (the workflow uses no `if:`), and the post steps run
//     last started first, as on the runner;
//   - the only expression inside steps is `${{ steps.<id>.outputs.<name> }}`; any other is an error,
//     so the workflow stays in the forms evaluated here. Job-level keys (runs-on, matrix) are GitHub's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { ROOT } from '../../scripts/action-files.ts';
import { PR_HEAD_SHA, pullRequestEvent } from '../fake-github/runner-env.ts';
import { FakeGitHub } from '../fake-github/server.ts';
import { ACCOUNTS } from '../fake-service/accounts.ts';
import { createJob, type Job, type StepResult } from '../support/runner.ts';
import { shownSecrets } from './scenario.ts';

const WORKFLOW = '.github/workflows/self-test.yml';
const GITHUB_ONLY = 'github-only-';
const SERVICE_ACTION = 'test/fixtures/self-test/service';
/** The credentials the fixture service hands to the steps, and their Basic form: never in a log. */
const { key, secret } = ACCOUNTS.user;
const SERVICE_SECRETS = [key, secret, Buffer.from(`${key}:${secret}`).toString('base64')];
const STEP_KEYS = new Set(['id', 'name', 'uses', 'run', 'with', 'env']);

interface WorkflowStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string | number | boolean>;
}

interface StepRun {
  label: string;
  /** Undefined for a skipped step. */
  result?: StepResult;
}

interface WorkflowRun {
  steps: StepRun[];
  posts: StepResult[];
  /** Outputs by step id, as `steps.<id>.outputs` holds them. */
  outputs: Map<string, Record<string, string>>;
}

/** The steps of the workflow's one job, after checking the job runs them with bash. */
function workflowSteps(): WorkflowStep[] {
  const workflow = parse(readFileSync(join(ROOT, WORKFLOW), 'utf8')) as {
    jobs: Record<string, { defaults?: { run?: { shell?: string } }; steps: WorkflowStep[] }>;
  };
  const jobs = Object.values(workflow.jobs);
  if (jobs.length !== 1) throw new Error(`${WORKFLOW}: the harness runs one job, not ${jobs.length}`);
  const [job] = jobs as [(typeof jobs)[number]];
  if (job.defaults?.run?.shell !== 'bash') throw new Error(`${WORKFLOW}: run steps must default to bash`);
  return job.steps;
}

const labelOf = (step: WorkflowStep) => step.name ?? step.id ?? step.uses ?? step.run?.split('\n')[0] ?? '?';

/** `${{ steps.<id>.outputs.<name> }}` inside a text; a missing output is '', as on GitHub. */
function evaluate(text: string, outputs: WorkflowRun['outputs']): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    const match = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression);
    if (!match) throw new Error(`${WORKFLOW}: the harness cannot evaluate \${{ ${expression} }}`);
    return outputs.get(match[1] ?? '')?.[match[2] ?? ''] ?? '';
  });
}

const evaluateAll = (values: WorkflowStep['with'], outputs: WorkflowRun['outputs']) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, evaluate(String(v), outputs)]));

/** What the harness does with a step: skip it, run a local action, or run a script; else an error. */
function planStep(step: WorkflowStep): 'skip' | 'uses' | 'run' {
  const unknown = Object.keys(step).filter((key) => !STEP_KEYS.has(key));
  if (unknown.length) throw new Error(`${labelOf(step)}: the harness does not run steps with ${unknown}`);
  if (step.id?.startsWith(GITHUB_ONLY)) return 'skip';
  if (step.uses !== undefined) {
    if (step.uses === './' || step.uses.startsWith('./')) return 'uses';
    throw new Error(`${labelOf(step)}: only local actions run here; mark the step id ${GITHUB_ONLY}*`);
  }
  if (step.run !== undefined) return 'run';
  throw new Error(`${labelOf(step)}: neither uses nor run`);
}

/** Runs the steps in a job, then the job's post steps (also when a step throws). */
async function runSteps(job: Job, steps: readonly WorkflowStep[]): Promise<WorkflowRun> {
  const run: WorkflowRun = { steps: [], posts: [], outputs: new Map() };
  try {
    for (const step of steps) {
      const kind = planStep(step);
      const label = labelOf(step);
      if (kind === 'skip' || job.status !== 'success') {
        run.steps.push({ label });
        continue;
      }
      const env = evaluateAll(step.env, run.outputs);
      const result =
        kind === 'uses'
          ? await job.step({
              action: step.uses === './' ? '.' : (step.uses ?? '').slice(2),
              inputs: evaluateAll(step.with, run.outputs),
              env,
              timeoutMs: 60_000,
            })
          : await job.script(evaluate(step.run ?? '', run.outputs), { name: label, env });
      run.steps.push({ label, result });
      if (step.id) run.outputs.set(step.id, result.outputs);
    }
  } finally {
    run.posts = await job.finish();
  }
  return run;
}

/** The process of the fake service the run started (saved for its post step). */
const servicePid = (run: WorkflowRun) =>
  Number(run.steps.find((s) => s.result?.action === SERVICE_ACTION)?.result?.state.pid);

/** Ends the fake service a run left behind (its post step stops it; this covers a harness error). */
function stopLeftover(run: WorkflowRun): void {
  const pid = servicePid(run);
  if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  return !isAlive(pid);
}

let github: FakeGitHub;
const runs: WorkflowRun[] = [];
beforeAll(async () => {
  github = new FakeGitHub();
  await github.start();
});
afterAll(async () => {
  runs.forEach(stopLeftover);
  await github.stop();
});

async function runWorkflowFile(steps: readonly WorkflowStep[]): Promise<WorkflowRun> {
  using job = createJob({ workspace: ROOT, githubApiUrl: github.url, event: pullRequestEvent });
  const run = await runSteps(job, steps);
  runs.push(run);
  return run;
}

describe(WORKFLOW, () => {
  it('passes under the runner harness: every step, every check of outputs, every post step', async () => {
    github.checkRuns.clear();
    const steps = workflowSteps();
    const run = await runWorkflowFile(steps);
    const failed = [...run.steps.map((s) => s.result), ...run.posts].filter(
      (r) => r && r.conclusion !== 'success',
    );
    expect(failed.map((r) => `${r?.action}: ${r?.log.join('\n')}`)).toEqual([]);

    // Skipped: exactly the GitHub-only steps; everything else ran.
    const skipped = run.steps.filter((s) => !s.result).map((s) => s.label);
    expect(skipped).toEqual(steps.filter((s) => s.id?.startsWith(GITHUB_ONLY)).map(labelOf));
    expect(skipped).toHaveLength(3);
    const ran = run.steps.filter((s) => s.result).map((s) => s.label);
    expect(ran).toEqual(
      expect.arrayContaining(['Start a tunnel', 'Check the tunnel', 'Check the root action']),
    );
    expect(ran).toHaveLength(steps.length - skipped.length);
    const actions = run.steps.flatMap((s) =>
      s.result?.action.startsWith('actions/') ? [s.result.action] : [],
    );
    expect(actions).toEqual([
      'actions/start-tunnel',
      'actions/upload-app',
      'actions/trigger-lab-suite',
      'actions/wait-for-job',
      'actions/annotate-build',
    ]);
    expect(run.steps.some((s) => s.result?.action === '.')).toBe(true);

    // Posts, last started first: the root action's, annotate-build's and wait-for-job's (each
    // reported, so nothing to do), upload-app's (not the job's first step of ours: nothing to do),
    // the tunnel's teardown, then the fake service's check that no tunnel is left (it asks the
    // service) before it stops the service.
    expect(run.posts.map((p) => p.action)).toEqual([
      '.',
      'actions/annotate-build',
      'actions/wait-for-job',
      'actions/upload-app',
      'actions/start-tunnel',
      SERVICE_ACTION,
    ]);
    expect(run.posts[1]?.warnings).toEqual([]);
    expect(run.posts[2]?.warnings).toEqual([]);
    expect(run.posts[3]?.warnings).toEqual([]);
    const tunnelId = run.outputs.get('tunnel')?.['tunnel-id'];
    expect(run.posts[4]?.log).toContain(`Deleted tunnel ${tunnelId}.`);
    expect(run.posts[5]?.log).toContain('No tunnel left running.');
    expect(servicePid(run)).toBeGreaterThan(0);
    expect(await gone(servicePid(run))).toBe(true);

    // The three reporting steps made their check runs on the pull request's head, all passed.
    expect([...github.checkRuns.values()].map((r) => [r.head_sha, r.conclusion])).toEqual([
      [PR_HEAD_SHA, 'success'],
      [PR_HEAD_SHA, 'success'],
      [PR_HEAD_SHA, 'success'],
    ]);

    for (const result of [...run.steps.flatMap((s) => s.result ?? []), ...run.posts])
      expect(shownSecrets(result, SERVICE_SECRETS), result.action).toEqual([]);
  }, 120_000);

  it('fails a check step whose expectation is not met, skips the rest, and still tears down', async () => {
    const steps = workflowSteps();
    const check = steps.findIndex((s) => s.name === 'Check the tunnel');
    const wrong = steps[check]?.run?.replace('"$TUNNEL_STATE" READY', '"$TUNNEL_STATE" STOPPED');
    expect(wrong).not.toBe(steps[check]?.run);
    const run = await runWorkflowFile([
      ...steps.slice(0, check),
      { ...steps[check], run: wrong },
      steps[check + 1]!,
    ]);

    const [checked, after] = run.steps.slice(-2);
    expect(checked?.result?.conclusion).toBe('failure');
    expect(checked?.result?.errors).toEqual(["tunnel-state is 'READY', expected 'STOPPED'"]);
    expect(after?.result).toBeUndefined();
    expect(run.posts.map((p) => [p.action, p.conclusion])).toEqual([
      ['actions/start-tunnel', 'success'],
      [SERVICE_ACTION, 'success'],
    ]);
    expect(run.posts[1]?.log).toContain('No tunnel left running.');
  }, 60_000);
});

describe('the harness rules', () => {
  it("runs a run: step with bash -e and the job's file commands, as the runner does", async () => {
    using job = createJob();
    const first = await job.script(
      [
        'echo "::add-mask::hidden-value"',
        'echo "seen=yes" >> "$GITHUB_OUTPUT"',
        'echo "SHARED=from-first" >> "$GITHUB_ENV"',
        'echo hidden-value',
      ].join('\n'),
      { name: 'first' },
    );
    expect(first).toMatchObject({
      action: 'first',
      conclusion: 'success',
      outputs: { seen: 'yes' },
      env: { SHARED: 'from-first' },
      log: ['***'],
    });
    const second = await job.script('echo "$SHARED $STEP"\nfalse\necho never', { env: { STEP: 'two' } });
    expect(second).toMatchObject({ conclusion: 'failure', exitCode: 1, log: ['from-first two'] });
    expect(job.status).toBe('failure');
  });

  const outputs = new Map([['trigger', { 'job-id': '42' }]]);

  it('evaluates step outputs, a missing one as empty, and refuses every other expression', () => {
    expect(evaluate('codeless-job-${{ steps.trigger.outputs.job-id }}', outputs)).toBe('codeless-job-42');
    expect(evaluate('${{steps.wait.outputs.status}}', outputs)).toBe('');
    expect(() => evaluate('${{ github.token }}', outputs)).toThrow(
      /cannot evaluate \$\{\{ github.token \}\}/,
    );
    expect(() => evaluate('${{ steps.trigger.outputs.job-id || 1 }}', outputs)).toThrow(/cannot evaluate/);
  });

  it('skips only github-only- steps, runs only local actions, and refuses keys it would ignore', () => {
    expect(planStep({ id: 'github-only-checkout', uses: 'actions/checkout@v6' })).toBe('skip');
    expect(planStep({ uses: './' })).toBe('uses');
    expect(planStep({ uses: './actions/upload-app' })).toBe('uses');
    expect(planStep({ run: 'true' })).toBe('run');
    expect(() => planStep({ id: 'checkout', uses: 'actions/checkout@v6' })).toThrow(/mark the step id/);
    expect(() => planStep({ run: 'true', if: 'always()' } as WorkflowStep)).toThrow(/with if/);
  });
});
