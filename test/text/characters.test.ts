import { describe, expect, it } from 'vitest';

import {
  mayNotBeWellFormed,
  softBreaks,
  utf8Bytes,
  wellFormed,
  wellFormedValues,
} from '../../src/text/characters.ts';

describe('well-formed text', () => {
  it('keeps text, tabs and newlines as they are', () => {
    const text = 'Step 4:\telement #pay-now not found\nat checkout 👩‍👩‍👧‍👦 é';
    expect(wellFormed(text)).toBe(text);
  });

  it('removes NUL, DEL, C0 and C1 controls, and makes a carriage return a newline', () => {
    expect(wellFormed('a\u0000b\u0007c\u007fd\u0085e\u009ff')).toBe('abcdef');
    expect(wellFormed('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });

  it('removes terminal escape sequences whole, so nothing of them is left to read', () => {
    expect(wellFormed('\u001b[1;31mred\u001b[0m')).toBe('red');
    expect(wellFormed('\u009b31mred')).toBe('red');
    expect(wellFormed('\u001b]8;;https://evil.example\u0007link\u001b]8;;\u001b\\')).toBe('link');
    expect(wellFormed('\u001b]0;title\u009cafter')).toBe('after');
    expect(wellFormed('a\u001b(Bb\u001bMc')).toBe('abc');
    expect(wellFormed('lone escape at the end\u001b')).toBe('lone escape at the end');
  });

  it('replaces a lone surrogate, and is never longer in characters or bytes', () => {
    for (const text of ['\ud800', 'x\udc00y', '😀\ud83d', '\u001b[31m\ud800\r\n']) {
      const clean = wellFormed(text);
      expect(clean.isWellFormed()).toBe(true);
      expect(clean.length).toBeLessThanOrEqual(text.length);
      expect(utf8Bytes(clean)).toBeLessThanOrEqual(utf8Bytes(text));
    }
    expect(wellFormed('x\udc00y')).toBe('x\ufffdy');
  });

  it('reaches every string in a value, and leaves what is not text alone', () => {
    const signal = new AbortController().signal;
    const value = { a: ['\u0000x', { b: 'y\u001b[0m', n: 3 }], signal };
    expect(wellFormedValues(value)).toEqual({ a: ['x', { b: 'y', n: 3 }], signal });
    expect(wellFormedValues(value).signal).toBe(signal);
  });
});

describe('telling from JSON whether a value needs mending', () => {
  it('flags every character that wellFormed changes, in any string of the value', () => {
    const missed: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = `step ${String.fromCharCode(unit)} failed`;
      const changes = wellFormed(text) !== text;
      if (changes && !mayNotBeWellFormed(JSON.stringify({ name: 'a', links: { logs: [{ url: text }] } })))
        missed.push(unit);
    }
    expect(missed).toEqual([]);
  });

  it('leaves text that needs nothing unflagged: tabs, newlines, quotes, emoji, accents', () => {
    const value = { name: 'Checkout "pay" é 👩‍👩‍👧‍👦', message: 'Step 4:\telement not found\nat line 2', n: 3 };
    expect(wellFormedValues(value)).toEqual(value);
    expect(mayNotBeWellFormed(JSON.stringify(value))).toBe(false);
  });
});

describe('soft breaks', () => {
  it('lets a long run without white space break every so many characters, whole characters only', () => {
    expect(softBreaks('short words stay as they are', 5)).toBe('short words stay as they are');
    expect(softBreaks('abcdefghij klm', 4)).toBe('abcd\u200befgh\u200bij klm');
    const broken = softBreaks('👩‍👩‍👧‍👦'.repeat(5), 2);
    expect(broken.split('\u200b')).toEqual(['👩‍👩‍👧‍👦👩‍👩‍👧‍👦', '👩‍👩‍👧‍👦👩‍👩‍👧‍👦', '👩‍👩‍👧‍👦']);
  });

  it('breaks only runs longer than `longest`: a long word stays whole, a longer run breaks every so many', () => {
    expect(softBreaks('auto-quarantine: internationalization', 15, 20)).toBe(
      'auto-quarantine: internationalization',
    );
    expect(softBreaks('see https://tracker.example.test/PAY-1234 now', 15, 20)).toBe(
      'see https://tracker\u200b.example.test/P\u200bAY-1234 now',
    );
  });
});
