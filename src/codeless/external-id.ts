/** The external ID of a Codeless job's check run: the same from main's open to post's search. */
export const jobExternalId = (jobId: number | string) => `job-${jobId}`;

/**
 * The external ID of a check run opened before its job is known (the root action opens it before the
 * trigger), and of a re-run's report that ran no job.
 */
export const attemptExternalId = (attempt: number) => `attempt-${attempt}`;
