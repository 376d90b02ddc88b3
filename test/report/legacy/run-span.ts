import type { ReportEntry } from '../../../src/report/value/types.ts';

/** The run's span as the renderers before streaming worked it out: from every entry. */
export function runSpan(entries: readonly ReportEntry[], now: number): { start: number; stop: number } {
  let start = Infinity;
  let stop = -Infinity;
  for (const e of entries) {
    if (e.completedAt === undefined) continue;
    start = Math.min(start, e.completedAt - Math.round((e.duration ?? 0) * 1000));
    stop = Math.max(stop, e.completedAt);
  }
  return stop === -Infinity ? { start: now, stop: now } : { start, stop };
}
