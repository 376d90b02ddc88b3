// GitHub's quota spent: a 403 "API rate limit exceeded" with `x-ratelimit-remaining: 0` is neither a
// permission the token lacks nor a secondary limit a pause heals (src/runtime/github-quota.ts).
import { beforeEach, describe, expect, it } from 'vitest';

import { CHECK_RUN_PATH, CHECK_RUNS_PATH } from '../fake-github/server.ts';
import { runAction } from '../support/runner.ts';
import { useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => {
  world = started;
});
beforeEach(() => {
  world.github.checkRuns.clear();
  world.github.faults.clear();
});

/** 06:40 UTC on the day of the tests' fixed clock does not matter: a reset an hour ahead, whole seconds. */
const RESET_EPOCH_SECONDS = Math.floor(Date.UTC(2030, 0, 1, 6, 40) / 1000);

/** What github.com answers a token whose primary rate limit is spent. */
const quotaSpent = {
  kind: 'status' as const,
  status: 403,
  body: {
    message: 'API rate limit exceeded for installation ID 1.',
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
  },
  headers: {
    'x-ratelimit-limit': '1000',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-used': '1000',
    'x-ratelimit-reset': String(RESET_EPOCH_SECONDS),
    'x-ratelimit-resource': 'core',
  },
};

describe('GitHub answering every write: API rate limit exceeded', () => {
  it('annotate-build of a build whose tests all passed fails at once, naming the limit and its reset', async () => {
    world.service.tests.seedBuild(world.user, 'quota-spent', [{ name: 'login' }, { name: 'search' }]);
    world.github.faults.always('POST', CHECK_RUNS_PATH, quotaSpent);
    world.github.faults.always('PATCH', CHECK_RUN_PATH, quotaSpent);
    const started = Date.now();
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: 'quota-spent', 'wait-seconds': 1 },
      ...world.jobOptions(),
    });
    const seconds = (Date.now() - started) / 1000;
    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^GitHub's API rate limit is spent \(the workflow's GITHUB_TOKEN, 1,000 requests an hour per repository\); it resets at 06:40 UTC\./,
      ),
    ]);
    expect(result.log.join('\n')).not.toMatch(/checks: write/);
    expect(world.github.checkRuns.size).toBe(0);
    expect(seconds).toBeLessThan(60);
    // One try of the write, no retry: nothing heals before the reset.
    const writes = world.github.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');
    expect(writes).toHaveLength(1);
  });

  it('a secondary limit (remaining quota left) is still waited out, not taken for a spent quota', async () => {
    world.service.tests.seedBuild(world.user, 'secondary-limit', [{ name: 'login' }]);
    world.github.faults.add('POST', CHECK_RUNS_PATH, {
      ...quotaSpent,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { ...quotaSpent.headers, 'x-ratelimit-remaining': '412', 'retry-after': '1' },
    });
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: 'secondary-limit', 'wait-seconds': 1 },
      ...world.jobOptions(),
    });
    expect(result.conclusion).toBe('success');
    expect(result.log.join('\n')).not.toMatch(/rate limit is spent/);
  });
});

describe('a pull request whose failures mostly failed on main too', () => {
  it('annotates what it brought in full and one batch of the old failures, listing the rest', async () => {
    const base = 'b1'.repeat(20);
    const old = Array.from({ length: 120 }, (_, i) => ({
      name: `old ${String(i + 1).padStart(3, '0')}`,
      success: false,
      status_message: 'broken on main',
    }));
    world.service.tests.seedBuild(world.user, 'old-base', old);
    await runAction({
      action: 'annotate-build',
      inputs: { build: 'old-base', 'wait-seconds': 1 },
      ...world.jobOptions({
        event: { name: 'push', payload: { before: '0'.repeat(40) } },
        env: { GITHUB_SHA: base },
      }),
    });
    const brought = [1, 2, 3].map((i) => ({
      name: `new ${i}`,
      success: false,
      status_message: 'broke here',
    }));
    world.service.tests.seedBuild(world.user, 'old-head', [...old, ...brought]);
    const pr = {
      name: 'pull_request',
      payload: {
        number: 5,
        pull_request: { number: 5, head: { sha: 'c5'.repeat(20) }, base: { sha: base, ref: 'main' } },
      },
    };
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: 'old-head', 'wait-seconds': 1, 'fail-on': 'new-failures' },
      ...world.jobOptions({ event: pr }),
    });
    expect(result.outputs['compared-to']).toBe(base);
    expect(result.outputs['new-failures']).toBe('3');
    const run = [...world.github.checkRuns.values()].find((r) => r.head_sha === 'c5'.repeat(20))!;
    const titles = run.annotations.map((a) => String(a.title));
    // The three it brought, then 50 of the 120 that failed on main too.
    expect(titles.filter((t) => t.includes('new '))).toHaveLength(3);
    expect(run.annotations).toHaveLength(53);
    // Opened in progress, then completed with 50, then the last 3.
    expect(run.batches).toEqual([0, 50, 3]);
    expect(run.output.summary).toContain(
      '70 more failures that also fail on the base are listed below, not annotated.',
    );
  });
});
