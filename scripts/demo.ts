// npm run demo: the whole bundle in one command. Runs the committed dist/ entries, as the GitHub runner
// runs them, against the built-in fake service and a fake GitHub API, through the same harness and
// workflow as the end-to-end tests (test/support/runner.ts, test/e2e/scenario.ts): start a tunnel,
// upload an app, trigger a Codeless suite, wait for it (one test fails), annotate the build, tear the
// tunnel down, in a pull request onto main, after a few reports on main that give it a history to
// show. Prints each step's log and outputs, then the job summaries and the check runs.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import {
  FAILURE,
  runWorkflow,
  seedCodelessSuite,
  startWorld,
  type WorkflowRun,
  type World,
} from '../test/e2e/scenario.ts';
import { PR_HEAD_SHA } from '../test/fake-github/runner-env.ts';
import type { FakeCheckRun } from '../test/fake-github/server.ts';
import type { FakeLabTest } from '../test/fake-service/routes/lab.ts';
import type { TestSeed } from '../test/fake-service/routes/tests.ts';
import { createJob, inheritedEnv, type StepResult } from '../test/support/runner.ts';
import { ROOT } from './action-files.ts';

const MAX_LOG_LINES = 14;
const MAX_CLI_LOG_LINES = 20;
const MAX_LINE = 240;
/** What the demo must end with: the failed test fails wait and annotate, and nothing else fails. */
const EXPECTED = {
  tunnel: 'success',
  app: 'success',
  trigger: 'success',
  wait: 'failure',
  annotate: 'failure',
} as const;

/** Which of start-tunnel's two modes the demo shows, and what the other one adds. */
const TUNNEL_MODE = [
  'The tunnel is in API mode (no client-url): the service starts a tunnel machine, and nothing on this',
  "machine forwards traffic to it, so a test through it could not reach this machine's localhost. For",
  'that, client mode downloads and runs a tunnel client on the runner (client-url, client-args,',
  'client-sha256: actions/start-tunnel/README.md); the demo has no tunnel client to run.',
];

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);
const cut = (line: string) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line);
const indent = (text: string, prefix = '    ') =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `${prefix}${line}`.trimEnd())
    .join('\n');

function printStep(write: (text: string) => void, name: string, result: StepResult): void {
  const entry = `${result.action === '.' ? 'action.yml' : `actions/${result.action}`} (${result.stage})`;
  write(`\n${bold(`▶ ${name}`)}  ${entry}: ${result.conclusion}\n`);
  const log = result.log.map((line) => line.trim()).filter(Boolean);
  for (const line of log.slice(0, MAX_LOG_LINES)) write(`    │ ${cut(line)}\n`);
  if (log.length > MAX_LOG_LINES) write(`    │ … and ${log.length - MAX_LOG_LINES} more lines\n`);
  const outputs = Object.entries(result.outputs);
  if (outputs.length) {
    write('    outputs:\n');
    for (const [key, value] of outputs) write(`      ${key} = ${cut(value)}\n`);
  }
  const exported = Object.entries(result.env);
  if (exported.length) {
    write('    exported to later steps:\n');
    for (const [key, value] of exported) write(`      ${key}=${value}\n`);
  }
}

function printCheckRun(write: (text: string) => void, run: FakeCheckRun): void {
  write(`\n  ${bold(run.name)}: ${run.status}, ${run.conclusion} on ${run.head_sha.slice(0, 12)}\n`);
  // A check that was open while the tests ran shows `in_progress → completed`.
  write(`    status on GitHub: ${run.statuses.join(' → ')}\n`);
  write(`    title: ${run.output.title}\n    ${run.html_url}\n`);
  for (const a of run.annotations)
    write(`    ✗ ${a.path}:${a.start_line} ${a.title}: ${cut(String(a.message))}\n`);
}

/** What went differently from the story the demo tells; empty when all is as expected. */
function surprises(run: WorkflowRun, tunnelsLeft: number): string[] {
  const found: string[] = [];
  for (const step of run.steps) {
    if (step.result.conclusion !== EXPECTED[step.id])
      found.push(`"${step.name}" ended ${step.result.conclusion}, expected ${EXPECTED[step.id]}`);
  }
  for (const post of run.posts)
    if (post.conclusion !== 'success') found.push(`the post step of ${post.action} ended ${post.conclusion}`);
  if (tunnelsLeft) found.push(`${tunnelsLeft} tunnel(s) left running on the fake service`);
  return found;
}

