// The command `cloudtest tunnel` runs: found as the system finds it (PATHEXT on Windows), a batch file
// started through cmd.exe, and signals passed on only where they did not reach it already. The same
// on a real system: test/cli/package.test.ts, in the Windows leg too (docs/platforms.md).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  findOnPath,
  foregroundFromPs,
  inTerminalForeground,
  invocationOf,
  missingProgram,
  passesOn,
} from '../../src/cli/child.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cloudtest-child-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Files in a folder under the test's own; POSIX programs made executable. */
function folder(name: string, files: string[]): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  for (const file of files) {
    writeFileSync(join(path, file), '');
    chmodSync(join(path, file), 0o755);
  }
  return path;
}

describe('findOnPath on Windows', () => {
  // Windows' file names ignore case; the endings here are written as the files are, for this system's.
  const windows = (name: string, env: Record<string, string>, cwd = folder('cwd', [])) =>
    findOnPath(name, { PATHEXT: '.com;.exe;.bat;.cmd', ...env }, 'win32', cwd);

  it("takes npm.cmd, never the extensionless sh script beside it (Node's Windows zip has both)", () => {
    const node = folder('nodejs', ['node.exe', 'npm', 'npm.cmd', 'npx', 'npx.cmd']);
    expect(windows('npm', { Path: node })).toBe(join(node, 'npm.cmd'));
    expect(windows('node', { Path: node })).toBe(join(node, 'node.exe'));
  });

  it("tries PATHEXT's endings in its order, in each folder in PATH's order", () => {
    const first = folder('first', ['tool.cmd']);
    const second = folder('second', ['tool.exe']);
    expect(windows('tool', { PATH: `${first};${second}` })).toBe(join(first, 'tool.cmd'));
    const both = folder('both', ['tool.cmd', 'tool.exe']);
    expect(windows('tool', { PATH: both })).toBe(join(both, 'tool.exe'));
    expect(windows('tool', { PATH: both, PATHEXT: '.cmd;.exe' })).toBe(join(both, 'tool.cmd'));
  });

  it('takes a name with an ending as it is first, and runs only what PATHEXT lists', () => {
    const bin = folder('bin', ['run.cmd', 'run.cmd.bat', 'notes.txt', 'script.py']);
    expect(windows('run.cmd', { PATH: bin })).toBe(join(bin, 'run.cmd'));
    expect(windows('notes.txt', { PATH: bin })).toBeUndefined();
    expect(windows('script.py', { PATH: bin })).toBeUndefined();
    expect(windows('script.py', { PATH: bin, PATHEXT: '.exe;.py' })).toBe(join(bin, 'script.py'));
  });

  it('looks in the working directory first, as cmd.exe does, unless NoDefaultCurrentDirectoryInExePath is set', () => {
    const cwd = folder('project', ['npm.cmd']);
    const node = folder('nodejs', ['npm.cmd']);
    expect(windows('npm', { PATH: node }, cwd)).toBe(join(cwd, 'npm.cmd'));
    expect(windows('npm', { PATH: node, NoDefaultCurrentDirectoryInExePath: '1' }, cwd)).toBe(
      join(node, 'npm.cmd'),
    );
  });
});

describe('findOnPath elsewhere', () => {
  it('takes the first executable file of that name in PATH, and /usr/bin:/bin without a PATH', () => {
    const plain = folder('plain', []);
    writeFileSync(join(plain, 'tool'), '');
    const bin = folder('bin', ['tool']);
    expect(findOnPath('tool', { PATH: `${plain}:${bin}` }, 'linux')).toBe(join(bin, 'tool'));
    expect(findOnPath('sh', {}, 'linux')).toMatch(/^\/(usr\/)?bin\/sh$/);
  });
});

describe('missingProgram', () => {
  it('refuses a name found nowhere, with the status a shell gives (127)', () => {
    const error = missingProgram('no-such-program-cloudtest', { PATH: folder('bin', []) }, 'linux');
    expect(error?.status).toBe(127);
    expect(error?.message).toBe('Could not start no-such-program-cloudtest: no such program on PATH');
  });

  it('leaves a file that is there but cannot be run to the start, which says why (126)', () => {
    const file = join(dir, 'not-executable.sh');
    writeFileSync(file, '');
    expect(missingProgram(file, {}, 'linux')).toBeUndefined();
    expect(missingProgram(join(dir, 'absent.sh'), {}, 'linux')?.status).toBe(127);
  });
});

describe('invocationOf a batch file', () => {
  it('quotes a path that holds a space or cmd syntax, and escapes each argument for cmd.exe', () => {
    const bin = folder('my tools (x86)', ['show-args.cmd']);
    const found = join(bin, 'show-args.cmd');
    const env = { PATH: bin, PATHEXT: '.cmd', COMSPEC: 'C:\\cmd.exe' };
    expect(invocationOf(['show-args', 'a b', 'x&y'], env, 'win32')).toEqual({
      file: 'C:\\cmd.exe',
      args: ['/d', '/s', '/c', `""${found}" ^"a^ b^" ^"x^&y^""`],
      verbatim: true,
    });
  });
});

describe('passesOn', () => {
  it('on Windows sends only SIGTERM (the stop after an error): console events reached the command', () => {
    expect(passesOn('SIGTERM', 'win32')).toBe(true);
    expect(passesOn('SIGINT', 'win32')).toBe(false);
    expect(passesOn('SIGHUP', 'win32')).toBe(false);
  });

  it('elsewhere sends a SIGINT only when the terminal did not signal the command with us', () => {
    expect(passesOn('SIGINT', 'linux', () => true)).toBe(false);
    expect(passesOn('SIGINT', 'darwin', () => false)).toBe(true);
    for (const name of ['SIGTERM', 'SIGHUP'] as const) expect(passesOn(name, 'linux', () => true)).toBe(true);
  });
});

describe('inTerminalForeground', () => {
  it("reads `ps -o pgid=,tpgid=` as procps and macOS's ps print it", () => {
    expect(foregroundFromPs(' 4242  4242\n')).toBe(true);
    expect(foregroundFromPs(' 4242  4300\n')).toBe(false);
    expect(foregroundFromPs(' 4242    -1\n')).toBe(false);
    expect(foregroundFromPs(' 4242     0\n')).toBe(false);
    expect(foregroundFromPs('')).toBe(false);
  });

  it.runIf(process.platform === 'linux')('says the same from /proc as from ps (the macOS way)', () => {
    expect(inTerminalForeground('linux')).toBe(inTerminalForeground('darwin'));
  });
});
