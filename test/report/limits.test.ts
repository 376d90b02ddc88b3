import { describe, expect, it } from 'vitest';

import { cutToBytes, cutToChars, ELLIPSIS, oneLine } from '../../src/report/world/limits.ts';

describe('cutting text to GitHub limits', () => {
  it('leaves text within the limit alone', () => {
    expect(cutToBytes('héllo', 6)).toBe('héllo');
    expect(cutToChars('hello', 5)).toBe('hello');
  });

  it('counts bytes where asked and ends a cut text with an ellipsis', () => {
    const cut = cutToBytes('ü'.repeat(100), 51);
    // 51 bytes: 3 for the ellipsis, 48 for 24 two-byte letters.
    expect(cut).toBe(`${'ü'.repeat(24)}${ELLIPSIS}`);
    expect(Buffer.byteLength(cut)).toBe(51);
  });

  it('never splits a surrogate pair, an emoji sequence or a letter from its accent', () => {
    const flag = '🇫🇷';
    for (let max = 4; max < 40; max++) {
      const cut = cutToBytes(flag.repeat(20), max);
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(max);
      expect(cut.slice(0, -1).replaceAll(flag, '')).toBe('');
    }
    const accented = 'e\u0301';
    expect(cutToChars(accented.repeat(10), 6)).toBe(`${accented.repeat(2)}${ELLIPSIS}`);
    expect(cutToChars('😀😀😀', 4)).toBe(`😀${ELLIPSIS}`);
  });

  it('gives nothing when not even the ellipsis fits', () => {
    expect(cutToBytes('abcdef', 2)).toBe('');
  });

  it('folds text to one line', () => {
    expect(oneLine('  a\n\tb   c ')).toBe('a b c');
  });
});
