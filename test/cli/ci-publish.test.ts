// The publisher carries a writer's output out: lines to the log, files to disk, and buildkite-agent run
// (a stand-in script on the PATH that records what it was given) with the annotation on its input.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { CiName } from '../../src/cli/ci/detect.ts';
import { ciPublisher, type PublishPlace, publishToCi } from '../../src/cli/ci/publish.ts';
import type { CiReport } from '../../src/cli/ci/report.ts';
import { Terminal } from '../../src/cli/terminal.ts';
import { DEFAULT_EVIDENCE_OPTIONS } from '../../src/report/types.ts';
import { parseQuarantine } from '../../src/report/value/quarantine.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { shortHash } from '../../src/text/slug.ts';

const work = mkdtempSync(join(tmpdir(), 'cloudtest-publish-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const REPORT: CiReport = {
  checkName: 'Cloud tests (e2e)',
  title: '1 of 2 tests failed',
  reference: 'shop-310-1-e2e',
  conclusion: 'failure',
  counts: { total: 2, passed: 1, failed: 1, unknown: 0, flaky: 0 },
  failed: [{ name: 'Checkout', outcome: 'failed', message: 'Timed out after token-0123456789' }],
  unknown: [],
  flaky: [],
  recorded: [],
  linked: { failed: false, unknown: false, flaky: false },
};

function place(ci: CiName, env: Record<string, string>): PublishPlace & { stderr: () => string } {
  let stderr = '';
  const terminal = new Terminal({
    stdout: { write: () => true },
    stderr: { write: (s: string) => (stderr += s) },
    ci,
    verbose: false,
    live: false,
  });
  terminal.setSecret('token-0123456789');
  return { ci, terminal, env, clock: systemClock, cwd: join(work, ci), stderr: () => stderr };
}

/** A `buildkite-agent` that writes its arguments and standard input to `record`. */
function standInAgent(record: string): string {
  const bin = join(work, 'bin');
  mkdirSync(bin, { recursive: true });
  const script = join(bin, 'buildkite-agent');
  writeFileSync(
    script,
    `#!${process.execPath}\nconst input = require('fs').readFileSync(0, 'utf8');\nrequire('fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), input }));\n`,
  );
  chmodSync(script, 0o755);
  return bin;
}

describe.skipIf(process.platform === 'win32')('publishToCi on Buildkite', () => {
  it('runs buildkite-agent annotate with the markdown on its input, secrets redacted', async () => {
    const record = join(work, 'agent.json');
    const bin = standInAgent(record);
    const where = place('buildkite', {
      PATH: [bin, dirname(process.execPath)].join(delimiter),
      BUILDKITE: 'true',
    });
    await publishToCi(REPORT, where);
    const agent = JSON.parse(readFileSync(record, 'utf8')) as { args: string[]; input: string };
    expect(agent.args).toEqual([
      'annotate',
      '--style',
      'error',
      '--context',
      `cloudtest-cloud-tests-e2e-${shortHash('Cloud tests (e2e)')}`,
    ]);
    expect(agent.input).toContain('Checkout');
    expect(agent.input).not.toContain('token-0123456789');
    expect(where.stderr()).toMatch(/^\+\+\+ Cloud tests \(e2e\): 1 of 2 tests failed$/m);
  });

  it('says so and goes on when the agent is not on the PATH', async () => {
    const where = place('buildkite', { PATH: join(work, 'empty') });
    await publishToCi(REPORT, where);
    expect(where.stderr()).toContain('buildkite-agent is not on the PATH: the log above has the report.');
  });
});

describe('publishToCi writes the files the CI collects', () => {
  it('GitLab: the annotations report under the working directory, and where JUnit goes', async () => {
    const where = place('gitlab', {});
    const { junitFile } = await publishToCi(REPORT, where);
    expect(junitFile).toBe(join(work, 'gitlab', 'cloudtest-reports', 'junit.xml'));
    expect(
      JSON.parse(readFileSync(join(work, 'gitlab', 'cloudtest-reports', 'annotations.json'), 'utf8')),
    ).toEqual({
      'Cloud tests (e2e)': [],
    });
  });

  it.skipIf(process.platform === 'win32')(
    'never writes through a link a pull request committed at a file or its folder',
    async () => {
      const victim = join(work, 'victim.txt');
      writeFileSync(victim, 'untouched\n');
      const linked = place('gitlab', {});
      mkdirSync(join(linked.cwd, 'cloudtest-reports'), { recursive: true });
      const annotations = join(linked.cwd, 'cloudtest-reports', 'annotations.json');
      rmSync(annotations, { force: true });
      symlinkSync(victim, annotations);
      await publishToCi(REPORT, linked);
      expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
      expect(lstatSync(annotations).isSymbolicLink()).toBe(false);
      expect(JSON.parse(readFileSync(annotations, 'utf8'))).toEqual({ 'Cloud tests (e2e)': [] });

      const elsewhere = join(work, 'elsewhere');
      mkdirSync(elsewhere, { recursive: true });
      const folderLinked = { ...place('gitlab', {}), cwd: join(work, 'gitlab-folder-link') };
      mkdirSync(folderLinked.cwd, { recursive: true });
      symlinkSync(elsewhere, join(folderLinked.cwd, 'cloudtest-reports'));
      await publishToCi(REPORT, folderLinked);
      expect(readdirSync(elsewhere)).toEqual([]);
      expect(folderLinked.stderr()).toMatch(/Could not write .*annotations\.json: .*is a symbolic link/);
    },
  );

  it("GitHub: appends to the step's summary", async () => {
    const summary = join(work, 'summary.md');
    writeFileSync(summary, 'earlier step\n');
    await publishToCi(REPORT, place('github', { GITHUB_STEP_SUMMARY: summary }));
    expect(readFileSync(summary, 'utf8')).toMatch(/^earlier step\n## ❌ Cloud tests/);
  });
});

describe('ciPublisher: the host publisher the reporting core calls', () => {
  const input = {
    checkName: 'Cloud tests (e2e)',
    externalId: 'job-42',
    title: '1 of 2 tests failed',
    entries: [
      { name: 'Login', outcome: 'passed' as const },
      { name: 'Checkout', outcome: 'failed' as const, message: 'Timed out' },
    ],
  };

  it('shows the report the CI way and writes the JUnit file where GitLab reads it', async () => {
    const where = place('gitlab', { GITLAB_CI: 'true', CI_JOB_ID: '7', RUNNER_TEMP: join(work, 'tmp') });
    const published = await ciPublisher(where).publish(input);
    expect(published).toMatchObject({ conclusion: 'failure', counts: { total: 2, failed: 1 } });
    expect(published.junitFile).toMatch(new RegExp(`^${join(work, 'gitlab', 'cloudtest-reports')}`));
    expect(readFileSync(published.junitFile ?? '', 'utf8')).toContain('Checkout');
    // No --ctrf: no CTRF file, no report file in a temporary folder, and the tests' spill removed.
    expect(published.ctrfFile).toBeUndefined();
    expect(existsSync(join(work, 'tmp', 'cloudtest-reports'))).toBe(false);
    expect(readdirSync(join(work, 'tmp', 'cloudtest-tests'))).toEqual([]);
    expect(where.stderr()).toContain('Checkout');
  });

  it('writes the JUnit and CTRF files where the options name them', async () => {
    const where = place('local', { RUNNER_TEMP: join(work, 'tmp') });
    const junitFile = join(work, 'local-out', 'results.xml');
    const ctrfFile = join(work, 'local-out', 'results.json');
    const published = await ciPublisher(where).publish(input, {
      prComment: 'off',
      junitFile,
      ctrfFile,
      downloadAssets: 'off',
      compare: { kind: 'off' },
      failOn: 'failures',
      failOnFlaky: false,
      failOnEmpty: true,
      failOnUnknown: true,
    });
    expect(published).toMatchObject({ junitFile, ctrfFile, conclusion: 'failure' });
    expect(JSON.parse(readFileSync(ctrfFile, 'utf8'))).toMatchObject({ results: { summary: { failed: 1 } } });
  });

  it('quarantines as on GitHub: the listed failure exits 0, said in the log, and counts in quarantined', async () => {
    const where = place('local', { RUNNER_TEMP: join(work, 'tmp') });
    const list = parseQuarantine('- test: Checkout\n  reason: sandbox times out\n', 'q.yml');
    const quarantine = { list, auto: 0 };
    const published = await ciPublisher(where).publish(input, { ...DEFAULT_EVIDENCE_OPTIONS, quarantine });
    expect(published).toMatchObject({ conclusion: 'success', blocks: false, quarantined: 1 });
    expect(published.blockNote).toBe('it is quarantined, so the step passes');
    expect(where.stderr()).toContain(
      'Quarantined, so failing neither the step nor the check: 1 failed test: Checkout (sandbox times out; line 1).',
    );
    // Another test's failure is never excused.
    const other = parseQuarantine('- test: Login\n', 'q.yml');
    const failing = await ciPublisher(where).publish(input, {
      ...DEFAULT_EVIDENCE_OPTIONS,
      quarantine: { list: other, auto: 0 },
    });
    expect(failing).toMatchObject({ conclusion: 'failure', blocks: true, quarantined: 0 });
  });

  it("on a pull request's run, the workspace's copy is the pull request's own: not applied, said", async () => {
    const where = place('local', { RUNNER_TEMP: join(work, 'tmp') });
    const list = parseQuarantine('- test: Checkout\n', 'q.yml');
    // As the inputs leave it on a pull_request event: the workspace's copy, no list that decides.
    const workspace = { file: 'q.yml', given: true, repoPath: 'q.yml', list, checkout: true };
    const published = await ciPublisher(where).publish(input, {
      ...DEFAULT_EVIDENCE_OPTIONS,
      quarantine: { auto: 0, workspace },
    });
    expect(published).toMatchObject({ conclusion: 'failure', blocks: true, quarantined: 0 });
    expect(where.stderr()).toContain("q.yml here is the pull request's own copy");
  });
});
