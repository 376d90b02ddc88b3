import { beforeEach, describe, expect, it } from 'vitest';

import { run as runCodelessTests } from '../../src/actions/run-codeless-tests/run.ts';
import { waitForCapacity } from '../../src/codeless/capacity.ts';
import { trigger } from '../../src/codeless/trigger.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;
const FULL = { vms: 5, physical: 0 };
const ONE_FREE = { vms: 4, physical: 0 };

beforeEach(() => {
  service.team.inUse.clear();
  service.team.inUseReads.clear();
  service.team.profile(user).maxParallel = 5;
  service.lab.triggers.length = 0;
});

/** The sessions in use as the next reads see them: each read takes the next, the last one stays. */
const reads = (...slots: Array<{ vms: number; physical: number }>) =>
  service.team.inUseReads.set(user.id, slots);
const teamReads = () => service.seen('GET', '/v1/team-management').length;

describe('waitForCapacity', () => {
  it('reads nothing when there is no time to wait', async () => {
    reads(FULL);
    const ctx = codelessContext(service);
    expect(await waitForCapacity(0, ctx)).toEqual({ kind: 'free', waitedMs: 0 });
    expect(service.requests).toEqual([]);
  });

  it('goes ahead at once when a VM session is free', async () => {
    reads({ vms: 2, physical: 2 });
    const ctx = codelessContext(service);
    expect(await waitForCapacity(60_000, ctx)).toEqual({ kind: 'free', waitedMs: 0 });
    expect(ctx.clock.sleeps).toEqual([]);
    expect(ctx.messages('info')).toEqual(['2 of 5 VM sessions in use: triggering.']);
  });

  it('waits while every VM session is in use, reading again with a growing pause, until one frees', async () => {
    reads(FULL, FULL, FULL, ONE_FREE);
    const ctx = codelessContext(service);
    expect(await waitForCapacity(60_000, ctx)).toEqual({ kind: 'free', waitedMs: 14_000 });
    expect(ctx.clock.sleeps).toEqual([2_000, 4_000, 8_000]);
    expect(teamReads()).toBe(4);
    // One line as the wait starts and one as it ends; the reads between are debug lines.
    expect(ctx.messages('info')).toEqual([
      '5 of 5 VM sessions in use: waiting for one to free (up to 1 min more).',
      '4 of 5 VM sessions in use after 14 s: triggering.',
    ]);
    expect(ctx.messages('warning')).toEqual([]);
  });

  it('says when the count changes while still full', async () => {
    service.team.profile(user).maxParallel = 3;
    reads(FULL, { vms: 3, physical: 0 }, { vms: 2, physical: 0 });
    const ctx = codelessContext(service);
    expect((await waitForCapacity(60_000, ctx)).kind).toBe('free');
    expect(ctx.messages('info')).toEqual([
      '5 of 3 VM sessions in use: waiting for one to free (up to 1 min more).',
      '3 of 3 VM sessions in use: waiting for one to free (up to 58 s more).',
      '2 of 3 VM sessions in use after 6 s: triggering.',
    ]);
  });

  it('gives up at its bound, the last read at the bound itself, and lets the trigger go ahead', async () => {
    reads(FULL);
    const ctx = codelessContext(service);
    expect(await waitForCapacity(10_000, ctx)).toEqual({ kind: 'full', waitedMs: 10_000 });
    expect(ctx.clock.sleeps).toEqual([2_000, 4_000, 4_000]);
    expect(teamReads()).toBe(4);
    expect(ctx.messages('info').at(-1)).toBe(
      'Still 5 of 5 VM sessions in use after 10 s: triggering anyway; the runs may queue.',
    );
  });

  it('grows the pause to 30 s at most', async () => {
    reads(FULL);
    const ctx = codelessContext(service);
    await waitForCapacity(150_000, ctx);
    expect(ctx.clock.sleeps).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('reads the VM pool only: Codeless tests run in browsers on VMs', async () => {
    reads({ vms: 1, physical: 2 });
    const ctx = codelessContext(service);
    expect((await waitForCapacity(60_000, ctx)).kind).toBe('free');
  });

  it('does not wait when the plan states no VM sessions: the service decides', async () => {
    service.team.profile(user).maxParallel = 0;
    const ctx = codelessContext(service);
    expect(await waitForCapacity(60_000, ctx)).toEqual({ kind: 'free', waitedMs: 0 });
    expect(ctx.messages('info')).toEqual([
      'The plan states no VM sessions (0 of 0 VM sessions in use): triggering without waiting.',
    ]);
  });

  it.each([
    ['401', 401, /failed with HTTP 401/],
    ['403', 403, /failed with HTTP 403/],
    ['an HTML page', { kind: 'html' } as const, /not the service's API|HTML/i],
    [
      'another record',
      { kind: 'status', status: 200, body: { concurrency: { allowed: 5 } } } as const,
      /GET \/v1\/team-management/,
    ],
  ])('goes ahead after one warning when the answer is %s', async (_what, fault, message) => {
    service.faults.always('GET', '/v1/team-management', fault);
    const ctx = codelessContext(service);
    expect(await waitForCapacity(60_000, ctx)).toEqual({ kind: 'unknown', waitedMs: 0 });
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(
        /^Could not read the team's sessions in use, so the trigger does not wait for one: /,
      ),
    ]);
    expect(ctx.messages('warning')[0]).toMatch(message);
    expect(ctx.clock.sleeps).toEqual([]);
  });

  it('goes ahead after one warning when a read during the wait fails', async () => {
    reads(FULL);
    service.faults.add('GET', '/v1/team-management', 'pass', 403);
    const ctx = codelessContext(service);
    expect(await waitForCapacity(60_000, ctx)).toEqual({ kind: 'unknown', waitedMs: 2_000 });
    expect(ctx.messages('warning')).toHaveLength(1);
  });
});

describe('trigger with wait-for-capacity', () => {
  it('triggers once a session frees', async () => {
    const test = service.lab.addTest(user.id);
    reads(FULL, ONE_FREE);
    const ctx = codelessContext(service);
    const jobId = await trigger({ kind: 'test', id: test.id }, ctx, { waitForCapacitySeconds: 30 });
    expect(service.lab.triggers).toEqual([{ kind: 'test', id: test.id, jobId }]);
    expect(service.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/team-management',
      'GET /v1/team-management',
      `POST /v1/lab/${test.id}/trigger`,
    ]);
  });

  it('triggers when still full at the bound', async () => {
    const test = service.lab.addTest(user.id);
    reads(FULL);
    const ctx = codelessContext(service);
    await trigger({ kind: 'test', id: test.id }, ctx, { waitForCapacitySeconds: 5 });
    expect(service.lab.triggers).toHaveLength(1);
    expect(ctx.clock.sleeps).toEqual([2_000, 3_000]);
  });

  it('stops at once on a cancel during the wait and triggers nothing; the root action leaves post nothing to stop', async () => {
    const test = service.lab.addTest(user.id);
    reads(FULL);
    const ctx = codelessContext(service);
    ctx.clock.beforeSleep = (n) => {
      if (n === 2) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    await expect(
      runCodelessTests(
        {
          target: { kind: 'test', id: test.id },
          waitForCapacitySeconds: 600,
          stopOnCancel: true,
          stopScope: 'target',
          wait: {
            timeoutSeconds: 60,
            pollIntervalSeconds: 5,
            failOnFailure: true,
            report: false,
            checkName: undefined,
            githubToken: undefined,
          },
        },
        ctx,
      ),
    ).rejects.toThrow('cancelled by SIGINT');
    expect(ctx.clock.sleeps).toEqual([2_000]);
    expect(service.lab.triggers).toEqual([]);
    expect(service.seen('POST')).toEqual([]);
    expect(ctx.state.get('target')).toBeUndefined();
  });
});
