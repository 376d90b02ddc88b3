// The command's output: results alone on standard output, log lines in the CI's form on standard
// error, secrets redacted from both, and what libraries print diverted from standard output.
/* eslint-disable no-control-regex -- GitLab's log sections and a terminal's escapes are control characters */
import { describe, expect, it } from 'vitest';

import type { CiName } from '../../src/cli/ci/detect.ts';
import { divertStandardOutput, Terminal } from '../../src/cli/terminal.ts';

function terminal(ci: CiName, options: { verbose?: boolean; live?: boolean; onRunner?: boolean } = {}) {
  const out = { stdout: '', stderr: '' };
  const t = new Terminal({
    stdout: { write: (s: string) => (out.stdout += s) },
    stderr: { write: (s: string) => (out.stderr += s), columns: 60 },
    ci,
    verbose: options.verbose ?? false,
    live: options.live ?? false,
    onRunner: options.onRunner,
    now: () => 1_000_000,
  });
  return { t, out };
}

describe('Terminal', () => {
  it('redacts every secret it was told about, in results and log lines, longest first', () => {
    const { t, out } = terminal('local');
    t.setSecret('s3cr3t-value');
    t.setSecret('s3cr3t-value-and-more');
    t.result('url with s3cr3t-value-and-more');
    t.log.info('a log line with s3cr3t-value');
    t.log.warning('a warning with s3cr3t-value');
    expect(out.stdout).toBe('url with ***\n');
    expect(out.stderr).toBe('a log line with ***\nwarning: a warning with ***\n');
  });

  it("on GitHub's runner, tells the runner to mask the secret too, and annotates warnings", () => {
    const { t, out } = terminal('github', { onRunner: true });
    t.setSecret('s3cr3t-value');
    t.log.warning('careful: s3cr3t-value', { title: 'Tunnel' });
    t.log.debug('details');
    expect(out.stderr).toBe(
      '::add-mask::s3cr3t-value\n::warning title=Tunnel::careful: ***\n::debug::details\n',
    );
  });

  it('with --ci github but no runner, prints no secret at all, not even to mask it', () => {
    const { t, out } = terminal('github');
    t.setSecret('s3cr3t-value');
    t.log.warning('careful: s3cr3t-value');
    expect(out.stderr).toBe('::warning::careful: ***\n');
  });

  it('on Azure Pipelines, logs warnings and errors as issues', () => {
    const { t, out } = terminal('azure');
    t.log.error('100% broken\nsecond line');
    expect(out.stderr).toBe('##vso[task.logissue type=error;]100%AZP25 broken%0Asecond line\n');
  });

  it('shows debug lines only with --verbose outside GitHub', () => {
    const quiet = terminal('gitlab');
    quiet.t.log.debug('hidden');
    expect(quiet.out.stderr).toBe('');
    const verbose = terminal('gitlab', { verbose: true });
    verbose.t.log.debug('shown');
    expect(verbose.out.stderr).toBe('debug: shown\n');
  });

  it("shows text from outside as text: a terminal's escapes and a CI's commands are not obeyed", () => {
    const { t, out } = terminal('local');
    t.log.info('name \u001b]0;owned\u0007 \r::set-output name=x::1\n##vso[task.complete]');
    expect(out.stderr).not.toMatch(/[\u001b\u0007\r]/);
    expect(out.stderr).not.toMatch(/^::set-output/m);
    expect(out.stderr).not.toContain('##vso[');
  });

  it("removes a terminal's escape sequences whole, as every text sent elsewhere is", () => {
    const { t, out } = terminal('local');
    t.log.info('\u001b[31mred\u001b[0m \u001b]8;;https://evil\u0007link\u001b]8;;\u0007 \u0000end');
    expect(out.stderr).toBe('red link end\n');
  });

  it('draws a status line only when live, and clears it around each line', () => {
    const live = terminal('local', { live: true });
    live.t.startStatus('Starting the tunnel');
    live.t.log.info('Created tunnel 501.');
    live.t.stopStatus();
    expect(live.out.stderr).toContain('Starting the tunnel (0 s)');
    expect(live.out.stderr).toMatch(/\r\u001b\[2KCreated tunnel 501\.\n/);
    expect(live.out.stderr.endsWith('\r\u001b[2K')).toBe(true);
    const ci = terminal('local');
    ci.t.startStatus('Starting the tunnel');
    ci.t.stopStatus();
    expect(ci.out.stderr).toBe('');
  });

  it('opens and closes groups in the CI form', () => {
    const { t, out } = terminal('azure');
    t.group('x', 'Starting the tunnel')();
    expect(out.stderr).toBe('##[group]Starting the tunnel\n##[endgroup]\n');
  });
});

describe('divertStandardOutput', () => {
  const fakeStdout = () => {
    const written: string[] = [];
    return { written, stream: { write: (s: string) => (written.push(s), true) } };
  };

  it("outside GitHub, turns a library's ::debug:: into a debug line and drops its other commands", () => {
    const { t, out } = terminal('local', { verbose: true });
    const stdout = fakeStdout();
    const restore = divertStandardOutput(stdout.stream as never, t);
    (stdout.stream.write as (s: string) => boolean)(
      '::debug::Downloading https://x/y?sig=abc%25\n::add-mask::v\npla',
    );
    (stdout.stream.write as (s: string) => boolean)('in line\n');
    restore();
    expect(stdout.written).toEqual([]);
    expect(out.stdout).toBe('');
    expect(out.stderr).toBe('debug: Downloading https://x/y?sig=abc%\nplain line\n');
  });

  it('on GitHub, passes workflow commands on to standard error, where the runner reads them', () => {
    const { t, out } = terminal('github');
    const stdout = fakeStdout();
    const restore = divertStandardOutput(stdout.stream as never, t);
    (stdout.stream.write as (s: string) => boolean)('::debug::Downloading\n');
    restore();
    expect(out.stderr).toBe('::debug::Downloading\n');
  });
});
