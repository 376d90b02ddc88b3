import { z } from 'zod';

/** int32 as the spec types IDs and counters. */
export const int32 = z.number().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
export const timestamp = z.string();

export const AckSchema = z.object({ success: z.boolean() });
export type Ack = z.infer<typeof AckSchema>;

export const MetaSchema = z.object({ offset: int32, count: int32, total: int32 });
export type Meta = z.infer<typeof MetaSchema>;

/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 */
export const LenientRecordSchema = z.looseObject({});
export type LenientRecord = z.infer<typeof LenientRecordSchema>;

export interface Page<T> {
  data: T[];
  meta: Meta;
}

/**
 * A list whose envelope the spec shows ({ data, meta }) or leaves open: a bare array is accepted too,
 * and given a meta that describes it as the only page.
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.union([
    z.object({ data: z.array(item), meta: MetaSchema }),
    z
      .array(item)
      .transform((data) => ({ data, meta: { offset: 0, count: data.length, total: data.length } })),
  ]) as unknown as z.ZodType<Page<z.output<T>>>;
}
