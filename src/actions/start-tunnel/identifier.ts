import { randomBytes } from 'node:crypto';

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
  const job = (env.GITHUB_JOB?.trim() || 'job').replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 40);
  return `gh-${runId}-${attempt}-${job}-${random()}`;
}
