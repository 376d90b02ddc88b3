// trigger-lab-suite from the committed dist/, run as the runner runs it, against the fake service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeService } from '../fake-service/server.ts';
import { runAction } from '../support/runner.ts';
import { type CodelessSuite, seedCodelessSuite, shownSecrets, startWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
beforeAll(async () => {
  world = await startWorld();
  shop = seedCodelessSuite(world.service, world.user);
});
afterAll(async () => {
  await world[Symbol.asyncDispose]();
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
