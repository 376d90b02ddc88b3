// Wording shared by every log line and report: counts, durations, sizes.

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * When a test that failed passed, from its attempts (how many, how many failed): `on attempt 3 after
 * 2 failures`, `on attempt 2 after a failure`. An attempt whose outcome is unknown is no failure.
 */
export function passedOnAttempt(test: { attempts?: number; failedAttempts?: number }): string {
  const failures = test.failedAttempts ?? 1;
  return `on attempt ${test.attempts ?? 2} after ${failures === 1 ? 'a failure' : plural(failures, 'failure')}`;
}

/** "45 s", "2 min 5 s", "1 h 0 min". */
export function formatSeconds(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  return `${Math.floor(s / 3600)} h${s % 3600 >= 60 ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
}

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** "512 B", "1.5 MiB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
