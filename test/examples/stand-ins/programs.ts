// The user's own programs the examples run, as small stand-ins that do what the examples say the real
// ones do, run as `node programs.ts PROGRAM ARGS…` through a shim of the program's name first on the
// PATH (stand-ins.ts):
//
//   ./gradlew assembleDebug   builds the app: an APK (a zip) under app/build/outputs/apk/debug/
//   ./gradlew cloudTest       Appium tests: one session per test of the checkout's plan on the device
//                             the job names (DEVICE_NAME or DEVICE), in the build CLOUDTEST_BUILD names,
//                             with the app APP_URL or CLOUDTEST_APP_URL names
//   npm ci                    nothing to install
//   npm start                 serves the app on a free port of 127.0.0.1 (not 3000: examples run side
//                             by side), its address kept in the job's stand-in folder
//   npx wait-on URL           waits for the app `npm start` serves
//   npx playwright test --test-list FILE
//                             browser tests: one session per line of FILE (a test of the plan, named
//                             by its line), as long as the plan says, in the build CLOUDTEST_BUILD names
//   npm run test:e2e          WebDriver tests: one session per test of the plan, each opening the app
//                             on this machine through the tunnel CLOUDTEST_TUNNEL_IDENTIFIER names (the
//                             app `npm start` serves, else one the test runner serves itself, as
//                             Playwright's webServer does)
//   gh issue create           opens an issue through the GitHub API with GH_TOKEN
//   buildkite-agent annotate  keeps the annotation in the job's stand-in folder
//
// Anything else of npm and npx is the real npm's (installing and running the packed `cloudtest`).
// The plan of tests is `.stand-in/tests.json` of the checkout: `{"tests": [{"name", "fails"?, "on"?,
// "seconds"?}]}`, `fails` the message of a test that fails (only on devices or browsers whose name holds
// `on`), `seconds` how long its session takes; a name that is a spec file's path is that file as well.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { zipOf } from '../../support/app-file.ts';

export const PLAN_FILE = '.stand-in/tests.json';
export const APK_PATH = 'app/build/outputs/apk/debug/app-debug.apk';
/** In the job's stand-in folder: the address of the app `npm start` serves, and what to end at the job's end. */
export const APP_URL_FILE = 'app-url';
export const PIDS_FILE = 'pids';
export const ANNOTATIONS_FILE = 'buildkite-annotations.jsonl';

export interface PlannedTest {
  name: string;
  fails?: string;
  on?: string;
  /** How long the test's session takes, in seconds; the service's default when none. */
  seconds?: number;
}

const [program = '', ...args] = process.argv.slice(2);
const env = process.env;
const stateDir = env.STAND_IN_DIR ?? '';

function fail(message: string, code = 1): never {
  console.error(`${program} (stand-in): ${message}`);
  process.exit(code);
}

