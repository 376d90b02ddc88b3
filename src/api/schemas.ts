import { z } from 'zod';

/** int32 as the spec types IDs and counters. */
export const int32 = z.number().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
export const timestamp = z.string();

export const AckSchema = z.object({ success: z.boolean() });

/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
export const positiveId = int32.min(1, 'expected a positive whole number (an ID)');

/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = z.object({ offset: countOf, count: countOf, total: countOf });
export type Meta = z.infer<typeof MetaSchema>;

/** What a JSON value is, in zod's words: `array`, `null`, `string`, … */
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 * Taken as it is, not copied field by field: a build's pages hold 100,000 records, and a copy of
 * each (`z.looseObject`) was the largest share of the memory reading them churned through.
 */
export const LenientRecordSchema = z.custom<Record<string, unknown>>((value) => kindOf(value) === 'object', {
  error: (issue) => `Invalid input: expected object, received ${kindOf(issue.input)}`,
});
export type LenientRecord = z.infer<typeof LenientRecordSchema>;

/** Which list a page is of, so a walk over it can word its errors. */
export interface PageSource {
  operation: string;
  path: string;
}

export interface Page<T> {
  data: T[];
  meta: Meta;
  /**
   * The service answered a bare array, not `{ data, meta }`: `meta` then restates what was asked and
   * received (its `total` is no more than that), and the list may go on.
   */
  bare?: true;
  source?: PageSource;
}

/** A list answer as read: `{ data, meta }`, or a bare array (meta undefined) where the spec allows it. */
type ListAnswer<T> = { data: T[]; meta?: Meta };

/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/transport/pagination.ts) rather than guessed from its length.
 */
export function pageOf<T extends z.ZodType>(item: T, options: { enveloped?: boolean } = {}) {
  const envelope = z.object({ data: z.array(item), meta: MetaSchema });
  const schema = options.enveloped
    ? envelope
    : z.union([envelope, z.array(item).transform((data) => ({ data }))]);
  return schema as unknown as z.ZodType<ListAnswer<z.output<T>>>;
}
