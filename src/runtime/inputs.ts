import { z } from 'zod';

/**
 * Zod pieces for action inputs. Inputs arrive as strings (defaults from action.yml included), so each
 * helper parses a string and, on failure, says what was expected; `readInputs` adds the input's name.
 */

/** Trimmed text; empty means not given. */
export const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined);

export const requiredText = () =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .pipe(z.string().min(1, 'is required'));

/** A whole number in a range; empty takes the default. */
export const wholeNumber = (opts: { min: number; max: number; default?: number; unit?: string }) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim() ?? '';
      if (!text && opts.default !== undefined) return opts.default;
      const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number${opts.unit ? ` of ${opts.unit}` : ''} from ${opts.min} to ${opts.max}, got "${text}"`,
        });
        return z.NEVER;
      }
      return n;
    });

/** A positive numeric ID (int32), optional. */
export const optionalId = () =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim() ?? '';
      if (!text) return undefined;
      const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) {
        ctx.addIssue({ code: 'custom', message: `must be a positive whole number (an ID), got "${text}"` });
        return z.NEVER;
      }
      return n;
    });

export const requiredId = () => optionalId().pipe(z.number({ error: 'is required' }));

/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them; empty takes the default. */
export const boolean = (defaultValue: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim() ?? '';
      if (!text) return defaultValue;
      if (['true', 'True', 'TRUE'].includes(text)) return true;
      if (['false', 'False', 'FALSE'].includes(text)) return false;
      ctx.addIssue({ code: 'custom', message: `must be true or false, got "${text}"` });
      return z.NEVER;
    });

/** One of a few words, as written in action.yml; empty takes the default. */
export const oneOf = <const T extends string>(values: readonly T[], defaultValue: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T => {
      const text = v?.trim() ?? '';
      if (!text) return defaultValue;
      if ((values as readonly string[]).includes(text)) return text as T;
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}, got "${text}"` });
      return z.NEVER;
    });

export class InputError extends Error {
  override name = 'InputError';
}

/**
 * An input the service refused: well-formed, but naming what the service does not have (an app key
 * it stores nothing under). Known only after a request, unlike every other input error.
 */
export class InputRefusedError extends InputError {
  override name = 'InputRefusedError';
}

/**
 * Reads each named input and parses them with the action's schema. Every problem becomes one line
 * naming the input: `Input "ready-timeout" must be a whole number ...`.
 */
export function readInputs<S extends z.ZodType>(
  names: readonly string[],
  schema: S,
  getInput: (name: string) => string,
): z.output<S> {
  const raw = Object.fromEntries(names.map((name) => [name, getInput(name)]));
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path[0];
    return name === undefined ? issue.message : `input "${String(name)}" ${issue.message}`;
  });
  const text = problems.join('; ');
  throw new InputError(text.charAt(0).toUpperCase() + text.slice(1));
}