/** The real npm (or npx), run by the harness's Node, with this environment: the rest of npm is real. */
function realNpm(cli: 'npm' | 'npx', argv: string[]): never {
  const file = env.STAND_IN_NPM_CLI;
  if (!file) fail('STAND_IN_NPM_CLI is not set');
  const script = cli === 'npm' ? file : join(dirname(file), 'npx-cli.js');
  const result = spawnSync(env.STAND_IN_NODE ?? process.execPath, [script, ...argv], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

function plan(): PlannedTest[] {
  if (!existsSync(PLAN_FILE)) fail(`no ${PLAN_FILE} in ${process.cwd()}: check out the repository first`);
  return (JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as { tests: PlannedTest[] }).tests;
}

const failureOf = (test: PlannedTest, where: string) =>
  test.fails && (!test.on || where.includes(test.on)) ? test.fails : undefined;

/** Records one session on the service's grid (the fake service's session route). */
async function session(body: Record<string, unknown>): Promise<{ success: boolean }> {
  const { CLOUDTEST_API_URL: url, CLOUDTEST_KEY: key, CLOUDTEST_SECRET: secret } = env;
  if (!url || !key || !secret)
    fail('CLOUDTEST_API_URL, CLOUDTEST_KEY and CLOUDTEST_SECRET are needed to reach the grid');
  const response = await fetch(`${url.replace(/\/+$/, '')}/_fake/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    fail(
      `the grid refused the session "${String(body.name)}": HTTP ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as { success: boolean };
}

function buildName(): string | null {
  const build = env.CLOUDTEST_BUILD?.trim();
  if (!build) console.log('CLOUDTEST_BUILD is not set: the sessions carry no build capability.');
  return build || null;
}

/** Runs the plan's tests as sessions, one line each; exits 1 when one failed, as a test runner does. */
async function runTests(
  make: (test: PlannedTest) => Record<string, unknown>,
  tests = plan(),
): Promise<never> {
  let failed = 0;
  for (const test of tests) {
    const body: Record<string, unknown> = {
      ...make(test),
      ...(test.seconds === undefined ? {} : { duration: test.seconds }),
    };
    const { success } = await session(body);
    if (!success) failed++;
    console.log(`${success ? 'PASSED' : 'FAILED'} ${test.name} (build ${String(body.build ?? 'none')})`);
  }
  console.log(failed ? `${failed} test(s) failed.` : 'All tests passed.');
  process.exit(failed ? 1 : 0);
}

function gradle(): Promise<never> | never {
  if (args.includes('assembleDebug')) {
    mkdirSync(dirname(APK_PATH), { recursive: true });
    writeFileSync(
      APK_PATH,
      zipOf([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest package="shop"/>') }]),
    );
    console.log(`BUILD SUCCESSFUL: ${APK_PATH}`);
  }
  if (!args.includes('cloudTest')) process.exit(0);
  const device = env.DEVICE_NAME || env.DEVICE || 'Pixel 8';
  const version = env.PLATFORM_VERSION || '14';
  const build = buildName();
  const app = env.APP_URL || env.CLOUDTEST_APP_URL || null;
  return runTests((test) => {
    const message = failureOf(test, device);
    return {
      name: test.name,
      build,
      passed: !message,
      message,
      type: 'APPIUM',
      device_name: device,
      platform_name: 'Android',
      os: `Android ${version}`,
      app,
    };
  });
}

/** Serves the shop's page on a free port of 127.0.0.1; its address in `file` when given. */
async function serveApp(file?: string): Promise<string> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Shop</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  if (file) {
    appendFileSync(join(stateDir, PIDS_FILE), `${process.pid}\n`);
    writeFileSync(file, url);
  }
  return url;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The app `npm start` serves, once it answers; undefined when none was started. */
async function startedApp(waitMs: number): Promise<string | undefined> {
  const file = join(stateDir, APP_URL_FILE);
  const end = Date.now() + waitMs;
  do {
    if (existsSync(file)) {
      const url = readFileSync(file, 'utf8');
      if (await answers(url)) return url;
    }
    await sleep(100);
  } while (Date.now() < end);
  return undefined;
}

async function webDriverTests(argv: string[]): Promise<never> {
  const at = argv.indexOf('--app');
  const app = at >= 0 ? (argv[at + 1] ?? null) : null;
  let url = await startedApp(0);
  if (!url) {
    url = await serveApp();
    console.log(`Serving the app on ${url} for the tests, as the test runner's web server does.`);
  }
  const build = buildName();
  const tunnel = env.CLOUDTEST_TUNNEL_IDENTIFIER || null;
  if (!tunnel) console.log('CLOUDTEST_TUNNEL_IDENTIFIER is not set: the cloud cannot open this machine.');
  return runTests((test) => {
    const message = failureOf(test, 'chrome');
    return {
      name: test.name,
      build,
      passed: !message,
      message,
      type: 'WEBDRIVER',
      browser: 'chrome',
      os: 'Windows 11',
      tunnel,
      visit: url,
      app,
    };
  });
}

async function npm(): Promise<never> {
  const [command, ...rest] = args;
  if (command === 'ci' || (command === 'install' && !rest.some((a) => !a.startsWith('-')))) {
    console.log('up to date (stand-in: the project has no dependencies to install)');
    process.exit(0);
  }
  if (command === 'start') {
    const url = await serveApp(join(stateDir, APP_URL_FILE));
    console.log(`Listening on ${url}`);
    return new Promise<never>(() => {});
  }
  if (command === 'run' && rest[0] === 'test:e2e') return webDriverTests(rest.slice(1));
  return realNpm('npm', args);
}

/** `playwright test --test-list FILE`: the plan's tests FILE lists, each a session in the chrome of the cloud. */
function playwrightTests(argv: string[]): Promise<never> {
  const at = argv.indexOf('--test-list');
  const list = at >= 0 ? argv[at + 1] : undefined;
  if (!list || !existsSync(list)) fail(`--test-list names no file: ${list ?? 'none given'}`, 2);
  const lines = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const planned = plan();
  const tests = lines.map(
    (line) => planned.find((test) => test.name === line) ?? fail(`no test ${line} in the checkout`),
  );
  const build = buildName();
  return runTests((test) => {
    const message = failureOf(test, 'chrome');
    return {
      name: test.name,
      build,
      passed: !message,
      message,
      type: 'WEBDRIVER',
      browser: 'chrome',
      os: 'Windows 11',
    };
  }, tests);
}

async function npx(): Promise<never> {
  if (args[0] === 'playwright' && args[1] === 'test') return playwrightTests(args.slice(2));
  if (args[0] === 'wait-on') {
    const url = await startedApp(30_000);
    if (!url)
      fail(`nothing answered at ${args.slice(1).join(' ')} within 30 s (no app started with npm start)`);
    console.log(`${url} answers (the stand-in app's own port stands in for ${args.slice(1).join(' ')}).`);
    process.exit(0);
  }
  return realNpm('npx', args);
}

async function gh(): Promise<never> {
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (args[0] !== 'issue' || args[1] !== 'create')
    fail(`knows only "gh issue create", not "gh ${args.join(' ')}"`, 2);
  const repo = flag('--repo') ?? env.GITHUB_REPOSITORY;
  const token = env.GH_TOKEN || env.GITHUB_TOKEN;
  if (!token) fail('gh: no GH_TOKEN: to authenticate, set GH_TOKEN', 4);
  const response = await fetch(`${env.GITHUB_API_URL ?? 'https://api.github.com'}/repos/${repo}/issues`, {
    method: 'POST',
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: flag('--title'), body: flag('--body') ?? '' }),
  });
  const answer = (await response.json()) as { html_url?: string; message?: string };
  if (!response.ok) fail(`HTTP ${response.status}: ${answer.message ?? ''} (createIssue)`);
  console.log(answer.html_url);
  process.exit(0);
}

function buildkiteAgent(): never {
  if (args[0] !== 'annotate') fail(`knows only "buildkite-agent annotate"`, 2);
  const body = readFileSync(0, 'utf8');
  appendFileSync(join(stateDir, ANNOTATIONS_FILE), `${JSON.stringify({ args: args.slice(1), body })}\n`);
  process.exit(0);
}

const PROGRAMS: Record<string, () => Promise<never> | never> = {
  gradle,
  npm,
  npx,
  gh,
  'buildkite-agent': buildkiteAgent,
};

if (import.meta.main) {
  const run = PROGRAMS[program];
  if (!run) fail(`no stand-in for ${program}`, 127);
  await run();
}
