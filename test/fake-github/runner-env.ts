import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FakeGitHub } from './server.ts';

export const PUSH_SHA = 'a'.repeat(40);
export const MERGE_SHA = 'b'.repeat(40);
export const PR_HEAD_SHA = 'c'.repeat(40);
export const RUN_HEAD_SHA = 'd'.repeat(40);
export const WORKFLOW_FILE = '.github/workflows/e2e.yml';

export interface RunnerEnvOptions {
  event?: { name: string; payload?: unknown };
  /** What the step summary file holds already. */
  summary?: string;
  env?: Record<string, string | undefined>;
}

/**
 * The GITHUB_* environment of a step pointed at a fake GitHub, with a real event payload file and
 * step summary file in a fresh folder; `dispose` removes it.
 */
export function runnerEnv(github: FakeGitHub, options: RunnerEnvOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'runner-env-'));
  const event = options.event ?? { name: 'push', payload: { after: PUSH_SHA } };
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event.payload ?? {}));
  const summaryPath = join(dir, 'step-summary.md');
  writeFileSync(summaryPath, options.summary ?? '');
  const env: Record<string, string | undefined> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.example.test',
    GITHUB_REPOSITORY: 'octo/shop',
    GITHUB_RUN_ID: '4242',
    GITHUB_SHA: event.name.startsWith('pull_request') ? MERGE_SHA : PUSH_SHA,
    GITHUB_EVENT_NAME: event.name,
    // A pull request's run is on its merge ref; any other on the branch main.
    GITHUB_REF: event.name.startsWith('pull_request') ? 'refs/pull/7/merge' : 'refs/heads/main',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKFLOW_REF: `octo/shop/${WORKFLOW_FILE}@refs/heads/main`,
    // Report files and downloads go here, and go with the folder.
    RUNNER_TEMP: join(dir, 'runner-temp'),
    ...options.env,
  };
  // GitHub knows the workflow run a step runs in: a report's digest names it, a later one reads it.
  github.recordRun(env);
  return {
    env,
    summary: () => readFileSync(summaryPath, 'utf8'),
    [Symbol.dispose]: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const pullRequestEvent = {
  name: 'pull_request',
  payload: {
    number: 7,
    pull_request: { number: 7, head: { sha: PR_HEAD_SHA }, merge_commit_sha: MERGE_SHA },
  },
};
