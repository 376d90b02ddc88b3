import { messageOf } from '../api/errors.ts';
import { type BaseReport, baseCommitOf, type CompareSetting, readBaseReport } from './base.ts';
import { requestSignal } from './check-run-output.ts';
import { type Comparison, compareWith } from './compare.ts';
import { changesLine, comparisonMarkdown, notComparedMarkdown } from './comparison-text.ts';
import { digestOf, type DigestTiming, writeDigest } from './digest.ts';
import type { ReportDeps } from './publish.ts';
import { type TokenIdentity, tokenIdentity } from './token-identity.ts';
import type { ReportHeader, ReportTests } from './types.ts';

/**
 * The base's report, read once: the wait reads it when it starts (its running time is the wait's
 * expectation) and the report reuses it at the end (docs/report-files.md, "The comparison").
 */
export async function readBase(
  setting: CompareSetting,
  checkName: string,
  deps: Pick<ReportDeps, 'github' | 'repository' | 'env' | 'log' | 'signal' | 'requestTimeoutMs'>,
): Promise<BaseReport> {
  const base = baseCommitOf(setting, deps.env);
  if ('why' in base) return { why: base.why, requests: 0 };
  const { github, repository } = deps;
  if (!github || !repository)
    return { sha: base.sha, why: 'no GitHub token or repository to read it with', requests: 0 };
  const signal = requestSignal(deps);
  let identity: Promise<TokenIdentity> | undefined;
  const found = await readBaseReport(base, {
    github,
    repository,
    checkName,
    signal,
    identity: () => (identity ??= tokenIdentity(github, { signal: signal(), log: deps.log })),
  }).catch((error: unknown) => ({ sha: base.sha, why: messageOf(error), requests: 0 }));
  const where = found.sha ? ` on ${found.sha.slice(0, 7)}` : '';
  if ('digest' in found)
    deps.log.info(`Found the report of "${checkName}"${where} to compare with (${found.requests} read(s)).`);
  else deps.log.info(`Not compared with the base branch: ${found.why}.`);
  return found;
}

/** What the comparison gives the outputs: the digest to write, and the comparison or why there is none. */
export interface Compared {
  digestText: string;
  comparison?: Comparison;
  notCompared?: string;
  /** The title, led by what changed. */
  title: string;
  /** Markdown the summaries lead with. */
  markdown: string;
}

/**
 * This report's digest, and its comparison with the base's report (read now unless `base` was read
 * already). A comparison that cannot be made says why, once; the report goes on without it.
 */
export async function compareReport(
  header: ReportHeader,
  tests: ReportTests,
  deps: ReportDeps,
  setting: CompareSetting,
): Promise<Compared> {
  const now = digestOf({
    counts: tests.counts,
    keys: tests.keys,
    failed: tests.failed,
    passedNamed: !header.passedUnnamed,
    timing: timingOf(header, tests),
  });
  const { text } = writeDigest(now);
  const base = header.base ?? (await readBase(setting, header.checkName, deps));
  // A job that did not end has reported only some of its tests: what is missing is neither failed nor fixed.
  const unfinished = header.conclusion === 'timed_out' || header.conclusion === 'cancelled';
  if (!('digest' in base) || unfinished) {
    const notCompared =
      'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
    return { digestText: text, notCompared, title: header.title, markdown: notComparedMarkdown(notCompared) };
  }
  const comparison = await compareWith(base.digest, now, tests, { sha: base.sha, branch: base.branch });
  const changes = changesLine(comparison);
  return {
    digestText: text,
    comparison,
    title: changes ? `${changes}: ${header.title}` : header.title,
    markdown: comparisonMarkdown(comparison, deps.env),
  };
}

/** The job's timing when the wait measured it, else the tests' span. */
function timingOf(header: ReportHeader, tests: ReportTests): DigestTiming {
  if (header.timing) return header.timing;
  return tests.span ? { runningMs: tests.span.stop - tests.span.start } : {};
}
