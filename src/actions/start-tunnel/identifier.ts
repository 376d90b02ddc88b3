import { randomBytes } from 'node:crypto';

import { slug } from '../../text/slug.ts';

/**
 * The default tunnel name: readable (run, attempt, job) and unique per matrix leg. The runner puts no
 * matrix or job index in the environment, so a random part tells the legs of one job apart, and keeps
 * a re-used runner from ever finding a stale tunnel of an earlier leg under the same name.
 */
export function defaultIdentifier(
  env: Record<string, string | undefined>,
  random: () => string = () => randomBytes(4).toString('hex'),
): string {
  const runId = env.GITHUB_RUN_ID?.trim();
  if (!runId) return `local-${random()}`;
  const attempt = env.GITHUB_RUN_ATTEMPT?.trim() || '1';
  // The random part tells names apart: the job's slug needs no hash when cut.
  const job = slug(env.GITHUB_JOB?.trim() ?? '', 40) || 'job';
  return `gh-${runId}-${attempt}-${job}-${random()}`;
}
