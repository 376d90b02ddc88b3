/**
 * The meanings the spec's Errors table gives a status on many endpoints, in one place; each resource
 * module adds what a status means on its own endpoints (`meanings` of a request).
 *
 * Maps of meanings are typed, not `as const`: the mutation run (docs/mutation.md) leaves whatever is
 * `as const` unmutated, and what a status means is what its tests must hold.
 */

/** What each status means on an endpoint: defined beside the assumptions, which import nothing of ours. */
import type { Meanings } from './assumptions.ts';

export type { Meanings };

/** Authentication rule 4: a read-only account gets 403 on everything that creates, changes or triggers. */
export const READ_ONLY: Meanings = { 403: 'the account is read-only' };

/** 402 on the trigger and schedule endpoints. */
export const INSUFFICIENT_CREDITS: Meanings = { 402: 'insufficient credits' };
