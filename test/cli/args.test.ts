// The command line as read: flags, `--`, credentials refused, and actions' messages in its words.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { inCommandWords, parseCommandArgs } from '../../src/cli/args.ts';
import { exitStatusOf, invocationOf } from '../../src/cli/child.ts';
import { UsageError } from '../../src/cli/exit.ts';

const FLAGS = { 'ready-timeout': { value: 'SECONDS', description: '' } };

describe('parseCommandArgs', () => {
  it('reads flags before `--` and keeps everything after it for the command', () => {
    expect(
      parseCommandArgs(
        'tunnel',
        ['--ready-timeout', '30', '--json', '--', 'npm', 'test', '--ready-timeout'],
        FLAGS,
      ),
    ).toEqual({
      values: { 'ready-timeout': '30', json: 'true' },
      positionals: [],
      rest: ['npm', 'test', '--ready-timeout'],
    });
  });

  it.each([
    [['--key', 'k'], /--key is not a flag: credentials come only from the environment \(CLOUDTEST_KEY\)/],
    [['--secret=s'], /--secret is not a flag: .*CLOUDTEST_SECRET/],
    [['--api-url', 'https://x'], /--api-url is not a flag: .*CLOUDTEST_API_URL/],
    [['--bogus'], /Unknown flag --bogus for "cloudtest tunnel"/],
    [['--ready-timeout'], /--ready-timeout needs a value/],
    [['--json=yes'], /--json takes no value/],
    [
      ['--ready-timeout', '30', '--ready-timeout=60'],
      /--ready-timeout is given more than once: give it once/,
    ],
    [['--json', '--json'], /--json is given more than once/],
  ])('refuses %j', (args, message) => {
    expect(() => parseCommandArgs('tunnel', args, FLAGS)).toThrow(UsageError);
    expect(() => parseCommandArgs('tunnel', args, FLAGS)).toThrow(message);
  });

  it('takes the word after a flag as its value, even when it starts with a dash', () => {
    expect(parseCommandArgs('tunnel', ['--ready-timeout', '-5', '--', 'x'], FLAGS).values).toEqual({
      'ready-timeout': '-5',
    });
  });

  it('leaves a credential after `--` alone: it belongs to the command', () => {
    expect(parseCommandArgs('tunnel', ['--', 'tool', '--key', 'k'], FLAGS).rest).toEqual([
      'tool',
      '--key',
      'k',
    ]);
  });
});

describe('inCommandWords', () => {
  it("puts an action's input names in the command's words", () => {
    const words = { 'ready-timeout': '--ready-timeout', file: 'FILE', url: '--url' };
    expect(inCommandWords('Input "ready-timeout" must be a whole number', words)).toBe(
      '--ready-timeout must be a whole number',
    );
    expect(inCommandWords('Input "file" or "url" is required', words)).toBe('FILE or --url is required');
    expect(inCommandWords('Input "other" stays; "quoted" stays', words)).toBe(
      'Input "other" stays; "quoted" stays',
    );
  });
});

describe('starting a command', () => {
  it('runs a program directly, with no shell, outside Windows', () => {
    expect(invocationOf(['npm', 'test', 'a b'], {}, 'linux')).toEqual({
      file: 'npm',
      args: ['test', 'a b'],
      verbatim: false,
    });
  });

  it('runs a Windows batch file through cmd.exe, each argument quoted and escaped for it', () => {
    const bin = mkdtempSync(join(tmpdir(), 'cloudtest-bin-'));
    writeFileSync(join(bin, 'npm.CMD'), '@echo off\r\n');
    try {
      const env = { PATH: bin, PATHEXT: '.EXE;.CMD', ComSpec: 'C:\\Windows\\system32\\cmd.exe' };
      expect(invocationOf(['npm', 'test', 'a&b "c"'], env, 'win32')).toEqual({
        file: 'C:\\Windows\\system32\\cmd.exe',
        args: ['/d', '/s', '/c', `"${join(bin, 'npm.CMD')} ^"test^" ^"a^&b^ \\^"c\\^"^""`],
        verbatim: true,
      });
      expect(invocationOf(['node', '-v'], env, 'win32')).toEqual({
        file: 'node',
        args: ['-v'],
        verbatim: false,
      });
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('gives an exit status as a shell does: the code, or 128 + the signal', () => {
    expect(exitStatusOf({ code: 3, signal: null })).toBe(3);
    expect(exitStatusOf({ code: null, signal: 'SIGTERM' })).toBe(143);
    expect(exitStatusOf({ code: null, signal: 'SIGKILL' })).toBe(137);
  });
});
