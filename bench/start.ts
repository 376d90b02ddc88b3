// Start-up three ways: every dist/ entry run as the runner runs it until it exits at missing settings,
// as the first step of a job (an empty compile cache) and as a later step (the cache the first step
// filled), beside actions/checkout's bundle started the same way and `node -e 0`; medians of rounds
// taken in turn.
import { mkdtempSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type BenchContext, median, runCommand } from './support.ts';
import { atMost, formatMs, type Row, row } from './table.ts';

const BENCHMARK = 'Start-up';
const CHECKOUT = join(dirname(fileURLToPath(import.meta.url)), 'reference/actions-checkout/index.js');
/** A later step may take at most checkout's time; a first step at most this much more. */
const FIRST_STEP_RATIO = 1.2;

/** Every `main.js` and `post.js` under the build, relative to it (`upload-app/main.js`). */
function entriesOf(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])(main|post)\.js$/.test(file))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
}

export async function benchStart(ctx: BenchContext): Promise<Row[]> {
  const rounds = ctx.quick ? 3 : 21;
  const entries = entriesOf(ctx.distDir);
  // No settings, no inputs: each entry stops at the settings check, after loading what it loads first.
  const base = { PATH: process.env.PATH, GITHUB_ACTIONS: 'true' };
  const warmTemp = mkdtempSync(join(ctx.tmp, 'warm-'));
  const time = async (args: string[], runnerTemp: string) => {
    const exited = await runCommand(process.execPath, args, ctx.probe, { ...base, RUNNER_TEMP: runnerTemp });
    return exited.wallMs;
  };
  for (const entry of entries) await time([join(ctx.distDir, entry)], warmTemp);
  const times = new Map<string, number[]>();
  const add = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
  for (let round = 0; round < rounds; round++) {
    ctx.log(`start-up: round ${round + 1} of ${rounds}`);
    add('bare', await time(['-e', '0'], warmTemp));
    add('checkout', await time([CHECKOUT], mkdtempSync(join(ctx.tmp, 'checkout-'))));
    for (const entry of entries) {
      add(`first:${entry}`, await time([join(ctx.distDir, entry)], mkdtempSync(join(ctx.tmp, 'first-'))));
      add(`later:${entry}`, await time([join(ctx.distDir, entry)], warmTemp));
    }
  }
  const at = (key: string) => median(times.get(key) ?? []);
  const bare = at('bare');
  const checkout = at('checkout');
  const reference = `actions/checkout: ${formatMs(checkout)} (+${formatMs(checkout - bare)} above node -e 0: ${formatMs(bare)})`;
  return entries.flatMap((entry) => {
    const key = relative('.', entry).replace(/\.js$/, '');
    return (['first', 'later'] as const).map((kind) => {
      const ms = at(`${kind}:${entry}`);
      const limit = kind === 'first' ? checkout * FIRST_STEP_RATIO : checkout;
      return row({
        benchmark: BENCHMARK,
        figure: `${key}: ${kind === 'first' ? 'first step of a job (empty compile cache)' : 'later step (warm compile cache)'}, start → exit at missing settings (median of ${rounds})`,
        measured: `${formatMs(ms)} (+${formatMs(ms - bare)} above bare node)`,
        reference,
        ratio: ms / checkout,
        verdict: atMost(
          ms,
          limit,
          formatMs,
          kind === 'first' ? ` (${FIRST_STEP_RATIO}× checkout)` : ' (checkout)',
        ),
      });
    });
  });
}
