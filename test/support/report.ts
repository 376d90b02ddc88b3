// A report's tests held in memory, for tests of the renderers (summary, comment) that are about what
// they show, not how tests are read: every failed and unknown test listed, as a report of a few tests
// lists them. The reader (src/report/value/reader.ts) has its own tests.
import type { Report } from '../../src/report/outputs/report.ts';
import type { ReportInput } from '../../src/report/types.ts';
import { CompactTests } from '../../src/report/value/compact.ts';
import { hasLinks } from '../../src/report/value/links.ts';
import type { ReportTests } from '../../src/report/value/tests.ts';
import type { ReportCounts, ReportEntry } from '../../src/report/value/types.ts';

export function countEntries(entries: readonly ReportEntry[]): ReportCounts {
  const counts: ReportCounts = { total: entries.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const e of entries) counts[e.outcome]++;
  return counts;
}

export function testsOf(entries: readonly ReportEntry[]): ReportTests {
  const keys = new CompactTests();
  for (const entry of entries) keys.push(entry);
  const failed = entries.filter((e) => e.outcome === 'failed');
  const unknown = entries.filter((e) => e.outcome === 'unknown');
  const flaky = entries.filter((e) => e.outcome === 'flaky');
  return {
    counts: countEntries(entries),
    failed,
    unknown,
    flaky,
    recorded: failed,
    linked: { failed: failed.some(hasLinks), unknown: unknown.some(hasLinks), flaky: flaky.some(hasLinks) },
    keys,
    span: keys.span(),
    entries: async function* () {
      yield* entries;
    },
  };
}

/** A report input of entries as the renderers take it: its header and its tests. */
export function reportOfEntries(input: ReportInput): Pick<Report, 'input' | 'tests'> {
  const { entries, ...header } = input;
  return { input: header, tests: testsOf(entries) };
}

/** The evidence inputs every reporting action parses when none is given (its defaults). */
export const DEFAULT_EVIDENCE = {
  prComment: 'off',
  junitFile: undefined,
  ctrfFile: undefined,
  downloadAssets: 'off',
  compare: { kind: 'auto' },
  failOn: 'failures',
  failOnFlaky: false,
  failOnEmpty: true,
  failOnUnknown: true,
  // No quarantine file in the workspace (this repository's checkout), auto-quarantine off.
  quarantine: {
    auto: 0,
    workspace: {
      file: '.github/cloudtest-quarantine.yml',
      given: false,
      repoPath: '.github/cloudtest-quarantine.yml',
      checkout: true,
    },
  },
} as const;
