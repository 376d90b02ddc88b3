// A build's tests as a history test seeds them: each ended at a known time, so the first read is final.
import type { TestSeed } from '../fake-service/routes/tests.ts';

/**
 * Seeds of tests that ended at `endedAt` (milliseconds): `test`, one that passed or failed (`<name>
 * broke`) in `seconds`, ended `endedBeforeMs` earlier; `flaky`, one that failed, then passed on a retry
 * a minute later.
 */
export function seedsEndedAt(endedAt: number) {
  const test = (name: string, passed: boolean, seconds: number, endedBeforeMs = 0): TestSeed => {
    const end = new Date(endedAt - endedBeforeMs).toISOString();
    return {
      name,
      duration: seconds,
      created_at: end,
      completed_at: end,
      ...(passed ? {} : { success: false, status_message: `${name} broke` }),
    };
  };
  const flaky = (name: string, seconds: number) => [
    test(name, false, seconds, 60_000),
    test(name, true, seconds),
  ];
  return { test, flaky };
}
