// A workflow file run as GitHub runs it, on one event: parsed by GitHub's own parser
// (@actions/workflow-parser), its jobs run in `needs` order (those ready at once side by side), each
// matrix expanded (`fromJSON` of an earlier job's output included) into legs run side by side, `if:`
// and every `${{ }}` evaluated by GitHub's expression engine (expressions.ts), `env:` at the workflow,
// job and step levels, step and job outputs passed on, and each job given a token of its own that the
// fake GitHub holds to the job's `permissions:`. Each step of this bundle runs its built dist/ entry
// through the runner harness (test/support/runner.ts), posts included; every other step is the
// user's, run by a stand-in (stand-ins.ts).
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';

import type { WorkflowJob, WorkflowTemplate } from '@actions/workflow-parser/model/workflow-template';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/mapping-token';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';

import { USES_REF, USES_REPO } from '../../scripts/action-files.ts';
import { allowGitHubPackageJson } from '../../scripts/github-packages.ts';
import type { FakeGitHub, PermissionLevel, Permissions, PermissionScope } from '../fake-github/server.ts';
import { type Conclusion, createJob, type Job, type StepResult } from '../support/runner.ts';
import { type Contexts, holds, loadEngine, type Status, textOf, textsOf, valueOf } from './expressions.ts';

/** A workflow file as GitHub's parser reads it: the converted template, and the tokens it leaves out. */
export interface ParsedWorkflow {
  /** Where the file is, from the repository's root (`docs/examples/merge-queue.yml`). */
  file: string;
  name: string;
  template: WorkflowTemplate;
  /** The document's tokens: `permissions:` and each step's `with:` are not in the template. */
  root: MappingToken;
}

/** What starts a run: an event, its payload, and the commit and ref the run is on. */
export interface WorkflowEvent {
  name: string;
  payload: Record<string, unknown>;
  /** GITHUB_SHA and GITHUB_REF. */
  sha: string;
  ref: string;
  headRef?: string;
  baseRef?: string;
  /** A fork's pull request: no secrets, and a token that may read only. */
  fromFork?: boolean;
}

/** A step the user's own workflow runs that is not of this bundle: what stand-ins.ts does for it. */
export interface UserSteps {
  /** The job's variables for them: the stand-in programs first on the PATH, and where they keep state. */
  env(job: Job): Record<string, string>;
  /** Runs someone else's action (`actions/checkout@v5`) in the job; its outcome, and its outputs if any. */
  action(
    uses: string,
    inputs: Record<string, string>,
    at: StepPlace,
  ): Promise<Conclusion | { conclusion: Conclusion; outputs: Record<string, string> }>;
  /** Ends what the job's steps left running (a server a step started in the background). */
  endJob(job: Job): void;
}

/** Where a step runs: its job, the run, and the job's token. */
export interface StepPlace {
  job: Job;
  jobId: string;
  runId: number;
  token: string;
  event: WorkflowEvent;
}

/** What a run is given beside its workflow and event. */
export interface RunWorld {
  github: FakeGitHub;
  /** owner/name */
  repository: string;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  userSteps: UserSteps;
}

export type JobResult = 'success' | 'failure' | 'cancelled' | 'skipped';

export interface StepRun {
  id: string;
  name: string;
  /** What the step uses (`cloudtest/cloudtest-actions/actions/annotate-build@v1`); none for a `run:` step. */
  uses?: string;
  outcome: JobResult;
  /** The step's result, for a step of this bundle or a `run:` step. */
  result?: StepResult;
  /** The outputs of someone else's action, when its stand-in gives any. */
  outputs?: Record<string, string>;
}

export interface LegRun {
  jobId: string;
  /** The matrix leg; undefined outside a matrix. */
  matrix?: Record<string, unknown>;
  result: JobResult;
  steps: StepRun[];
  posts: StepResult[];
  outputs: Record<string, string>;
  permissions: Permissions;
}

export interface WorkflowRun {
  file: string;
  event: WorkflowEvent;
  runId: number;
  attempt: number;
  /** Each job's legs (one for a job without a matrix, none for a skipped job), in `needs` order. */
  jobs: Map<string, { result: JobResult; legs: LegRun[] }>;
}

