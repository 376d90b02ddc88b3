// Hostile text from the service, and a hostile file name in the workspace, through the actions' `run`
// with the real runner logger (coreLogger, as the runtime gives it) writing to a captured stdout that is
// read as the runner reads it: nothing the text holds becomes a workflow command (an output, state, a
// mask, a variable, an annotation of its own, a pause of command processing), and nothing the job
// summary or the check run shows from it renders as a link, image, HTML or mention. Runs the source,
// so no rebuild of dist/ is needed.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { InputsSchema as AnnotateSchema } from '../../src/actions/annotate-build/inputs.ts';
import { INPUT_NAMES as ANNOTATE_INPUTS } from '../../src/actions/annotate-build/names.ts';
import { run as annotateBuild } from '../../src/actions/annotate-build/run.ts';
import { run as startTunnel } from '../../src/actions/start-tunnel/run.ts';
import { InputsSchema as UploadSchema } from '../../src/actions/upload-app/inputs.ts';
import { INPUT_NAMES as UPLOAD_INPUTS } from '../../src/actions/upload-app/names.ts';
import { run as uploadApp } from '../../src/actions/upload-app/run.ts';
import { run as waitForJob } from '../../src/actions/wait-for-job/run.ts';
import { coreLogger } from '../../src/runtime/github/logger.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import type { Logger } from '../../src/runtime/types.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { inputs as tunnelInputs, tunnelContext } from '../actions/start-tunnel-context.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import { zipOf } from '../support/app-file.ts';
import { testContext } from '../support/context.ts';
import { parseWorkflowCommands, RUNNER_LINE_BREAK } from '../support/runner.ts';
import { clientFor, useFakeGitHub, useFakeService } from '../support/service.ts';
import { removeScratchFolders } from '../support/tunnel-client.ts';
import { expectShownAsText, HOSTILE, record } from './support.ts';

const service = useFakeService();
const github = useFakeGitHub();
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hostile-log-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  removeScratchFolders();
});

/**
 * Runs `work` with `ctx.log` writing through coreLogger (and still recorded), and returns what reached
 * stdout, read as the runner reads it, with the number of annotations our code made.
 */
async function throughRunnerLog(
  ctx: { log: Logger; lines: { level: string }[] },
  work: () => Promise<unknown>,
) {
  const recorded = ctx.log;
  const levels = ['debug', 'info', 'warning', 'error', 'notice'] as const;
  ctx.log = Object.fromEntries(
    levels.map((level) => [
      level,
      (message: string, place?: Parameters<Logger['warning']>[1]) => {
        recorded[level](message, place);
        coreLogger[level](message, place);
      },
    ]),
  ) as unknown as Logger;
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await work().catch((error: unknown) => error);
  } finally {
    spy.mockRestore();
    ctx.log = recorded;
  }
  const stdout = chunks.join('');
  const ours = ctx.lines.filter((l) => ['warning', 'error', 'notice'].includes(l.level)).length;
  return { stdout, ours, parsed: parseWorkflowCommands(stdout.split(RUNNER_LINE_BREAK)) };
}

/** The hostile text was printed, and the runner would have obeyed none of it. */
function expectNothingObeyed(log: Awaited<ReturnType<typeof throughRunnerLog>>, printed = true): void {
  if (printed) expect(log.stdout).toContain('PWNED');
  const names = new Set(log.parsed.commands.map((c) => c.name));
  expect([...names].filter((n) => !['debug', 'warning', 'error', 'notice'].includes(n))).toEqual([]);
  expect(log.parsed.annotations).toHaveLength(log.ours);
  expect(log.parsed.annotations.filter((a) => a.title === 'PWNED')).toEqual([]);
  // The older `##[command]` form is read anywhere in a line that is not a `::` command already.
  const plain = log.stdout.split(RUNNER_LINE_BREAK).filter((l) => !l.trim().startsWith('::'));
  expect(plain.filter((l) => l.includes('##['))).toEqual([]);
}

