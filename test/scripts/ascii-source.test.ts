import { describe, expect, it } from 'vitest';

import { asciiSource } from '../../scripts/ascii-source.ts';

/** What a function body gives when run, from its source. */
const run = (body: string): unknown => new Function(body)() as unknown;

describe('asciiSource', () => {
  it('writes every character outside ASCII as an escape that means the same', () => {
    const body = [
      '// It’s a comment — with ’ and 😀',
      "const quoted = '’ ÷ 😀 \\’ \\\\’';",
      'const café = `a→${1}“b”`;',
      "const ranges = [/[–—]+/u.test('—'), /\\’/.test('’'), /[😀]/u.test('😀'), /^.$/u.test('😀')];",
      'return [quoted, café, ranges];',
    ].join('\n');
    const ascii = asciiSource(body, 'chunk.js');
    expect(ascii).not.toMatch(/[\u0080-\uffff]/);
    expect(run(ascii)).toEqual(run(body));
    expect(run(ascii)).toEqual(['’ ÷ 😀 ’ \\’', 'a→1“b”', [true, true, true, true]]);
  });

  it('leaves an ASCII source as it is', () => {
    const body = "return 'plain';";
    expect(asciiSource(body, 'chunk.js')).toBe(body);
  });

  it('refuses what an escape would change: a line separator, a tagged template’s own text', () => {
    expect(() => asciiSource('// a\u2028b', 'chunk.js')).toThrow('chunk.js: U+2028 at 4');
    expect(() => asciiSource('String.raw`’`;', 'chunk.js')).toThrow(/tagged template/);
    // What a substitution holds reaches the tag as a value, the same either way.
    const body = "return String.raw`a${'’'}b`;";
    expect(run(asciiSource(body, 'chunk.js'))).toBe('a’b');
  });
});
