import { z } from 'zod';

import { oneOf, optionalText, wholeNumber } from '../../runtime/inputs.ts';
import { STOP_SESSIONS_MODES, type StopSessionsMode } from '../../runtime/job-sessions.ts';
import { isLoopbackHost } from '../../runtime/settings.ts';
import { INPUTS } from './names.ts';

export interface TunnelTiming {
  /** Pause between two looks at the tunnel while waiting for READY. */
  pollIntervalMs: number;
  /** Time the client gets to end after SIGTERM before it is killed (post). */
  stopGraceMs: number;
}

export const DEFAULT_TIMING: TunnelTiming = { pollIntervalMs: 2_000, stopGraceMs: 10_000 };

export type ClientKind = 'jar' | 'zip' | 'tar' | 'file';

/** The download's kind, from the ending of the URL's path (the query of a signed URL is ignored). */
function clientKindOf(url: URL): ClientKind {
  const path = url.pathname.toLowerCase();
  if (path.endsWith('.jar')) return 'jar';
  if (path.endsWith('.zip')) return 'zip';
  if (path.endsWith('.tar.gz') || path.endsWith('.tgz')) return 'tar';
  return 'file';
}

export interface ClientInputs {
  url: URL;
  kind: ClientKind;
  version: string | undefined;
  sha256: string | undefined;
  /** Split like a command line, placeholders not yet replaced. */
  args: string[];
  command: string | undefined;
}

export interface StartTunnelInputs {
  /** Undefined: the default, unique per run, attempt, job and matrix leg (client mode only). */
  identifier: string | undefined;
  readyTimeoutSeconds: number;
  /** Undefined: API mode. */
  client: ClientInputs | undefined;
  /** Whether the job's sessions still running at its end are stopped (src/runtime/job-sessions.ts); none: `auto`. */
  stopSessions?: StopSessionsMode;
}

/**
 * Arguments separated by white space; single or double quotes keep spaces inside one. No escapes, so a
 * Windows path keeps its backslashes; no shell ever sees the result. Undefined when a quote is open.
 */
function splitArgs(text: string): string[] | undefined {
  const args: string[] = [];
  let current: string | undefined;
  let quote: string | undefined;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined;
      else current = (current ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= '';
    } else if (/\s/.test(char)) {
      if (current !== undefined) args.push(current);
      current = undefined;
    } else {
      current = (current ?? '') + char;
    }
  }
  if (quote) return undefined;
  if (current !== undefined) args.push(current);
  return args;
}

/** A tunnel's name, as the input gives it and as post accepts it back from state. */
export const IdentifierSchema = z
  .string()
  .min(1)
  .max(128, 'must be at most 128 characters')
  // eslint-disable-next-line no-control-regex -- control characters are what it rejects
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not hold control characters');

/** What an error may show of a refused URL: no user name or password, no query or fragment (signed URLs). */
function shownUrl(value: string): string {
  if (!URL.canParse(value)) return 'text that is not a URL';
  const url = new URL(value);
  // Without a host, anything after the scheme may be a secret (`user:password@host` reads as one).
  if (!url.host) return `a "${url.protocol}" address`;
  const credentials = url.username || url.password ? '***@' : '';
  const rest = url.search || url.hash ? '?***' : '';
  return `"${url.protocol}//${credentials}${url.host}${url.pathname}${rest}"`;
}

const CLIENT_ONLY = [
  INPUTS.clientVersion,
  INPUTS.clientSha256,
  INPUTS.clientArgs,
  INPUTS.clientCommand,
] as const;

export const InputsSchema = z
  .object({
    [INPUTS.identifier]: optionalText().pipe(IdentifierSchema.optional()),
    [INPUTS.readyTimeout]: wholeNumber({ min: 1, max: 3600, default: 120, unit: 'seconds' }),
    [INPUTS.clientUrl]: optionalText().transform((value, ctx) => {
      if (value === undefined) return undefined;
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url || !['https:', 'http:'].includes(url.protocol)) {
        ctx.addIssue({ code: 'custom', message: `must be an https:// URL, got ${shownUrl(value)}` });
        return z.NEVER;
      }
      // An executable fetched in clear text could be swapped on the way.
      if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1])',
        });
        return z.NEVER;
      }
      return url;
    }),
    [INPUTS.clientVersion]: optionalText(),
    [INPUTS.clientSha256]: optionalText().pipe(
      z
        .string()
        .transform((v) => v.toLowerCase().replace(/^sha256:/, ''))
        .pipe(z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)'))
        .optional(),
    ),
    [INPUTS.clientArgs]: optionalText().transform((value, ctx) => {
      const args = splitArgs(value ?? '');
      if (args) return args;
      ctx.addIssue({ code: 'custom', message: 'has a quote that is not closed' });
      return z.NEVER;
    }),
    [INPUTS.clientCommand]: optionalText(),
    [INPUTS.stopSessions]: oneOf(STOP_SESSIONS_MODES, 'auto'),
  })
  .superRefine((raw, ctx) => {
    const url = raw[INPUTS.clientUrl];
    if (!url) {
      for (const name of CLIENT_ONLY) {
        const value = raw[name];
        if (value !== undefined && !(Array.isArray(value) && !value.length))
          ctx.addIssue({ code: 'custom', path: [name], message: `applies only with "${INPUTS.clientUrl}"` });
      }
      return;
    }
    const kind = clientKindOf(url);
    if (raw[INPUTS.clientCommand] !== undefined && kind !== 'zip' && kind !== 'tar') {
      ctx.addIssue({
        code: 'custom',
        path: [INPUTS.clientCommand],
        message: `applies only to an archive (a "${INPUTS.clientUrl}" ending in .zip, .tar.gz or .tgz)`,
      });
    }
  })
  .transform((raw): StartTunnelInputs => {
    const url = raw[INPUTS.clientUrl];
    return {
      identifier: raw[INPUTS.identifier],
      readyTimeoutSeconds: raw[INPUTS.readyTimeout],
      stopSessions: raw[INPUTS.stopSessions],
      client: url
        ? {
            url,
            kind: clientKindOf(url),
            version: raw[INPUTS.clientVersion],
            sha256: raw[INPUTS.clientSha256],
            args: raw[INPUTS.clientArgs],
            command: raw[INPUTS.clientCommand],
          }
        : undefined,
    };
  });
