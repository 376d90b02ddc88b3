import { readFileSync } from 'node:fs';

import { z } from 'zod';

import { messageOf } from '../../api/transport/errors.ts';

/**
 * The event that started the workflow run (GITHUB_EVENT_NAME, and its payload at GITHUB_EVENT_PATH),
 * read once, here alone, and handed to what needs it: the commit a check run goes on
 * (environment.ts), the base a report compares with (history/base/commit.ts), the run that triggered a
 * `workflow_run` (environment.ts), the pull request a comment goes to (outputs/comment.ts). Only the
 * fields those read are kept (docs/github-facts.md); a field that is not what GitHub sends is as if it
 * were absent.
 */

/** Absent unless it is what the schema says. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The payload's schema, made on the first read: a step that reads no event (one that stops at its
 * settings) does not pay for it.
 */
function payloadSchema() {
  // Whatever it is: the reader checks it (a SHA, a branch).
  const unchecked = z.unknown().optional();
  const repo = lenient(z.object({ id: unchecked }).nullable());
  const pullRequestOfRun = z
    .object({
      number: lenient(z.number()),
      head: lenient(z.object({ sha: unchecked, repo }).nullable()),
      base: lenient(z.object({ sha: unchecked, ref: unchecked, repo }).nullable()),
    })
    .catch({});
  return z
    .object({
      before: unchecked,
      pull_request: lenient(
        z.object({
          number: lenient(z.number()),
          head: lenient(z.object({ sha: unchecked })),
          base: lenient(z.object({ sha: unchecked, ref: unchecked })),
        }),
      ),
      merge_group: lenient(z.object({ head_sha: unchecked, base_sha: unchecked, base_ref: unchecked })),
      workflow_run: lenient(
        z.object({
          id: lenient(z.union([z.number(), z.string()])),
          event: unchecked,
          head_sha: unchecked,
          head_branch: unchecked,
          pull_requests: lenient(z.array(pullRequestOfRun).nullable()),
        }),
      ),
      repository: lenient(z.object({ default_branch: unchecked })),
    })
    .catch({});
}

let schema: ReturnType<typeof payloadSchema> | undefined;

/** What the event payloads name that the report reads (docs/github-facts.md). */
export type EventPayload = z.output<ReturnType<typeof payloadSchema>>;

/** A pull request as a `workflow_run` payload names it: its head and base, each with its repository. */
export type PullRequestOfRun = NonNullable<
  NonNullable<NonNullable<EventPayload['workflow_run']>['pull_requests']>[number]
>;

export interface RunnerEvent {
  /** GITHUB_EVENT_NAME; empty outside GitHub Actions. */
  name: string;
  /** The payload as far as the report reads it; empty when it could not be read. */
  payload: EventPayload;
  /** Why the payload could not be read (no GITHUB_EVENT_PATH, no such file, not JSON); undefined when it was. */
  unread?: string;
}

/**
 * The events whose runs are runs of a branch itself: they run the branch's own workflow file, and each
 * report of theirs is the base of the branch's next one (docs/comparison.md).
 */
export const BRANCH_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);

/** The step's event, its payload read from GITHUB_EVENT_PATH. */
export function readEvent(env: Record<string, string | undefined>): RunnerEvent {
  const name = env.GITHUB_EVENT_NAME ?? '';
  try {
    const json: unknown = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
    return { name, payload: (schema ??= payloadSchema()).parse(json) };
  } catch (error) {
    return { name, payload: {}, unread: messageOf(error) };
  }
}
