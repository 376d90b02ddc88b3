import { buildNameOf } from '../../api/records.ts';
import { collectPages } from '../../api/transport/pagination.ts';
import { Deadline } from '../../runtime/deadline.ts';
import { BUILD_VARIABLE } from '../../runtime/job-identity.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { markdownText } from '../../text/escape.ts';
import { plural } from '../../text/wording.ts';
import { gatherTests, type ReadTests } from '../value/reader.ts';
import { bounded, type BuildRead, type BuildWait, POLL_INTERVAL_MS, waitForBuild } from './wait.ts';

/**
 * The builds a report takes (annotate-build, `cloudtest report`): those whose names match a prefix,
 * and every build waited for at once, their tests gathered into one report.
 */

/**
 * Every build whose name starts with a prefix; while none does, read again until the wait is over.
 * Builds whose name cannot be read (ASSUMPTIONS.buildNameFields) match nothing: when that is all of
 * them, waiting would not help, and the step says so at once.
 */
export async function matchPrefixes(
  prefixes: string[],
  wait: BuildWait,
  waitCtx: ServiceContext,
): Promise<string[]> {
  const deadline = new Deadline(waitCtx.clock, wait.seconds * 1000);
  const ctx = bounded(waitCtx, deadline, wait);
  const described = prefixes.map((p) => `"${p}*"`).join(', ');
  for (;;) {
    const records = await collectPages((page) => ctx.client.builds.list(page));
    const names = records.map(buildNameOf).filter((n): n is string => n !== undefined);
    const unnamed = records.length - names.length;
    if (unnamed && !names.length)
      throw new Error(
        `None of the account's ${plural(unnamed, 'build')} carries a name (\`name\` or \`build\`) to match ${described} against: name each build in full (input "build").`,
      );
    const matched = names.filter((n) => prefixes.some((p) => n.startsWith(p))).sort();
    if (matched.length) {
      ctx.log.info(`Builds matching ${described}: ${matched.join(', ')}.`);
      return matched;
    }
    const remaining = deadline.remaining();
    if (remaining <= 0) {
      const note = unnamed ? ` ${unnamed} of its ${records.length} builds carry no name to match.` : '';
      throw new Error(`No build of the account matches ${described} (input "build").${note}`);
    }
    const sleep = Math.min(POLL_INTERVAL_MS, remaining);
    ctx.log.info(`No build matches ${described} yet; reading again in ${Math.ceil(sleep / 1000)} s.`);
    await deadline.pause(sleep, ctx.signal);
  }
}

/**
 * The tests of every build, each build waited for at once, gathered into one report in the order of
 * the builds; a test names its build when there are several. The caller disposes the tests.
 */
export async function readBuilds(
  builds: string[],
  wait: BuildWait,
  ctx: ServiceContext,
): Promise<{ tests: ReadTests; details: string[] }> {
  const prefix = (build: string) => (builds.length > 1 ? `${build} › ` : undefined);
  const reads = await allReads(builds.map((b) => waitForBuild(b, wait, ctx, prefix(b))));
  const missing = builds.filter((_, i) => !reads[i]?.tests);
  const waited = wait.seconds ? ` after waiting ${wait.seconds} s` : '';
  const notFound = `${missing.map((b) => `"${b}"`).join(', ')} ${missing.length === 1 ? 'was' : 'were'} not found${waited}`;
  if (missing.length === builds.length)
    throw new Error(
      builds.length === 1
        ? `No build named "${builds[0]}"${waited}; did the tests get ${BUILD_VARIABLE}? The input "build" is the numeric build ID or the capabilities.build value the tests used.`
        : `Build ${notFound}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`,
    );
  const details: string[] = [];
  if (missing.length) {
    ctx.log.warning(`Build ${notFound}; reporting the others.`);
    details.push(markdownText(`Build ${notFound}.`));
  }
  builds.forEach((build, i) => {
    const { tests, pending } = reads[i] ?? {};
    if (pending) {
      const note = `Stopped waiting for build "${build}" after ${wait.seconds} s (${wait.input}): ${pending}.`;
      ctx.log.warning(note);
      details.push(markdownText(note));
    }
    if (tests && !tests.counts.total) ctx.log.warning(`Build "${build}" has no tests.`);
  });
  const found = reads.flatMap((r) => (r.tests ? [r.tests] : []));
  try {
    return { tests: await gatherTests(found), details };
  } catch (error) {
    await Promise.all(found.map((t) => t.dispose()));
    throw error;
  }
}

/** Every read once all have ended; when one failed, the others' spills are removed and it is thrown. */
async function allReads(reads: Promise<BuildRead>[]): Promise<BuildRead[]> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((r) => r.status === 'rejected');
  if (!failed) return settled.map((r) => (r as PromiseFulfilledResult<BuildRead>).value);
  await Promise.all(settled.map((r) => (r.status === 'fulfilled' ? r.value.tests?.dispose() : undefined)));
  throw failed.reason;
}
