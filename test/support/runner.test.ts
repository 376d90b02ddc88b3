import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  CANCEL_LIKE_THE_RUNNER,
  createJob,
  parseKeyValueFile,
  parseWorkflowCommands,
  runAction,
  runMainThenPost,
  startAction,
  StepTimeoutError,
} from './runner.ts';

const fixture = resolve(import.meta.dirname, '../fixtures/file-commands-action');
const seen = (outputs: Record<string, string>) =>
  JSON.parse(outputs.seen ?? '{}') as {
    cwd: string;
    node: string;
    env: Record<string, string>;
    path: string;
    event: unknown;
  };

describe('runAction', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'harness-workspace-'));
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  it('gives the entry the runner environment: inputs, defaults, GITHUB_* and RUNNER_* variables', async () => {
    const result = await runAction({
      action: fixture,
      inputs: { 'tunnel-id': 7, 'with space': true },
      workspace,
      githubApiUrl: 'http://127.0.0.1:4321',
      event: { name: 'pull_request', payload: { pull_request: { number: 12, head: { ref: 'topic' } } } },
    });
    expect(result.conclusion).toBe('success');
    const { cwd, node, env, event } = seen(result.outputs);
    expect(cwd).toBe(workspace);
    expect(node.split('.')[0]).toBe('24');
    expect(env).toMatchObject({
      INPUT_BEHAVIOUR: 'succeed',
      INPUT_GREETING: 'hello',
      'INPUT_TUNNEL-ID': '7',
      INPUT_WITH_SPACE: 'true',
      'INPUT_GITHUB-TOKEN': expect.stringMatching(/^ghs_/),
      GITHUB_WORKSPACE: workspace,
      GITHUB_API_URL: 'http://127.0.0.1:4321',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/12/merge',
      GITHUB_HEAD_REF: 'topic',
      GITHUB_REPOSITORY: 'octo-org/octo-repo',
      GITHUB_RUN_ATTEMPT: '1',
      RUNNER_OS: 'Linux',
    });
    expect(env.INPUT_SECRET).toBeUndefined();
    expect(env.GITHUB_RUN_ID).toMatch(/^\d+$/);
    expect(event).toEqual({
      pull_request: { number: 12, head: { ref: 'topic' } },
    });
    for (const name of ['RUNNER_TEMP', 'RUNNER_TOOL_CACHE', 'GITHUB_WORKFLOW_REF', 'GITHUB_JOB']) {
      expect(env[name], name).toBeTruthy();
    }
    // The job's own folders are gone once the step is over; the test's workspace stays.
    expect(existsSync(env.RUNNER_TEMP ?? '')).toBe(false);
    expect(existsSync(workspace)).toBe(true);
  });

  it('keeps the test process environment out of the step, except PATH and HOME', async () => {
    process.env.CLOUDTEST_KEY_FROM_TEST_PROCESS = 'leaks';
    try {
      const result = await runAction({ action: fixture, env: { FROM_JOB: 'job' } });
      const { env } = seen(result.outputs);
      expect(env.FROM_JOB).toBe('job');
      expect(Object.keys(env)).not.toContain('CLOUDTEST_KEY_FROM_TEST_PROCESS');
    } finally {
      delete process.env.CLOUDTEST_KEY_FROM_TEST_PROCESS;
    }
  });

  it('parses the file commands, both line and heredoc forms', async () => {
    const result = await runAction({ action: fixture, inputs: { greeting: 'hi' } });
    expect(result.outputs).toMatchObject({ greeting: 'hi', multi: 'line one\nline=two' });
    expect(result.state).toEqual({ 'tunnel-id': '42', note: 'saved\nacross' });
    expect(result.env).toEqual({ FROM_MAIN: 'exported' });
    expect(result.path).toEqual(['/opt/fixture/bin']);
    expect(result.summary).toBe('## Fixture summary\n');
  });

  it('parses workflow commands into annotations, debug lines and the shown log', async () => {
    const result = await runAction({ action: fixture, inputs: { secret: 's3cr3t-value' } });
    expect(result.annotations[0]).toEqual({
      level: 'error',
      message: 'first\nsecond 100%',
      title: 'Bad: thing, really',
      file: 'src/a.ts',
      line: 3,
      endLine: 4,
      col: 2,
    });
    expect(result.errors).toEqual(['first\nsecond 100%']);
    expect(result.warnings).toEqual(['a warning']);
    expect(result.notices).toEqual(['a notice']);
    expect(result.annotations[2]?.title).toBe('Note');
    expect(result.debug).toEqual(['a debug line']);
    expect(result.masks).toEqual(['s3cr3t-value']);
    // A mask applies from its line on: what came before it is shown in clear, as on the runner.
    expect(result.log).toContain('before the mask: s3cr3t-value');
    expect(result.log).toContain('after the mask: ***');
    expect(result.log).toContain('A group');
    expect(result.log).toContain('::error::not a command while stopped');
    expect(result.log).toContain('on stderr');
    expect(result.log.join('\n')).not.toContain('a debug line');
    expect(result.stdout).toContain('after the mask: s3cr3t-value');
  });

  it('shows debug lines with step debug logging on', async () => {
    const result = await runAction({ action: fixture, debug: true });
    expect(result.log).toContain('##[debug]a debug line');
    expect(seen(result.outputs).env.RUNNER_DEBUG).toBe('1');
  });

  it('reads the file commands of a failed step too', async () => {
    const result = await runAction({ action: fixture, inputs: { behaviour: 'fail' } });
    expect(result.conclusion).toBe('failure');
    expect(result.exitCode).toBe(1);
    expect(result.outputs.greeting).toBe('hello');
    expect(result.errors).toContain('it failed');
  });

  it('fails the step on a malformed file command and on NODE_OPTIONS in GITHUB_ENV, as the runner does', async () => {
    const bad = await runAction({ action: fixture, inputs: { behaviour: 'bad-output' } });
    expect(bad.conclusion).toBe('failure');
    expect(bad.exitCode).toBe(0);
    expect(bad.errors.at(-1)).toMatch(/file command 'output'.*Matching delimiter not found 'NEVER'/);
    const nodeOptions = await runAction({ action: fixture, inputs: { behaviour: 'node-options' } });
    expect(nodeOptions.conclusion).toBe('failure');
    expect(nodeOptions.env).toEqual({ FROM_MAIN: 'exported' });
  });

  it('rejects an input the action does not declare', async () => {
    await expect(runAction({ action: fixture, inputs: { 'no-such-input': 'x' } })).rejects.toThrow(
      /no input named no-such-input/,
    );
  });

  it('runs the post stage with the STATE_* values it is given', async () => {
    const result = await runAction({ action: fixture, stage: 'post', state: { 'tunnel-id': '9' } });
    expect(result.outputs['state-tunnel-id']).toBe('9');
    expect(result.warnings).toEqual(['post ran']);
  });

  it('kills a step past its time limit and says so with its output', async () => {
    const error = await runAction({ action: fixture, inputs: { behaviour: 'hang' }, timeoutMs: 1000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StepTimeoutError);
    expect((error as Error).message).toMatch(/did not finish within 1000 ms[\s\S]*a warning/);
  });
});

