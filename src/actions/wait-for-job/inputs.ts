import { z } from 'zod';

import type { WaitOptions } from '../../codeless/wait.ts';
import { type CompareSetting, quarantineDecidedByBase } from '../../report/history/base/commit.ts';
import { FAIL_ON_MODES } from '../../report/history/fail-on.ts';
import type { QuarantineSetting } from '../../report/history/quarantine.ts';
import { PR_COMMENT_MODES } from '../../report/outputs/report.ts';
import { DEFAULT_EVIDENCE_OPTIONS, DOWNLOAD_ASSETS_MODES, type EvidenceOptions } from '../../report/types.ts';
import { readWorkspaceQuarantine, type WorkspaceQuarantine } from '../../report/value/quarantine.ts';
import { isCommitSha } from '../../report/world/commit-sha.ts';
import { WINDOW_RUNS } from '../../report/world/limits.ts';
import { boolean, oneOf, optionalText, requiredId, wholeNumber } from '../../runtime/inputs.ts';
import { INPUTS } from './names.ts';

export interface WaitInputs extends WaitOptions {
  jobId: number;
}

/** `auto`, `off`, or a commit SHA, in full or shortened (src/report/world/commit-sha.ts). */
const compareSetting = () =>
  z
    .string()
    .optional()
    .transform((v, ctx): CompareSetting => {
      const text = v?.trim() ?? '';
      if (!text || text === 'auto') return { kind: 'auto' };
      if (text === 'off') return { kind: 'off' };
      if (isCommitSha(text)) return { kind: 'commit', sha: text.toLowerCase() };
      ctx.addIssue({ code: 'custom', message: `must be auto, off or a commit SHA, got "${text}"` });
      return z.NEVER;
    });

/**
 * The quarantine file the input names, else the default one, as the workspace holds it, read now
 * (relative to GITHUB_WORKSPACE; the command line's working directory outside GitHub). On a run of
 * the branch's own commit (push, schedule, manual, the command line) the workspace's copy decides: one
 * that is not a quarantine file fails the step before any request, naming its line, as does a file
 * the input names and a checkout lacks. On a pull request's run (and a merge queue's, a
 * `workflow_run`'s, a deployment's) the base's copy decides, read when the report is made
 * (src/report/quarantine-source.ts); the workspace's is the pull request's own, shown, never applied.
 */
const quarantineFile = () =>
  z
    .string()
    .optional()
    .transform((v, ctx): WorkspaceQuarantine => {
      const workspace = process.env.GITHUB_WORKSPACE?.trim() || process.cwd();
      const read = readWorkspaceQuarantine(v?.trim() || undefined, workspace);
      if (quarantineDecidedByBase(process.env.GITHUB_EVENT_NAME ?? '')) return read;
      const missing =
        read.given &&
        read.error === undefined &&
        !read.list &&
        // Read at the commit when no checkout is there to hold it, on GitHub alone.
        (read.checkout || !read.repoPath || process.env.GITHUB_ACTIONS !== 'true')
          ? `found no file ${read.file} (relative to the workspace, ${workspace})`
          : undefined;
      const problem = read.error ?? missing;
      if (problem === undefined) return read;
      ctx.addIssue({ code: 'custom', message: `cannot be used: ${problem}` });
      return z.NEVER;
    });

/**
 * The reporting inputs a report of other reports takes too (actions/combine): comparison, pull request
 * comment, and what fails the step.
 */
export const comparisonShape = {
  [INPUTS.prComment]: oneOf(PR_COMMENT_MODES, 'off'),
  [INPUTS.compare]: compareSetting(),
  [INPUTS.failOn]: oneOf(FAIL_ON_MODES, 'failures'),
  [INPUTS.failOnFlaky]: boolean(false),
  [INPUTS.failOnEmpty]: boolean(true),
  [INPUTS.failOnUnknown]: boolean(true),
  [INPUTS.quarantine]: quarantineFile(),
  // Flaky in at least N of the window's runs: more runs than the window holds would take none.
  [INPUTS.autoQuarantine]: wholeNumber({ min: 0, max: WINDOW_RUNS, default: 0, unit: 'runs' }),
};

