// The edges of src/text/escape.ts: line breaks the runner honours, block syntax at a line's start,
// references, table cells, and links our own code builds (https only, escaped).
import { describe, expect, it } from 'vitest';

import {
  escapeHtmlAttribute,
  httpsUrl,
  logText,
  markdownCell,
  markdownLink,
  markdownText,
} from '../../src/text/escape.ts';
import { parseWorkflowCommands, RUNNER_LINE_BREAK } from '../support/runner.ts';

const ZWSP = '\u200B';
const obeyed = (text: string) => parseWorkflowCommands(text.split(RUNNER_LINE_BREAK)).commands;

describe('logText at the edges', () => {
  it.each([
    ['a CRLF', 'a\r\n::set-output name=x::1'],
    ['several empty lines first', 'a\n\n\n::set-output name=x::1'],
    ['tabs and no-break spaces first', 'a\n\t\u00a0::set-output name=x::1'],
    ['two commands in a row', '::add-mask::a\n::add-mask::b'],
  ])('neutralises %s', (_what, hostile) => {
    expect(obeyed(logText(hostile))).toEqual([]);
    expect(logText(hostile).replaceAll(ZWSP, '')).toBe(hostile);
  });

  it('breaks the older `##[` form wherever it stands, and leaves `::` inside a line alone', () => {
    expect(logText('a ###[set-output name=x;]1')).not.toContain('##[');
    expect(logText('std::vector at fe80::1')).toBe('std::vector at fe80::1');
  });
});

describe('markdownText at the edges', () => {
  it('escapes block syntax only at the start of a line', () => {
    expect(markdownText('# title\n- item\n+ item\n1. one\n===\na-b 2.5')).toBe(
      '\\# title\n\\- item\n\\+ item\n1\\. one\n\\===\na-b 2.5',
    );
  });

  it('breaks GH- references and e-mail addresses, keeping the characters', () => {
    expect(markdownText('GH-42 a@b.example')).toBe(`GH-${ZWSP}42 a@${ZWSP}b.example`);
  });

  it('shows entities and comments as written', () => {
    expect(markdownText('&#64;team <!-- x -->')).toBe(`&amp;#${ZWSP}64;team &lt;!-- x --&gt;`);
  });

  it('keeps a table cell on one line with its pipes escaped', () => {
    expect(markdownCell(' a |\n b ')).toBe('a \\| b');
  });
});

describe('links our code builds', () => {
  it('links https only, with the label as text and the URL normalized', () => {
    expect(markdownLink('Open [it]', 'https://x.test/a b|c')).toBe(
      '[Open \\[it\\]](<https://x.test/a%20b|c>)',
    );
    expect(markdownLink('cell', 'https://x.test/a|b', { inTable: true })).toBe(
      '[cell](<https://x.test/a\\|b>)',
    );
    for (const url of ['http://x.test/', 'javascript:alert(1)', 'data:text/html,x', '/relative', undefined])
      expect(markdownLink('Open', url)).toBe('Open');
  });

  it('checks addresses and escapes attribute values', () => {
    expect(httpsUrl(' HTTPS://X.TEST/<a> ')).toBe('https://x.test/%3Ca%3E');
    expect(httpsUrl('http://x.test/')).toBeUndefined();
    expect(escapeHtmlAttribute('a"b&c<d>')).toBe('a&quot;b&amp;c&lt;d&gt;');
  });
});
