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

  it('sets a key again in its place', () => {
    const index = new KeyIndex();
    index.set('0', 5);
    index.set('0', 6);
    index.set('x', 1);
    index.set('x', 2);
    expect([index.get('0'), index.get('x'), index.size]).toEqual([6, 2, 2]);
  });
});
