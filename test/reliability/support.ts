// What the reliability suite shares: the ledger its figures come from, the bounds the transport
// promises (computed from its own defaults), a fake service per case, and the
// scans for stack traces and secrets.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

import { expect } from 'vitest';

import { readActionFile } from '../../scripts/action-files.ts';
import { basicAuthorization } from '../../src/api/transport/credentials.ts';
import { DEFAULT_RETRY } from '../../src/api/transport/retry.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/transport/transport.ts';
import type { AccountName } from '../fake-service/accounts.ts';
import { FakeService } from '../fake-service/server.ts';
import {
  createJob,
  type Job,
  type JobOptions,
  type RunningStep,
  type StepResult,
} from '../support/runner.ts';

/** The properties the suite proves, as docs/reliability.md groups them. */
export type Category =
  | 'faults'
  | 'cancel'
  | 'bad input'
  | 'secrets'
  | 'teardown'
  | 'hostile text'
  | 'post trust'
  | 'private network'
  | 'file links'
  | 'report trust'
  | 'generated scenarios';

/** What happened in a fault case, in the words docs/reliability.md counts them by. */
export const FAULT_OUTCOMES = {
  survived: 'survived, same result',
  failed: 'failed, naming the endpoint',
  sentOnce: 'failed, naming the endpoint; sent once',
  warned: 'post step warned, naming the endpoint',
  workedAround: 'post step worked around it',
  oneLine: 'exit code 1, one line, no stack trace',
} as const;

/** One case that passed, and what was measured in it. */
export interface LedgerEntry {
  action: string;
  category: Category;
  /** What was tried, in a few words. */
  case: string;
  /** What happened, in a few words (one of FAULT_OUTCOMES for a fault). */
  outcome: string;
  /** Requests the fake service saw to the faulted endpoint. */
  requests?: number;
  /** Time the action spent waiting (back-off and polls) before it gave up, on the test clock. */
  waitedMs?: number;
  /** The bound the case asserted `waitedMs` against. */
  boundMs?: number;
  /** Wall time from the signal to the end of the step (cancel cases). */
  endedAfterMs?: number;
  /** Wall time of a step from its process's start (dist/ cases with a stated bound). */
  tookMs?: number;
  /** A check of the suite itself (every input has a case), not a case tried against an action. */
  check?: boolean;
}

/**
 * `npm run reliability` sets RELIABILITY_LEDGER: each passing case appends one line there, and the
 * figures of docs/reliability.md are counted from those lines. Without it (a plain `npm test`) nothing
 * is written.
 */
export function record(entry: LedgerEntry): void {
  const ledger = process.env.RELIABILITY_LEDGER;
  if (ledger) appendFileSync(ledger, `${JSON.stringify(entry)}\n`);
}

/** Sum of the back-off ceilings between the attempts of one request: the longest it backs off. */
function backoffCeilingMs(): number {
  let total = 0;
  for (let attempt = 1; attempt < DEFAULT_RETRY.maxAttempts; attempt++)
    total += Math.min(DEFAULT_RETRY.maxDelayMs, DEFAULT_RETRY.baseDelayMs * 2 ** (attempt - 1));
  return total;
}

/** What the transport promises for one request, from its defaults (the figures docs/reliability.md states). */
export const TRANSPORT_BOUNDS = {
  attempts: DEFAULT_RETRY.maxAttempts,
  /** Back-off before a persistently failing request gives up (jitter at its worst). */
  backoffMs: backoffCeilingMs(),
  /** The same when every answer is a 429 asking for the longest Retry-After honoured. */
  retryAfterBackoffMs: (DEFAULT_RETRY.maxAttempts - 1) * DEFAULT_RETRY.maxRetryAfterMs,
  /** A service that never answers: every attempt waits out its time limit. */
  hangMs: DEFAULT_RETRY.maxAttempts * DEFAULT_TIMEOUT_MS + backoffCeilingMs(),
  timeoutMs: DEFAULT_TIMEOUT_MS,
} as const;

/** A fake service for one case: started, handed over, stopped; cases never share state or request logs. */
export async function withService<T>(work: (service: FakeService) => Promise<T>): Promise<T> {
  const service = new FakeService();
  await service.start();
  try {
    return await work(service);
  } finally {
    await service.stop();
  }
}

/** "GET /v1/jobs/:id" → a pattern matching the concrete path in a message ("GET /v1/jobs/9001"). */
export function endpointPattern(method: string, pattern: string): RegExp {
  const path = pattern
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/\\s)]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`${method} ${path}\\b`);
}

/** A line of a JavaScript stack trace, in any output: the one thing a user must never see. */
export const STACK_TRACE = /^\s*at .+:\d+:\d+\)?$/m;

