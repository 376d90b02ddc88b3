import { z } from 'zod';

import { CODELESS_CHECK_BASE } from '../codeless/wait.ts';
import { failedChecksReport } from '../report/session.ts';
import { boolean } from '../runtime/inputs.ts';
import { stableCheckName } from '../runtime/job-identity.ts';
import type { JobIdentity } from '../runtime/types.ts';
import { CHECK_BASE, INPUTS as ANNOTATE_INPUTS } from './annotate-build/names.ts';
import { DEFAULT_CHECK_NAME, INPUTS as COMBINE_INPUTS } from './combine/names.ts';
import { checkNameOf } from './run-codeless-tests/names.ts';
import { checkTrigger, targetOf, triggerShape } from './trigger-lab-suite/inputs.ts';
import { INPUTS as TRIGGER_INPUTS } from './trigger-lab-suite/names.ts';
import { INPUTS as WAIT_INPUTS } from './wait-for-job/names.ts';

/**
 * The check run each reporting action says a failure of its own checks on (settings, inputs: before
 * any request; src/report/session.ts, `failedChecksReport`), named as the step would have named it
 * from its inputs as given, read leniently since one of them did not pass: the action's default name
 * where the name itself depends on an input that failed. Loaded only when the checks failed.
 */

type Input = (name: string) => string;

/** An input as given, trimmed; undefined when empty. */
const given = (input: Input, name: string) => input(name).trim() || undefined;

/** The step's token, as given (its default: the workflow's token). */
const tokenOf = (input: Input) => given(input, WAIT_INPUTS.githubToken);

/** A wait's check run, unless `report: false` (a `report` that does not parse reports, as by default). */
function waitCheck(input: Input, defaultName: () => string) {
  const report = boolean(true).safeParse(input(WAIT_INPUTS.report));
  if (report.success && !report.data) return undefined;
  return {
    checkName: given(input, WAIT_INPUTS.checkName) ?? defaultName(),
    githubToken: tokenOf(input),
    externalId: 'unreported',
  };
}

export const annotateBuild = failedChecksReport((input, job) => ({
  checkName: given(input, ANNOTATE_INPUTS.checkName) ?? stableCheckName(CHECK_BASE, job),
  githubToken: tokenOf(input),
  externalId: 'build',
}));

export const waitForJob = failedChecksReport((input, job) =>
  waitCheck(input, () => stableCheckName(CODELESS_CHECK_BASE, job)),
);

/** The target's inputs: the root action's check is named after its target when they parse. */
const TargetSchema = z.object(triggerShape).superRefine(checkTrigger).transform(targetOf);

function rootName(input: Input, job: JobIdentity): string {
  const raw = Object.fromEntries(Object.keys(triggerShape).map((name) => [name, input(name)]));
  // The wait for capacity names nothing: one that does not parse leaves the target's name.
  const target = TargetSchema.safeParse({ ...raw, [TRIGGER_INPUTS.waitForCapacity]: '' });
  return target.success ? checkNameOf(target.data, job) : stableCheckName(CODELESS_CHECK_BASE, job);
}

export const runCodelessTests = failedChecksReport((input, job) =>
  waitCheck(input, () => rootName(input, job)),
);

export const combine = failedChecksReport((input) => ({
  checkName: given(input, COMBINE_INPUTS.checkName) ?? DEFAULT_CHECK_NAME,
  githubToken: tokenOf(input),
  externalId: 'combined',
}));
