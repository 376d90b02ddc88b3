// trigger-lab-suite from the committed dist/, run as the runner runs it, against the fake service.
import { beforeEach, describe, expect, it } from 'vitest';

import { startFakeService } from '../fake-service/server.ts';
import { runAction } from '../support/runner.ts';
import { type CodelessSuite, seedCodelessSuite, shownSecrets, useWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.service.requests.length = 0;
  world.service.faults.clear();
});

const requestLines = () => world.service.requests.map((r) => `${r.method} ${r.path} ${r.status}`);

describe('trigger-lab-suite', () => {
  it('starts the suite once and returns the job that runs its tests', async () => {
    const result = await runAction({
      action: 'trigger-lab-suite',
      inputs: { 'suite-id': shop.suite.id },
      ...world.jobOptions(),
      debug: true,
    });

    expect(result.conclusion).toBe('success');
    const jobId = Number(result.outputs['job-id']);
    expect(result.outputs).toEqual({ 'job-id': String(jobId) });
    expect(world.service.lab.triggers.at(-1)).toEqual({ kind: 'suite', id: shop.suite.id, jobId });
    const runs = world.service.lab.runs.filter((r) => r.jobId === jobId);
    expect(runs.map((r) => r.testId)).toEqual(shop.tests.map((t) => t.id));
    expect(world.service.jobs.jobs.get(jobId)?.test_ids).toEqual(runs.map((r) => r.sessionTestId));
    expect(result.log).toContain(`Triggered Codeless suite ${shop.suite.id}: job ${jobId}.`);
    expect(requestLines()).toEqual([`POST /v1/labsuites/${shop.suite.id}/trigger 201`]);
    // Step debug logging shows each request, never its credentials (the log holds the debug lines).
    expect(result.debug).toContainEqual(
      expect.stringMatching(new RegExp(`^POST /v1/labsuites/${shop.suite.id}/trigger -> 201 \\(\\d+ ms\\)$`)),
    );
    expect(shownSecrets(result, world.secrets)).toEqual([]);
  });

  it('reaches a service deployed below a path, whatever the trailing slash', async () => {
    await using service = await startFakeService({ basePath: '/api' });
    const settings = service.settingsFor('user');
    const test = service.lab.addTest(service.accounts.user.id, { name: 'Solo' });

    const result = await runAction({
      action: 'trigger-lab-suite',
      inputs: {
        'test-id': test.id,
        'api-url': `${settings.apiUrl}/`,
        key: settings.key,
        secret: settings.secret,
      },
    });

    expect(result.conclusion).toBe('success');
    expect(service.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `POST /v1/lab/${test.id}/trigger 201`,
    ]);
    expect(result.outputs['job-id']).toBe(String(service.lab.triggers[0]?.jobId));
  });

  it('never sends a trigger twice: a 503 fails the step after one request', async () => {
    world.service.faults.add('POST', '/v1/labsuites/:id/trigger', 503);
    const triggers = world.service.lab.triggers.length;

    const result = await runAction({
      action: 'trigger-lab-suite',
      inputs: { 'suite-id': shop.suite.id },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toHaveLength(1);
    // One line: what failed, the service's own words, then what that means for the runs.
    expect(result.errors[0]).toMatch(
      /^trigger Codeless suite \(POST \/v1\/labsuites\/\d+\/trigger\) failed with HTTP 503: .*"injected 503"\. A trigger is never sent twice/,
    );
    expect(result.outputs).toEqual({});
    expect(requestLines()).toEqual([`POST /v1/labsuites/${shop.suite.id}/trigger 503`]);
    expect(world.service.lab.triggers).toHaveLength(triggers);
  });

  it('reports 402 as insufficient credits', async () => {
    const broke = world.service.settingsFor('broke');
    const result = await runAction({
      action: 'trigger-lab-suite',
      inputs: { all: true, url: 'https://preview-42.shop.example.test' },
      ...world.jobOptions({
        env: { CLOUDTEST_KEY: broke.key, CLOUDTEST_SECRET: broke.secret },
      }),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([expect.stringMatching(/402.*insufficient credits/i)]);
    expect(requestLines()).toEqual(['POST /v1/lab/trigger_all 402']);
  });

  it('refuses inputs that exclude each other before any request, naming the input', async () => {
    const result = await runAction({
      action: 'trigger-lab-suite',
      inputs: { 'suite-id': shop.suite.id, all: true },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([expect.stringMatching(/"all"/)]);
    expect(world.service.requests).toEqual([]);
  });
});

describe('trigger-lab-suite with wait-for-capacity', () => {
  const FULL = { vms: 5, physical: 0 };
  beforeEach(() => {
    world.service.team.inUse.clear();
    world.service.team.inUseReads.clear();
  });
  /** The VM sessions in use as the next reads see them; the last one stays. */
  const reads = (...slots: Array<typeof FULL>) => world.service.team.inUseReads.set(world.user.id, slots);
  const triggerSuite = (waitSeconds: number) =>
    runAction({
      action: 'trigger-lab-suite',
      inputs: { 'suite-id': shop.suite.id, 'wait-for-capacity': waitSeconds },
      ...world.jobOptions(),
    });

  it('waits while every VM session is in use and triggers once one frees', async () => {
    reads(FULL, { vms: 4, physical: 0 });
    const result = await triggerSuite(60);

    expect(result.conclusion).toBe('success');
    expect(requestLines()).toEqual([
      'GET /v1/team-management 200',
      'GET /v1/team-management 200',
      `POST /v1/labsuites/${shop.suite.id}/trigger 201`,
    ]);
    const [first = 0, second = 0, sent = 0] = world.service.requests.map((r) => r.at);
    // One pause of 2 s between the reads, then the trigger at once.
    expect(second - first).toBeGreaterThanOrEqual(2_000);
    expect(sent - second).toBeLessThan(1_000);
    expect(result.log).toContain('5 of 5 VM sessions in use: waiting for one to free (up to 1 min more).');
    expect(result.log).toContainEqual(
      expect.stringMatching(/^4 of 5 VM sessions in use after \d+ s: triggering\.$/),
    );
    expect(result.outputs['job-id']).toBe(String(world.service.lab.triggers.at(-1)?.jobId));
  });

  it('triggers anyway when still full at its bound, saying so', async () => {
    reads(FULL);
    const result = await triggerSuite(3);

    expect(result.conclusion).toBe('success');
    expect(requestLines().at(-1)).toBe(`POST /v1/labsuites/${shop.suite.id}/trigger 201`);
    expect(world.service.seen('GET', '/v1/team-management')).toHaveLength(3);
    expect(result.log).toContain(
      'Still 5 of 5 VM sessions in use after 3 s: triggering anyway; the runs may queue.',
    );
    expect(result.warnings).toEqual([]);
  });

  it('goes ahead with one warning when the concurrency cannot be read', async () => {
    world.service.faults.always('GET', '/v1/team-management', 403);
    const result = await triggerSuite(60);

    expect(result.conclusion).toBe('success');
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^Could not read the team's sessions in use, so the trigger does not wait for one: get team concurrency \(GET \/v1\/team-management\) failed with HTTP 403/,
      ),
    ]);
    expect(requestLines()).toEqual([
      'GET /v1/team-management 403',
      `POST /v1/labsuites/${shop.suite.id}/trigger 201`,
    ]);
  });

  it('reads nothing with the default, 0', async () => {
    reads(FULL);
    const result = await triggerSuite(0);
    expect(result.conclusion).toBe('success');
    expect(requestLines()).toEqual([`POST /v1/labsuites/${shop.suite.id}/trigger 201`]);
  });
});
