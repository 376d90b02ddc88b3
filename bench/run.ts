// `npm run bench [-- --quick] [-- --dist DIR] [-- --only upload,annotate,wait,max-failures,digest,cold-start,start,shard,requests]`: measures what
// users feel against the fake service on 127.0.0.1 and prints one table. A full run of every benchmark
// also writes it to docs/performance.md with the machine it ran on. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { ROOT } from '../scripts/action-files.ts';
import { benchAnnotate } from './annotate.ts';
import { benchColdStart } from './cold-start.ts';
import { benchDigest } from './digest.ts';
import { benchGitHubRequests } from './github-requests.ts';
import { benchMaxFailures } from './max-failures.ts';
import { benchShard } from './shard.ts';
import { benchStart } from './start.ts';
import { type BenchContext, Probe, stageActions } from './support.ts';
import { type Machine, machine, markdownTable, type Row, textTable } from './table.ts';
import { benchUpload } from './upload.ts';
import { benchWait } from './wait.ts';

const BENCHMARKS: Record<string, (ctx: BenchContext) => Promise<Row[]>> = {
  upload: benchUpload,
  annotate: benchAnnotate,
  wait: benchWait,
  'max-failures': benchMaxFailures,
  digest: benchDigest,
  'cold-start': benchColdStart,
  start: benchStart,
  shard: benchShard,
  requests: benchGitHubRequests,
};
const REPORT = join(ROOT, 'docs/performance.md');

