import type { GitHubClient } from '../../../runtime/types.ts';
import { passedOnAttempt } from '../../../text/wording.ts';
import { QUARANTINED_MARK } from '../../history/comparison-text.ts';
import { linkLines } from '../../value/links.ts';
import type { CheckConclusion, ReportEntry } from '../../value/types.ts';
import type { GitHubApp } from '../../world/deps.ts';
import { askedUntilHealed } from '../../world/github-errors.ts';
import {
  cutToBytes,
  cutToChars,
  GITHUB_WRITE_PAUSE_MS,
  MAX_ANNOTATION_BYTES,
  MAX_ANNOTATION_TITLE_CHARS,
  MAX_ANNOTATIONS_PER_REQUEST,
  MAX_OUTPUT_TITLE_CHARS,
  oneLine,
} from '../../world/limits.ts';

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
  raw_details?: string;
}

/**
 * One failed test as an annotation on line 1 of `path`, every text within GitHub's limits; a flaky one
 * a notice, and a failure a quarantine excuses (`quarantined`) a warning that says so.
 */
export function annotationOf(entry: ReportEntry, path: string, quarantined = false): CheckAnnotation {
  const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
  const details = [
    entry.id && `Test: ${entry.id}`,
    entry.environment && `Browser or device: ${entry.environment}`,
    entry.platform && `Platform: ${entry.platform}`,
    entry.link && `Link: ${entry.link}`,
    ...linkLines(entry.links),
  ].filter(Boolean);
  // A flaky test passed in the end: a notice, not a failure.
  const flaky = entry.outcome === 'flaky';
  const attempts = (entry.attempts ?? 1) > 1 ? entry.attempts : undefined;
  const failed = entry.message?.trim() || 'The test failed.';
  // A failure a quarantine excuses fails nothing: a warning that says so.
  const message = quarantined ? `${QUARANTINED_MARK}: ${failed}` : failed;
  return {
    path,
    start_line: 1,
    end_line: 1,
    annotation_level: flaky ? 'notice' : quarantined ? 'warning' : 'failure',
    title: cutToChars(oneLine(where ? `${entry.name} (${where})` : entry.name), MAX_ANNOTATION_TITLE_CHARS),
    message: cutToBytes(
      flaky
        ? `Flaky: passed ${passedOnAttempt(entry)}: ${message}`
        : attempts
          ? `${attempts} attempts, the last failed: ${message}`
          : message,
      MAX_ANNOTATION_BYTES,
    ),
    ...(details.length ? { raw_details: cutToBytes(details.join('\n'), MAX_ANNOTATION_BYTES) } : {}),
  };
}

/** Where a check run goes and what names it. */
export interface CheckRunPlace {
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  externalId: string;
  /** The page the check run's "Details" opens: the workflow run. */
  detailsUrl?: string;
  /** A fresh signal per request: the step's cancellation and a time limit. */
  signal: () => AbortSignal;
}

export interface CheckRunRequest extends CheckRunPlace {
  /** A check run opened earlier (in progress) to complete, instead of creating one. */
  existingId?: number;
  conclusion: CheckConclusion;
  title: string;
  /** Already within GitHub's limit for `output.summary`. */
  summary: string;
  /** Within GitHub's limit for `output.text`: the report's digest, invisible on the page. */
  text?: string;
  annotations: CheckAnnotation[];
  completedAt: string;
  /** Waits between two writes (GITHUB_WRITE_PAUSE_MS); rejects when the step is cancelled. */
  pause: (ms: number) => Promise<void>;
}

export interface CheckRunOutcome {
  id: number;
  url: string;
  /** The app GitHub says made the run: who our token is (src/report/history/token-identity.ts). */
  app?: GitHubApp | null;
  /** Annotations GitHub accepted. */
  sent: number;
  /** Why the rest were not sent, when a later batch failed. */
  error?: unknown;
}

const outputOf = (title: string, summary: string, annotations: CheckAnnotation[] = [], text?: string) => ({
  title: cutToChars(oneLine(title), MAX_OUTPUT_TITLE_CHARS),
  summary,
  ...(text ? { text } : {}),
  ...(annotations.length ? { annotations } : {}),
});

/**
 * A check run that shows while the tests run: `in_progress`, with a line of what is running, until
 * `createCheckRun` completes it (or a cancelled step closes it with `closeCheckRun`).
 */