describe.skipIf(!CANCEL_LIKE_THE_RUNNER)('cancelling', () => {
  it('sends SIGINT, then SIGTERM when the step carries on', async () => {
    const result = await runAction({
      action: fixture,
      inputs: { behaviour: 'ignore-sigint' },
      cancel: { when: /waiting for a signal/, sigtermAfterMs: 200 },
    });
    expect(result.conclusion).toBe('cancelled');
    expect(result.log).toEqual(expect.arrayContaining(['got SIGINT, carrying on', 'got SIGTERM, stopping']));
    expect(result.exitCode).toBe(1);
  });

  it('lets a test cancel a running step by hand', async () => {
    const step = startAction({ action: fixture, inputs: { behaviour: 'hang' } });
    await step.waitForOutput(/a warning/);
    step.cancel();
    const result = await step.result;
    expect(result.conclusion).toBe('cancelled');
    expect(result.signal).toBe('SIGINT');
  });
});

describe('runMainThenPost and jobs', () => {
  it('hands main state (names as saved), exported variables and PATH to the post step', async () => {
    const { main, post } = await runMainThenPost({ action: fixture });
    expect(main.conclusion).toBe('success');
    expect(post?.outputs).toMatchObject({
      'state-tunnel-id': '42',
      'state-note': 'saved\nacross',
      'from-main': 'exported',
      'first-path': '/opt/fixture/bin',
    });
  });

  it('runs post after a failed main', async () => {
    const { main, post } = await runMainThenPost({ action: fixture, inputs: { behaviour: 'fail' } });
    expect(main.conclusion).toBe('failure');
    expect(post?.conclusion).toBe('success');
    expect(post?.outputs['state-tunnel-id']).toBe('42');
  });

  it('runs post after a cancelled main', async () => {
    const { main, post, job } = await runMainThenPost({
      action: fixture,
      inputs: { behaviour: 'hang' },
      cancel: { when: /a warning/ },
    });
    expect(main.conclusion).toBe('cancelled');
    expect(job.status).toBe('cancelled');
    expect(post?.warnings).toEqual(['post ran']);
  });

  it('shares ids and masks across the steps of a job and runs posts last-registered first', async () => {
    using job = createJob();
    const first = await job.step({ action: fixture, inputs: { secret: 'job-wide' } });
    const second = await job.step({
      action: fixture,
      inputs: { secret: 'job-wide' },
      env: { FROM_STEP: 'step' },
    });
    expect(first.log).toContain('before the mask: job-wide');
    // The first step's mask is in force from the start of the second.
    expect(second.log).toContain('before the mask: ***');
    expect(seen(second.outputs).env.GITHUB_RUN_ID).toBe(seen(first.outputs).env.GITHUB_RUN_ID);
    expect(seen(second.outputs).env.FROM_MAIN).toBe('exported');
    expect(seen(second.outputs).env.FROM_STEP).toBe('step');
    const posts = await job.finish();
    expect(posts.map((post) => post.outputs['from-step'])).toEqual(['step', '']);
    expect(await job.finish()).toEqual([]);
  });
});

describe('parsers', () => {
  it('reads name=value before a later <<, and heredocs whose values hold =', () => {
    expect(parseKeyValueFile('a=b<<c\nd<<X\ne=f\nX\n\n')).toEqual({ a: 'b<<c', d: 'e=f' });
    expect(() => parseKeyValueFile('=value')).toThrow(/name is empty/);
    expect(() => parseKeyValueFile('just text')).toThrow(/Invalid format/);
  });

  it('reads the CRLF lines @actions/core writes on Windows as the LF ones', () => {
    const crlf = 'id=42\r\nnotes<<ghadelimiter_1\r\nfirst\r\nsecond\r\nghadelimiter_1\r\n';
    expect(parseKeyValueFile(crlf)).toEqual({ id: '42', notes: 'first\nsecond' });
    expect(parseKeyValueFile(crlf)).toEqual(parseKeyValueFile(crlf.replaceAll('\r\n', '\n')));
  });

  it('masks the longest secret first and ignores empty masks', () => {
    const parsed = parseWorkflowCommands(['::add-mask::ab', '::add-mask::abcd', '::add-mask:: ', 'abcd ab']);
    expect(parsed.masks).toEqual(['ab', 'abcd']);
    expect(parsed.log).toEqual(['*** ***']);
  });
});
