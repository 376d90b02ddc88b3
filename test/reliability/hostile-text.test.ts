// Text from a hostile service, or a hostile file name in the workspace, through the committed dist/ as
// the runner runs it: nothing it holds becomes a workflow command (an output, state, a mask, an
// annotation of its own, a variable), and nothing renders as a link, image, HTML or mention in the job
// summary or the check run. Each field is printed somewhere: test names and messages in annotations and
// the summary, job errors and a failed poll's error body in the log, a tunnel's state, a stored app's
// file name and type.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeGitHub } from '../fake-github/server.ts';
import { device } from '../fake-service/routes/platform.ts';
import type { FakeService } from '../fake-service/server.ts';
import { zipOf } from '../support/app-file.ts';
import type { StepResult } from '../support/runner.ts';
import { expectShownAsText, HOSTILE, jobAgainst, record, withService } from './support.ts';

const github = new FakeGitHub();
beforeAll(() => github.start());
afterAll(() => github.stop());

/** Commands the text itself would have made the runner obey; ours are all known by name. */
const OURS = new Set(['add-mask', 'debug', 'error', 'warning', 'notice', 'group', 'endgroup']);

function expectNothingObeyed(step: StepResult, outputs: string[]): void {
  expect(step.commands.filter((c) => !OURS.has(c.name)).map((c) => c.name)).toEqual([]);
  expect(step.commands.filter((c) => c.name === 'add-mask' && c.message === 'a')).toEqual([]);
  expect(step.annotations.filter((a) => a.title === 'PWNED')).toEqual([]);
  expect(Object.keys(step.outputs).sort()).toEqual([...outputs].sort());
  expect(Object.keys(step.state)).not.toContain('client-pid');
  expect(JSON.stringify([step.outputs, step.state, step.env])).not.toContain('PWNED');
}

function jobFor(service: FakeService) {
  return jobAgainst(service, { githubApiUrl: github.url });
}