/**
 * Inputs `quarantine` and `auto-quarantine` as the report takes them: the workspace's list where it
 * decides, and the workspace's copy for the report to say which copy does.
 */
function quarantineSettingOf(raw: z.output<z.ZodObject<typeof comparisonShape>>): QuarantineSetting {
  const workspace = raw[INPUTS.quarantine];
  const own = !quarantineDecidedByBase(process.env.GITHUB_EVENT_NAME ?? '');
  return {
    ...(own && workspace.list ? { list: workspace.list } : {}),
    auto: raw[INPUTS.autoQuarantine],
    workspace,
  };
}

/**
 * The reporting options of `comparisonShape`'s inputs, the rest as by default (a report of other
 * reports writes no files of its own); `failOnFailure: false` means `fail-on: nothing`.
 */
export function comparisonOptionsOf(
  raw: z.output<z.ZodObject<typeof comparisonShape>>,
  failOnFailure = true,
): EvidenceOptions {
  return {
    ...DEFAULT_EVIDENCE_OPTIONS,
    prComment: raw[INPUTS.prComment],
    compare: raw[INPUTS.compare],
    failOn: failOnFailure ? raw[INPUTS.failOn] : 'nothing',
    failOnFlaky: raw[INPUTS.failOnFlaky],
    failOnEmpty: raw[INPUTS.failOnEmpty],
    failOnUnknown: raw[INPUTS.failOnUnknown],
    quarantine: quarantineSettingOf(raw),
  };
}

/**
 * The reporting inputs every reporting action takes: files, pull request comment, downloads,
 * comparison, and what fails the step.
 */
export const evidenceShape = {
  ...comparisonShape,
  [INPUTS.junitFile]: optionalText(),
  [INPUTS.ctrfFile]: optionalText(),
  [INPUTS.downloadAssets]: oneOf(DOWNLOAD_ASSETS_MODES, 'off'),
};

/** The reporting options; `fail-on-failure: false` means `fail-on: nothing`, whatever `fail-on` says. */
export function evidenceOptionsOf(
  raw: z.output<z.ZodObject<typeof evidenceShape>>,
  failOnFailure: boolean,
): EvidenceOptions {
  return {
    ...comparisonOptionsOf(raw, failOnFailure),
    junitFile: raw[INPUTS.junitFile],
    ctrfFile: raw[INPUTS.ctrfFile],
    downloadAssets: raw[INPUTS.downloadAssets],
  };
}

/** Every input but `job-id`, shared with the root action's schema. */
export const waitOptionsShape = {
  // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
  [INPUTS.timeout]: wholeNumber({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
  [INPUTS.pollInterval]: wholeNumber({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
  // At most as many as a job's errors may list: a 32-bit count.
  [INPUTS.maxFailures]: wholeNumber({ min: 0, max: 2_147_483_647, default: 0, unit: 'tests' }),
  [INPUTS.failOnFailure]: boolean(true),
  [INPUTS.report]: boolean(true),
  [INPUTS.checkName]: optionalText(),
  [INPUTS.githubToken]: optionalText(),
  ...evidenceShape,
};

export function waitOptionsOf(raw: z.output<z.ZodObject<typeof waitOptionsShape>>): WaitOptions {
  return {
    timeoutSeconds: raw[INPUTS.timeout],
    pollIntervalSeconds: raw[INPUTS.pollInterval],
    maxFailures: raw[INPUTS.maxFailures],
    failOnFailure: raw[INPUTS.failOnFailure],
    report: raw[INPUTS.report],
    checkName: raw[INPUTS.checkName],
    githubToken: raw[INPUTS.githubToken],
    evidence: evidenceOptionsOf(raw, raw[INPUTS.failOnFailure]),
  };
}

export const InputsSchema = z
  .object({ [INPUTS.jobId]: requiredId(), ...waitOptionsShape })
  .transform((raw): WaitInputs => ({ jobId: raw[INPUTS.jobId], ...waitOptionsOf(raw) }));
