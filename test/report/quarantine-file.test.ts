import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { fc, test as property } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import {
  DEFAULT_QUARANTINE_FILE,
  inForce,
  parseQuarantine,
  quarantineMatcher,
  readQuarantineFile,
} from '../../src/report/value/quarantine.ts';

const FILE = '.github/cloudtest-quarantine.yml';
const read = (text: string) => parseQuarantine(text, FILE).entries;
const problem = (text: string) => {
  try {
    read(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('read without a problem');
};

/** What a YAML library makes of the same text, the entries' lines left out. */
const asYaml = (text: string) => (parse(text) as unknown[] | null) ?? [];
const withoutLines = (entries: ReturnType<typeof read>) => entries.map(({ line: _, ...rest }) => rest);

describe('the quarantine file', () => {
  it('reads the entries of the documented example, each with the line it starts on', () => {
    const text = readFileSync('docs/examples/cloudtest-quarantine.yml', 'utf8');
    const entries = read(text);
    expect(entries.length).toBeGreaterThan(1);
    expect(withoutLines(entries)).toEqual(asYaml(text));
    expect(entries[0]?.line).toBe(text.split('\n').findIndex((l) => l.startsWith('- ')) + 1);
  });

  it('takes quotes, comments, a document start, an empty list and keys on the line after the dash', () => {
    const text = [
      '---',
      '# Known flaky tests',
      '- test: "Checkout*"   # the sandbox',
      '  browser: chrome',
      '  platform: Windows 11',
      "  reason: 'payment sandbox: it''s slow'",
      '  until: 2026-12-31',
      '-',
      '  test: "Login #1"',
      '  reason: "tab\\there \\u00e9"',
      '',
    ].join('\n');
    expect(read(text)).toEqual([
      {
        test: 'Checkout*',
        browser: 'chrome',
        platform: 'Windows 11',
        reason: "payment sandbox: it's slow",
        until: '2026-12-31',
        line: 3,
      },
      { test: 'Login #1', reason: 'tab\there é', line: 8 },
    ]);
    expect(withoutLines(read(text))).toEqual(asYaml(text));
    expect(read('[]\n# nothing quarantined\n')).toEqual([]);
    expect(read('# nothing yet\n')).toEqual([]);
  });

  it('fails in one line naming the line for anything it does not take', () => {
    const cases: [string, string][] = [
      [
        '- test: a\n  tset: b\n',
        'line 2: unknown key "tset" (an entry takes test, browser, platform, reason, until)',
      ],
      ['- browser: chrome\n  reason: x\n', 'line 1: the entry names no test ("test" is required)'],
      ['test: a\n', 'line 1: the file is a list of entries'],
      ['- test: a\n    browser: b\n', 'line 1: a value holding ": " must be quoted'],
      [
        '- test: a\n  until: 31.12.2026\n',
        'line 2: "until" must be a date written as 2026-12-31, got "31.12.2026"',
      ],
      ['- test: a\n  until: 2026-02-30\n', 'line 2: "until" must be a date'],
      ['- test: *Checkout\n', 'line 1: an alias (*Checkout) is not taken here'],
      ['- &x test: a\n- test: *x\n', 'line 2: an alias (*x) is not taken here'],
      ['- test: "Checkout\n', 'line 2: a quoted value is not closed'],
      ['- test: a\n  test: b\n', 'line 2: a key is given twice in one entry'],
      ['- test: a\n---\n- test: b\n', 'line 3: the file holds more than one YAML document'],
      ['- test\n', 'line 1: an entry is a mapping of its keys'],
      ['- test: [a]\n', 'line 1: "test" takes one line of text, not a list or a mapping'],
      ['- test: a\n\t browser: b\n', 'line 2: a tab indents this line'],
      ['- test:\n', 'line 1: "test" has no value'],
      // What any YAML reader reads as no text: null, a number.
      ['- test: ~\n', 'line 1: "test" has no value'],
      ['- test: null\n', 'line 1: "test" has no value'],
      ['- test: 0x1F\n', 'line 1: "test" reads as a number, not text: quote it ("0x1F")'],
      ['- test: a: b\n', 'line 1: a value holding ": " must be quoted'],
    ];
    for (const [text, expected] of cases) {
      const message = problem(text);
      expect(message).toContain(`${FILE}, ${expected}`);
      expect(message).not.toContain('\n');
    }
  });

  property.prop([
    fc.array(
      fc.record(
        {
          test: fc.stringMatching(/^[A-Za-z][\w *'".#:-]{0,20}$/),
          browser: fc.constantFrom('chrome', 'Firefox 127', 'Galaxy S23'),
          reason: fc.string({ maxLength: 20 }),
        },
        { requiredKeys: ['test'] },
      ),
      { maxLength: 5 },
    ),
  ])('reads what it writes quoted as a YAML library does', (entries) => {
    const quoted = (v: string) => JSON.stringify(v);
    const text = entries
      .map((e) =>
        Object.entries(e)
          .map(([k, v], i) => `${i ? '  ' : '- '}${k}: ${quoted(v)}`)
          .join('\n'),
      )
      .join('\n');
    const ours = (() => {
      try {
        return withoutLines(read(text));
      } catch {
        return undefined;
      }
    })();
    // Ours refuses only a value with no text (YAML reads it as an empty string).
    if (ours === undefined) expect(entries.some((e) => Object.values(e).some((v) => v === ''))).toBe(true);
    else expect(ours).toEqual(asYaml(text));
  });

  it('quarantines through the `until` day (UTC), and warns of the entries past it', () => {
    const list = parseQuarantine('- test: a\n  until: 2026-11-27\n- test: b\n', FILE);
    expect(inForce(list, Date.UTC(2026, 10, 27, 23, 59)).expired).toEqual([]);
    const after = inForce(list, Date.UTC(2026, 10, 28));
    expect(after.expired.map((e) => e.test)).toEqual(['a']);
    expect(after.active.map((e) => e.test)).toEqual(['b']);
  });

  it('matches a name exactly or by `*`, a browser or platform by family, and never a made-up name', () => {
    const match = quarantineMatcher(
      read(
        '- test: "Checkout*"\n  browser: chrome\n  platform: Windows 11\n- test: Login\n- test: "*(1+1)*"\n',
      ),
    );
    const on = (name: string, environment?: string, platform?: string) =>
      match({ name, ...(environment ? { environment } : {}), ...(platform ? { platform } : {}) })?.line;
    expect(on('Checkout pays', 'Chrome 127', 'WIN10')).toBe(1);
    expect(on('Checkout pays', 'Firefox 127', 'WIN10')).toBeUndefined();
    expect(on('Checkout pays', 'chrome 126', 'macOS 14')).toBeUndefined();
    expect(on('Checkout pays')).toBeUndefined();
    expect(on('Login')).toBe(4);
    expect(on('Login twice')).toBeUndefined();
    expect(on('login')).toBeUndefined();
    expect(on('adds (1+1) items')).toBe(5);
    expect(on('adds 11 items')).toBeUndefined();
    expect(match({ name: 'Test 42', keyName: 'Login' })?.line).toBe(4);
    expect(match({ name: 'Login', madeUpName: true })).toBeUndefined();
  });

  describe('on disk', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'quarantine-'));
    afterAll(() => rmSync(workspace, { recursive: true, force: true }));

    it('reads the default file only when it exists, and a named one or says it is missing', () => {
      expect(readQuarantineFile(undefined, workspace)).toBeUndefined();
      mkdirSync(join(workspace, '.github'));
      writeFileSync(join(workspace, DEFAULT_QUARANTINE_FILE), '- test: a\n');
      expect(readQuarantineFile(undefined, workspace)?.entries).toEqual([{ test: 'a', line: 1 }]);
      expect(() => readQuarantineFile('other.yml', workspace)).toThrow(
        `found no file other.yml (relative to the workspace, ${workspace})`,
      );
      writeFileSync(join(workspace, 'big.yml'), '#'.repeat(300_000));
      expect(() => readQuarantineFile('big.yml', workspace)).toThrow('more than 262144');
    });
  });
});