export async function openCheckRun(
  github: GitHubClient,
  place: CheckRunPlace,
  text: { title: string; summary: string; text?: string },
): Promise<{ id: number; url: string; app?: GitHubApp | null }> {
  const { data } = await github.rest.checks.create({
    owner: place.owner,
    repo: place.repo,
    name: place.name,
    head_sha: place.headSha,
    external_id: place.externalId,
    ...(place.detailsUrl ? { details_url: place.detailsUrl } : {}),
    status: 'in_progress',
    output: outputOf(text.title, text.summary, [], text.text),
    request: { signal: place.signal() },
  });
  return { id: data.id, url: data.html_url ?? '', app: data.app };
}

/**
 * The check run `place` names that GitHub holds in progress on the commit: made by `ours` (our token's
 * app), with the name and external ID given; the newest when there are several. What an open whose
 * answer never came (a time-out, a 5xx after GitHub acted) may have made; undefined when there is none.
 */
export async function findOpenCheckRun(
  github: GitHubClient,
  place: Omit<CheckRunPlace, 'detailsUrl'>,
  ours: (app: GitHubApp | null | undefined) => boolean,
): Promise<{ id: number; url: string; app?: GitHubApp | null } | undefined> {
  const { data } = await github.rest.checks.listForRef({
    owner: place.owner,
    repo: place.repo,
    ref: place.headSha,
    check_name: place.name,
    status: 'in_progress',
    filter: 'all',
    per_page: 100,
    request: { signal: place.signal() },
  });
  const found = data.check_runs
    .filter((run) => run.external_id === place.externalId && run.name === place.name && ours(run.app))
    .sort((a, b) => b.id - a.id)[0];
  return found && { id: found.id, url: found.html_url ?? '', app: found.app };
}

/**
 * Completes an open check run without a report (a failed wait, a report GitHub did not take, a post
 * step closing what main left open), asked again while GitHub's answer may heal (`askedUntilHealed`).
 */
export async function closeCheckRun(
  github: GitHubClient,
  run: {
    owner: string;
    repo: string;
    id: number;
    signal: () => AbortSignal;
    pause: (ms: number) => Promise<void>;
    attempts?: number;
  },
  end: { conclusion: CheckConclusion; title: string; summary: string; completedAt: string },
): Promise<{ id: number; url: string }> {
  const { data } = await askedUntilHealed(
    () =>
      github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: end.conclusion,
        completed_at: end.completedAt,
        output: outputOf(end.title, end.summary),
        request: { signal: run.signal() },
      }),
    run.pause,
    run.attempts,
  );
  return { id: data.id, url: data.html_url ?? '' };
}

/**
 * Replaces a check run's title and summary; its status and annotations stay as they are: the text of
 * one in progress (what runs now), or a completed one's corrected.
 */
export async function updateCheckRunText(
  github: GitHubClient,
  run: { owner: string; repo: string; id: number; signal: () => AbortSignal },
  text: { title: string; summary: string },
): Promise<void> {
  await github.rest.checks.update({
    owner: run.owner,
    repo: run.repo,
    check_run_id: run.id,
    output: outputOf(text.title, text.summary),
    request: { signal: run.signal() },
  });
}

/**
 * Completes the check run (creating it, or completing the one opened in progress) with its conclusion
 * and the first 50 annotations, then appends the rest 50 at a time, a pause apart (a PATCH with
 * annotations adds to those already there). Completing an open one is asked again (`askedUntilHealed`); a
 * failed first request throws; a failed batch stops the sending and is returned, since the check run
 * itself stands.
 */
export async function createCheckRun(github: GitHubClient, req: CheckRunRequest): Promise<CheckRunOutcome> {
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < req.annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST)
    batches.push(req.annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST));
  const output = (annotations?: CheckAnnotation[], text?: string) =>
    outputOf(req.title, req.summary, annotations, text);
  const completion = () => ({
    status: 'completed' as const,
    conclusion: req.conclusion,
    completed_at: req.completedAt,
    ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
    output: output(batches[0], req.text),
    request: { signal: req.signal() },
  });
  const { owner, repo, existingId } = req;
  const { data } =
    existingId === undefined
      ? await github.rest.checks.create({
          owner,
          repo,
          name: req.name,
          head_sha: req.headSha,
          external_id: req.externalId,
          ...completion(),
        })
      : await askedUntilHealed(
          () => github.rest.checks.update({ owner, repo, check_run_id: existingId, ...completion() }),
          req.pause,
        );
  let sent = batches[0]?.length ?? 0;
  const made = { id: data.id, url: data.html_url ?? '', app: data.app };
  for (const batch of batches.slice(1)) {
    try {
      await req.pause(GITHUB_WRITE_PAUSE_MS);
      await github.rest.checks.update({
        owner,
        repo,
        check_run_id: data.id,
        output: output(batch),
        request: { signal: req.signal() },
      });
    } catch (error) {
      return { ...made, sent, error };
    }
    sent += batch.length;
  }
  return { ...made, sent };
}
