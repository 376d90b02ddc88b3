/** What one trigger starts: a suite, one test, or every Codeless test (optionally at another URL). */
export type TriggerTarget =
  { kind: 'suite'; id: number } | { kind: 'test'; id: number } | { kind: 'all'; url?: string };

/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://…". */
export function describeTarget(target: TriggerTarget): string {
  switch (target.kind) {
    case 'suite':
      return `Codeless suite ${target.id}`;
    case 'test':
      return `Codeless test ${target.id}`;
    default:
      return `every Codeless test${target.url ? ` at ${target.url}` : ''}`;
  }
}

/**
 * What a cancel stops. `job`: only the tests this job spawned (its `test_ids`, PUT /v1/tests/{id}/stop),
 * never another run of the same Codeless test. `target`: every in-flight run of the target's Codeless
 * tests (PUT /v1/lab/{id}/stop), which also stops runs that other workflows or people started.
 */
export type StopScope = 'job' | 'target';
export const STOP_SCOPES: readonly StopScope[] = ['job', 'target'];

/**
 * What a re-run of the workflow run (attempt 2 and later) triggers: `failed`, only the Codeless tests
 * that failed in the attempt before (src/codeless/plan.ts); `all`, the whole target again.
 */
export const RERUN_MODES = ['failed', 'all'] as const;
export type RerunMode = (typeof RERUN_MODES)[number];

/**
 * The most retries the `retries` input allows (retry.ts runs them): each one triggers the failed tests
 * again, for credits.
 */
export const MAX_RETRIES = 3;
