// Runs an action's entry the way the GitHub runner does (see docs/github-facts.md): `node <entry>`
// with the runner's environment, fresh file-command files per step, workflow commands parsed from the
// output, state carried into the post step, and posts run after a failed main. Tests of the committed
// dist/ bundle go through here, so what is tested is what the runner executes; the Node is this one,
// or with CLOUDTEST_TEST_NODE=windows Windows' under Wine (step-node.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';

import { type ActionFile, readActionFile, ROOT } from '../../scripts/action-files.ts';
import { spawnNode, STEP_PLATFORM } from './step-node.ts';

export type Stage = 'main' | 'post';
export type Conclusion = 'success' | 'failure' | 'cancelled';

export interface JobOptions {
  /** GITHUB_WORKSPACE and every step's working directory; default: a fresh empty folder. */
  workspace?: string;
  /** RUNNER_TOOL_CACHE; default: a fresh folder per job (pass one folder to several jobs to test caching). */
  toolCache?: string;
  /** GITHUB_EVENT_NAME and the payload written to GITHUB_EVENT_PATH; default: a push to main. */
  event?: { name: string; payload?: Record<string, unknown> };
  /** GITHUB_API_URL, the fake GitHub API; default: a closed local port, so no test reaches github.com. */
  githubApiUrl?: string;
  /** What `${{ github.token }}` defaults resolve to; the runner masks it. */
  githubToken?: string;
  /** Job-level `env:`; overrides the GITHUB_* and RUNNER_* defaults; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Step debug logging (RUNNER_DEBUG=1): `::debug::` lines then show in `log`. */
  debug?: boolean;
  /** Default time limit per step, in ms (20 s). */
  timeoutMs?: number;
  /** The job's matrix leg, as `${{ toJSON(matrix) }}` gives it to inputs; default: no matrix (null). */
  matrix?: Record<string, unknown>;
  /**
   * The job's place in its matrix, as `${{ toJSON(strategy) }}` gives it (`job-index`, `job-total`);
   * default: the only job of no matrix (0 of 1).
   */
  strategy?: { index: number; total: number };
  /** Told the job's environment when it is made: the fake GitHub learns the workflow run it runs in. */
  onRun?: (env: Record<string, string>) => void;
}

/** When and how to cancel a step mid-run, as the runner does on a cancelled workflow. */
export interface CancelOptions extends CancelTiming {
  /** Milliseconds after the start, or the first time the step's output matches. */
  when: number | RegExp;
}

export interface CancelTiming {
  /** SIGTERM follows SIGINT after this long (the runner waits 7.5 s). */
  sigtermAfterMs?: number;
  /** SIGKILL follows SIGTERM after this long (the runner waits 2.5 s). */
  killAfterMs?: number;
}

export interface StepOptions {
  /** '.' for the root action, a name under actions/, or a folder holding an action.yml (absolute or from the root). */
  action: string;
  /** The step's `with:`; numbers and booleans arrive as strings, as YAML scalars do. */
  inputs?: Record<string, string | number | boolean>;
  /** The step's `env:`. */
  env?: Record<string, string | undefined>;
  cancel?: CancelOptions;
  /** Ends the step outright, with no chance to clean up: a step killed hard (SIGKILL unless `signal`). */
  kill?: KillOptions;
  /** Time limit for this step, in ms; past it the step is killed and the call rejects. */
  timeoutMs?: number;
}

export interface KillOptions {
  /** Milliseconds after the start, or the first time the step's output matches. */
  when: number | RegExp;
  signal?: NodeJS.Signals;
}

/** A workflow `run:` step. */
export interface ScriptOptions {
  /** Names the step in its result (`action`) and in errors. */
  name?: string;
  /** The step's `env:`. */
  env?: Record<string, string | undefined>;
  /** Time limit for this step, in ms. */
  timeoutMs?: number;
}

export interface StageOptions extends StepOptions {
  stage?: Stage;
  /** STATE_<name> values, as a main step would have saved them (post only). */
  state?: Record<string, string>;
}

export interface RunActionOptions extends JobOptions, StageOptions {}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title?: string;
  file?: string;
  line?: number;
  endLine?: number;
  col?: number;
  endColumn?: number;
}

