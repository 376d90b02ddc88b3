import { z } from 'zod';
import { idOf } from './refs.ts';
import { int32, timestamp } from './schemas.ts';
import { route, type Transport } from './transport.ts';

export const JOB_STATUSES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Both end a wait: FAILED is as final as FINISHED. */
export const FINAL_JOB_STATUSES: ReadonlySet<string> = new Set(['FINISHED', 'FAILED']);

/** Per-test failure detail: the spec names step, browser and time without typing them. */
export const JobErrorSchema = z.looseObject({});
export type JobError = z.infer<typeof JobErrorSchema>;

export const JobSchema = z.object({
  status: z.enum(JOB_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
  success: z.boolean().nullable(),
  test_ids: z.array(int32),
  errors: z.array(JobErrorSchema),
});
export type Job = z.infer<typeof JobSchema>;

/**
 * What the trigger endpoints answer: `job_id` is the only field the spec names (seen in practice as
 * `{ success: true, job_id: 5 }`); whatever else comes is kept.
 */
export const RunAckSchema = z.looseObject({ job_id: int32 });
export type RunAck = z.infer<typeof RunAckSchema>;

/** One entry of a job's `errors`, as far as it can be read; anything missing stays undefined. */
export interface JobErrorDetail {
  testId?: number;
  testName?: string;
  step?: string;
  browser?: string;
  time?: string;
  message?: string;
}

/**
 * The one adapter for `errors` entries. The spec names `step`, `browser` and `time` but not their
 * types; `test_id`, `test_name` and `message` are read when present and never required.
 */
export function jobErrorDetail(entry: JobError): JobErrorDetail {
  const text = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value.trim() || undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return undefined;
  };
  const browser = (value: unknown): string | undefined => {
    if (value && typeof value === 'object') {
      const b = value as Record<string, unknown>;
      const parts = [text(b.name) ?? text(b.browser), text(b.version), text(b.platform)].filter(Boolean);
      return parts.length ? parts.join(' ') : undefined;
    }
    return text(value);
  };
  const id = text(entry.test_id);
  return {
    testId: id && /^\d+$/.test(id) ? Number(id) : undefined,
    testName: text(entry.test_name),
    step: text(entry.step),
    browser: browser(entry.browser),
    time: text(entry.time),
    message: text(entry.message) ?? text(entry.error),
  };
}

export function jobsApi(t: Transport) {
  return {
    /** GET /v1/jobs/{id}: a job started by a trigger endpoint. `signal` ends a wait's last call. */
    get: (id: number, signal?: AbortSignal) =>
      t.call({
        operation: 'get job',
        method: 'GET',
        path: route`/v1/jobs/${idOf(id, 'job id')}`,
        response: JobSchema,
        meanings: { 404: 'no such job' },
        signal,
      }),
  };
}
