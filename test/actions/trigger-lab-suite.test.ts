import { beforeEach, describe, expect, it } from 'vitest';

import { InputsSchema } from '../../src/actions/trigger-lab-suite/inputs.ts';
import { main } from '../../src/actions/trigger-lab-suite/main.ts';
import { INPUT_NAMES } from '../../src/actions/trigger-lab-suite/names.ts';
import { run } from '../../src/actions/trigger-lab-suite/run.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import { useFakeService } from '../support/service.ts';
import { codelessContext, runEntry } from './codeless-context.ts';

const service = useFakeService();
const user = service.accounts.user;
beforeEach(() => {
  service.lab.triggers.length = 0;
});

const read = (raw: Record<string, string>) =>
  readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? (name === 'all' ? 'false' : ''));

describe('trigger-lab-suite inputs', () => {
  it('reads each trigger form', () => {
    expect(read({ 'suite-id': '12' })).toEqual({
      target: { kind: 'suite', id: 12 },
      waitForCapacitySeconds: 0,
    });
    expect(read({ 'test-id': ' 7 ' })).toEqual({
      target: { kind: 'test', id: 7 },
      waitForCapacitySeconds: 0,
    });
    expect(read({ all: 'true' })).toEqual({
      target: { kind: 'all', url: undefined },
      waitForCapacitySeconds: 0,
    });
    expect(read({ all: 'true', url: 'https://pr-9.preview.example.test' })).toEqual({
      target: { kind: 'all', url: 'https://pr-9.preview.example.test' },
      waitForCapacitySeconds: 0,
    });
    expect(read({ 'suite-id': '12', 'wait-for-capacity': '300' }).waitForCapacitySeconds).toBe(300);
    expect(() => read({ 'suite-id': '12', 'wait-for-capacity': '-1' })).toThrow(
      'Input "wait-for-capacity" must be a whole number of seconds from 0 to 432000, got "-1"',
    );
  });

  it('wants exactly one of suite-id, test-id and all, naming the inputs', () => {
    expect(() => read({})).toThrow('Give one of the inputs "suite-id", "test-id" or "all: true".');
    expect(() => read({ 'suite-id': '1', 'test-id': '2' })).toThrow(
      'Input "test-id" cannot be combined with "suite-id": give exactly one of "suite-id", "test-id" and "all"',
    );
    expect(() => read({ 'test-id': '2', all: 'true' })).toThrow(
      /Input "all" cannot be combined with "test-id"/,
    );
  });

  it('allows url only with all, and only an http(s) URL', () => {
    expect(() => read({ 'suite-id': '1', url: 'https://x.example.test' })).toThrow(
      'Input "url" is only allowed with "all: true" (a suite or a single test runs on its own URLs)',
    );
    expect(() => read({ 'test-id': '1', url: 'https://x.example.test' })).toThrow(
      /Input "url" is only allowed/,
    );
    expect(() => read({ all: 'true', url: 'ftp://x.example.test' })).toThrow(
      'Input "url" must be an http(s):// URL',
    );
    expect(() => read({ 'suite-id': 'twelve' })).toThrow(/Input "suite-id" must be a positive whole number/);
  });
});

describe('trigger-lab-suite', () => {
  it('triggers a suite and outputs the job to wait for', async () => {
    const test = service.lab.addTest(user.id);
    const suite = service.labsuites.addSuite(user.id, { testIds: [test.id] });
    const ctx = codelessContext(service);
    const result = await run({ target: { kind: 'suite', id: suite.id } }, ctx);
    const [trigger] = service.lab.triggers;
    expect(trigger).toMatchObject({ kind: 'suite', id: suite.id });
    expect(result).toEqual({ outputs: { 'job-id': String(trigger?.jobId) } });
    expect(ctx.messages('info')).toEqual([`Triggered Codeless suite ${suite.id}: job ${trigger?.jobId}.`]);
  });

  it('triggers one test', async () => {
    const test = service.lab.addTest(user.id);
    const result = await run({ target: { kind: 'test', id: test.id } }, codelessContext(service));
    expect(service.lab.triggers).toEqual([
      { kind: 'test', id: test.id, jobId: Number(result.outputs['job-id']) },
    ]);
  });

  it('triggers every test with the preview URL overriding each test URL', async () => {
    service.lab.addTest(user.id, { url: 'https://shop.example.test/' });
    const url = 'https://pr-9.preview.example.test/';
    const result = await run({ target: { kind: 'all', url } }, codelessContext(service));
    const jobId = Number(result.outputs['job-id']);
    const urls = service.lab.runs.filter((r) => r.jobId === jobId).map((r) => r.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set([url]));
  });

  it('says 402 is insufficient credits and 403 a read-only account', async () => {
    const broke = service.labsuites.addSuite(service.accounts.broke.id);
    await expect(
      run({ target: { kind: 'suite', id: broke.id } }, codelessContext(service, { account: 'broke' })),
    ).rejects.toThrow(
      `trigger Codeless suite (POST /v1/labsuites/${broke.id}/trigger) failed with HTTP 402: insufficient credits. Service said: "insufficient credits"`,
    );
    await expect(
      run({ target: { kind: 'all' } }, codelessContext(service, { account: 'readonly' })),
    ).rejects.toThrow(/HTTP 403: the account is read-only/);
  });

  it('sends the trigger once: a lost answer is reported, never repeated', async () => {
    const test = service.lab.addTest(user.id);
    service.faults.add('POST', '/v1/lab/:id/trigger', { kind: 'reset' });
    await expect(run({ target: { kind: 'test', id: test.id } }, codelessContext(service))).rejects.toThrow(
      /could not reach the service.*A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started/,
    );
    service.faults.add('POST', '/v1/lab/:id/trigger', 503);
    await expect(run({ target: { kind: 'test', id: test.id } }, codelessContext(service))).rejects.toThrow(
      /HTTP 503.*A trigger is never sent twice/,
    );
    expect(service.seen('POST', '/v1/lab/:id/trigger')).toHaveLength(2);
  });

  it('as an entry: refuses url with a suite before any request, and writes job-id', async () => {
    const refused = await runEntry(main, {
      inputs: { 'suite-id': '41', url: 'https://pr-9.preview.example.test', all: 'false' },
      settings: service.settingsFor(),
    });
    expect(refused.failed).toBe(true);
    expect(refused.stdout).toContain('::error::Input "url" is only allowed with "all: true"');
    expect(service.requests).toEqual([]);

    const test = service.lab.addTest(user.id);
    const done = await runEntry(main, {
      inputs: { 'test-id': String(test.id), all: 'false' },
      settings: service.settingsFor(),
    });
    expect(done.failed).toBe(false);
    expect(done.outputs).toEqual({ 'job-id': String(service.lab.triggers[0]?.jobId) });
  });
});
