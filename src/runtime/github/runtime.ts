import type { z } from 'zod';

import type { ServiceClient } from '../../api/client.ts';
import { proxySecretsOf } from '../../api/transport/proxy-settings.ts';
import { USER_AGENT } from '../../version.ts';
import { systemClock } from '../clock.ts';
import { InputError, readInputs } from '../inputs.ts';
import {
  BUILD_VARIABLE,
  defaultBuildName,
  jobIdentityOf,
  MATRIX_INPUT,
  placeOf,
  STRATEGY_INPUT,
} from '../job-identity.ts';
import { claimJobSessions, type StopSessionsMode } from '../job-sessions.ts';
import type { ServiceContext } from '../service-context.ts';
import { readServiceSettings, type ServiceSettings } from '../settings.ts';
import type { ActionContext, ActionResult } from '../types.ts';
import * as runner from './commands.ts';
import { gitHubConnector } from './connector.ts';
import { coreLogger } from './logger.ts';

/** The step's context; `warnOfMatrix` in main only, so a post step does not repeat main's warning. */
function runnerContext(signal: AbortSignal, warnOfMatrix = false): ActionContext {
  const setSecret = (secret: string) => runner.setSecret(secret);
  const env = process.env;
  // A proxy's password is a credential of the job: masked before anything can print it.
  for (const secret of proxySecretsOf(env)) setSecret(secret);
  return {
    log: coreLogger,
    clock: systemClock,
    signal,
    env,
    saveState: (name, value) => runner.saveState(name, value),
    getState: (name) => runner.getState(name),
    setSecret,
    github: gitHubConnector({ env, log: coreLogger, setSecret }),
    job: {
      ...jobIdentityOf(env, runner.getInput(MATRIX_INPUT), warnOfMatrix ? coreLogger.warning : undefined),
      ...placeOf(runner.getInput(STRATEGY_INPUT)),
    },
  };
}

/**
 * The build name for the job's tests, exported as CLOUDTEST_BUILD by the first of our steps in a job
 * (later steps and the tests themselves read it); a name the user set is left alone.
 */
function buildVariable(ctx: ActionContext): Record<string, string> {
  if (ctx.env[BUILD_VARIABLE]?.trim()) return {};
  const name = defaultBuildName(ctx.job);
  if (!name) return {};
  ctx.log.info(`Build name for this job's tests: ${name} (exported as ${BUILD_VARIABLE}).`);
  return { [BUILD_VARIABLE]: name };
}

/** How long a cancelled main step may take to stop before it is ended regardless. */
const CANCEL_GRACE_MS = 2_000;

/**
 * The runner sends SIGINT, then SIGTERM, on cancel; either aborts the step's work. With
 * `forceExitAfterMs`, a step still running that long after the signal is ended: a wait that takes no
 * signal (the tool cache's download of a tunnel client) must not hold up a cancelled step.
 */
