import { REPORTING_INPUTS, REPORTING_OUTPUTS } from '../../report/names.ts';
import type { Flags } from '../args.ts';

/** The flag that names the history file: the command's own, no action input (src/cli/ci/history.ts). */
export const HISTORY_FLAG = 'history';

/** The result files' flags of the reporting commands, and the action inputs they fill. */
export const EVIDENCE_FLAGS: Flags = {
  junit: {
    value: 'FILE',
    description:
      'Write the JUnit XML here (default: cloudtest-reports/junit.xml where the CI reads one: GitLab, Azure, CircleCI, Jenkins; else none).',
  },
  ctrf: { value: 'FILE', description: 'Write the CTRF JSON here (default: none).' },
  [REPORTING_INPUTS.failOn]: {
    value: 'MODE',
    description:
      "failures (default): failed tests exit 1; new-failures: only tests that did not fail in the --history file's run exit 1 (without one to compare with, every failure counts); nothing: failed tests exit 0.",
  },
  [REPORTING_INPUTS.failOnEmpty]: {
    value: 'BOOL',
    description: 'true (default): a report without tests exits 1; false: it exits 0.',
  },
  [REPORTING_INPUTS.failOnUnknown]: {
    value: 'BOOL',
    description:
      'true (default): a test whose outcome is unknown counts as a failure (listed as unknown); false: it neither passes nor fails.',
  },
  [REPORTING_INPUTS.quarantine]: {
    value: 'FILE',
    description:
      'Quarantined tests (default: .github/cloudtest-quarantine.yml when it exists): they run and are reported, and their failures do not exit 1.',
  },
  [REPORTING_INPUTS.autoQuarantine]: {
    value: 'N',
    description:
      "0 (default): off. N: a test flaky in at least N of the base branch's recent runs is quarantined; the --history file holds those runs.",
  },
  [HISTORY_FLAG]: {
    value: 'FILE',
    description:
      "The history your CI keeps between pipelines (its cache): the report is compared with the run it holds and shows the branch's last 30 runs; a run of a branch then writes itself there, a merge or pull request's run only reads it. Missing: the branch's first run.",
  },
};

/**
 * What --json adds of the comparison: `comparedTo`, the commit compared with, and `newFailures`, each
 * null when nothing was compared.
 */
export function comparedJson(out: Record<string, string>): {
  comparedTo: string | null;
  newFailures: number | null;
} {
  const comparedTo = out[REPORTING_OUTPUTS.comparedTo] || null;
  return { comparedTo, newFailures: comparedTo ? Number(out[REPORTING_OUTPUTS.newFailures]) : null };
}

/**
 * The session time for `--json`: `vmSeconds` and `deviceSeconds`, the sum of the report's sessions'
 * durations (what the service bills), each null when it is not known.
 */
export function sessionsJson(out: Record<string, string>): {
  vmSeconds: number | null;
  deviceSeconds: number | null;
} {
  const seconds = (text: string | undefined) => (text ? Number(text) : null);
  return {
    vmSeconds: seconds(out[REPORTING_OUTPUTS.vmSeconds]),
    deviceSeconds: seconds(out[REPORTING_OUTPUTS.deviceSeconds]),
  };
}

/** What the action's messages call the inputs these flags fill. */
export const EVIDENCE_WORDS = {
  [REPORTING_INPUTS.junitFile]: '--junit',
  [REPORTING_INPUTS.ctrfFile]: '--ctrf',
};

/**
 * The flags as the action's inputs. The GitHub-only ones (pull request comment, downloads of
 * recordings) stay at their defaults: the command line has no pull request to comment on.
 */
export function withEvidenceInputs(values: Record<string, string>): Record<string, string | undefined> {
  return { ...values, [REPORTING_INPUTS.junitFile]: values.junit, [REPORTING_INPUTS.ctrfFile]: values.ctrf };
}
