// What the start-tunnel tests share: a main and a post context against the fake service, a clock that
// moves the fake service's time along with the action's, and the "no secret anywhere" check.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from 'vitest';

import { InputsSchema } from '../../src/actions/start-tunnel/inputs.ts';
import { STATE } from '../../src/actions/start-tunnel/names.ts';
import { readClientRecord } from '../../src/actions/start-tunnel/ownership.ts';
import type { TunnelContext } from '../../src/actions/start-tunnel/run.ts';
import { basicAuthorization } from '../../src/api/transport/credentials.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import type { ActionResult, Clock } from '../../src/runtime/types.ts';
import type { AccountName } from '../fake-service/accounts.ts';
import type { FakeService } from '../fake-service/server.ts';
import { ServiceLinkedClock, type TestContext, testContext } from '../support/context.ts';
import { clientFor } from '../support/service.ts';
import { scratchFolder } from '../support/tunnel-client.ts';

export type StartTunnelTestContext = Omit<TestContext, 'clock'> & TunnelContext;

export interface TunnelContextOptions {
  account?: AccountName;
  env?: Record<string, string | undefined>;
  state?: Record<string, string>;
  /** Default: a ServiceLinkedClock. Client tests use the system clock: a real process takes real time. */
  clock?: Clock;
}

/** Runner folders for one test file; @actions/tool-cache reads them from process.env itself. */
export function runnerFolders(): { RUNNER_TEMP: string; RUNNER_TOOL_CACHE: string } {
  const root = scratchFolder('runner');
  const folders = { RUNNER_TEMP: join(root, 'temp'), RUNNER_TOOL_CACHE: join(root, 'tool-cache') };
  for (const folder of Object.values(folders)) mkdirSync(folder);
  Object.assign(process.env, folders);
  return folders;
}

export function tunnelContext(
  service: FakeService,
  options: TunnelContextOptions = {},
): StartTunnelTestContext {
  const account = options.account ?? 'user';
  const ctx = testContext({
    client: clientFor(service, { account }),
    env: {
      PATH: process.env.PATH,
      RUNNER_TEMP: process.env.RUNNER_TEMP,
      RUNNER_TOOL_CACHE: process.env.RUNNER_TOOL_CACHE,
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'e2e',
      ...options.env,
    },
    state: options.state,
    clock: new ServiceLinkedClock(service),
  });
  return Object.assign(ctx, {
    clock: options.clock ?? ctx.clock,
    settings: service.settingsFor(account),
    timing: { pollIntervalMs: options.clock === systemClock ? 25 : 1_000, stopGraceMs: 1_000 },
  });
}

/** A post context that reads what main saved. */
export function postContext(
  service: FakeService,
  main: StartTunnelTestContext,
  options: TunnelContextOptions = {},
): StartTunnelTestContext {
  return tunnelContext(service, { clock: systemClock, ...options, state: Object.fromEntries(main.state) });
}

export function inputs(raw: Record<string, string> = {}) {
  return InputsSchema.parse(raw);
}

/**
 * Neither the key, the secret nor the Basic authorization value in anything the action printed,
 * returned, exported or saved for its post step.
 */
export function expectNoSecret(
  service: FakeService,
  account: AccountName,
  printed: Array<StartTunnelTestContext | ActionResult | Error | string | undefined>,
): void {
  const { key, secret } = service.accounts[account];
  const authorization = basicAuthorization({ key, secret });
  const forbidden = [key, secret, authorization.slice('Basic '.length)];
  for (const thing of printed) {
    if (thing === undefined) continue;
    let text: string;
    if (typeof thing === 'string') text = thing;
    else if (thing instanceof Error) text = `${thing.message}\n${thing.stack ?? ''}`;
    else if ('lines' in thing) text = `${thing.text()}\n${JSON.stringify([...thing.state])}`;
    else text = JSON.stringify(thing);
    for (const value of forbidden) expect(text).not.toContain(value);
  }
}

/** The error a step failed with; a step that succeeded fails the test. */
export async function failureOf(work: Promise<unknown>): Promise<Error> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the step to fail, but it succeeded');
}

/**
 * The client's pid as main recorded it in its own folder under RUNNER_TEMP (state holds only the
 * folder's token); 0 when main recorded none.
 */
export function recordedClientPid(runnerTemp: string, state: Record<string, string>): number {
  const token = state[STATE.clientToken];
  const name = token ? readdirSync(runnerTemp).find((entry) => entry.endsWith(`-${token}`)) : undefined;
  return (name && readClientRecord({ dir: join(runnerTemp, name) })?.pid) || 0;
}
