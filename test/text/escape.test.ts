import { describe, expect, it } from 'vitest';

import { logText, markdownText } from '../../src/text/escape.ts';
import { parseWorkflowCommands, RUNNER_LINE_BREAK } from '../support/runner.ts';

const ZWSP = '\u200B';

/** What the runner would do with these lines: the commands it would obey. */
const obeyed = (text: string) => parseWorkflowCommands(text.split(RUNNER_LINE_BREAK)).commands;

describe('logText', () => {
  it.each([
    ['a set-output after a newline', 'x\n::set-output name=evil::1\n'],
    ['an add-mask', 'x\n  ::add-mask::everything'],
    ['an error annotation', 'ok\n::error title=pwned::fake failure'],
    ['a save-state after a carriage return', 'x\r::save-state name=client-pid::1'],
    ['a stop-commands', '::stop-commands::token'],
  ])('leaves the runner nothing to obey: %s', (_what, hostile) => {
    expect(obeyed(hostile)).not.toEqual([]);
    expect(obeyed(logText(hostile))).toEqual([]);
  });

  it('keeps the text readable, with a zero width space inside the marker only', () => {
    expect(logText('Tunnel 7 ("x\n::set-output name=evil::1") is READY.')).toBe(
      `Tunnel 7 ("x\n:${ZWSP}:set-output name=evil::1") is READY.`,
    );
    expect(logText('legacy ##[error]x')).toBe(`legacy #${ZWSP}#[error]x`);
    // Azure Pipelines' logging commands, which its agent finds anywhere in a line (docs/ci-facts.md).
    expect(logText('x ##vso[task.setvariable variable=PATH]/evil')).toBe(
      `x #${ZWSP}#vso[task.setvariable variable=PATH]/evil`,
    );
    expect(logText('x ##VSO[task.complete]')).not.toMatch(/##vso\[/i);
    expect(logText('Job 7 is RUNNING (after 3 s).')).toBe('Job 7 is RUNNING (after 3 s).');
  });
});

describe('markdownText', () => {
  it.each([
    ['an image', '![pixel](https://evil.example/p.png)', /!\[|\]\(/],
    ['a link', '[Re-run here](https://evil.example)', /\]\(/],
    ['HTML', '<img src=x onerror=alert(1)>', /<img/],
    ['a table break', 'a | b', /[^\\]\|/],
    ['a mention', '@octo-org/team', /@[a-z]/],
    ['an issue reference', 'fixes #123', /#\d/],
    ['a bare address', 'see https://evil.example', /https:\/\//],
    ['a www address', 'see www.evil.example', /www\./],
    ['emphasis and code', '**bold** `code`', /(^|[^\\])[*`]/],
  ])('shows %s as text', (_what, hostile, live) => {
    expect(markdownText(hostile)).not.toMatch(live);
  });

  it('keeps plain text as it is', () => {
    expect(markdownText('element not found on step 4')).toBe('element not found on step 4');
  });
});
