import { z } from 'zod';

import { appKeyOf } from '../../api/refs.ts';
import { oneOf, optionalText } from '../../runtime/inputs.ts';
import { STOP_SESSIONS_MODES, type StopSessionsMode } from '../../runtime/job-sessions.ts';
import { INPUTS } from './names.ts';

export interface UploadAppInputs {
  /** A path or glob relative to the working directory, or an http(s) URL the service fetches. */
  source: { file: string } | { url: URL };
  /** Replace the binary under this bare key instead of storing a new app. */
  appKey?: string;
  /** Whether the job's sessions still running at its end are stopped (src/runtime/job-sessions.ts); none: `auto`. */
  stopSessions?: StopSessionsMode;
}

export const InputsSchema = z
  .object({
    [INPUTS.file]: optionalText(),
    [INPUTS.url]: optionalText().transform((value, ctx) => {
      if (value === undefined) return undefined;
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url || !['https:', 'http:'].includes(url.protocol) || !url.hostname) {
        ctx.addIssue({ code: 'custom', message: `must be an http(s):// URL, got "${value}"` });
        return z.NEVER;
      }
      return url;
    }),
    [INPUTS.appKey]: optionalText().transform((value, ctx) => {
      if (value === undefined) return undefined;
      try {
        return appKeyOf(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be an app key (KEY or scheme://KEY), got "${value}"` });
        return z.NEVER;
      }
    }),
    [INPUTS.stopSessions]: oneOf(STOP_SESSIONS_MODES, 'auto'),
  })
  .superRefine((raw, ctx) => {
    const hasFile = raw[INPUTS.file] !== undefined;
    const hasUrl = raw[INPUTS.url] !== undefined;
    if (hasFile && hasUrl)
      ctx.addIssue({
        code: 'custom',
        path: [INPUTS.url],
        message: `cannot be given with "${INPUTS.file}": give exactly one of them`,
      });
    if (!hasFile && !hasUrl)
      ctx.addIssue({
        code: 'custom',
        path: [INPUTS.file],
        message: `or "${INPUTS.url}" is required: give exactly one of them`,
      });
  })
  .transform((raw): UploadAppInputs => {
    const file = raw[INPUTS.file];
    const url = raw[INPUTS.url];
    // superRefine has made sure exactly one of them is given.
    return {
      source: url !== undefined ? { url } : { file: file as string },
      appKey: raw[INPUTS.appKey],
      stopSessions: raw[INPUTS.stopSessions],
    };
  });