/** One `cloudtest` command as a user types it, run from dist/ in `cwd`; prints its log and exit code. */
async function cloudtest(
  write: (text: string) => void,
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<number> {
  write(`\n    $ cloudtest ${args.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}\n`);
  const { stdout, stderr, code } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'dist', 'cloudtest.js'), ...args],
    { cwd, env, timeout: 60_000 },
  ).then(
    (done) => ({ ...done, code: 0 }),
    (failed: { stdout: string; stderr: string; code: number }) => failed,
  );
  // The log (standard error) as the terminal shows it, then what the command printed for scripts.
  const log = stderr.split('\n').filter((line) => line.trim());
  for (const line of log.slice(0, MAX_CLI_LOG_LINES)) write(`    │ ${cut(line)}\n`);
  if (log.length > MAX_CLI_LOG_LINES) write(`    │ … and ${log.length - MAX_CLI_LOG_LINES} more lines\n`);
  for (const line of stdout.split('\n').filter((l) => l.trim())) write(`    stdout: ${cut(line)}\n`);
  write(`    exit code ${code}\n`);
  return code;
}

/**
 * The command line's part: the same suite from a laptop's shell (no CI variables), through
 * dist/cloudtest.js, what `npx cloudtest` runs once the package is installed. Returns what went
 * differently from the story.
 */
