// One rule for names made of text, and a hash that keeps two cut names apart.
import { describe, expect, it } from 'vitest';

import { keySlug, shortHash, slug } from '../../src/text/slug.ts';

describe('slug', () => {
  it('keeps letters, digits, dots, dashes and underscores; one dash for each run of the rest', () => {
    expect(slug(' Cloud tests (e2e, v1.2_rc) ', 60)).toBe('Cloud-tests-e2e-v1.2_rc');
    expect(slug('Cloud tests (e2e)', 60, { lower: true })).toBe('cloud-tests-e2e');
    expect(slug('abc def', 4)).toBe('abc');
    expect(slug('(((', 10)).toBe('');
  });
});

describe('keySlug', () => {
  it('is the text itself when it is a slug already, else the slug and the hash of the whole text', () => {
    expect(keySlug('cloud-tests_e2e.1', 60)).toBe('cloud-tests_e2e.1');
    expect(keySlug('Cloud tests (e2e)', 60)).toBe(`Cloud-tests-e2e-${shortHash('Cloud tests (e2e)')}`);
    // A capital made small is a character changed.
    expect(keySlug('E2E', 60, { lower: true })).toBe(`e2e-${shortHash('E2E')}`);
    expect(keySlug('e2e', 60, { lower: true })).toBe('e2e');
  });

  it('tells apart names that differ only in what it drops or changes: other scripts, emoji, brackets, case', () => {
    const names = [
      'Cloud tests (e2e, lang: 日本語)',
      'Cloud tests (e2e, lang: 中文)',
      'E2E 👩🏽‍💻',
      'E2E',
      'e2e',
      'Cloud tests [e2e]',
      'Cloud tests (e2e)',
    ];
    for (const unicode of [false, true]) {
      const keys = names.map((name) => keySlug(name, 60, { lower: true, unicode }));
      expect(new Set(keys).size, `unicode: ${unicode}`).toBe(names.length);
    }
    expect(keySlug('Cloud tests (e2e, lang: 日本語)', 60, { lower: true })).toMatch(
      /^cloud-tests-e2e-lang-[0-9a-f]{8}$/,
    );
    // Where the system takes any letter, they stay readable.
    expect(keySlug('Cloud tests (e2e, lang: 日本語)', 60, { lower: true, unicode: true })).toBe(
      `cloud-tests-e2e-lang-日本語-${shortHash('Cloud tests (e2e, lang: 日本語)')}`,
    );
    expect(keySlug('Prüfung', 60, { unicode: true })).toBe('Prüfung');
  });

  it('cut to fit, still ends in the hash of the whole text, so two long names that begin alike differ', () => {
    const a = keySlug(`checkout ${'x'.repeat(80)} 3`, 40);
    const b = keySlug(`checkout ${'x'.repeat(80)} 4`, 40);
    expect(a).not.toBe(b);
    expect(a).toHaveLength(40);
    expect(a).toBe(`checkout-${'x'.repeat(22)}-${shortHash(`checkout ${'x'.repeat(80)} 3`)}`);
    expect([...keySlug('日本語'.repeat(30), 20, { unicode: true })]).toHaveLength(20);
  });
});
