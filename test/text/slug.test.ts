// One rule for names made of text, and a hash that keeps two cut names apart.
import { describe, expect, it } from 'vitest';
import { shortHash, slug, uniqueSlug } from '../../src/text/slug.ts';

describe('slug', () => {
  it('keeps letters, digits, dots, dashes and underscores; one dash for each run of the rest', () => {
    expect(slug(' Cloud tests (e2e, v1.2_rc) ', 60)).toBe('Cloud-tests-e2e-v1.2_rc');
    expect(slug('Cloud tests (e2e)', 60, { lower: true })).toBe('cloud-tests-e2e');
    expect(slug('abc def', 4)).toBe('abc');
    expect(slug('(((', 10)).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('is the slug while it fits, else the slug cut and the hash of the whole text', () => {
    expect(uniqueSlug('Cloud tests (e2e)', 60)).toBe('Cloud-tests-e2e');
    const a = uniqueSlug(`checkout ${'x'.repeat(80)} 3`, 40);
    const b = uniqueSlug(`checkout ${'x'.repeat(80)} 4`, 40);
    expect(a).not.toBe(b);
    expect(a).toHaveLength(40);
    expect(a).toBe(`checkout-${'x'.repeat(22)}-${shortHash(`checkout ${'x'.repeat(80)} 3`)}`);
  });
});