async function commandLine(world: World, suiteId: number, write: (text: string) => void): Promise<string[]> {
  const settings = world.service.settingsFor('user');
  const env = {
    ...inheritedEnv(),
    CLOUDTEST_API_URL: settings.apiUrl,
    CLOUDTEST_KEY: settings.key,
    CLOUDTEST_SECRET: settings.secret,
  };
  const cwd = mkdtempSync(join(tmpdir(), 'cloudtest-demo-'));
  write(
    `\n${bold('The same from the command line')} (dist/cloudtest.js, as \`npx cloudtest\` runs it, in ${cwd})\n`,
  );
  try {
    const found: string[] = [];
    const run = await cloudtest(
      write,
      ['run', '--suite-id', String(suiteId), '--poll-interval', '1', '--junit', 'junit.xml'],
      env,
      cwd,
    );
    if (run !== 1) found.push(`cloudtest run exited ${run}, expected 1 (a test failed)`);
    if (!existsSync(join(cwd, 'junit.xml'))) found.push('cloudtest run wrote no junit.xml');
    const script =
      "console.log('the command runs while tunnel ' + process.env.CLOUDTEST_TUNNEL_IDENTIFIER + ' is up (API mode: nothing here forwards its traffic)')";
    const tunnel = await cloudtest(write, ['tunnel', '--', 'node', '-e', script], env, cwd);
    if (tunnel !== 0) found.push(`cloudtest tunnel exited ${tunnel}, expected 0`);
    return found;
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** The reports on main before the pull request: the commits, and per test its outcome in each. */
const MAIN = ['1111111', '2222222', '3333333'].map((sha) => sha.repeat(6).slice(0, 40));
const MAIN_OUTCOMES: Record<string, Array<'passed' | 'failed' | 'flaky'>> = {
  [FAILURE.test]: ['flaky', 'passed', 'flaky'],
  Search: ['passed', 'failed', 'failed'],
};

/**
 * Three pushes to main, each reported by annotate-build on a build of the suite's tests as the
 * service records them, each report reading the one before: the history the pull request shows.
 */
async function mainHistory(
  world: World,
  tests: readonly FakeLabTest[],
  write: (text: string) => void,
): Promise<string[]> {
  const found: string[] = [];
  write(`
${bold('Reports on main before the pull request')} (annotate-build on each push)
`);
  const ended = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  for (const [i, sha] of MAIN.entries()) {
    const seeds = tests.flatMap((test): TestSeed[] => {
      const browserId = test.browserIds[0]!;
      const browser = world.service.platform.browsers.webdriver.find((b) => b.browser_id === browserId);
      const seed = (passed: boolean, minutesAgo: number): TestSeed => ({
        name: test.name,
        browserId,
        browser: browser?.selenium_name.toLowerCase() ?? null,
        browser_version: browser ? String(browser.version) : null,
        duration: 40 + 7 * i,
        created_at: ended(minutesAgo),
        completed_at: ended(minutesAgo),
        ...(passed ? {} : { success: false, status_message: 'element #pay-now not found' }),
      });
      const outcome = MAIN_OUTCOMES[test.name]?.[i] ?? 'passed';
      return outcome === 'flaky' ? [seed(false, 61), seed(true, 60)] : [seed(outcome === 'passed', 60)];
    });
    const build = `main-${i + 1}`;
    world.service.tests.seedBuild(world.user, build, seeds);
    const before = MAIN[i - 1] ?? '0'.repeat(40);
    using push = createJob(
      world.jobOptions({
        event: { name: 'push', payload: { before, after: sha } },
        env: { GITHUB_SHA: sha },
      }),
    );
    const result = await push.step({ action: 'annotate-build', inputs: { build, 'wait-seconds': 1 } });
    const run = [...world.github.checkRuns.values()].find((r) => r.head_sha === sha);
    write(`  push ${sha.slice(0, 7)}: ${run?.name ?? 'no check run'}: ${run?.output.title ?? result.errors.join('; ')}
`);
    if (!run) found.push(`the report on main ${sha.slice(0, 7)} made no check run`);
  }
  return found;
}

/** Runs the demo, writing to `write`; resolves to the process exit code. */
export async function demo(write: (text: string) => void = (t) => process.stdout.write(t)): Promise<number> {
  const started = Date.now();
  await using world = await startWorld();
  const { suite, tests } = seedCodelessSuite(world.service, world.user);
  write(
    [
      bold('cloudtest-actions demo'),
      `Runs the committed entries in ${join(relative(process.cwd(), ROOT), 'dist')}/ as the GitHub runner runs them, against:`,
      `  the fake service  ${world.service.url}  (account "${world.user.name}")`,
      `  a fake GitHub     ${world.github.url}  (pushes to main, then a pull_request run onto it, checks: write)`,
      `Codeless suite ${suite.id} "${suite.name}": ${tests.map((t) => t.name).join(', ')}; ` +
        `"${FAILURE.test}" fails at step ${FAILURE.step}.`,
      ...TUNNEL_MODE,
      '',
    ].join('\n'),
  );

  const history = await mainHistory(world, tests, write);
  const pullRequest = {
    name: 'pull_request',
    payload: {
      number: 7,
      pull_request: { number: 7, head: { sha: PR_HEAD_SHA }, base: { sha: MAIN.at(-1), ref: 'main' } },
    },
  };
  write(`
${bold('The pull request')} onto main at ${MAIN.at(-1)!.slice(0, 7)}
`);
  using job = createJob(world.jobOptions({ event: pullRequest }));
  const run = await runWorkflow(world, job, suite.id, ({ name, result }) => printStep(write, name, result));

  write(`\n${bold('Job summaries the steps wrote')} (GITHUB_STEP_SUMMARY, markdown)\n`);
  for (const { name, result } of run.steps.filter((s) => s.result.summary.trim())) {
    write(`\n  ── ${name} ──\n${indent(result.summary)}\n`);
  }

  write(`\n${bold("The pull request's check runs on the fake GitHub")}\n`);
  for (const checkRun of world.github.checkRuns.values())
    if (!MAIN.includes(checkRun.head_sha)) printCheckRun(write, checkRun);

  const left = world.service.tunnels.running();
  write(
    `\n${bold('Tunnels left on the fake service:')} ${left.length ? left.map((t) => t.id).join(', ') : 'none'}\n`,
  );

  const { suite: cliSuite } = seedCodelessSuite(world.service, world.user);
  const annotated = run.steps.find((s) => s.id === 'annotate')?.result.summary ?? '';
  if (!annotated.includes('new here, but flaky on main: 2 of 3'))
    history.push("the pull request's report does not show main's history");
  const found = [
    ...history,
    ...surprises(run, left.length),
    ...(await commandLine(world, cliSuite.id, write)),
  ];
  const leftAfter = world.service.tunnels.running().length;
  if (leftAfter > left.length)
    found.push(`cloudtest tunnel left ${leftAfter - left.length} tunnel(s) running`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (found.length) {
    write(`\n${bold('Unexpected:')} ${found.join('; ')}.\n`);
    return 1;
  }
  write(
    `\n${bold('As expected')} (${seconds} s): "${FAILURE.test}" failed, so "Wait for the job" and "Annotate the build" ` +
      "failed the job, as they would in CI, with a check run and a summary each; the build's report compared " +
      `itself with main's and showed main's last runs ("${FAILURE.test}" flaky there); the post step still ` +
      'tore the tunnel down. From the command line, `cloudtest run` exited 1 with its JUnit file written, ' +
      'and `cloudtest tunnel` kept a tunnel (in API mode) up for exactly one command.\n',
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await demo().catch((error: unknown) => {
    console.error(`The demo could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
}
