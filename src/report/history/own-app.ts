import type { GitHubClient } from '../../runtime/types.ts';
import type { GitHubApp } from '../world/deps.ts';

/**
 * The app this step writes as (docs/github-facts.md, "Who wrote it"): the app GitHub names on the
 * check run the step created or updated, in its answer to that write. It is the same for the workflow
 * token (`github-actions`) and for an app's installation token, which GitHub answers `GET /user` with
 * 403: no guess stands in for it. An earlier report is ours only when that app wrote it.
 */

/** The app a workflow's GITHUB_TOKEN writes as: what a token is taken for when nothing says otherwise. */
export const WORKFLOW_TOKEN_APP = 'github-actions';

/** Learnt per GitHub client, which is one per token for the whole step (src/runtime/github/connector.ts). */
const learnt = new WeakMap<GitHubClient, GitHubApp>();

/** Records the app GitHub's answer to a write of our check run names; an answer naming none is not an answer. */
export function learnOwnApp(github: GitHubClient, app: GitHubApp | null | undefined): void {
  const slug = app?.slug?.trim();
  const id = typeof app?.id === 'number' ? app.id : undefined;
  if (slug || id !== undefined)
    learnt.set(github, { ...(id === undefined ? {} : { id }), slug: slug ?? null });
}

/** The app our check run's writes were answered with; undefined while none was. */
export function ownAppOf(github: GitHubClient): GitHubApp | undefined {
  return learnt.get(github);
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Whether an app GitHub names is `ours`: the same ID where both are known, else the same slug. */
export function sameApp(app: GitHubApp | null | undefined, ours: GitHubApp | undefined): boolean {
  if (!app || !ours) return false;
  if (typeof app.id === 'number' && typeof ours.id === 'number') return app.id === ours.id;
  return same(app.slug, ours.slug);
}