export interface WorkflowCommand {
  name: string;
  properties: Record<string, string>;
  message: string;
}

export interface StepResult {
  action: string;
  stage: Stage;
  /** How the runner would mark the step: a non-zero exit or a bad file command fails it. */
  conclusion: Conclusion;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  outputs: Record<string, string>;
  /** What the step saved for its post step (GITHUB_STATE). */
  state: Record<string, string>;
  /** Variables exported to later steps (GITHUB_ENV). */
  env: Record<string, string>;
  /** Folders added to PATH for later steps (GITHUB_PATH), in the order written. */
  path: string[];
  summary: string;
  annotations: Annotation[];
  /** Messages of the error, warning and notice annotations. */
  errors: string[];
  warnings: string[];
  notices: string[];
  debug: string[];
  /** Values registered with `::add-mask::`. */
  masks: string[];
  /** Every workflow command, in order. */
  commands: WorkflowCommand[];
  /** The step's log as the runner shows it: plain lines and annotations, secrets masked as `***`. */
  log: string[];
  /** Raw output, before any masking. */
  stdout: string;
  stderr: string;
}

export interface RunningStep {
  readonly pid: number | undefined;
  /** Everything printed so far, stdout and stderr, raw. */
  output(): string;
  /** Resolves once the output matches; rejects when the step ends first or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Cancels as the runner does: SIGINT, then SIGTERM, then SIGKILL. */
  cancel(timing?: CancelTiming): void;
  kill(signal: NodeJS.Signals): void;
  readonly result: Promise<StepResult>;
}

export class StepTimeoutError extends Error {
  override name = 'StepTimeoutError';
}

/**
 * Whether this harness can cancel a step the way the runner does. The runner cancels with SIGINT and
 * SIGTERM on Linux and macOS but with a console Ctrl+C on Windows, which Node turns into SIGINT;
 * `process.kill` on Windows ends a process outright instead, so tests of a graceful cancel run on Linux
 * and macOS only (docs/platforms.md).
 */
export const CANCEL_LIKE_THE_RUNNER = process.platform !== 'win32';

const RUNNER_SIGTERM_AFTER_MS = 7_500;
const RUNNER_KILL_AFTER_MS = 2_500;
const DEFAULT_TIMEOUT_MS = 20_000;
const TEST_TOKEN = 'ghs_harnessTestToken0123456789abcdefABCDEF';
export const REPOSITORY = 'octo-org/octo-repo';
const SHA = 'c0ffee0000000000000000000000000000000001';
/** Nothing listens on port 1: a step that calls GitHub without a fake API fails fast. */
const NO_GITHUB_API = 'http://127.0.0.1:1';
/**
 * What the step sees of the test process's environment; everything else comes from the job. Windows
 * programs need their system's variables besides (Node's sockets and crypto fail without SystemRoot;
 * cmd.exe is found through ComSpec, temporary files through TEMP).
 */
const INHERITED_ENV = [
  'PATH',
  'HOME',
  ...(process.platform === 'win32'
    ? ['SystemRoot', 'windir', 'ComSpec', 'PATHEXT', 'TEMP', 'TMP', 'USERPROFILE', 'APPDATA', 'LOCALAPPDATA']
    : []),
];
/** The variables a child of the tests inherits, as a step does (INHERITED_ENV). */
export const inheritedEnv = (): Record<string, string | undefined> =>
  Object.fromEntries(INHERITED_ENV.map((name) => [name, process.env[name]]));

const FILE_COMMANDS = {
  GITHUB_OUTPUT: 'set_output',
  GITHUB_STATE: 'save_state',
  GITHUB_ENV: 'set_env',
  GITHUB_PATH: 'add_path',
  GITHUB_STEP_SUMMARY: 'step_summary',
} as const;

interface PendingPost {
  action: string;
  inputs?: StepOptions['inputs'];
  env?: StepOptions['env'];
  state: Record<string, string>;
}

