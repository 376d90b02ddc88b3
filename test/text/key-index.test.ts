import { describe, expect, it } from 'vitest';

import { KeyIndex } from '../../src/text/key-index.ts';

describe('KeyIndex', () => {
  it('maps keys to numbers, numeric IDs and any other text alike, through growth', () => {
    const index = new KeyIndex();
    for (let i = 0; i < 5_000; i++) index.set(String(40_001 + i * 7), i);
    index.set('6f1c2a8e-session', 1);
    index.set('040001', 2);
    index.set('9007199254740993', 3);
    expect(index.size).toBe(5_003);
    expect(index.get('40001')).toBe(0);
    expect(index.get(String(40_001 + 4_999 * 7))).toBe(4_999);
    expect(index.get('40002')).toBeUndefined();
    // Written otherwise, a number is another key.
    expect(index.get('040001')).toBe(2);
    expect(index.get('6f1c2a8e-session')).toBe(1);
    expect(index.get('9007199254740993')).toBe(3);
    expect(index.has('0')).toBe(false);
  });

  it('keeps IDs at and beyond the 32-bit slots apart', () => {
    const index = new KeyIndex();
    const keys = ['4294967294', '4294967295', '4294967296', '99999999999'];
    keys.forEach((key, i) => index.set(key, i));
    expect(keys.map((key) => index.get(key))).toEqual([0, 1, 2, 3]);
    expect(index.size).toBe(4);
  });

  it('finds every key after growing many times, keys close together or scattered', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
    for (const keyAt of [(i: number) => 40_001 + i, () => random() % 4_000_000_000]) {
      const index = new KeyIndex();
      const expected = new Map<string, number>();
      for (let i = 0; i < 50_000; i++) {
        const key = String(keyAt(i));
        index.set(key, i);
        expected.set(key, i);
      }
      expect(index.size).toBe(expected.size);
      for (const [key, value] of expected) expect(index.get(key)).toBe(value);
      expect(index.get('3999999999')).toBe(expected.get('3999999999'));
    }
  });

  it('keeps a run of slots that wraps round the end of the table whole as it grows', () => {
    // Keys chosen by the index's own hash: z and x want slot 1022 of 1024, y slot 1023, so x wraps
    // round to slot 0. Doubling moves z to the new half and keeps x at 1022: x must not be put back
    // past slots that z and y still hold, or it is lost once they move.
    const home = (n: number, slots: number) => Math.imul(n, 0x9e3779b1) & (slots - 1);
    const first = (test: (n: number) => boolean) => {
      let n = 1;
      while (!test(n)) n++;
      return n;
    };
    const z = first((n) => home(n, 1024) === 1022 && home(n, 2048) === 2046);
    const y = first((n) => home(n, 1024) === 1023);
    const x = first((n) => home(n, 1024) === 1022 && home(n, 2048) === 1022);
    const keys = [z, y, x];
    for (let n = 1; keys.length < 513; n++) if (home(n, 1024) > 8 && home(n, 1024) < 1000) keys.push(n);
    const index = new KeyIndex();
    keys.forEach((key, i) => index.set(String(key), i));
    expect(keys.map((key) => index.get(String(key)))).toEqual(keys.map((_, i) => i));
  });

  it('sets a key again in its place', () => {
    const index = new KeyIndex();
    index.set('0', 5);
    index.set('0', 6);
    index.set('x', 1);
    index.set('x', 2);
    expect([index.get('0'), index.get('x'), index.size]).toEqual([6, 2, 2]);
  });
});