/** How each figure is measured: the last section of docs/performance.md. */
const METHODS = `- **Clocks.** Every time is taken in the benchmark's own process on one high-resolution clock
  (\`performance.now()\`): a child process's start when Node creates it (diagnostics channel
  \`child_process\`) and its end at its \`exit\` event; a request's arrival when the fake server has its
  head and its end when the answer is written (\`http.server.request.start\`/\`response.finish\`). The fake
  service and the fake GitHub run in the benchmark's process, so both sides read the same clock.
- **Entries.** Each \`dist/\` entry runs as the GitHub runner runs it, through the test harness
  (test/support/runner.ts): \`node <entry>\`, the runner's environment, inputs as \`INPUT_*\`, the
  service settings as \`CLOUDTEST_*\`. \`--dist DIR\` measures another build.
- **Upload.** A generated app (zip header, incompressible random bytes, zip end record) is uploaded
  by upload-app and by \`curl -F file=@…\` to the same fake service, taking turns, five rounds each
  after one warm-up upload per tool; medians. The fake service parses the multipart body and hashes
  every byte (SHA-256) in the benchmark's process: it keeps about one core busy and paces both
  clients, so the ratio shows the action's overhead at that pace, not its top speed. CPU times of the
  clients are sampled from \`/proc/<pid>/stat\`. Peak memory is the process's high-water mark
  (\`VmHWM\` in \`/proc/self/status\`), written at exit by a preload (\`node --import
  bench/peak-rss.mjs\` through \`NODE_OPTIONS\`); not \`getrusage\`'s \`ru_maxrss\`, which Linux carries
  over \`exec\` from the forking parent. The references: \`node -e 0\`, the action uploading a 4 KiB
  file, and plain Node streaming the same file to \`/dev/null\` in the action's 256 KiB chunks, all
  under the same preload.
- **Annotate a large build.** A build of 10,000 tests (3,000 failed) over 20 pages of 500, every
  service request delayed by 25 ms, a fake GitHub for the check run; three rounds, medians, run once
  with the default inputs and once with \`wait-seconds: 0\`. The reference is a plain Node
  process (\`fetch\`, \`JSON.parse\`) reading the same 20 pages one after another, timed on the
  server from its first request in to its last answer out. The action's phases (start to first
  request, reading, GitHub) are timed on the servers the same way. Requests are counted on both fake
  servers; annotations are counted on the check run.
  Then its memory: builds of 10,000 and 100,000 tests (9 % failed, pages of 500, the same 25 ms per
  request) reported with \`wait-seconds: 0\` and both report files written where they go by default;
  the peak RSS of the step's process (measured as for the upload) beside \`node -e 0\`, the largest of
  three rounds of each (each round's figure beside it), and the larger build's wall time.
- **Waiting.** wait-for-job's \`run\` with a simulated clock that moves the fake service's time too:
  200 jobs finish at seeded random moments within 10 minutes (each RUNNING after a random share, up
  to 30 %, of its time, both timed on the simulated clock alone), so every run simulates the same
  jobs; reporting is off, so the wait alone is measured. The reference polls every 5 s, as a fixed loop would. The delay is
  the simulated time from the job finishing to the step ending. *With history*, the same jobs are
  waited for by the action's poll loop (\`pollJob\`, first interval 5 s) given the running time of the
  check's last run (QUEUED time left out, no spread given): this run's running time divided by a
  factor drawn from a second seeded stream, within 0.75–1.25 for 80 % of the jobs and within
  0.25–0.75 or 1.25–2.25 (equally likely) for the other 20 %. Each such row shows the wait with
  history beside today's back-off and the fixed loop on the same jobs; the targets with history are
  for the jobs within ±25 %, the average over all 200.
- **Stopping after a failure.** wait-for-job's \`run\`, reporting to a fake GitHub, with the simulated
  clock of *Waiting*: 20 seeded suites of 30 Codeless tests, each test's session 1 to 6 minutes, one
  test failing 30 s to 3 minutes into the job; every test starts with the job (sessions enough for
  all), the job lists the failure from the moment it failed (\`errors\` of a RUNNING job) and finishes
  when its longest test would have. Each suite is waited for with \`max-failures: 1\` and with \`0\`
  (today), \`poll-interval: 5\`. The session time is counted on the simulated clock: each test its
  planned time, or until its \`PUT /v1/tests/{id}/stop\` reached the fake service. The delay is the
  simulated time from the failure becoming readable to the poll that read it, plus the real time from
  that poll to \`run\` returning (the stops, the report and the completed check run).
- **Report digest.** The digest of a report of 10,000 and of 100,000 tests (9 % failed, three
  browsers, each with a duration) made in the benchmark's process from the same compact records a
  report keeps (\`digestOf\`, \`writeDigest\`), three rounds, median time; its length is the
  \`output.text\` a completed check run carries, against GitHub's 65,535 characters for that field
  (the visible summary is \`output.summary\`, with its own limit). Read back with \`readDigest\` to
  count the keys kept. Then a forged digest of 8,000,000 sequential keys (test/support/digests.ts)
  read back five times as a base report's is: the median time and the largest growth of the
  process's RSS; and two digests of 32,768 keys each, the most a digest read back holds, compared
  five times (median). Then the digest of 100,000 tests that carries a full window of 30 runs, the
  window made report after report as a branch's reports make it (\`advanceWindow\`): once with 300
  tests failing in every run and 1,500 more flaky or failed in a third of the runs, once with 9,000
  failing in every run; written once, with what it kept of the window.
- **Cold start.** Each entry with inputs that reach the service at once, from process creation to
  the fake service receiving the entry's first request; post entries get the state their main would
  have saved. Ten rounds, the entries and \`node -e 0\` (creation to exit) taking turns; medians. An
  untimed pass preloads bench/trace-loads.mjs to list the bundle files each entry loads before its
  first request: what a miss is explained with.
- **Start-up.** Each entry as the runner starts it, with no settings and no inputs, from process
  creation to exit (it stops at the settings check): as the first step of a job, with an empty
  RUNNER_TEMP and so an empty compile cache, and as a later step, with the RUNNER_TEMP an earlier run
  of every entry filled. The reference is actions/checkout's bundle (bench/reference/) started the same
  way, beside \`node -e 0\`. Twenty-one rounds, everything taking turns; medians.
- **Shard plan.** 10,000 tests named as a Playwright suite names them, with durations drawn from a
  seeded stream (80 % of 2 to 10 s, 13 % up to a minute, 2 % up to 5 minutes, 5 % without history),
  planned with \`legs: auto\` (target 10 minutes, up to 256 legs, no cap by sessions) by
  \`planShards\` in the benchmark's process: five rounds, the median. Then \`cloudtest shard\` of the
  build under test planning the same 10,000 names from a file, their durations from a history file
  as a branch's \`cloudtest report --history\` writes it (the digest of a report of the timed tests),
  as a process of its own from creation to exit, its peak RSS measured as for the upload, beside
  \`node -e 0\`'s; five rounds, the median wall time and the largest peak.
- **GitHub requests per workflow run.** A matrix of 1, 10 and 50 annotate-build legs (\`strategy\`
  and \`matrix\` as the runner gives them), each reporting a build of 400 tests of which 300 failed,
  first on main (a push's workflow run), then on a pull request (\`fail-on: new-failures\`), each leg
  compared with its own leg's report on main; then actions/combine on the pull request. Every step is
  a \`dist/\` entry run as the runner runs it. The requests the pull request's workflow run made are
  counted on the fake GitHub, the legs' and combine's apart: once with main's 300 failures the same as
  the pull request's (old failures), once with main all passed (new failures). The runs an hour are
  the workflow token's 1,000 requests divided by them (GitHub's documented quota per repository).`;

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    dist: { type: 'string', default: join(ROOT, 'dist') },
    only: { type: 'string' },
  },
});
const names = values.only ? values.only.split(',').map((n) => n.trim()) : Object.keys(BENCHMARKS);
const unknown = names.filter((n) => !(n in BENCHMARKS));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}