function cancellation(options: { forceExitAfterMs?: number } = {}): {
  signal: AbortSignal;
  dispose: () => void;
} {
  const controller = new AbortController();
  let forced: NodeJS.Timeout | undefined;
  const onSignal = (name: NodeJS.Signals) => {
    if (!controller.signal.aborted) runner.info(`Received ${name}: cancelling.`);
    controller.abort(new Error(`cancelled by ${name}`));
    if (options.forceExitAfterMs !== undefined && !forced) {
      // Unreferenced: a step that ends by itself meanwhile is not held up by it.
      forced = setTimeout(() => {
        if (process.exitCode !== 1) runner.setFailed('The step was cancelled.');
        process.exit(1);
      }, options.forceExitAfterMs).unref();
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/**
 * The service client's module, loaded only once the settings and inputs are checked: the HTTP stack
 * and the endpoint schemas are most of the bundle, and a step that stops at a bad input needs neither.
 */
const clientModule = () => import('../../api/client.ts');

/** The service settings from the step's inputs and environment, checked, every secret form masked. */
const settingsOf = (ctx: ActionContext) =>
  readServiceSettings((name) => runner.getInput(name), ctx.env, ctx.setSecret);

/** The settings, checked and masked, and a client of the service made from them. */
export async function serviceFor(
  ctx: ActionContext,
  action: string,
): Promise<{ settings: ServiceSettings; client: ServiceClient }> {
  const settings = settingsOf(ctx);
  return { settings, client: clientFor(settings, (await clientModule()).createServiceClient, ctx, action) };
}

function clientFor(
  settings: ServiceSettings,
  createServiceClient: typeof import('../../api/client.ts').createServiceClient,
  ctx: ActionContext,
  action: string,
): ServiceClient {
  return createServiceClient({
    baseUrl: settings.apiUrl,
    credentials: { key: settings.key, secret: settings.secret },
    userAgent: `${USER_AGENT} (${action})`,
    logger: ctx.log,
    signal: ctx.signal,
    maskSecret: ctx.setSecret,
  });
}

/** What an action does with its checked inputs, given the settings too (a tunnel client's environment needs them). */
type ActionRun<I> = (inputs: I, ctx: ServiceContext & { settings: ServiceSettings }) => Promise<ActionResult>;

export interface EntrySpec<S extends z.ZodType> {
  /** The action's name, for the User-Agent and messages. */
  action: string;
  /** Names of the action's own inputs (the service settings are read separately). */
  inputs: readonly string[];
  schema: S;
  /** Loads the action's `run` once its inputs are checked, so a bad input fails before the action's code loads. */
  load: () => Promise<ActionRun<z.output<S>>>;
  /**
   * For an action that reports to a check run: loads what says a failure of the entry's checks on it
   * (so that a required check does not wait with nothing said), only when one failed.
   */
  failedChecks?: () => Promise<FailedChecksReport>;
  /**
   * An action that takes `stop-sessions`: its value. The job's first such step claims the job's
   * sessions for its post step (src/runtime/job-sessions.ts), exported at once so that a main that
   * fails later still leaves the claim made.
   */
  stopSessions?: (inputs: z.output<S>) => StopSessionsMode;
}

/** Says a failure of the entry's checks on the step's check run, named from its inputs as given. */
type FailedChecksReport = (
  error: unknown,
  ctx: ActionContext,
  input: (name: string) => string,
) => Promise<void>;

/** The failure of the entry's checks said on the step's check run, when the action reports to one. */
async function sayFailedChecks(
  spec: Pick<EntrySpec<z.ZodType>, 'action' | 'failedChecks'>,
  error: unknown,
  ctx: ActionContext,
): Promise<void> {
  if (!spec.failedChecks) return;
  try {
    await (
      await spec.failedChecks()
    )(error, ctx, (name) => runner.getInput(name));
  } catch (again) {
    runner.warning(
      `${spec.action}: the check run could not say why the step failed: ${failureMessage(again)}`,
    );
  }
}

/** `checks()`, its failure said on the step's check run before it is thrown on. */
async function checkedOrSaid<T>(
  spec: Pick<EntrySpec<z.ZodType>, 'action' | 'failedChecks'>,
  ctx: ActionContext,
  checks: () => T,
): Promise<T> {
  try {
    return checks();
  } catch (error) {
    await sayFailedChecks(spec, error, ctx);
    throw error;
  }
}

/**
 * A main entry's checks alone, for an entry whose work runs elsewhere (a worker thread): the settings
 * (every secret form masked) and the inputs, as `runMainEntry` reads them first. False, the step
 * failed in one line (and said on its check run), when one does not pass; the entry's start is not
 * run then, so what it says before its checks (a `matrix` it cannot use) is said here.
 */
export async function passesEntryChecks<S extends z.ZodType>(
  spec: Pick<EntrySpec<S>, 'action' | 'inputs' | 'schema' | 'failedChecks'>,
): Promise<boolean> {
  try {
    const setSecret = (secret: string) => runner.setSecret(secret);
    for (const secret of proxySecretsOf(process.env)) setSecret(secret);
    checkedEntry(spec, process.env, setSecret);
    return true;
  } catch (error) {
    const { signal, dispose } = cancellation();
    try {
      const ctx = runnerContext(signal, true);
      runner.setFailed(failureMessage(error));
      await sayFailedChecks(spec, error, ctx);
    } finally {
      dispose();
    }
    return false;
  }
}

/** The settings, checked and masked, then the inputs, checked: what a main entry reads first. */
function checkedEntry<S extends z.ZodType>(
  spec: Pick<EntrySpec<S>, 'inputs' | 'schema'>,
  env: ActionContext['env'],
  setSecret: ActionContext['setSecret'],
): { settings: ServiceSettings; inputs: z.output<S> } {
  const settings = readServiceSettings((name) => runner.getInput(name), env, setSecret);
  return { settings, inputs: readInputs(spec.inputs, spec.schema, (name) => runner.getInput(name)) };
}

/**
 * A main entry: settings first (so secrets are masked before anything is logged), then inputs, then
 * `run`; outputs and variables are written even when the step fails afterwards.
 */
export async function runMainEntry<S extends z.ZodType>(spec: EntrySpec<S>): Promise<void> {
  let client: ServiceClient | undefined;
  await mainStep(
    async (ctx) => {
      const { settings, inputs } = await checkedOrSaid(spec, ctx, () =>
        checkedEntry(spec, ctx.env, ctx.setSecret),
      );
      if (spec.stopSessions)
        for (const [name, value] of Object.entries(
          claimJobSessions(spec.stopSessions(inputs), ctx, spec.action),
        ))
          runner.exportVariable(name, value);
      const [run, { createServiceClient }] = await Promise.all([spec.load(), clientModule()]);
      client = clientFor(settings, createServiceClient, ctx, spec.action);
      return run(inputs, { ...ctx, settings, client });
    },
    { close: async () => client?.close(), exportsBuild: true },
  );
}

/** An action that talks to GitHub alone (combine): its entry reads no service settings and makes no client. */
export interface GitHubEntrySpec<S extends z.ZodType> extends Omit<EntrySpec<S>, 'load'> {
  load: () => Promise<(inputs: z.output<S>, ctx: ActionContext) => Promise<ActionResult>>;
}

/**
 * The main entry of an action that talks to GitHub alone: its inputs, then `run`. Its job runs no
 * tests (combine comes after them), so it names no build for them.
 */
export async function runGitHubEntry<S extends z.ZodType>(spec: GitHubEntrySpec<S>): Promise<void> {
  await mainStep(
    async (ctx) => {
      const inputs = await checkedOrSaid(spec, ctx, () =>
        readInputs(spec.inputs, spec.schema, (name) => runner.getInput(name)),
      );
      return (await spec.load())(inputs, ctx);
    },
    { exportsBuild: false },
  );
}

/**
 * A main step: its context, then `step`; its result written (with the build name for the job's tests,
 * `exportsBuild`), or its failure in one line.
 */
async function mainStep(
  step: (ctx: ActionContext) => Promise<ActionResult>,
  { close = async () => {}, exportsBuild }: { close?: () => Promise<void>; exportsBuild: boolean },
): Promise<void> {
  const { signal, dispose } = cancellation({ forceExitAfterMs: CANCEL_GRACE_MS });
  const ctx = runnerContext(signal, true);
  try {
    const result = await step(ctx);
    writeResult({ ...result, env: { ...(exportsBuild ? buildVariable(ctx) : {}), ...result.env } });
  } catch (error) {
    runner.setFailed(failureMessage(error, signal));
  } finally {
    await close();
    dispose();
  }
}

/** Whether any state was saved: a main that saved nothing started nothing. */
const savedAnyState = () =>
  Object.entries(process.env).some(([name, value]) => name.startsWith('STATE_') && value);

/**
 * A post entry: runs whatever main saved in its state; nothing here may fail the job, so every
 * problem becomes a warning. The client (and so the settings) is made only when the post step first
 * uses it, and its code is loaded only when `needsService` says main's state leaves work for the
 * service (by default, when main saved any state): a post with nothing to do loads no HTTP code.
 */
export async function runPostEntry(
  action: string,
  post: (ctx: ServiceContext, inputs: Record<string, string>) => Promise<void>,
  /** Inputs post reads as they are (the runner hands post the same inputs as main). */
  inputNames: readonly string[] = [],
  needsService: (getState: (name: string) => string) => boolean = savedAnyState,
): Promise<void> {
  const { signal, dispose } = cancellation();
  const ctx = runnerContext(signal);
  let client: ServiceClient | undefined;
  try {
    const createServiceClient = needsService(ctx.getState)
      ? (await clientModule()).createServiceClient
      : undefined;
    const postCtx = Object.defineProperty({ ...ctx }, 'client', {
      get: () => {
        if (!createServiceClient)
          throw new Error('Main left no work for the service, so there is nothing to clean up.');
        if (!client) {
          const settings = settingsOf(ctx);
          client = clientFor(settings, createServiceClient, ctx, `${action} post`);
        }
        return client;
      },
    }) as ServiceContext;
    await post(postCtx, Object.fromEntries(inputNames.map((name) => [name, runner.getInput(name)])));
  } catch (error) {
    runner.warning(`${action} clean-up: ${failureMessage(error, signal)}`);
  } finally {
    await client?.close();
    dispose();
  }
}

function writeResult(result: ActionResult): void {
  for (const [name, value] of Object.entries(result.outputs)) runner.setOutput(name, value);
  for (const [name, value] of Object.entries(result.env ?? {})) runner.exportVariable(name, value);
  if (result.failure) runner.setFailed(result.failure);
}

/** One line that says what went wrong; stack traces only in the debug log. */
function failureMessage(error: unknown, signal?: AbortSignal): string {
  if (signal?.aborted) return 'The step was cancelled.';
  if (error instanceof Error) {
    if (error.stack && !(error instanceof InputError)) runner.debug(error.stack);
    return error.message;
  }
  return String(error);
}
