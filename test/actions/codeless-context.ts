// What the trigger-lab-suite, wait-for-job and root action tests share: a context against the fake
// service whose clock moves the service's time too, so a "10 minute" job takes milliseconds.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { AccountName } from '../fake-service/accounts.ts';
import type { FakeService } from '../fake-service/server.ts';
import { ServiceLinkedClock, testContext } from '../support/context.ts';
import { parseKeyValueFile } from '../support/runner.ts';
import { clientFor } from '../support/service.ts';

/** A linked clock that can act before its n-th sleep (1-based): the runner cancelling mid-wait. */
export class JobClock extends ServiceLinkedClock {
  beforeSleep: ((n: number) => void) | undefined;
  private count = 0;
  override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.beforeSleep?.(++this.count);
    await super.sleep(ms, signal);
  }
}

export interface CodelessContextOptions {
  account?: AccountName;
  env?: Record<string, string | undefined>;
  state?: Record<string, string>;
}

/** A main or post context as the runtime builds it: the client shares the step's cancellation. */
export function codelessContext(service: FakeService, options: CodelessContextOptions = {}) {
  const controller = new AbortController();
  const clock = new JobClock(service);
  const client = clientFor(service, { account: options.account, signal: controller.signal });
  const ctx = testContext({ client, clock, controller, env: options.env, state: options.state });
  return Object.assign(ctx, { clock });
}

/**
 * Runs a main or post entry in this process as the runner would start it: inputs as INPUT_*, the
 * settings as CLOUDTEST_*, state as STATE_*, outputs and state read back from their files. Everything
 * it sets is removed again, and a failure's exit code is cleared.
 */
export async function runEntry(
  entry: () => Promise<void>,
  options: {
    inputs?: Record<string, string>;
    settings?: { apiUrl: string; key: string; secret: string };
    state?: Record<string, string>;
  },
): Promise<{
  failed: boolean;
  outputs: Record<string, string>;
  state: Record<string, string>;
  stdout: string;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'codeless-entry-'));
  const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STATE: join(dir, 'state') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const env: Record<string, string> = {
    ...files,
    ...(options.settings
      ? {
          CLOUDTEST_API_URL: options.settings.apiUrl,
          CLOUDTEST_KEY: options.settings.key,
          CLOUDTEST_SECRET: options.settings.secret,
        }
      : {}),
    ...Object.fromEntries(
      Object.entries(options.inputs ?? {}).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
    ),
    ...Object.fromEntries(Object.entries(options.state ?? {}).map(([k, v]) => [`STATE_${k}`, v])),
  };
  Object.assign(process.env, env);
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    await entry();
    return {
      failed: process.exitCode === 1,
      outputs: parseKeyValueFile(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      state: parseKeyValueFile(readFileSync(files.GITHUB_STATE, 'utf8'), 'state'),
      stdout: written.join(''),
    };
  } finally {
    process.stdout.write = write;
    process.exitCode = undefined;
    for (const name of Object.keys(env)) delete process.env[name];
    rmSync(dir, { recursive: true, force: true });
  }
}
