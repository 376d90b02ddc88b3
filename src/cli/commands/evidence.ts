import { EVIDENCE_INPUTS } from '../../actions/wait-for-job/names.ts';
import type { Flags } from '../args.ts';

/** The result files' flags of the reporting commands, and the action inputs they fill. */
export const EVIDENCE_FLAGS: Flags = {
  junit: {
    value: 'FILE',
    description:
      'Write the JUnit XML here (default: cloudtest-reports/junit.xml where the CI reads one: GitLab, Azure, CircleCI, Jenkins; else none).',
  },
  ctrf: { value: 'FILE', description: 'Write the CTRF JSON here (default: none).' },
  [EVIDENCE_INPUTS.failOnEmpty]: {
    value: 'BOOL',
    description: 'true (default): a report without tests exits 1; false: it exits 0.',
  },
  [EVIDENCE_INPUTS.failOnUnknown]: {
    value: 'BOOL',
    description:
      'true (default): a test whose outcome is unknown counts as a failure (listed as unknown); false: it neither passes nor fails.',
  },
  [EVIDENCE_INPUTS.quarantine]: {
    value: 'FILE',
    description:
      'Quarantined tests (default: .github/cloudtest-quarantine.yml when it exists): they run and are reported, and their failures do not exit 1.',
  },
  [EVIDENCE_INPUTS.autoQuarantine]: {
    value: 'N',
    description:
      "0 (default): off. N: a test flaky in at least N of the base branch's recent reports is quarantined; only a report on GitHub has them.",
  },
};

/** What the action's messages call the inputs these flags fill. */
export const EVIDENCE_WORDS = {
  [EVIDENCE_INPUTS.junitFile]: '--junit',
  [EVIDENCE_INPUTS.ctrfFile]: '--ctrf',
};

/**
 * The flags as the action's inputs. The GitHub-only ones (pull request comment, downloads of
 * recordings) stay at their defaults: the command line has no pull request to comment on.
 */
export function withEvidenceInputs(values: Record<string, string>): Record<string, string | undefined> {
  return { ...values, [EVIDENCE_INPUTS.junitFile]: values.junit, [EVIDENCE_INPUTS.ctrfFile]: values.ctrf };
}
