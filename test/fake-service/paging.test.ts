import { describe, expect, it } from 'vitest';

import { type ListSettings, MAX_COUNT, paged } from './paging.ts';

const items = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }));
const ask = (offset: number, count: number | string) =>
  new URLSearchParams({ offset: String(offset), count: String(count) });
/** The meta of an answer that has one. */
const metaOf = (answer: unknown) => (answer as { meta: { count: number } }).meta;
const ids = (answer: unknown) =>
  (Array.isArray(answer) ? answer : (answer as { data: Array<{ id: number }> }).data).map((i) => i.id);

describe('the fake service’s pages', () => {
  it('answers the spec’s maximum where it has one, and anything asked where it shows none (never a 400)', () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ id: i }));
    expect(metaOf(paged(many, ask(0, 501), {}, { maxCount: MAX_COUNT }))).toEqual({
      offset: 0,
      count: 500,
      total: 600,
    });
    expect(metaOf(paged(many, ask(0, 501)))).toEqual({ offset: 0, count: 501, total: 600 });
    expect(metaOf(paged(many, ask(0, 'x'))).count).toBe(10);
  });

  it('caps every page at the deployment’s own size, whatever was asked', () => {
    expect(paged(items, ask(4, 500), { cap: 3 })).toEqual({
      data: [{ id: 5 }, { id: 6 }, { id: 7 }],
      meta: { offset: 4, count: 3, total: 12 },
    });
  });

  it('misbehaves as each fault says', () => {
    const run = (settings: ListSettings, offset: number, count = 4) =>
      paged(items, ask(offset, count), settings);
    const shrink: ListSettings = { fault: 'shrink' };
    expect([run(shrink, 0), run(shrink, 4), run(shrink, 7)].map(ids)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
      [8, 9],
    ]);
    expect(ids(run({ fault: 'grow' }, 2))).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(run({ fault: 'shift' }, 4)).toMatchObject({
      data: [{ id: 4 }, { id: 5 }, { id: 6 }, { id: 7 }],
      meta: { offset: 4 },
    });
    expect(run({ fault: 'repeat' }, 8)).toEqual({
      data: items.slice(0, 4),
      meta: { offset: 8, count: 4, total: 12 },
    });
    expect(metaOf(run({ fault: 'endless' }, 8))).toEqual({ offset: 8, count: 4, total: 2_147_483_647 });
    expect(run({ fault: 'bare' }, 8)).toEqual(items.slice(8, 12));
    expect(run({ fault: 'unpaged' }, 8)).toEqual(items);
  });
});