describe('hostile text', () => {
  it('in test names and messages (annotate-build): shown in annotations and the summary, never obeyed or rendered', () =>
    withService(async (service) => {
      service.tests.seedBuild(service.accounts.user, 'nightly', [
        { name: `login ${HOSTILE}`, success: false, status_message: `failed: ${HOSTILE}` },
        { name: `search ${HOSTILE}` },
      ]);
      using job = jobFor(service);
      const step = await job.step({
        action: 'annotate-build',
        inputs: { build: 'nightly', 'wait-seconds': '0' },
      });
      expect(step.conclusion).toBe('failure');
      expectNothingObeyed(step, [
        'total',
        'passed',
        'failed',
        'unknown',
        'conclusion',
        'check-run-id',
        'check-run-url',
        'junit-file',
        'ctrf-file',
        'assets-dir',
        'new-failures',
        'fixed',
        'flaky',
        'compared-to',
        'quarantined',
        'vm-seconds',
        'device-seconds',
      ]);
      expectShownAsText(step.summary);
      const run = [...github.checkRuns.values()].at(-1);
      expectShownAsText(run?.output.summary ?? '');
      record({
        action: 'annotate-build',
        category: 'hostile text',
        case: 'test names and messages',
        outcome: 'shown as text',
      });
    }));

  it("in a failed poll's error body (wait-for-job): logged, never obeyed", () =>
    withService(async (service) => {
      const job = service.jobs.create(
        service.accounts.user.id,
        [1],
        [
          { status: 'RUNNING', afterPolls: 1 },
          { status: 'FINISHED', afterPolls: 1 },
        ],
      );
      const hostile500 = { kind: 'status', status: 500, body: { error: HOSTILE } } as const;
      // Two polls in a row fail through every attempt: the second's error, the service's words, is a
      // plain log line ("failed again").
      service.faults.add('GET', '/v1/jobs/:id', 'pass', ...Array<typeof hostile500>(8).fill(hostile500));
      using runner = jobFor(service);
      const step = await runner.step({
        action: 'wait-for-job',
        inputs: { 'job-id': String(job.id), 'poll-interval': '1', report: 'false' },
      });
      expect(step.stdout).toContain('PWNED');
      expectNothingObeyed(step, [
        'status',
        'success',
        'test-ids',
        'failed-count',
        'check-run-url',
        'junit-file',
        'ctrf-file',
        'assets-dir',
        'new-failures',
        'fixed',
        'flaky',
        'compared-to',
        'quarantined',
        'vm-seconds',
        'device-seconds',
      ]);
      record({
        action: 'wait-for-job',
        category: 'hostile text',
        case: "a failed poll's error body",
        outcome: 'shown as text',
      });
    }));

  it("in a stored app's file name and type, and a file name in the workspace (upload-app): never obeyed", () =>
    withService(async (service) => {
      using job = jobFor(service);
      const name = 'x\n::set-output name=evil::PWNED\n.apk';
      writeFileSync(join(job.workspace, name), zipOf([{ name: 'a', data: Buffer.from('app') }]));
      service.faults.add('POST', '/v1/storage', {
        kind: 'status',
        status: 200,
        body: { app_url: 'cloud://abc123', filename: HOSTILE, type: HOSTILE },
      });
      const step = await job.step({ action: 'upload-app', inputs: { file: name } });
      expect(step.conclusion).toBe('success');
      expect(step.stdout).toContain('PWNED');
      expectNothingObeyed(step, ['app-url', 'app-key']);
      record({
        action: 'upload-app',
        category: 'hostile text',
        case: 'file names, stored file name and type',
        outcome: 'shown as text',
      });
    }));

  it("in a tunnel's state (start-tunnel): logged, never obeyed; post trusts none of it", () =>
    withService(async (service) => {
      using job = jobFor(service);
      service.faults.always('GET', '/v1/tunnel/:id', {
        kind: 'status',
        status: 200,
        body: {
          id: 1,
          state: HOSTILE,
          launched: '2026-01-01T00:00:00Z',
          tunnel_id: 't',
          identifier: 'ci',
          metadata: {},
        },
      });
      const step = await job.step({ action: 'start-tunnel', inputs: { 'ready-timeout': '2' } });
      expect(step.stdout).toContain('PWNED');
      expect(step.commands.filter((c) => !OURS.has(c.name)).map((c) => c.name)).toEqual([]);
      expect(Object.keys(step.state)).not.toContain('client-pid');
      record({
        action: 'start-tunnel',
        category: 'hostile text',
        case: "a tunnel's state",
        outcome: 'shown as text',
      });
    }));

  it('in device names and versions (list-devices): data in the matrix, text in the log and the summary', () =>
    withService(async (service) => {
      service.platform.setDevices([
        device(51, `Pixel ${HOSTILE}`, 'm', 'Google', 'Android', `14 ${HOSTILE}`, '6', '1x1'),
      ]);
      using job = jobFor(service);
      const step = await job.step({ action: 'list-devices' });
      expect(step.conclusion).toBe('success');
      expect(step.stdout).toContain('PWNED');
      expect(step.commands.filter((c) => !OURS.has(c.name)).map((c) => c.name)).toEqual([]);
      expect(step.annotations).toEqual([]);
      expect(step.state).toEqual({});
      expect(step.env).toEqual({ CLOUDTEST_BUILD: expect.any(String) });
      // The matrix hands the service's words on as they are: a test asks for the device by its name.
      expect(Object.keys(step.outputs).sort()).toEqual(['count', 'matrix']);
      expect(JSON.parse(step.outputs.matrix ?? '')).toEqual([
        { name: `Pixel ${HOSTILE}`, platform_name: 'Android', platform_version: `14 ${HOSTILE}`, id: 51 },
      ]);
      expectShownAsText(step.summary);
      record({
        action: 'list-devices',
        category: 'hostile text',
        case: 'device names and versions',
        outcome: 'shown as text',
      });
    }));
});
