// Which copy of the quarantine file decides a report (src/report/history/base/commit.ts,
// `quarantineBaseOf`; docs/history.md, "Quarantine"): the base's on a pull request, a merge queue, a
// workflow_run and a deployment; the run's own commit's on a push, a schedule or a manual run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { quarantineBaseOf, quarantineDecidedByBase } from '../../src/report/history/base/commit.ts';
import { readEvent } from '../../src/report/world/event.ts';

const BASE = 'b'.repeat(40);
const HEAD = 'c'.repeat(40);
const dir = mkdtempSync(join(tmpdir(), 'quarantine-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function eventOf(name: string, payload: Record<string, unknown>) {
  const path = join(dir, `${++files}.json`);
  writeFileSync(path, JSON.stringify({ repository: { default_branch: 'main' }, ...payload }));
  return readEvent({ GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path });
}
const pullRequestOfRun = (repo: number, headRepo = repo) => ({
  number: 3,
  head: { sha: HEAD, repo: { id: headRepo } },
  base: { sha: BASE, ref: 'main', repo: { id: repo } },
});

describe('the quarantine file that decides', () => {
  it("is the base's on a report whose commit is not one of its own branch, the commit's own otherwise", () => {
    for (const name of [
      'pull_request',
      'pull_request_target',
      'merge_group',
      'workflow_run',
      'deployment_status',
    ])
      expect(quarantineDecidedByBase(name), name).toBe(true);
    for (const name of ['push', 'schedule', 'workflow_dispatch', 'issue_comment', ''])
      expect(quarantineDecidedByBase(name), name).toBe(false);
  });

  it('is read at the base commit the comparison reads, else at the default branch', () => {
    const auto = { kind: 'auto' } as const;
    const at = (name: string, payload: Record<string, unknown>) =>
      quarantineBaseOf(auto, eventOf(name, payload));
    const base = { ref: BASE, what: 'the base commit bbbbbbb' };
    expect(
      at('pull_request', { pull_request: { base: { sha: BASE, ref: 'main' }, head: { sha: HEAD } } }),
    ).toEqual(base);
    expect(at('merge_group', { merge_group: { base_sha: BASE, head_sha: HEAD } })).toEqual(base);
    expect(
      at('workflow_run', {
        workflow_run: { head_sha: HEAD, event: 'pull_request', pull_requests: [pullRequestOfRun(1)] },
      }),
    ).toEqual(base);
    // A fork's pull request (its head in another repository) names no base this repository trusts.
    const main = { ref: 'main', what: 'the head of main' };
    expect(
      at('workflow_run', {
        workflow_run: { head_sha: HEAD, event: 'pull_request', pull_requests: [pullRequestOfRun(1, 2)] },
      }),
    ).toEqual(main);
    expect(at('deployment_status', { deployment_status: { state: 'success' } })).toEqual(main);
    // The commit the input compare names is the base the comparison reads.
    expect(quarantineBaseOf({ kind: 'commit', sha: HEAD }, eventOf('deployment_status', {}))).toEqual({
      ref: HEAD,
      what: 'the base commit ccccccc',
    });
    expect(at('pull_request', { pull_request: { head: { sha: HEAD } } })).toEqual({
      why: 'the pull_request event names no base commit',
    });
  });
});
