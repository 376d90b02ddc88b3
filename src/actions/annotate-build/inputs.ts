import { z } from 'zod';

import { buildRefOf } from '../../api/refs.ts';
import { messageOf } from '../../api/transport/errors.ts';
import type { EvidenceOptions } from '../../report/types.ts';
import { boolean, optionalText, wholeNumber } from '../../runtime/inputs.ts';
import { evidenceOptionsOf, evidenceShape } from '../wait-for-job/inputs.ts';
import { INPUTS } from './names.ts';

/** One build by numeric ID or `capabilities.build` identifier, or every build whose name starts with a prefix. */
export type BuildSelector = { kind: 'build'; ref: string } | { kind: 'prefix'; prefix: string };

export interface AnnotateInputs {
  /** The builds to report as one check; empty: the job's build (CLOUDTEST_BUILD, else its default). */
  builds: BuildSelector[];
  /** Undefined: the job's key and matrix leg (stable from run to run). */
  checkName: string | undefined;
  failOnFailure: boolean;
  waitSeconds: number;
  githubToken: string | undefined;
  /** Report files, pull request comment and downloads. */
  evidence: EvidenceOptions;
}

/** Most builds one report takes (named, or matched by prefixes). */
const MAX_BUILDS = 100;

/** One build per line or comma-separated; a trailing `*` matches every build with that prefix. */
const buildList = () =>
  z
    .string()
    .optional()
    .transform((v, ctx): BuildSelector[] => {
      const items = (v ?? '')
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length > MAX_BUILDS) {
        ctx.addIssue({ code: 'custom', message: `names ${items.length} builds, more than ${MAX_BUILDS}` });
        return z.NEVER;
      }
      const selectors: BuildSelector[] = [];
      for (const item of items) {
        const star = item.indexOf('*');
        try {
          if (star === -1) selectors.push({ kind: 'build', ref: buildRefOf(item) });
          else if (star === item.length - 1 && star > 0)
            selectors.push({ kind: 'prefix', prefix: item.slice(0, -1) });
          else throw new TypeError('`*` may only end a build name prefix, as in my-app-1234-*');
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `has "${item}": ${messageOf(error)}` });
          return z.NEVER;
        }
      }
      return selectors;
    });

export const InputsSchema = z
  .object({
    [INPUTS.build]: buildList(),
    [INPUTS.checkName]: optionalText(),
    [INPUTS.failOnFailure]: boolean(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [INPUTS.waitSeconds]: wholeNumber({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [INPUTS.githubToken]: optionalText(),
    ...evidenceShape,
  })
  .transform((raw): AnnotateInputs => ({
    builds: raw[INPUTS.build],
    checkName: raw[INPUTS.checkName],
    failOnFailure: raw[INPUTS.failOnFailure],
    waitSeconds: raw[INPUTS.waitSeconds],
    githubToken: raw[INPUTS.githubToken],
    evidence: evidenceOptionsOf(raw, raw[INPUTS.failOnFailure]),
  }));