/** Each secret found in each named text: `"stdout: secret #2"`; empty when nothing leaked. */
export function leaks(texts: Record<string, string>, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    secrets.forEach((secret, i) => {
      if (secret && text.includes(secret)) found.push(`${where}: secret #${i + 1}`);
    });
  }
  return found;
}

/**
 * What the runner shows of a raw output: every line but the `::add-mask::` commands, whose whole
 * purpose is to carry a secret to the runner (which never displays them).
 */
export function withoutMaskCommands(output: string): string {
  return output
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

/** A job on the runner harness against a fake service, with the tracking ID the runner tags its processes with. */
export function jobAgainst(
  service: FakeService,
  options: JobOptions & { account?: AccountName } = {},
): Job & { trackingId: string; folders: string[] } {
  const { account = 'user', ...jobOptions } = options;
  const settings = service.settingsFor(account);
  const trackingId = `github_${randomUUID()}`;
  const job = createJob({
    timeoutMs: 30_000,
    ...jobOptions,
    env: {
      CLOUDTEST_API_URL: settings.apiUrl,
      CLOUDTEST_KEY: settings.key,
      CLOUDTEST_SECRET: settings.secret,
      RUNNER_TRACKING_ID: trackingId,
      ...jobOptions.env,
    },
  });
  // The folders whose paths a process the job left would carry on its command line (processes.ts).
  return Object.assign(job, { trackingId, folders: [job.runnerTemp, job.toolCache] });
}

/** The key, the secret, the Basic authorization value and its base64 part of a seeded account. */
export function credentialsOf(service: FakeService, account: AccountName = 'user'): string[] {
  const { key, secret } = service.accounts[account];
  const authorization = basicAuthorization({ key, secret });
  return [key, secret, authorization, authorization.slice('Basic '.length)];
}

/** What a step shows the user, and must not hold a stack trace: its log as the runner shows it, and stderr. */
export function shownOutput(step: StepResult): string {
  return `${step.log.join('\n')}\n${step.stderr}`;
}

/** A Codeless suite of `tests` tests of the seeded user. */
export function seedSuite(service: FakeService, tests = 2) {
  const owner = service.accounts.user.id;
  const lab = Array.from({ length: tests }, () => service.lab.addTest(owner));
  const suite = service.labsuites.addSuite(owner, { testIds: lab.map((t) => t.id) });
  return { suite, tests: lab };
}

/** No Codeless run left in flight: each stopped, or its job over. */
export function noRunInFlight(service: FakeService): boolean {
  return service.lab.runs.every((r) => r.stopped || service.jobs.isFinal(r.jobId));
}

/** Resolves once `condition` holds: the step has reached the wait a test acts in. */
export async function until(condition: () => boolean, step: RunningStep): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > 15_000)
      throw new Error(`the step never reached its wait; its output:\n${step.output()}`);
    await delay(20);
  }
}

/** The action's post step, as the runner runs it after main whatever became of it (post-if: always()). */
export async function runPost(
  job: Job,
  action: string,
  inputs: Record<string, string>,
  main: StepResult,
): Promise<StepResult | undefined> {
  if (!readActionFile(action === '.' ? '.' : `actions/${action}`).metadata.runs.post) return undefined;
  return job.start({ action, stage: 'post', inputs, state: main.state }).result;
}

export const CLIENT_ARGS = '--identifier {identifier} --ready-file {readyfile} --log-file {logfile}';

/** The action as users and docs/reliability.md name it: the root action is "run". */
export const actionName = (action: string) => (action === '.' ? 'run' : action);

/** A case with the name of its action, for test titles. */
export const named = <T extends { action: string }>(c: T): T & { name: string } => ({
  ...c,
  name: actionName(c.action),
});

/** Every way text has been seen to get the runner or the markdown renderer to act on it. */
export const HOSTILE = [
  'x\n::set-output name=evil::PWNED\n',
  'y\r::save-state name=client-pid::1',
  '\n  ::add-mask::a',
  '\n::error title=PWNED::injected',
  '\n::set-env name=PWNED::1',
  '\n::stop-commands::PWNED',
  '##[error]PWNED',
  '![pixel](https://evil.example/p.png)',
  '[Re-run here](https://evil.example/phish)',
  '<img src=x onerror=alert(1)>',
  '@octo-org/team',
  '| a | b |',
].join(' ');

/** Markdown GitHub would render as something other than the text: a link, image, tag or mention. */
export function expectShownAsText(markdown: string): void {
  expect(markdown).toContain('evil.example');
  expect(markdown).not.toMatch(/\]\(<?https:\/\/evil/);
  expect(markdown).not.toContain('<img src=x');
  expect(markdown).not.toMatch(/@octo-org/);
}
