/**
 * What a commit SHA is, in one place. A commit named in full (by GitHub's events, its commit lists, a
 * digest's window) is 40 hexadecimal digits, or 64 in a repository of SHA-256 commits. Where a person
 * or a CI may shorten it (input `compare`, the command line's revision, a history file's digest), 7
 * digits and up to a SHA-1's 40 are taken too.
 */

const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
const COMMIT_SHA = /^(?:[0-9a-f]{7,40}|[0-9a-f]{64})$/i;
const ZEROS = /^0+$/;

/** A commit named in full: 40 hexadecimal digits, or 64. */
export const isFullSha = (text: string): boolean => FULL_SHA.test(text);

/** A commit named in full or shortened to 7 digits or more. */
export const isCommitSha = (text: string): boolean => COMMIT_SHA.test(text);

/** GitHub's "no commit" (a push that made a branch names its `before` so): a full SHA of zeros. */
export const isNoCommit = (text: string): boolean => isFullSha(text) && ZEROS.test(text);
