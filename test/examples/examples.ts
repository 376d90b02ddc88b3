// What `npm run examples` runs: every workflow of docs/examples/ on the events it declares, and every
// file of docs/ci/ that runs `cloudtest`, each against fakes of its own, each checked for what its
// header comment promises, not only for a green run. A promise is checked by name: the header must
// state it in those words, and the run must keep it; a file whose promise broke fails, naming the
// promise and what happened.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../../scripts/action-files.ts';
import type { FakeCheckRun } from '../fake-github/server.ts';
import type { StepResult } from '../support/runner.ts';
import {
  type ParsedWorkflow,
  parseWorkflow,
  type RunOptions,
  runWorkflow,
  type WorkflowEvent,
  type WorkflowRun,
} from './workflow.ts';
import type { ExampleWorld } from './world.ts';

/** A promise a file broke: which file, which promise (in its header's words), and what happened. */
export class BrokenPromise extends Error {
  override name = 'BrokenPromise';
  readonly file: string;
  readonly promise: string;
  readonly detail: string;
  constructor(file: string, promise: string, detail: string) {
    super(`${file}: broke "${promise}": ${detail}`);
    this.file = file;
    this.promise = promise;
    this.detail = detail;
  }
}

/** A check that did not hold; the promise it belongs to names it. */
export class Unmet extends Error {
  override name = 'Unmet';
}

export function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Unmet(what);
}

export function equal<T>(actual: T, expected: T, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Unmet(`${what}: expected ${e}, got ${a}`);
}

/** The text of a file of the repository, or the copy a caller put in its place (a mutated example). */
export type Texts = (file: string) => string;
export const repositoryTexts: Texts = (file) => readFileSync(join(ROOT, file), 'utf8');

/**
 * The comment a file starts with (a Markdown page: its text before the first code block), its lines
 * joined by spaces: where an example states its promises.
 */
export function headerOf(text: string, file: string): string {
  if (file.endsWith('.md') && text.includes('\n```'))
    return text.slice(0, text.indexOf('\n```')).replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#!')) continue;
    const comment = /^\s*(?:#|\/\/)\s?(.*)$/.exec(line);
    if (!comment) break;
    lines.push(comment[1] ?? '');
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/** One example's run: its world, the runs made so far, and its promises checked one by one. */
export class ExampleRun {
  /** What ran, one label each (`push`, `pull_request`, `merge_group`, …), for the result line. */
  readonly ran: string[] = [];
  readonly runs: WorkflowRun[] = [];
  private readonly parsed = new Map<string, Promise<ParsedWorkflow>>();

  readonly world: ExampleWorld;
  readonly texts: Texts;

  constructor(world: ExampleWorld, texts: Texts) {
    this.world = world;
    this.texts = texts;
  }

  workflow(file: string): Promise<ParsedWorkflow> {
    let parsed = this.parsed.get(file);
    if (!parsed) {
      parsed = parseWorkflow(file, this.texts(file));
      this.parsed.set(file, parsed);
    }
    return parsed;
  }

  /** Runs `file` on `event` in the world; `label` names the run in the result line (the event by default). */
  async run(
    file: string,
    event: WorkflowEvent,
    options: Partial<RunOptions> & { label?: string } = {},
  ): Promise<WorkflowRun> {
    const { label, ...rest } = options;
    const run = await runWorkflow(await this.workflow(file), event, this.world, {
      runId: this.world.nextRunId(),
      ...rest,
    });
    this.ran.push(label ?? event.name);
    this.runs.push(run);
    return run;
  }

  /**
   * Checks one promise of `file`: its header must state it in these words, and `check` must hold. A
   * check that fails is the promise broken, with what the runs did.
   */
  async promise(file: string, promise: string, check: () => void | Promise<void>): Promise<void> {
    if (!headerOf(this.texts(file), file).includes(promise))
      throw new BrokenPromise(file, promise, 'its header comment does not say so (in these words)');
    try {
      await check();
    } catch (error) {
      if (!(error instanceof Unmet)) throw error;
      throw new BrokenPromise(file, promise, `${error.message}\n${this.describe()}`);
    }
  }

  /** What the runs did, the steps that did not succeed with their errors and last lines. */
  describe(): string {
    const lines: string[] = [];
    for (const run of this.runs) {
      lines.push(`  ${run.file} on ${run.event.name} (run ${run.runId}):`);
      for (const [jobId, job] of run.jobs) {
        lines.push(`    job ${jobId}: ${job.result}`);
        for (const leg of job.legs) {
          const place = leg.matrix ? ` ${JSON.stringify(leg.matrix)}` : '';
          for (const step of leg.steps) {
            if (step.outcome === 'success' || step.outcome === 'skipped') continue;
            lines.push(`      ${step.name}${place}: ${step.outcome}`);
            const result = step.result;
            if (result) lines.push(...quote(result));
          }
        }
      }
    }
    return lines.join('\n');
  }
}

const quote = (result: StepResult) => [
  ...result.errors.map((e) => `        error: ${e.split('\n')[0]}`),
  ...result.log.slice(-6).map((l) => `        | ${l}`),
];

/**
 * The results of a job's steps with this id or name, or that use this action of the bundle (`root`,
 * `annotate-build`), in leg order.
 */
export function stepsOf(run: WorkflowRun, jobId: string, step: string): StepResult[] {
  const job = run.jobs.get(jobId);
  check(job, `${run.file} ran no job ${jobId}`);
  const ours =
    step === 'root' ? 'cloudtest/cloudtest-actions@' : `cloudtest/cloudtest-actions/actions/${step}@`;
  return job.legs.flatMap((leg) =>
    leg.steps
      .filter((s) => s.id === step || s.name === step || s.uses?.startsWith(ours))
      .flatMap((s) => (s.result ? [s.result] : [])),
  );
}

/** The outputs of the steps stepsOf finds, in leg order. */
export const outputsOf = (run: WorkflowRun, jobId: string, step: string) =>
  stepsOf(run, jobId, step).map((s) => s.outputs);

/** The result of a job of the run; "not run" when the run had no such job. */
export const resultOf = (run: WorkflowRun, jobId: string) => run.jobs.get(jobId)?.result ?? 'not run';

/** The newest check run of this name on the commit. */
export function checkRunOn(world: ExampleWorld, name: string, sha: string): FakeCheckRun | undefined {
  return [...world.github.checkRuns.values()].filter((r) => r.name === name && r.head_sha === sha).at(-1);
}

/** The check runs on the commit, by name, newest of each. */
export function checkNamesOn(world: ExampleWorld, sha: string): string[] {
  return [
    ...new Set([...world.github.checkRuns.values()].filter((r) => r.head_sha === sha).map((r) => r.name)),
  ].sort();
}

/** One example: the files it runs (a pair of workflows may be one), and the runs that check their promises. */
export interface Example {
  files: readonly string[];
  run(at: ExampleRun): Promise<void>;
}
