/** The external ID of a Codeless job's check run: the same from main's open to post's search. */
export const jobExternalId = (jobId: number | string) => `job-${jobId}`;