/**
 * A job: the steps share its workspace, runner temp, tool cache, ids, exported variables, PATH
 * additions and masks. `step` runs a main entry and registers the action's post step before it runs
 * (so the post runs even when main fails); `finish` runs the registered posts in reverse order.
 * `dispose` (or `using job = createJob()`) removes the folders the job made.
 */
export class Job implements Disposable {
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly toolCache: string;
  readonly githubToken: string;
  /** Success until a step fails or is cancelled; post-if conditions read it. */
  status: Conclusion = 'success';
  private readonly options: JobOptions;
  private readonly baseEnv: Record<string, string>;
  private readonly exported: Record<string, string> = {};
  private readonly paths: string[] = [];
  private readonly masks: string[];
  private readonly posts: PendingPost[] = [];
  /** Holds the folders the job makes; the ones a test passes in stay the test's. */
  private readonly scratch = mkdtempSync(join(tmpdir(), 'cloudtest-job-'));

  constructor(options: JobOptions = {}) {
    this.options = options;
    const folder = (name: string) => {
      const path = join(this.scratch, name);
      mkdirSync(path);
      return path;
    };
    this.workspace = options.workspace ?? folder('workspace');
    this.runnerTemp = folder('runner-temp');
    this.toolCache = options.toolCache ?? folder('tool-cache');
    this.githubToken = options.githubToken ?? TEST_TOKEN;
    this.masks = [this.githubToken];
    this.baseEnv = this.defaultEnv();
    options.onRun?.(this.baseEnv);
  }

  /** Runs a main step; an action with a post step gets it registered for `finish`. */
  async step(options: StepOptions): Promise<StepResult> {
    const file = loadAction(options.action);
    const pending: PendingPost | undefined = file.metadata.runs.post
      ? { action: options.action, inputs: options.inputs, env: options.env, state: {} }
      : undefined;
    if (pending) this.posts.push(pending);
    const result = await this.start({ ...options, stage: 'main' }).result;
    if (pending) pending.state = result.state;
    return result;
  }

  /** Runs the registered post steps, last registered first, as far as their post-if allows. */
  async finish(): Promise<StepResult[]> {
    const results: StepResult[] = [];
    for (const post of this.posts.splice(0).reverse()) {
      const condition = loadAction(post.action).metadata.runs['post-if'] ?? 'always()';
      if (!this.evaluate(condition)) continue;
      results.push(await this.start({ ...post, stage: 'post' }).result);
    }
    return results;
  }