export interface RunOptions {
  runId: number;
  attempt?: number;
  /** Cancels a leg before one of its steps, as a cancelled run or a runner lost does. */
  cancelBefore?: (at: { jobId: string; matrix?: Record<string, unknown>; step: string }) => boolean;
  /** Time limit of each step, in ms. */
  stepTimeoutMs?: number;
}

type Parser = typeof import('@actions/workflow-parser');

let parser: Promise<Parser> | undefined;
const loadParser = () => {
  allowGitHubPackageJson();
  parser ??= import('@actions/workflow-parser');
  return parser;
};

/** Parses a workflow with GitHub's parser; its errors, if any, in one message. */
export async function parseWorkflow(file: string, text: string): Promise<ParsedWorkflow> {
  const wp = await loadParser();
  const parsed = wp.parseWorkflow({ name: file, content: text }, new wp.NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (errors.length || !parsed.value) throw new Error(`${file}: ${errors.join('; ') || 'no workflow'}`);
  const template = await wp.convertWorkflowTemplate(parsed.context, parsed.value);
  if (template.errors?.length)
    throw new Error(`${file}: ${template.errors.map((e) => e.Message).join('; ')}`);
  const root = parsed.value as MappingToken;
  const name = root.find('name');
  return { file, name: name ? String(name) : basename(file), template, root };
}

const SCOPES: readonly PermissionScope[] = ['actions', 'checks', 'contents', 'issues', 'pull-requests'];

/**
 * The job's token's permissions: the job's `permissions:`, else the workflow's, else the repository's
 * restricted default (contents read); what a block does not name it does not grant. A fork's pull
 * request reads at most.
 */
async function permissionsOf(
  workflow: ParsedWorkflow,
  jobId: string,
  fromFork: boolean,
): Promise<Permissions> {
  const { tokens } = await loadEngine();
  const block = jobTokens(workflow, jobId)?.find('permissions') ?? workflow.root.find('permissions');
  const granted: Permissions = {};
  if (!block) granted.contents = 'read';
  else if (tokens.isString(block)) {
    const level: PermissionLevel = block.value === 'write-all' ? 'write' : 'read';
    for (const scope of SCOPES) granted[scope] = level;
  } else if (tokens.isMapping(block)) {
    for (const { key, value } of block) {
      const scope = String(key) as PermissionScope;
      if (SCOPES.includes(scope)) granted[scope] = String(value) as PermissionLevel;
    }
  }
  if (fromFork) for (const scope of SCOPES) if (granted[scope] === 'write') granted[scope] = 'read';
  return granted;
}

/**
 * Each leg of a strategy's matrix, its keys multiplied out (first key slowest), as GitHub runs them; a
 * matrix of `include` alone is its objects, one leg each (a plan's legs, as actions/shard outputs them).
 */
export function matrixLegs(matrix: unknown): Array<Record<string, unknown>> {
  if (!matrix || typeof matrix !== 'object' || Array.isArray(matrix))
    throw new Error(`a matrix must be a mapping, got ${JSON.stringify(matrix)}`);
  if ('include' in matrix && Object.keys(matrix).length === 1) {
    const { include } = matrix as { include: unknown };
    const isObject = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
    if (!Array.isArray(include) || !include.every(isObject))
      throw new Error(`matrix include must be a list of mappings, got ${JSON.stringify(include)}`);
    if (!include.length) throw new Error('Matrix must define at least one vector');
    return include.map((leg: Record<string, unknown>) => ({ ...leg }));
  }
  let legs: Array<Record<string, unknown>> = [{}];
  for (const [key, values] of Object.entries(matrix)) {
    if (key === 'include' || key === 'exclude')
      throw new Error(`matrix ${key} beside other keys is not run by this emulation: no example uses it`);
    if (!Array.isArray(values))
      throw new Error(`matrix vector "${key}" is not a list: ${JSON.stringify(values)}`);
    if (!values.length) throw new Error(`Matrix vector '${key}' does not contain any values`);
    legs = legs.flatMap((leg) => values.map((value: unknown) => ({ ...leg, [key]: value })));
  }
  return legs;
}

/** A job's tokens in the document. */
const jobTokens = (workflow: ParsedWorkflow, jobId: string) =>
  (workflow.root.find('jobs') as MappingToken | undefined)?.find(jobId) as MappingToken | undefined;

/** The step's `with:` tokens, which GitHub's template leaves out: the job's steps in the document. */
function withOf(workflow: ParsedWorkflow, jobId: string, index: number): TemplateToken | undefined {
  const steps = jobTokens(workflow, jobId)?.find('steps') as
    (TemplateToken & Iterable<TemplateToken>) | undefined;
  const step = steps ? ([...steps][index] as MappingToken | undefined) : undefined;
  return step?.find('with');
}

/** GitHub's results of a job's legs, as `needs.<job>.result` gives them. */
function resultOfLegs(legs: LegRun[]): JobResult {
  if (legs.some((l) => l.result === 'failure')) return 'failure';
  if (legs.some((l) => l.result === 'cancelled')) return 'cancelled';
  return 'success';
}

const refName = (ref: string) => ref.replace(/^refs\/(heads|tags)\//, '');

/** Runs the workflow on the event: every job GitHub would run, as it would run it. */
export async function runWorkflow(
  workflow: ParsedWorkflow,
  event: WorkflowEvent,
  world: RunWorld,
  options: RunOptions,
): Promise<WorkflowRun> {
  if (!(event.name in workflow.template.events))
    throw new Error(
      `${workflow.file} does not run on ${event.name} (its on: names ${Object.keys(workflow.template.events).join(', ')})`,
    );
  const run: WorkflowRun = {
    file: workflow.file,
    event,
    runId: options.runId,
    attempt: options.attempt ?? 1,
    jobs: new Map(),
  };
  const jobs = workflow.template.jobs.filter(
    (j): j is Extract<WorkflowJob, { type: 'job' }> => j.type === 'job',
  );
  if (jobs.length !== workflow.template.jobs.length)
    throw new Error(`${workflow.file}: reusable workflows are not run by this emulation`);
  // Each job starts once the jobs it needs have ended, as GitHub starts it.
  const started = new Map<string, Promise<void>>();
  const start = (job: (typeof jobs)[number], path: readonly string[]): Promise<void> => {
    const id = job.id.value;
    if (path.includes(id)) throw new Error(`${workflow.file}: the needs of ${path.join(', ')} form a circle`);
    const known = started.get(id);
    if (known) return known;
    const needed = (job.needs ?? []).map((n) => {
      const need = jobs.find((j) => j.id.value === n.value);
      if (!need) throw new Error(`${workflow.file}: job ${id} needs ${n.value}, which is no job`);
      return start(need, [...path, id]);
    });
    const ran = Promise.all(needed).then(async () => {
      run.jobs.set(id, await runJob(workflow, job, run, world, options));
    });
    started.set(id, ran);
    return ran;
  };
  await Promise.all(jobs.map((job) => start(job, [])));
  return run;
}

/** The `github` context of a job of the run. */
function githubContext(
  workflow: ParsedWorkflow,
  run: WorkflowRun,
  world: RunWorld,
  jobId: string,
  token: string,
) {
  const { event } = run;
  return {
    event_name: event.name,
    event: event.payload,
    repository: world.repository,
    repository_owner: world.repository.split('/')[0],
    run_id: String(run.runId),
    run_attempt: String(run.attempt),
    run_number: '1',
    sha: event.sha,
    ref: event.ref,
    ref_name: refName(event.ref),
    head_ref: event.headRef ?? '',
    base_ref: event.baseRef ?? '',
    server_url: 'https://github.com',
    api_url: world.github.url,
    token,
    workflow: workflow.name,
    job: jobId,
    actor: 'octocat',
  };
}

async function runJob(
  workflow: ParsedWorkflow,
  job: Extract<WorkflowJob, { type: 'job' }>,
  run: WorkflowRun,
  world: RunWorld,
  options: RunOptions,
): Promise<{ result: JobResult; legs: LegRun[] }> {
  const jobId = job.id.value;
  const needs = Object.fromEntries(
    (job.needs ?? []).map((n) => {
      const done = run.jobs.get(n.value);
      const outputs = Object.assign({}, ...(done?.legs ?? []).map((l) => l.outputs)) as Record<
        string,
        string
      >;
      return [n.value, { result: done?.result ?? 'skipped', outputs }];
    }),
  );
  const needResults = Object.values(needs).map((n) => n.result);
  const jobStatus: Status = {
    success: needResults.every((r) => r === 'success'),
    failure: needResults.some((r) => r === 'failure'),
    cancelled: false,
  };
  const secrets = run.event.fromFork ? {} : world.secrets;
  const base: Contexts = {
    github: githubContext(workflow, run, world, jobId, ''),
    needs,
    vars: world.vars,
    secrets,
    inputs: {},
  };
  if (!(await holds(job.if.expression, base, jobStatus))) return { result: 'skipped', legs: [] };
  const strategy = job.strategy
    ? ((await valueOf(job.strategy, base, jobStatus)) as Record<string, unknown> | null)
    : undefined;
  let legs: Array<Record<string, unknown> | undefined>;
  try {
    legs = strategy?.matrix === undefined ? [undefined] : matrixLegs(strategy.matrix);
  } catch (error) {
    // GitHub fails the job before any leg starts, as it does a matrix it cannot expand.
    return {
      result: 'failure',
      legs: [
        {
          jobId,
          result: 'failure',
          steps: [{ id: 'strategy', name: (error as Error).message, outcome: 'failure' }],
          posts: [],
          outputs: {},
          permissions: {},
        },
      ],
    };
  }
  const ran = await Promise.all(
    legs.map((matrix, index) =>
      runLeg(workflow, job, run, world, options, { needs, secrets, matrix, index, total: legs.length }),
    ),
  );
  return { result: resultOfLegs(ran), legs: ran };
}

interface LegPlace {
  needs: Record<string, unknown>;
  secrets: Record<string, string>;
  matrix: Record<string, unknown> | undefined;
  index: number;
  total: number;
}

async function runLeg(
  workflow: ParsedWorkflow,
  template: Extract<WorkflowJob, { type: 'job' }>,
  run: WorkflowRun,
  world: RunWorld,
  options: RunOptions,
  leg: LegPlace,
): Promise<LegRun> {
  const jobId = template.id.value;
  const token = `ghs_${randomBytes(18).toString('hex')}`;
  const permissions = await permissionsOf(workflow, jobId, Boolean(run.event.fromFork));
  world.github.grant(token, permissions);
  const contexts: Contexts = {
    github: githubContext(workflow, run, world, jobId, token),
    needs: leg.needs,
    vars: world.vars,
    secrets: leg.secrets,
    inputs: {},
    matrix: leg.matrix ?? {},
    strategy: {
      'fail-fast': true,
      'job-index': leg.index,
      'job-total': leg.total,
      'max-parallel': leg.total,
    },
    runner: { os: 'Linux', arch: 'X64', name: 'GitHub Actions 1' },
    job: { status: 'success' },
    steps: {},
  };
  const ok: Status = { success: true, failure: false, cancelled: false };
  const workflowEnv = await textsOf(workflow.template.env, contexts, ok);
  const jobEnv = await textsOf(template.env, { ...contexts, env: workflowEnv }, ok);
  const { event } = run;
  const [owner] = world.repository.split('/');
  const job = createJob({
    event: { name: event.name, payload: event.payload },
    githubApiUrl: world.github.url,
    githubToken: token,
    matrix: leg.matrix,
    strategy: { index: leg.index, total: leg.total },
    timeoutMs: options.stepTimeoutMs ?? 90_000,
    onRun: (env) => world.github.recordRun(env),
    env: {
      GITHUB_REPOSITORY: world.repository,
      GITHUB_REPOSITORY_OWNER: owner,
      GITHUB_SHA: event.sha,
      GITHUB_REF: event.ref,
      GITHUB_REF_NAME: refName(event.ref),
      GITHUB_HEAD_REF: event.headRef ?? '',
      GITHUB_BASE_REF: event.baseRef ?? '',
      GITHUB_RUN_ID: String(run.runId),
      GITHUB_RUN_ATTEMPT: String(run.attempt),
      GITHUB_JOB: jobId,
      GITHUB_WORKFLOW: workflow.name,
      GITHUB_WORKFLOW_REF: `${world.repository}/.github/workflows/${basename(workflow.file)}@${event.ref}`,
      ...workflowEnv,
      ...jobEnv,
    },
  });
  try {
    const steps: StepRun[] = [];
    const exported: Record<string, string> = {};
    const place: StepPlace = { job, jobId, runId: run.runId, token, event };
    const userEnv = world.userSteps.env(job);
    for (const [index, step] of template.steps.entries()) {
      const env = { ...workflowEnv, ...jobEnv, ...exported };
      const ran = await runStep(
        workflow,
        step,
        index,
        { ...contexts, env },
        { place, world, options, userEnv, matrix: leg.matrix },
      );
      if (ran.result) Object.assign(exported, ran.result.env);
      steps.push(ran);
      (contexts.steps as Record<string, unknown>)[step.id] = {
        outputs: ran.result?.outputs ?? ran.outputs ?? {},
        outcome: ran.outcome,
        conclusion: ran.outcome,
      };
    }
    const posts = await job.finish();
    const outputs = await textsOf(
      template.outputs,
      { ...contexts, env: { ...workflowEnv, ...jobEnv, ...exported } },
      ok,
    );
    const result: JobResult = job.status;
    return { jobId, matrix: leg.matrix, result, steps, posts, outputs, permissions };
  } finally {
    world.userSteps.endJob(job);
    job.dispose();
  }
}

type TemplateStep = Extract<WorkflowJob, { type: 'job' }>['steps'][number];

/** The name GitHub shows for a step: its `name:`, else what it uses or the first line it runs. */
function stepName(step: TemplateStep): string {
  if (step.name) return String(step.name);
  if ('uses' in step) return `Run ${step.uses.value}`;
  return 'run' in step ? `Run ${String(step.run).split('\n')[0]}` : step.id;
}

/**
 * One step of a leg: its `if:` with the job's status so far (a cancel before it first, when asked
 * for), its `env:`, then what it uses or runs; skipped when its `if:` does not hold.
 */
async function runStep(
  workflow: ParsedWorkflow,
  step: TemplateStep,
  index: number,
  contexts: Contexts,
  at: {
    place: StepPlace;
    world: RunWorld;
    options: RunOptions;
    userEnv: Record<string, string>;
    matrix: Record<string, unknown> | undefined;
  },
): Promise<StepRun> {
  const { job, jobId } = at.place;
  if (!('if' in step) || !('uses' in step || 'run' in step))
    throw new Error(`${workflow.file}: job ${jobId} has a step this emulation does not run`);
  const name = stepName(step);
  if (at.options.cancelBefore?.({ jobId, matrix: at.matrix, step: name })) job.status = 'cancelled';
  const status: Status = {
    success: job.status === 'success',
    failure: job.status === 'failure',
    cancelled: job.status === 'cancelled',
  };
  const here = { ...contexts, job: { status: job.status } };
  if (!(await holds(step.if.expression, here, status))) return { id: step.id, name, outcome: 'skipped' };
  const stepEnv = await textsOf(step.env, here, status);
  if ('uses' in step) {
    const inputs = await textsOf(withOf(workflow, jobId, index), here, status);
    return {
      id: step.id,
      name,
      uses: step.uses.value,
      ...(await usesStep(step.uses.value, inputs, stepEnv, at.place, at.world)),
    };
  }
  const script = await textOf(step.run, here, status);
  return { id: step.id, name, ...(await scriptStep(script, name, { ...at.userEnv, ...stepEnv }, job)) };
}

/** A step of this bundle through its built entry, or someone else's action through its stand-in. */
async function usesStep(
  uses: string,
  inputs: Record<string, string>,
  env: Record<string, string>,
  place: StepPlace,
  world: RunWorld,
): Promise<{ outcome: JobResult; result?: StepResult; outputs?: Record<string, string> }> {
  const [path, ref] = uses.split('@');
  if (path === USES_REPO || path?.startsWith(`${USES_REPO}/`)) {
    if (ref !== USES_REF) throw new Error(`${uses}: the examples use ${USES_REF}`);
    const action = path === USES_REPO ? '.' : path.slice(USES_REPO.length + 1);
    const result = await place.job.step({ action, inputs, env });
    return { outcome: result.conclusion, result };
  }
  const ran = await world.userSteps.action(uses, inputs, place);
  const { conclusion, outputs } = typeof ran === 'string' ? { conclusion: ran, outputs: undefined } : ran;
  if (conclusion !== 'success' && place.job.status === 'success') place.job.status = conclusion;
  return { outcome: conclusion, ...(outputs ? { outputs } : {}) };
}

/** A `run:` step, its expressions already replaced, as `shell: bash` runs it. */
async function scriptStep(
  script: string,
  name: string,
  env: Record<string, string>,
  job: Job,
): Promise<{ outcome: JobResult; result: StepResult }> {
  const result = await job.script(script, { name, env });
  return { outcome: result.conclusion, result };
}
