/**
 * The meanings the spec's Errors table gives a status on many endpoints, in one place; each resource
 * module adds what a status means on its own endpoints (`meanings` of a request).
 */

/** Authentication rule 4: a read-only account gets 403 on everything that creates, changes or triggers. */
export const READ_ONLY = { 403: 'the account is read-only' } as const;

/** 402 on the trigger and schedule endpoints. */
export const INSUFFICIENT_CREDITS = { 402: 'insufficient credits' } as const;
