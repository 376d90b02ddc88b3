import { z } from 'zod';

import { idOf } from './refs.ts';
import { int32, positiveId, timestamp } from './schemas.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

const JOB_STATUSES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Both end a wait: FAILED is as final as FINISHED (ASSUMPTIONS.failedIsFinal). */
export { FINAL_JOB_STATUSES } from './assumptions.ts';

/** Per-test failure detail: the spec names step, browser and time without typing them. */
const JobErrorSchema = z.looseObject({});
export type JobError = z.infer<typeof JobErrorSchema>;

const JobSchema = z.object({
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
 * `{ success: true, job_id: 5 }`); whatever else comes is kept. The job is polled next, so an ID that
 * is not a positive whole number is refused here, in one line, rather than handed on.
 */
export const RunAckSchema = z.looseObject({ job_id: positiveId });

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