describe('hostile service text through the runner log', () => {
  it('test names and messages (annotate-build): annotated and summarized, never obeyed or rendered', async () => {
    const build = `hostile-${Date.now()}`;
    service.tests.seedBuild(service.accounts.user, build, [
      { name: `login ${HOSTILE}`, success: false, status_message: `failed: ${HOSTILE}` },
      { name: `search ${HOSTILE}`, success: true, status_message: HOSTILE },
    ]);
    const read = (token: string) =>
      readInputs(
        ANNOTATE_INPUTS,
        AnnotateSchema,
        (name) => ({ build, 'wait-seconds': '0', 'github-token': token })[name] ?? '',
      );
    for (const token of ['ghs_token', '']) {
      // With a token: the check run; without: annotations through workflow commands.
      using runner = runnerEnv(github);
      const ctx = codelessContext(service, { env: runner.env });
      const log = await throughRunnerLog(ctx, () => annotateBuild(read(token), ctx));
      // Only the annotations made without a check run print the tests' text in the log.
      expectNothingObeyed(log, !token);
      expectShownAsText(runner.summary());
      if (!token) expect(log.parsed.annotations.length).toBeGreaterThan(0);
    }
    expectShownAsText([...github.checkRuns.values()].at(-1)?.output.summary ?? '');
    record({
      action: 'annotate-build',
      category: 'hostile text',
      case: 'test names and messages, through the run function',
      outcome: 'shown as text',
    });
  });

  it("job errors, dates and a failed poll's error body (wait-for-job): logged and summarized as text", async () => {
    const job = service.jobs.create(
      service.accounts.user.id,
      [70_001],
      [
        {
          status: 'FINISHED',
          afterPolls: 1,
          success: false,
          errors: [{ test_id: 70_001, test_name: HOSTILE, message: HOSTILE, browser: HOSTILE }],
        },
      ],
    );
    Object.assign(job, { created_at: HOSTILE });
    // Enough failures for the transport's retries and then a warning and an "again" line in the log.
    const failure = { kind: 'status' as const, status: 500, body: { error: HOSTILE } };
    service.faults.add('GET', '/v1/jobs/:id', ...Array.from({ length: 12 }, () => failure));
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const inputs = {
      jobId: job.id,
      timeoutSeconds: 3600,
      pollIntervalSeconds: 5,
      failOnFailure: true,
      report: true,
      checkName: undefined,
      githubToken: 'ghs_token',
    };
    const log = await throughRunnerLog(ctx, () => waitForJob(inputs, ctx));
    expectNothingObeyed(log);
    expectShownAsText(runner.summary());
    record({
      action: 'wait-for-job',
      category: 'hostile text',
      case: 'job errors, dates and an error body, through the run function',
      outcome: 'shown as text',
    });
  });

  it("a workspace file name and the stored app's file name and type (upload-app): logged as text", async () => {
    const cwd = await mkdtemp(join(root, 'ws-'));
    const name = 'x\n::set-output name=evil::PWNED\n.apk';
    await mkdir(cwd, { recursive: true });
    await writeFile(join(cwd, name), zipOf([{ name: 'a', data: Buffer.from('app') }]));
    service.faults.add('POST', '/v1/storage', {
      kind: 'status',
      status: 200,
      body: { app_url: 'cloud://abc123', filename: HOSTILE, type: HOSTILE },
    });
    const ctx = testContext({ client: clientFor(service) });
    const inputs = readInputs(UPLOAD_INPUTS, UploadSchema, (n) => ({ file: '*.apk' })[n] ?? '');
    const log = await throughRunnerLog(ctx, () => uploadApp(inputs, ctx, { cwd }));
    expectNothingObeyed(log);
    expect(log.stdout).toContain(':\u200b:set-output');
    record({
      action: 'upload-app',
      category: 'hostile text',
      case: 'file names and type, through the run function',
      outcome: 'shown as text',
    });
  });

  it("a tunnel's identifier and state (start-tunnel): logged as text", async () => {
    const tunnel = {
      id: 424_242,
      state: HOSTILE,
      launched: '2026-01-01T00:00:00Z',
      tunnel_id: 't',
      identifier: HOSTILE,
      metadata: {},
    };
    service.faults.add('POST', '/v1/tunnel/create', { kind: 'status', status: 201, body: tunnel });
    service.faults.always('GET', '/v1/tunnel/:id', { kind: 'status', status: 200, body: tunnel });
    const ctx = tunnelContext(service);
    ctx.timing = { pollIntervalMs: 1_000 };
    try {
      const log = await throughRunnerLog(ctx, () => startTunnel(tunnelInputs({ 'ready-timeout': '2' }), ctx));
      expectNothingObeyed(log);
    } finally {
      service.faults.clear();
    }
    record({
      action: 'start-tunnel',
      category: 'hostile text',
      case: "a tunnel's identifier and state, through the run function",
      outcome: 'shown as text',
    });
  });
});