  dispose(): void {
    rmSync(this.scratch, { recursive: true, force: true });
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  /** Starts one stage of an action without waiting: for tests that act while it runs. */
  start(options: StageOptions): RunningStep {
    const stage = options.stage ?? 'main';
    const file = loadAction(options.action);
    const entry = entryOf(file, stage);
    const files = this.fileCommandFiles();
    const child = spawnNode([entry], { cwd: this.workspace, env: this.stepEnv(file, options, files) });
    return this.launch(child, files, {
      ...options,
      stage,
      label: `${options.action} ${stage} (${relative(ROOT, entry)})`,
    });
  }

  /**
   * Runs a workflow's `run:` step as `shell: bash` does (`bash --noprofile --norc -eo pipefail {0}`),
   * with the job's environment and fresh file commands: what it exports reaches later steps.
   */
  script(script: string, options: ScriptOptions = {}): Promise<StepResult> {
    const files = this.fileCommandFiles();
    const path = join(this.runnerTemp, `run-${randomUUID()}.sh`);
    writeFileSync(path, script);
    const name = options.name ?? 'run';
    const env = definedOnly({ ...this.jobEnv(options.env), ...files });
    const args = ['--noprofile', '--norc', '-eo', 'pipefail', path];
    const child = spawn('bash', args, { cwd: this.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    return this.launch(child, files, { ...options, action: name, stage: 'main', label: name }).result;
  }

  /** Watches a step's process, started in the workspace; its file commands are read when it ends. */
  private launch(
    child: ChildProcess,
    files: Record<keyof typeof FILE_COMMANDS, string>,
    step: {
      action: string;
      stage: Stage;
      label: string;
      timeoutMs?: number;
      cancel?: CancelOptions;
      kill?: KillOptions;
    },
  ): RunningStep {
    const running = watch(child, {
      timeoutMs: step.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      label: step.label,
      cancel: step.cancel,
      kill: step.kill,
    });
    const result = running.finished.then((ended) => {
      const parsed = this.collect(ended, files);
      return { action: step.action, stage: step.stage, ...parsed };
    });
    return { ...running.handle, result };
  }

  private defaultEnv(): Record<string, string> {
    const event = this.options.event ?? { name: 'push', payload: pushPayload() };
    const payload = event.payload ?? {};
    const eventPath = join(this.runnerTemp, '_github_workflow', 'event.json');
    mkdirSync(join(this.runnerTemp, '_github_workflow'), { recursive: true });
    writeFileSync(eventPath, JSON.stringify(payload));
    const pr = payload.pull_request as
      { number?: number; head?: { ref?: string }; base?: { ref?: string } } | undefined;
    const apiUrl = this.options.githubApiUrl ?? NO_GITHUB_API;
    const env: Record<string, string | undefined> = {
      ...inheritedEnv(),
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: this.workspace,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_REPOSITORY_OWNER: REPOSITORY.split('/')[0],
      GITHUB_SHA: SHA,
      GITHUB_REF: pr?.number ? `refs/pull/${pr.number}/merge` : 'refs/heads/main',
      GITHUB_HEAD_REF: pr?.head?.ref ?? '',
      GITHUB_BASE_REF: pr?.base?.ref ?? '',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_WORKFLOW: 'CI',
      GITHUB_WORKFLOW_REF: `${REPOSITORY}/.github/workflows/ci.yml@refs/heads/main`,
      GITHUB_RUN_ID: String(randomInt(1_000_000_000, 9_000_000_000)),
      GITHUB_RUN_NUMBER: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'test',
      GITHUB_ACTOR: 'octocat',
      GITHUB_ACTION: '__cloudtest_cloudtest-actions',
      GITHUB_ACTION_REPOSITORY: 'cloudtest/cloudtest-actions',
      GITHUB_ACTION_REF: 'v1',
      GITHUB_API_URL: apiUrl,
      GITHUB_GRAPHQL_URL: `${apiUrl}/graphql`,
      GITHUB_SERVER_URL: 'https://github.com',
      RUNNER_OS: ({ linux: 'Linux', darwin: 'macOS', win32: 'Windows' } as Record<string, string>)[
        STEP_PLATFORM
      ],
      RUNNER_ARCH: process.arch === 'arm64' ? 'ARM64' : 'X64',
      RUNNER_NAME: 'GitHub Actions 1',
      RUNNER_ENVIRONMENT: 'github-hosted',
      RUNNER_TEMP: this.runnerTemp,
      RUNNER_TOOL_CACHE: this.toolCache,
      // The runner tags every process of the job with this, to find what a job left running.
      RUNNER_TRACKING_ID: `github_${randomUUID()}`,
      RUNNER_DEBUG: this.options.debug ? '1' : undefined,
      ...this.options.env,
    };
    return definedOnly(env);
  }

  private fileCommandFiles(): Record<keyof typeof FILE_COMMANDS, string> {
    const dir = join(this.runnerTemp, '_runner_file_commands');
    mkdirSync(dir, { recursive: true });
    const id = randomUUID();
    const files = Object.fromEntries(
      Object.entries(FILE_COMMANDS).map(([variable, prefix]) => [variable, join(dir, `${prefix}_${id}`)]),
    ) as Record<keyof typeof FILE_COMMANDS, string>;
    for (const path of Object.values(files)) writeFileSync(path, '');
    return files;
  }

  /** Precedence as on the runner: defaults and job env, then GITHUB_ENV exports, then the step's env. */
  private stepEnv(
    file: ActionFile,
    options: StageOptions,
    files: Record<keyof typeof FILE_COMMANDS, string>,
  ): Record<string, string> {
    const env = this.jobEnv(options.env);
    for (const [name, value] of Object.entries(this.inputs(file, options.inputs ?? {}))) {
      env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] = value;
    }
    for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
    return definedOnly({ ...env, ...files });
  }

  /** The job's variables, then GITHUB_ENV exports, then the step's `env:`; GITHUB_PATH before PATH. */
  private jobEnv(stepEnv: StepOptions['env'] = {}): Record<string, string | undefined> {
    const env: Record<string, string | undefined> = { ...this.baseEnv, ...this.exported, ...stepEnv };
    if (this.paths.length) env.PATH = [...this.paths, env.PATH].filter(Boolean).join(delimiter);
    return env;
  }

  /** action.yml defaults, then the step's `with:`; an input the action does not declare is a test bug. */
  private inputs(file: ActionFile, given: NonNullable<StepOptions['inputs']>): Record<string, string> {
    const declared = file.metadata.inputs ?? {};
    const unknown = Object.keys(given).filter((name) => !(name in declared));
    if (unknown.length) {
      throw new Error(`${file.dir}: no input named ${unknown.join(', ')} in ${relative(ROOT, file.path)}`);
    }
    const values: Record<string, string> = {};
    for (const [name, input] of Object.entries(declared)) {
      if (input.default !== undefined) values[name] = this.resolveDefault(file, name, String(input.default));
    }
    for (const [name, value] of Object.entries(given)) values[name] = String(value);
    return values;
  }

  private resolveDefault(file: ActionFile, name: string, value: string): string {
    const resolved = value
      .replace(/\$\{\{\s*github\.token\s*\}\}/g, this.githubToken)
      // toJSON as the runner writes it: indented by two spaces; `null` outside a matrix.
      .replace(/\$\{\{\s*toJSON\(matrix\)\s*\}\}/gi, JSON.stringify(this.options.matrix ?? null, null, 2))
      .replace(/\$\{\{\s*toJSON\(strategy\)\s*\}\}/gi, () => {
        const { index = 0, total = 1 } = this.options.strategy ?? {};
        const strategy = { 'fail-fast': true, 'job-index': index, 'job-total': total, 'max-parallel': total };
        return JSON.stringify(strategy, null, 2);
      });
    if (resolved.includes('${{')) {
      throw new Error(`${file.dir}: the harness cannot evaluate the default of "${name}": ${value}`);
    }
    return resolved;
  }

  private evaluate(condition: string): boolean {
    const status = this.status;
    const known: Record<string, boolean> = {
      'always()': true,
      'success()': status === 'success',
      'failure()': status === 'failure',
      'cancelled()': status === 'cancelled',
    };
    const value = known[condition.trim()];
    if (value === undefined) throw new Error(`the harness cannot evaluate post-if "${condition}"`);
    return value;
  }

  /** Reads the file commands (even after a failure, as the runner does) and the workflow commands. */
  private collect(
    ended: Ended,
    files: Record<keyof typeof FILE_COMMANDS, string>,
  ): Omit<StepResult, 'action' | 'stage'> {
    const read = (variable: keyof typeof FILE_COMMANDS) => readFileSync(files[variable], 'utf8');
    const output = parseWorkflowCommands(ended.lines, {
      masks: this.masks,
      debug: Boolean(this.options.debug),
    });
    const fileErrors: string[] = [];
    const keyValues = (variable: 'GITHUB_OUTPUT' | 'GITHUB_STATE' | 'GITHUB_ENV', kind: string) => {
      try {
        return parseKeyValueFile(read(variable), kind);
      } catch (error) {
        fileErrors.push(`Unable to process file command '${kind}' successfully: ${(error as Error).message}`);
        return {};
      }
    };
    const outputs = keyValues('GITHUB_OUTPUT', 'output');
    const state = keyValues('GITHUB_STATE', 'state');
    const env = keyValues('GITHUB_ENV', 'env');
    if (Object.keys(env).some((name) => name.toUpperCase() === 'NODE_OPTIONS')) {
      fileErrors.push("Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command.");
      for (const name of Object.keys(env)) if (name.toUpperCase() === 'NODE_OPTIONS') delete env[name];
    }
    const path = read('GITHUB_PATH')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
    for (const message of fileErrors) {
      output.annotations.push({ level: 'error', message });
      output.log.push(`Error: ${message}`);
    }

    const conclusion: Conclusion = ended.cancelled
      ? 'cancelled'
      : ended.exitCode === 0 && !fileErrors.length
        ? 'success'
        : 'failure';
    if (conclusion !== 'success' && this.status !== 'cancelled') this.status = conclusion;
    Object.assign(this.exported, env);
    this.paths.unshift(...[...path].reverse());

    const messages = (level: AnnotationLevel) =>
      output.annotations.filter((a) => a.level === level).map((a) => a.message);
    return {
      conclusion,
      exitCode: ended.exitCode,
      signal: ended.signal,
      outputs,
      state,
      env,
      path,
      summary: read('GITHUB_STEP_SUMMARY'),
      annotations: output.annotations,
      errors: messages('error'),
      warnings: messages('warning'),
      notices: messages('notice'),
      debug: output.debug,
      masks: output.masks,
      commands: output.commands,
      log: output.log,
      stdout: ended.stdout,
      stderr: ended.stderr,
    };
  }
}

export function createJob(options: JobOptions = {}): Job {
  return new Job(options);
}

/** Runs one stage of an action in a job of its own. */
export async function runAction(options: RunActionOptions): Promise<StepResult> {
  return startAction(options).result;
}

/** Starts one stage of an action in a job of its own (removed when the step ends), for tests that act while it runs. */
export function startAction(options: RunActionOptions): RunningStep {
  const job = new Job(options);
  try {
    const step = job.start(options);
    return { ...step, result: step.result.finally(() => job.dispose()) };
  } catch (error) {
    job.dispose();
    throw error;
  }
}

/**
 * Main, then post in the same job: post gets main's STATE_* values and exported variables, and runs
 * even when main failed or was cancelled (as far as the action's post-if allows).
 */
export async function runMainThenPost(
  options: JobOptions & StepOptions,
): Promise<{ main: StepResult; post: StepResult | undefined; job: Job }> {
  if (!loadAction(options.action).metadata.runs.post) throw new Error(`${options.action} has no post step`);
  using job = new Job(options);
  const main = await job.step(options);
  const [post] = await job.finish();
  return { main, post, job };
}

function loadAction(action: string): ActionFile {
  const dir = action === '.' || action.includes('/') ? action : `actions/${action}`;
  const path = resolve(ROOT, dir, 'action.yml');
  if (!existsSync(path)) throw new Error(`No action.yml at ${path}`);
  return readActionFile(dir);
}

function entryOf(file: ActionFile, stage: Stage): string {
  const { using, [stage]: entry } = file.metadata.runs;
  if (!entry) throw new Error(`${relative(ROOT, file.path)} has no ${stage} entry`);
  const major = process.versions.node.split('.')[0];
  if (using !== `node${major}`) {
    throw new Error(
      `${relative(ROOT, file.path)} runs on ${using}, but the tests run Node ${process.version}`,
    );
  }
  const path = resolve(ROOT, file.dir, entry);
  if (!existsSync(path)) {
    throw new Error(
      `${relative(ROOT, path)} (the ${stage} entry of ${relative(ROOT, file.path)}) does not exist: run npm run build`,
    );
  }
  return path;
}

interface Ended {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  cancelled: boolean;
  stdout: string;
  stderr: string;
  /** Complete lines of stdout and stderr in the order they arrived. */
  lines: string[];
}

/** Collects a child's output and ends it at the time limit; the result waits for its pipes to close. */
function watch(
  child: ChildProcess,
  options: { timeoutMs: number; label: string; cancel?: CancelOptions; kill?: KillOptions },
): { handle: Omit<RunningStep, 'result'>; finished: Promise<Ended> } {
  let stdout = '';
  let stderr = '';
  let raw = '';
  const lines: string[] = [];
  const partial = { stdout: '', stderr: '' };
  let cancelled = false;
  let done = false;
  const listeners = new Set<() => void>();
  const timers: NodeJS.Timeout[] = [];

  const onData = (stream: 'stdout' | 'stderr') => (text: string) => {
    if (stream === 'stdout') stdout += text;
    else stderr += text;
    raw += text;
    // Lines as the runner reads them (.NET ReadLine): a lone carriage return ends a line too; one at
    // the end of a chunk waits for the next, which may start with its line feed.
    const pieces = (partial[stream] + text).split(RUNNER_LINE_BREAK);
    partial[stream] = pieces.pop() ?? '';
    lines.push(...pieces);
    for (const listener of listeners) listener();
  };
  // Decoded per stream, so a character split between two chunks stays whole.
  child.stdout?.setEncoding('utf8').on('data', onData('stdout'));
  child.stderr?.setEncoding('utf8').on('data', onData('stderr'));

  const kill = (signal: NodeJS.Signals) => {
    if (!done) child.kill(signal);
  };

  const finished = new Promise<Ended>((resolvePromise, reject) => {
    const end = (exitCode: number | null, signal: NodeJS.Signals | null) => {
      done = true;
      for (const timer of timers) clearTimeout(timer);
      for (const stream of ['stdout', 'stderr'] as const) if (partial[stream]) lines.push(partial[stream]);
      for (const listener of listeners) listener();
      resolvePromise({ exitCode, signal, cancelled, stdout, stderr, lines });
    };
    const limit = setTimeout(() => {
      done = true;
      child.kill('SIGKILL');
      // A grandchild holding the pipes open must not hang the test as well.
      child.stdout?.destroy();
      child.stderr?.destroy();
      for (const listener of listeners) listener();
      reject(
        new StepTimeoutError(
          `${options.label} did not finish within ${options.timeoutMs} ms; its output:\n${raw.slice(-4000)}`,
        ),
      );
    }, options.timeoutMs);
    timers.push(limit);
    child.on('error', (error) => {
      done = true;
      for (const timer of timers) clearTimeout(timer);
      reject(error);
    });
    // 'close' waits for the pipes as well: a step whose output stays open has not ended.
    child.on('close', (code, signal) => {
      if (!done) end(code, signal);
    });
  });

  const handle: Omit<RunningStep, 'result'> = {
    pid: child.pid,
    output: () => raw,
    waitForOutput: (pattern, timeoutMs = options.timeoutMs) =>
      new Promise<void>((resolveWait, rejectWait) => {
        const check = () => {
          if (pattern.test(raw)) settle();
          else if (done) settle(new Error(`${options.label} ended before its output matched ${pattern}`));
        };
        const timer = setTimeout(
          () => settle(new Error(`${options.label}: no output matched ${pattern} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const settle = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) rejectWait(error);
          else resolveWait();
        };
        listeners.add(check);
        check();
      }),
    cancel: (timing = {}) => {
      if (done || cancelled) return;
      cancelled = true;
      kill('SIGINT');
      const sigtermAfter = timing.sigtermAfterMs ?? RUNNER_SIGTERM_AFTER_MS;
      const killAfter = timing.killAfterMs ?? RUNNER_KILL_AFTER_MS;
      timers.push(setTimeout(() => kill('SIGTERM'), sigtermAfter));
      timers.push(setTimeout(() => kill('SIGKILL'), sigtermAfter + killAfter));
    },
    kill,
  };
  /** Acts after `when` ms, or the first time the output matches `when`. */
  const at = (when: number | RegExp, act: () => void) => {
    if (typeof when === 'number') timers.push(setTimeout(act, when));
    else handle.waitForOutput(when).then(act, () => {});
  };
  if (options.cancel) {
    const { when, ...timing } = options.cancel;
    at(when, () => handle.cancel(timing));
  }
  if (options.kill) {
    const { when, signal = 'SIGKILL' } = options.kill;
    at(when, () => kill(signal));
  }
  return { handle, finished };
}

/**
 * GITHUB_OUTPUT, GITHUB_STATE and GITHUB_ENV, read as the runner reads them: `name=value` lines and
 * `name<<DELIMITER` blocks that end at a line holding just the delimiter.
 */
export function parseKeyValueFile(content: string, kind = 'output'): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      const name = line.slice(0, equals);
      if (!name) throw new Error(`Invalid ${kind} line: name is empty in "${line}"`);
      values[name] = line.slice(equals + 1);
    } else if (heredoc >= 0) {
      const name = line.slice(0, heredoc);
      const marker = line.slice(heredoc + 2);
      if (!name || !marker) throw new Error(`Invalid ${kind} line: "${line}"`);
      const end = lines.indexOf(marker, i + 1);
      if (end < 0) throw new Error(`Invalid value. Matching delimiter not found '${marker}'`);
      values[name] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else {
      throw new Error(`Invalid format '${line}'`);
    }
  }
  return values;
}

export interface ParsedCommands {
  commands: WorkflowCommand[];
  annotations: Annotation[];
  debug: string[];
  masks: string[];
  log: string[];
}

/** Where the runner's line reader ends a line: `\r\n`, `\n`, or a `\r` not at the end of what arrived. */
export const RUNNER_LINE_BREAK = /\r\n|\r(?!$)|\n/;

/**
 * Workflow commands (`::name key=value,...::message`) in the output, as the runner processes them:
 * masks apply from the line that registers them on, `::stop-commands::TOKEN` pauses processing until
 * `::TOKEN::`, and what the runner would display goes to `log`. `masks` is shared by a job's steps.
 */
export function parseWorkflowCommands(
  lines: string[],
  options: { masks?: string[]; debug?: boolean } = {},
): ParsedCommands {
  const masks = options.masks ?? [];
  const result: ParsedCommands = { commands: [], annotations: [], debug: [], masks: [], log: [] };
  const show = (line: string) => {
    let shown = line;
    for (const secret of [...masks].sort((a, b) => b.length - a.length)) {
      shown = shown.replaceAll(secret, '***');
    }
    result.log.push(shown);
  };
  let stopToken: string | undefined;
  for (const line of lines) {
    const command = parseCommandLine(line);
    if (stopToken !== undefined) {
      if (command?.name === stopToken && !Object.keys(command.properties).length) stopToken = undefined;
      else show(line);
      continue;
    }
    if (!command) {
      show(line);
      continue;
    }
    result.commands.push(command);
    const { name, message, properties } = command;
    switch (name) {
      case 'add-mask':
        if (message.trim()) {
          masks.push(message);
          result.masks.push(message);
        }
        break;
      case 'debug':
        result.debug.push(message);
        if (options.debug) show(`##[debug]${message}`);
        break;
      case 'error':
      case 'warning':
      case 'notice': {
        result.annotations.push({ level: name, message, ...annotationPlace(properties) });
        show(`${name[0]?.toUpperCase()}${name.slice(1)}: ${message}`);
        break;
      }
      case 'group':
        show(message);
        break;
      case 'endgroup':
      case 'echo':
        break;
      case 'stop-commands':
        stopToken = message;
        break;
      default:
        show(line);
    }
  }
  return result;
}

function parseCommandLine(line: string): WorkflowCommand | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('::')) return undefined;
  const end = trimmed.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = trimmed.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!name) return undefined;
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const pair of info.slice(space + 1).split(',')) {
      const equals = pair.indexOf('=');
      if (equals > 0) properties[pair.slice(0, equals).trim()] = unescapeProperty(pair.slice(equals + 1));
    }
  }
  return { name, properties, message: unescapeData(trimmed.slice(end + 2)) };
}

const unescapeData = (text: string) =>
  text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
const unescapeProperty = (text: string) => unescapeData(text.replaceAll('%3A', ':').replaceAll('%2C', ','));

function annotationPlace(properties: Record<string, string>): Omit<Annotation, 'level' | 'message'> {
  const place: Omit<Annotation, 'level' | 'message'> = {};
  if (properties.title !== undefined) place.title = properties.title;
  if (properties.file !== undefined) place.file = properties.file;
  for (const key of ['line', 'endLine', 'col', 'endColumn'] as const) {
    const value = properties[key];
    if (value !== undefined && /^\d+$/.test(value)) place[key] = Number(value);
  }
  return place;
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function pushPayload(): Record<string, unknown> {
  const [owner, name] = REPOSITORY.split('/');
  return {
    ref: 'refs/heads/main',
    after: SHA,
    repository: { name, full_name: REPOSITORY, owner: { login: owner } },
    sender: { login: 'octocat' },
  };
}
