import { beforeEach, describe, expect, it } from 'vitest';

import { codelessIdOf, codelessNameOf } from '../../src/api/lab.ts';
import { ServiceError } from '../../src/api/transport/errors.ts';
import { DEFAULT_JOB_PLAN } from '../fake-service/routes/jobs.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;
beforeEach(() => {
  service.lab.tests.clear();
  service.lab.stops.length = 0;
  service.lab.triggers.length = 0;
  service.jobs.nextPlan = DEFAULT_JOB_PLAN;
});

describe('Codeless tests API', () => {
  it('lists a page with its meta and refuses a count above 500 before any request', async () => {
    for (let i = 0; i < 3; i++) service.lab.addTest(user.id);
    const client = clientFor(service);
    const page = await client.lab.list({ offset: 1, count: 5 });
    expect(page.meta).toEqual({ offset: 1, count: 2, total: 3 });
    expect(page.data.map(codelessIdOf)).toEqual([...service.lab.tests.keys()].slice(1));
    expect(() => client.lab.list({ count: 501 })).toThrow(/count must be a whole number from 1 to 500/);
    expect(service.seen('GET', '/v1/lab')).toHaveLength(1);
  });

  it('creates a test with the bracketed body fields of the spec, url or file but not both', async () => {
    const client = clientFor(service);
    const ack = await client.lab.create({
      name: 'Checkout',
      url: 'https://shop.example.test/',
      aiPrompt: 'buy',
    });
    const created = service.lab.tests.get(Number(ack.id));
    expect(created).toMatchObject({ name: 'Checkout', url: 'https://shop.example.test/', ai_prompt: 'buy' });
    expect(() => client.lab.create({ name: 'x', url: 'https://a.test', file: '{}' })).toThrow(
      /exactly one of url and file/,
    );
    expect(() => client.lab.create({ name: 'x' })).toThrow(/exactly one of url and file/);
    expect(() => client.lab.create({ name: '  ', url: 'https://a.test' })).toThrow(
      'a Codeless test needs a name',
    );
    // An IDE export goes as `file`, and nothing else is sent beside the name.
    await client.lab.create({ name: 'Imported', file: '{"steps":[]}' });
    expect(service.seen('POST', '/v1/lab').map((r) => JSON.parse(r.body ?? '{}') as unknown)).toEqual([
      { 'test[name]': 'Checkout', 'test[url]': 'https://shop.example.test/', 'test[ai_prompt]': 'buy' },
      { 'test[name]': 'Imported', file: '{"steps":[]}' },
    ]);
  });

  it("reads a Codeless record's id and name leniently, and guesses neither", () => {
    expect(
      [
        { id: 7 },
        { id: '12' },
        { id: ' 7' },
        { id: '7 ' },
        { id: 0 },
        { id: 1.5 },
        { id: 'seven' },
        { id: [7] },
        {},
      ].map(codelessIdOf),
    ).toEqual([7, 12, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    expect([{ name: ' Login ' }, { name: '' }, { name: 42 }, {}].map(codelessNameOf)).toEqual([
      'Login',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes an empty create acknowledgement as done, but not an empty record read', async () => {
    const client = clientFor(service);
    service.faults.add('POST', '/v1/lab', { kind: 'empty-answer' });
    await expect(client.lab.create({ name: 'Checkout', url: 'https://shop.example.test/' })).resolves.toEqual(
      {},
    );
    expect([...service.lab.tests.values()].map((t) => t.name)).toEqual(['Checkout']);
    service.faults.add('POST', '/v1/labsuites', { kind: 'empty-answer' });
    await expect(client.labsuites.create({ name: 'Smoke' })).resolves.toEqual({});
    service.faults.add('PUT', '/v1/user', { kind: 'empty-answer' });
    await expect(client.user.update({ first_name: 'Ada' })).resolves.toEqual({});
    const test = service.lab.addTest(user.id);
    service.faults.add('GET', '/v1/lab/:id', { kind: 'empty-answer' });
    await expect(client.lab.get(test.id)).rejects.toThrow(
      `get Codeless test (GET /v1/lab/${test.id}) returned a response that could not be read: the body is empty.`,
    );
    service.faults.add('POST', '/v1/screenshots', { kind: 'empty-answer' });
    await expect(client.screenshots.create({ url: 'https://shop.example.test/' })).rejects.toThrow(
      /the body is empty/,
    );
  });

  it('reads a record leniently and names a missing test', async () => {
    const test = service.lab.addTest(user.id, { name: 'Login' });
    const client = clientFor(service);
    await expect(client.lab.get(test.id)).resolves.toMatchObject({ id: test.id, name: 'Login' });
    await expect(client.lab.get(999_999)).rejects.toThrow(
      'get Codeless test (GET /v1/lab/999999) failed with HTTP 404: no such Codeless test. Service said: "Codeless test 999999 not found"',
    );
    expect(() => client.lab.get(0)).toThrow(/Codeless test id must be a positive whole number/);
  });

  it('updates by numeric ID or by the session_id of one of its runs', async () => {
    const test = service.lab.addTest(user.id);
    const client = clientFor(service);
    await expect(client.lab.update(test.id, { name: 'Renamed' })).resolves.toEqual({ success: true });
    const { job_id } = await client.lab.trigger(test.id);
    const run = service.lab.runs.find((r) => r.jobId === job_id);
    await client.lab.update(run?.sessionId ?? '', { enabled: false });
    expect(service.lab.tests.get(test.id)).toMatchObject({ name: 'Renamed', enabled: false });
    expect(() => client.lab.update('not a ref', {})).toThrow(/not a test reference/);
  });

  it('deletes a test (204)', async () => {
    const test = service.lab.addTest(user.id);
    const client = clientFor(service);
    await expect(client.lab.delete(test.id)).resolves.toBeUndefined();
    expect(service.lab.tests.has(test.id)).toBe(false);
  });

  it('schedules, and gives 400 and 402 their meanings on that endpoint', async () => {
    const test = service.lab.addTest(user.id);
    await expect(clientFor(service).lab.schedule(test.id, { preset: 'daily' })).resolves.toEqual({
      success: true,
    });
    await expect(clientFor(service).lab.schedule(test.id, { preset: 'weekly' })).rejects.toThrow(
      /HTTP 400: a weekly schedule needs a day and an hour/,
    );
    const broke = service.lab.addTest(service.accounts.broke.id);
    await expect(
      clientFor(service, { account: 'broke' }).lab.schedule(broke.id, { cron: '0 3 * * *' }),
    ).rejects.toThrow(
      /schedule Codeless test \(POST \/v1\/lab\/\d+\/schedule\) failed with HTTP 402: insufficient credits/,
    );
  });

  it('creates an alert once, then replaces it; same for the report', async () => {
    const test = service.lab.addTest(user.id);
    const client = clientFor(service);
    await client.lab.createAlert(test.id, { email: 'qa@example.test' });
    await expect(client.lab.createAlert(test.id, { email: 'qa@example.test' })).rejects.toThrow(
      /HTTP 400: the alert already exists/,
    );
    await client.lab.updateAlert(test.id, { email: 'ops@example.test' });
    expect(service.lab.tests.get(test.id)?.alert).toEqual({ email: 'ops@example.test' });
    await client.lab.createReport(test.id, { email: 'qa@example.test' });
    await client.lab.updateReport(test.id, { email: 'lead@example.test' });
    expect(service.lab.tests.get(test.id)?.report).toEqual({ email: 'lead@example.test' });
  });

  it('triggers a test and keeps the acknowledgement fields besides job_id', async () => {
    const test = service.lab.addTest(user.id, { browserIds: [101, 102] });
    const ack = await clientFor(service).lab.trigger(test.id);
    expect(ack).toEqual({ success: true, job_id: expect.any(Number) });
    expect(service.jobs.jobs.get(ack.job_id)?.test_ids).toHaveLength(2);
    expect(service.lab.triggers).toEqual([{ kind: 'test', id: test.id, jobId: ack.job_id }]);
  });

  it('never sends a trigger twice: a 503 or a dropped connection is reported, not retried', async () => {
    const test = service.lab.addTest(user.id);
    const client = clientFor(service);
    const jobsBefore = service.jobs.jobs.size;
    service.faults.add('POST', '/v1/lab/:id/trigger', 503);
    await expect(client.lab.trigger(test.id)).rejects.toThrow(/HTTP 503/);
    service.faults.add('POST', '/v1/lab/trigger_all', { kind: 'reset' });
    await expect(client.lab.triggerAll()).rejects.toThrow(/could not reach the service/);
    expect(service.seen('POST', '/v1/lab/:id/trigger')).toHaveLength(1);
    expect(service.seen('POST', '/v1/lab/trigger_all')).toHaveLength(1);
    expect(client.delays).toEqual([]);
    expect(service.jobs.jobs.size).toBe(jobsBefore);
  });

  it('says 402 is insufficient credits and 403 a read-only account on trigger', async () => {
    const broke = service.lab.addTest(service.accounts.broke.id);
    const error = await clientFor(service, { account: 'broke' })
      .lab.trigger(broke.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toMatch(
      /^trigger Codeless test \(POST \/v1\/lab\/\d+\/trigger\) failed with HTTP 402: insufficient credits\./,
    );
    await expect(clientFor(service, { account: 'readonly' }).lab.triggerAll()).rejects.toThrow(
      'trigger all Codeless tests (POST /v1/lab/trigger_all) failed with HTTP 403: the account is read-only. Service said: "account is read-only"',
    );
  });

  it('triggers every test, with url overriding each base URL for the run', async () => {
    service.lab.addTest(user.id, { url: 'https://a.example.test/' });
    service.lab.addTest(user.id, { url: 'https://b.example.test/' });
    const client = clientFor(service);
    const { job_id } = await client.lab.triggerAll({ url: 'https://pr-7.preview.example.test/' });
    expect(service.lab.runs.filter((r) => r.jobId === job_id).map((r) => r.url)).toEqual([
      'https://pr-7.preview.example.test/',
      'https://pr-7.preview.example.test/',
    ]);
    const plain = await client.lab.triggerAll();
    expect(service.lab.runs.filter((r) => r.jobId === plain.job_id).map((r) => r.url)).toEqual([
      'https://a.example.test/',
      'https://b.example.test/',
    ]);
  });

  it('rejects an acknowledgement without job_id as unreadable', async () => {
    service.faults.add('POST', '/v1/lab/trigger_all', {
      kind: 'status',
      status: 201,
      body: { success: true },
    });
    await expect(clientFor(service).lab.triggerAll()).rejects.toThrow(/could not be read: field "job_id"/);
  });

  it('replaces and lists steps; a replace is safe to repeat after a 503', async () => {
    const test = service.lab.addTest(user.id);
    const client = clientFor(service);
    service.faults.add('POST', '/v1/lab/:id/steps', 503);
    const steps = [
      { command: 'open', target: '/' },
      { command: 'click', target: '#buy' },
    ];
    await expect(client.lab.replaceSteps(test.id, { steps })).resolves.toEqual({ success: true });
    expect(service.seen('POST', '/v1/lab/:id/steps')).toHaveLength(2);
    const page = await client.lab.steps(test.id, { count: 1, offset: 1 });
    expect(page).toEqual({ data: [steps[1]], meta: { offset: 1, count: 1, total: 2 } });
    await expect(client.lab.replaceSteps(test.id, {})).rejects.toThrow(/HTTP 400: the steps are missing/);
  });

  it('stops the in-flight run, on one browser when asked', async () => {
    const test = service.lab.addTest(user.id, { browserIds: [101, 102] });
    const client = clientFor(service);
    await client.lab.trigger(test.id);
    await expect(client.lab.stop(test.id, { browserId: 102 })).resolves.toEqual({ success: true });
    expect(service.lab.stops).toEqual([{ testId: test.id, browserId: 102, runs: 1 }]);
    await client.lab.stop(test.id);
    expect(service.lab.stops[1]).toEqual({ testId: test.id, browserId: undefined, runs: 1 });
    await expect(clientFor(service, { account: 'readonly' }).lab.stop(test.id)).rejects.toThrow(/HTTP 403/);
  });

  it('reads browsers and replaces them with a comma-separated browser_ids', async () => {
    const test = service.lab.addTest(user.id);
    const client = clientFor(service);
    await client.lab.setBrowsers(test.id, [102, 104]);
    const browsers = await client.lab.browsers(test.id);
    expect(browsers.map((b) => b.browser_id)).toEqual([102, 104]);
    expect(browsers[0]).toMatchObject({ selenium_name: 'firefox', version: 127, platform: 'WINDOWS' });
    expect(() => client.lab.setBrowsers(test.id, [])).toThrow(/browser ids must name at least one ID/);
    await expect(client.lab.setBrowsers(test.id, [99])).rejects.toThrow(
      /HTTP 400: the browser IDs are missing or invalid\. Service said: "unknown browser_id 99"/,
    );
  });
});
