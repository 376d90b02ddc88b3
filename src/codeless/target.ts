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