const distDir = resolve(values.dist);
if (!existsSync(join(distDir, 'index.js'))) {
  console.error(
    `No build at ${distDir}: run \`npm run build\`, or build elsewhere (DIST_DIR=/tmp/dist npx node scripts/build.ts) and pass --dist /tmp/dist.`,
  );
  process.exit(2);
}
const tmp = mkdtempSync(join(tmpdir(), 'cloudtest-bench-'));
const onSignal = () => {
  rmSync(tmp, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

// A copy, so a rebuild of dist/ while the benchmarks run cannot pull the files from under them.
const build = join(tmp, 'dist');
cpSync(distDir, build, { recursive: true });
const commit = gitCommit();
const host = machine();
const rows: Row[] = [];
try {
  using probe = new Probe();
  const ctx: BenchContext = {
    quick: values.quick,
    distDir: build,
    tmp,
    action: stageActions(build, tmp),
    probe,
    log: (message) => console.error(`[bench] ${message}`),
  };
  for (const name of names) {
    const started = performance.now();
    ctx.log(`${name}: starting`);
    rows.push(...(await BENCHMARKS[name]!(ctx)));
    ctx.log(`${name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

console.log(`\n${describe(host)}\n\n${textTable(rows)}\n`);
if (!values.quick && names.length === Object.keys(BENCHMARKS).length) {
  writeFileSync(REPORT, report(host, rows));
  console.log(`Written to ${relative(ROOT, REPORT)}.`);
}

/** The commit checked out, marked when the working tree has changes. */
function gitCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** The build measured, as the user named it, and the commit of the source beside it. */
function buildText(): string {
  const shown = relative(ROOT, distDir);
  return `${shown.startsWith('..') ? distDir : `${shown}/`} (source at commit ${commit})`;
}

function describe(m: Machine): string {
  return `${m.date}: ${m.cpu}, ${m.cores} cores, ${m.memory}, ${m.os}, Node ${m.node}, load ${m.load} at start; build ${buildText()}${values.quick ? '; quick run: small sizes' : ''}`;
}

function report(m: Machine, table: readonly Row[]): string {
  return `# Performance

Measured by \`npm run bench\` (bench/) against the fake service on 127.0.0.1, on this machine:

| | |
|---|---|
| Date | ${m.date} |
| CPU | ${m.cpu}, ${m.cores} cores |
| Memory | ${m.memory} |
| OS | ${m.os} |
| Node | ${m.node} |
| Load (1 min) at start | ${m.load} |
| Build | ${buildText()} |

These machines are noisy (other work shares the cores), so each figure is measured beside its
reference in the same run, the two taking turns, and compared as a ratio.

${markdownTable(table)}

## How each figure is measured

${METHODS}
`;
}
