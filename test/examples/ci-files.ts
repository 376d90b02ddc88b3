// The files of docs/ci/ run as their CI would run them: each job's shell lines, in a shell of the
// CI's kind, with the variables that CI sets and those the file sets, in a workspace the CI checked out
// (an earlier stage's app included), `always` lines after a failure too. The package each file
// installs from this repository's release tag is the tarball `npm pack` makes of this checkout's
// built dist/ (installed offline, through the real npm); the user's own programs are the stand-ins of
// stand-ins/programs.ts; the tunnel client is the fake one the fake service's download address offers.
// Each runs once per Node.js given (the CI image's), first on the PATH.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

import { parse } from 'yaml';

import { writeAppFile } from '../support/app-file.ts';
import { codelessSuite } from './codeless-examples.ts';
import { check, equal, type Example, type ExampleRun } from './examples.ts';
import { checkOut, endStandIns, standInEnv } from './stand-ins.ts';
import { ANNOTATIONS_FILE, type PlannedTest } from './stand-ins/programs.ts';
import type { ExampleWorld } from './world.ts';

/** What every docs/ci/ file installs: the command from this repository's moving major tag. */
export const RELEASE_SPEC = 'github:cloudtest/cloudtest-actions#v1';

/** One line (or block) of a job's shell: `always` runs after an earlier failure too. */
interface Line {
  run: string;
  always?: boolean;
  /** Variables of this line alone (Azure's `env:`). */
  env?: Record<string, string>;
}

/** A job as its CI runs it. */
interface CiJob {
  name: string;
  /** The CI's own variables and those the file sets for the job. */
  env: Record<string, string>;
  lines: Line[];
  shell: 'bash' | 'sh';
  /** One shell for every line (Buildkite's command list, GitLab's script); else one per line. */
  oneShell?: boolean;
  /** Whether the CI puts the credentials in every line's environment (Azure maps them per step). */
  secretsInEnv?: boolean;
  /** Answers typed at a terminal, each once its prompt shows (laptop.sh asks for the credentials). */
  typed?: Answer[];
}

interface JobRun {
  job: CiJob;
  code: number;
  output: string;
  workspace: string;
  stateDir: string;
  /** The sessions the service recorded while it ran. */
  sessions: ExampleWorld['service']['sessions'];
}

/** Where the CI files run: the packed package, the Node.js, the world. */
export interface CiPlace {
  world: ExampleWorld;
  tarball: string;
  node: string;
  /** `node --version` of it. */
  version: string;
  /** npm's cache for the installs, shared by the runs of one process. */
  npmCache: string;
}

const WEB_TESTS: PlannedTest[] = [
  { name: 'Login' },
  { name: 'Search finds a product' },
  { name: 'Checkout pays with a saved card', fails: 'payment sandbox timed out' },
];

/** A workspace as the CI checked it out, with the apps an earlier stage built. */
async function workspaceFor(tests: PlannedTest[]): Promise<string> {
  const workspace = mkdtempSync(join(tmpdir(), 'cloudtest-ci-'));
  checkOut({ tests, quarantine: null }, workspace);
  mkdirSync(join(workspace, 'build'));
  await writeAppFile(join(workspace, 'build', 'app-release.apk'), 2_000);
  await writeAppFile(join(workspace, 'build', 'app-debug.apk'), 2_000);
  return workspace;
}

/**
 * The variables a CI gives a job beside its own: the service (its credentials unless `secrets` is
 * false: a CI that hands them only where a step maps them) and the Node.js, nothing of this machine's CI.
 */
function baseEnv(place: CiPlace, home: string, stateDir: string, secrets: boolean): Record<string, string> {
  const { apiUrl, key, secret } = place.world.service.settingsFor('user');
  const path = [dirname(place.node), '/usr/local/bin', '/usr/bin', '/bin'].join(delimiter);
  return {
    HOME: home,
    LANG: 'C.UTF-8',
    CI: 'true',
    ...standInEnv(stateDir, path),
    npm_config_cache: place.npmCache,
    // Everything is installed from the packed tarball: a line that reached for the registry fails.
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    ...(secrets ? { CLOUDTEST_API_URL: apiUrl, CLOUDTEST_KEY: key, CLOUDTEST_SECRET: secret } : {}),
    CLOUDTEST_TUNNEL_CLIENT_URL: place.world.vars.CLOUDTEST_TUNNEL_CLIENT_URL ?? '',
    CLOUDTEST_TUNNEL_CLIENT_SHA256: place.world.vars.CLOUDTEST_TUNNEL_CLIENT_SHA256 ?? '',
    ...(place.world.vars.CLOUDTEST_SUITE_ID
      ? { CLOUDTEST_SUITE_ID: place.world.vars.CLOUDTEST_SUITE_ID }
      : {}),
  };
}

/** Runs `script` in `shell` and resolves with its code and output. */
function runShell(
  shell: 'bash' | 'sh',
  script: string,
  env: Record<string, string>,
  cwd: string,
): Promise<{ code: number; output: string }> {
  const args =
    shell === 'bash' ? ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script] : ['-e', '-c', script];
  return runProgram(shell, args, env, cwd);
}

/**
 * Runs `script` with sh at a terminal of its own (util-linux's `script` makes it), `typed` typed
 * there: a script that reads a password with `stty -echo` needs one.
 */
function atTerminal(
  script: string,
  env: Record<string, string>,
  cwd: string,
  typed: Answer[],
): Promise<{ code: number; output: string }> {
  const command = `sh -e -c ${shellWord(script)}`;
  return runProgram(
    'script',
    ['--quiet', '--flush', '--return', '--command', command, '/dev/null'],
    { ...env, SHELL: '/bin/sh' },
    cwd,
    [...typed],
  );
}

const shellWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** What a person types at a prompt: after it shows, a moment later, as a person would. */
interface Answer {
  prompt: string;
  text: string;
}

function runProgram(
  file: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  answers: Answer[] = [],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let asked = 0;
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const answer = answers[0];
      const at = answer ? output.indexOf(answer.prompt, asked) : -1;
      if (!answer || at < 0) return;
      asked = at + answer.prompt.length;
      answers.shift();
      setTimeout(() => {
        child.stdin.write(answer.text);
        if (!answers.length) child.stdin.end();
      }, 300);
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    if (!answers.length) child.stdin.end();
    const limit = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** Runs a job's lines as its CI does: they stop at the first failure, but for those that always run. */
async function runJob(job: CiJob, place: CiPlace, tests: PlannedTest[]): Promise<JobRun> {
  const workspace = await workspaceFor(tests);
  const home = join(workspace, '..', `${workspace.split('/').pop()}-home`);
  mkdirSync(home);
  const stateDir = join(home, 'stand-in');
  const env = { ...baseEnv(place, home, stateDir, job.secretsInEnv ?? true), ...job.env };
  const before = place.world.service.sessions.length;
  let code = 0;
  let output = '';
  const lines = job.oneShell
    ? [
        {
          run: job.lines
            .filter((l) => !l.always)
            .map((l) => l.run)
            .join('\n'),
        },
        ...job.lines.filter((l) => l.always),
      ]
    : job.lines;
  for (const line of lines) {
    if (code !== 0 && !line.always) continue;
    const ran =
      job.typed === undefined
        ? await runShell(job.shell, line.run, { ...env, ...line.env }, workspace)
        : await atTerminal(line.run, { ...env, ...line.env }, workspace, job.typed);
    output += ran.output;
    if (ran.code !== 0 && !line.always) code = ran.code;
  }
  endStandIns(stateDir);
  return { job, code, output, workspace, stateDir, sessions: place.world.service.sessions.slice(before) };
}

const removeJob = (run: JobRun) => {
  rmSync(run.workspace, { recursive: true, force: true });
  rmSync(`${run.workspace}-home`, { recursive: true, force: true });
};

/** The JUnit file a job left: its test cases' names and how many failed. */
function junitAt(run: JobRun, path: string): { names: string[]; failures: number } | undefined {
  const file = join(run.workspace, path);
  if (!existsSync(file)) return undefined;
  const xml = readFileSync(file, 'utf8');
  const names = [...xml.matchAll(/<testcase\b[^>]*\bname="([^"]*)"/g)].map((m) => m[1] ?? '');
  return { names, failures: xml.match(/<failure\b/g)?.length ?? 0 };
}

/**
 * The promises of a file whose job runs tests through a tunnel: its tests reached the app on the
 * job's machine through a client, the tunnel was gone after them, and the report read their build.
 */
async function tunnelPromises(
  at: ExampleRun,
  file: string,
  runs: JobRun[],
  report: { junit?: string; extra?: (run: JobRun) => void },
): Promise<void> {
  const { world } = at;
  await at.promise(
    file,
    'cloud browsers reach the app served on this machine through a tunnel client that lives as long as the test command',
    () => {
      for (const run of runs) {
        equal(
          run.sessions.length,
          WEB_TESTS.length,
          `sessions of ${run.job.name} (its output: ${tail(run.output)})`,
        );
        for (const s of run.sessions)
          check(
            s.reached?.includes('<title>Shop</title>'),
            `${run.job.name}: "${s.name}" did not reach the app: ${s.message}`,
          );
      }
      check(
        [...world.service.tunnels.tunnels.values()].every((t) => t.metadata.client === 'fake'),
        'a tunnel was made without the tunnel client (API mode)',
      );
      equal(world.service.tunnels.running().length, 0, 'tunnels left running');
    },
  );
  await at.promise(
    file,
    'the report reads the build the tests ran in (CLOUDTEST_BUILD), whether they passed or not',
    () => {
      for (const run of runs) {
        check(run.code !== 0, `${run.job.name} passed with a test failed`);
        const builds = new Set(run.sessions.map((s) => s.build));
        check(
          builds.size === 1 && !builds.has(null),
          `${run.job.name}: the tests ran in builds ${[...builds].join(', ')}`,
        );
        if (report.junit) {
          const junit = junitAt(run, report.junit);
          check(junit, `${run.job.name} left no ${report.junit} (its output: ${tail(run.output)})`);
          equal(
            [junit.names.sort(), junit.failures],
            [WEB_TESTS.map((t) => t.name).sort(), 1],
            `${run.job.name}: the report's tests and failures`,
          );
        }
        report.extra?.(run);
      }
      if (runs.length > 1)
        equal(new Set(runs.map((r) => r.sessions[0]?.build)).size, runs.length, 'one build per parallel job');
    },
  );
}

/** The promise of a job that runs a Codeless suite: passed, and reported where the CI reads it. */
async function codelessPromise(at: ExampleRun, file: string, run: JobRun, junit: string): Promise<void> {
  await at.promise(file, 'a Codeless suite: triggered, waited for and reported', () => {
    equal(run.code, 0, `${run.job.name}'s exit code (its output: ${tail(run.output)})`);
    equal(junitAt(run, junit)?.names.length, 2, `the tests of ${junit}`);
  });
}

const tail = (output: string) => output.trim().split('\n').slice(-8).join(' / ');

/** The service's address the files show: the fake's stands in for it. */
export const SERVICE_ADDRESS = 'https://api.cloudtest.example';

/**
 * A file's text with this checkout's tarball in place of the release it installs (it must install
 * that), and the fake service's address in place of the service's.
 */
function textOf(at: ExampleRun, file: string, place: CiPlace): string {
  const text = at.texts(file);
  if (!text.includes(RELEASE_SPEC)) throw new Error(`${file} does not install ${RELEASE_SPEC}`);
  return text
    .replaceAll(RELEASE_SPEC, place.tarball)
    .replaceAll(SERVICE_ADDRESS, place.world.service.settingsFor('user').apiUrl);
}

/** A CI file's example, run on each Node.js of `places`. */
/**
 * A CI file's example, run on the Node.js on the PATH, and, with `everyNode`, on each other Node.js
 * given too: the files that between them run every command (docs/ci/README.md installs the package and
 * asks for its version and a command's help; gitlab-ci.yml uploads, opens a tunnel, reports and runs a
 * suite), so that each Node.js runs each command without every file running on each.
 */
function ciExample(
  file: string,
  run: (at: ExampleRun, place: CiPlace) => Promise<void>,
  { everyNode = false } = {},
): (places: (world: ExampleWorld) => Promise<CiPlace[]>) => Example {
  return (places) => ({
    files: [file],
    async run(at) {
      const all = await places(at.world);
      for (const place of everyNode ? all : all.slice(0, 1)) {
        at.ran.push(`Node.js ${place.version}`);
        await run(at, place);
      }
    },
  });
}

const GITLAB = 'docs/ci/gitlab-ci.yml';
const gitlab = ciExample(
  GITLAB,
  async (at, place) => {
    const yaml = parse(textOf(at, GITLAB, place)) as Record<
      string,
      { script?: string[]; after_script?: string[]; variables?: Record<string, string> } & Record<
        string,
        string
      >
    >;
    const globals = yaml.variables as unknown as Record<string, string>;
    const job = (name: string, id: number): CiJob => ({
      name,
      shell: 'bash',
      oneShell: true,
      env: {
        GITLAB_CI: 'true',
        CI_PROJECT_NAME: 'shop',
        CI_PIPELINE_ID: '77',
        CI_JOB_ID: String(id),
        CI_JOB_NAME: name,
        CI_COMMIT_BRANCH: 'main',
        ...globals,
        ...yaml[name]?.variables,
      },
      lines: [
        ...(yaml[name]?.script ?? []).map((run) => ({ run })),
        ...(yaml[name]?.after_script ?? []).map((run) => ({ run, always: true })),
      ],
    });
    codelessSuite(at.world, ['Login', 'Search']).failing();
    const e2e = await runJob(job('e2e', 9001), place, WEB_TESTS);
    const codeless = await runJob(job('codeless', 9002), place, []);
    await tunnelPromises(at, GITLAB, [e2e], {
      junit: 'cloudtest-reports/junit.xml',
      extra: (run) =>
        check(
          existsSync(join(run.workspace, 'cloudtest-reports/annotations.json')),
          'no cloudtest-reports/annotations.json',
        ),
    });
    await codelessPromise(at, GITLAB, codeless, 'cloudtest-reports/junit.xml');
    for (const run of [e2e, codeless]) removeJob(run);
  },
  { everyNode: true },
);

const CIRCLECI = 'docs/ci/circleci-config.yml';
const circleci = ciExample(CIRCLECI, async (at, place) => {
  interface Step {
    run?: string | { command: string; when?: string };
  }
  const yaml = parse(textOf(at, CIRCLECI, place)) as {
    jobs: Record<
      string,
      { parallelism?: number; environment?: Record<string, string>; steps: Array<Step | string> }
    >;
  };
  const e2e = yaml.jobs.e2e;
  check(e2e, 'no job e2e');
  const lines = e2e.steps.flatMap((step): Line[] => {
    const run = typeof step === 'string' ? undefined : step.run;
    if (run === undefined) return [];
    return [typeof run === 'string' ? { run } : { run: run.command, always: run.when === 'always' }];
  });
  const workflow = randomUUID();
  const nodes = e2e.parallelism ?? 1;
  const runs: JobRun[] = [];
  for (let node = 0; node < nodes; node++)
    runs.push(
      await runJob(
        {
          name: `e2e (node ${node})`,
          shell: 'bash',
          env: {
            CIRCLECI: 'true',
            CIRCLE_PROJECT_REPONAME: 'shop',
            CIRCLE_WORKFLOW_ID: workflow,
            CIRCLE_BUILD_NUM: String(812 + node),
            CIRCLE_JOB: 'e2e',
            CIRCLE_NODE_INDEX: String(node),
            CIRCLE_NODE_TOTAL: String(nodes),
            CIRCLE_BRANCH: 'main',
            ...e2e.environment,
          },
          lines,
        },
        place,
        WEB_TESTS,
      ),
    );
  await tunnelPromises(at, CIRCLECI, runs, { junit: 'cloudtest-reports/junit.xml' });
  for (const run of runs) removeJob(run);
});

/**
 * Buildkite's pipeline upload: `$$` is a `$` left for the job's shell, `$NAME` and `${NAME}` take the
 * pipeline's `env` (else nothing) at upload.
 */
export const uploaded = (text: string, env: Record<string, string>) =>
  text.replace(/\$\$|\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) =>
    whole === '$$' ? '$' : (env[braced ?? bare ?? ''] ?? ''),
  );

const BUILDKITE = 'docs/ci/buildkite-pipeline.yml';
const buildkite = ciExample(BUILDKITE, async (at, place) => {
  interface BuildkiteStep {
    label: string;
    key?: string;
    parallelism?: number;
    env?: Record<string, string>;
    command: string | string[];
  }
  const yaml = parse(textOf(at, BUILDKITE, place)) as {
    env?: Record<string, string>;
    steps: BuildkiteStep[];
  };
  const pipelineEnv = yaml.env ?? {};
  const jobsOf = (step: BuildkiteStep): CiJob[] =>
    Array.from({ length: step.parallelism ?? 1 }, (_, job) => ({
      name: `${step.key ?? step.label}${step.parallelism ? ` (job ${job})` : ''}`,
      shell: 'bash',
      oneShell: true,
      env: {
        BUILDKITE: 'true',
        BUILDKITE_PIPELINE_SLUG: 'shop',
        BUILDKITE_BUILD_NUMBER: '310',
        BUILDKITE_RETRY_COUNT: '0',
        BUILDKITE_LABEL: step.label,
        ...(step.key ? { BUILDKITE_STEP_KEY: step.key } : {}),
        ...(step.parallelism
          ? { BUILDKITE_PARALLEL_JOB: String(job), BUILDKITE_PARALLEL_JOB_COUNT: String(step.parallelism) }
          : {}),
        BUILDKITE_BRANCH: 'main',
        ...pipelineEnv,
        ...step.env,
      },
      lines: (Array.isArray(step.command) ? step.command : [step.command]).map((run) => ({
        run: uploaded(run, pipelineEnv),
      })),
    }));
  const [tests, suite] = yaml.steps;
  check(tests && suite, 'the pipeline has not its two steps');
  codelessSuite(at.world, ['Login', 'Search']).failing();
  const runs: JobRun[] = [];
  for (const job of jobsOf(tests)) runs.push(await runJob(job, place, WEB_TESTS));
  const [codeless] = await Promise.all(jobsOf(suite).map((job) => runJob(job, place, [])));
  await tunnelPromises(at, BUILDKITE, runs, {
    extra: (run) => {
      const annotation = join(run.stateDir, ANNOTATIONS_FILE);
      check(
        existsSync(annotation) &&
          readFileSync(annotation, 'utf8').includes('Checkout pays with a saved card'),
        `${run.job.name}: no annotation of the build naming the failed test (its output: ${tail(run.output)})`,
      );
    },
  });
  check(codeless, 'no Codeless step');
  await at.promise(BUILDKITE, 'a Codeless suite: triggered, waited for and reported', () => {
    equal(codeless.code, 0, `the Codeless step's exit code (its output: ${tail(codeless.output)})`);
    check(existsSync(join(codeless.stateDir, ANNOTATIONS_FILE)), 'no annotation of the suite');
  });
  for (const run of [...runs, codeless]) removeJob(run);
});

/** Azure's macro syntax, `$(NAME)`, replaced from the pipeline's variables before a step runs. */
const macros = (text: string, variables: Record<string, string>) =>
  text.replace(/\$\((\w+)\)/g, (whole, name: string) => variables[name] ?? whole);

const AZURE = 'docs/ci/azure-pipelines.yml';
const azure = ciExample(AZURE, async (at, place) => {
  interface AzureStep {
    script?: string;
    task?: string;
    condition?: string;
    env?: Record<string, string>;
    inputs?: Record<string, string>;
  }
  const yaml = parse(textOf(at, AZURE, place)) as {
    variables: Array<{ group?: string; name?: string; value?: string }>;
    steps: AzureStep[];
  };
  const { key, secret } = place.world.service.settingsFor('user');
  // The group "cloudtest": two secret variables, and the tunnel client's address and checksum.
  const group = {
    CLOUDTEST_TUNNEL_CLIENT_URL: place.world.vars.CLOUDTEST_TUNNEL_CLIENT_URL ?? '',
    CLOUDTEST_TUNNEL_CLIENT_SHA256: place.world.vars.CLOUDTEST_TUNNEL_CLIENT_SHA256 ?? '',
  };
  check(
    yaml.variables.some((v) => v.group === 'cloudtest'),
    'the pipeline does not take the variable group "cloudtest"',
  );
  const plain = {
    ...group,
    ...Object.fromEntries(yaml.variables.flatMap((v) => (v.name ? [[v.name, v.value ?? '']] : []))),
  };
  const variables = { ...plain, CLOUDTEST_KEY: key, CLOUDTEST_SECRET: secret };
  const lines = yaml.steps.flatMap((step): Line[] =>
    step.script === undefined
      ? []
      : [
          {
            run: macros(step.script, variables),
            always: step.condition === 'always()',
            env: Object.fromEntries(
              Object.entries(step.env ?? {}).map(([name, value]) => [name, macros(value, variables)]),
            ),
          },
        ],
  );
  const results = yaml.steps.find((s) => s.task === 'PublishTestResults@2')?.inputs?.testResultsFiles;
  check(results, 'no PublishTestResults@2 step');
  const run = await runJob(
    {
      name: 'Job',
      shell: 'bash',
      secretsInEnv: false,
      env: {
        TF_BUILD: 'True',
        BUILD_BUILDID: '5150',
        SYSTEM_JOBATTEMPT: '1',
        SYSTEM_JOBDISPLAYNAME: 'Job',
        SYSTEM_JOBNAME: 'Job',
        BUILD_REPOSITORY_NAME: 'octo/shop',
        BUILD_SOURCEBRANCH: 'refs/heads/main',
        // Variables that are not secret are in every step's environment.
        ...plain,
      },
      lines,
    },
    place,
    WEB_TESTS,
  );
  await tunnelPromises(at, AZURE, [run], {
    junit: results,
    extra: (r) =>
      check(r.output.includes('##vso[task.uploadsummary]'), 'no summary tab (##vso[task.uploadsummary])'),
  });
  removeJob(run);
});

/** The `sh` steps of a Jenkinsfile, each with the stage it runs in and whether it is a post step. */
export function jenkinsSteps(text: string): Array<{ script: string; stage: string; post: boolean }> {
  const steps: Array<{ script: string; stage: string; post: boolean }> = [];
  const blocks: string[] = [];
  let i = 0;
  const quoted = (at: number): { value: string; end: number } | undefined => {
    const quote = text.startsWith("'''", at)
      ? "'''"
      : text[at] === "'"
        ? "'"
        : text[at] === '"'
          ? '"'
          : undefined;
    if (!quote) return undefined;
    let value = '';
    let j = at + quote.length;
    while (j < text.length && !text.startsWith(quote, j)) {
      if (text[j] === '\\') {
        // Groovy: a backslash before a line break joins the lines; before anything else, it is that character.
        if (text[j + 1] !== '\n') value += text[j + 1] ?? '';
        j += 2;
      } else value += text[j++];
    }
    return { value, end: j + quote.length };
  };
  while (i < text.length) {
    if (text.startsWith('//', i)) {
      i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
      continue;
    }
    const stage = /^stage\s*\(\s*'([^']*)'\s*\)\s*\{/.exec(text.slice(i));
    const block = /^(post|always|\w+)\s*(?:\{|\([^)]*\)\s*\{)/.exec(text.slice(i));
    const sh = /^sh\s+/.exec(text.slice(i));
    if (stage) {
      blocks.push(`stage:${stage[1]}`);
      i += stage[0].length;
    } else if (sh && quoted(i + sh[0].length)) {
      const string = quoted(i + sh[0].length);
      const inStage = [...blocks].reverse().find((b) => b.startsWith('stage:'));
      steps.push({
        script: string?.value ?? '',
        stage: inStage?.slice(6) ?? 'Declarative: Post Actions',
        post: blocks.includes('post'),
      });
      i = string?.end ?? i + 1;
    } else if (block) {
      blocks.push(block[1] ?? '');
      i += block[0].length;
    } else if (text[i] === '{') {
      blocks.push('{');
      i++;
    } else if (text[i] === '}') {
      blocks.pop();
      i++;
    } else {
      const string = quoted(i);
      i = string ? string.end : i + 1;
    }
  }
  return steps;
}

const JENKINS = 'docs/ci/Jenkinsfile';
const jenkins = ciExample(JENKINS, async (at, place) => {
  const text = textOf(at, JENKINS, place);
  const { key, secret } = place.world.service.settingsFor('user');
  const credentials: Record<string, string> = { 'cloudtest-key': key, 'cloudtest-secret': secret };
  const environment = /environment\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const env = Object.fromEntries(
    [...environment.matchAll(/^\s*(\w+)\s*=\s*(?:'([^']*)'|credentials\('([^']*)'\))/gm)].map((m) => [
      m[1] ?? '',
      m[2] ?? credentials[m[3] ?? ''] ?? '',
    ]),
  );
  const steps = jenkinsSteps(text);
  // Each stage's steps, then its post steps; Jenkins runs the pipeline's own post as a stage of its own.
  const stages = [...new Set(steps.map((s) => s.stage))];
  const runs: JobRun[] = [];
  for (const stage of stages)
    runs.push(
      await runJob(
        {
          name: stage,
          shell: 'sh',
          env: {
            JENKINS_URL: 'https://jenkins.example.test/',
            BUILD_NUMBER: '42',
            JOB_NAME: 'web/shop/main',
            BRANCH_NAME: 'main',
            STAGE_NAME: stage,
            ...env,
          },
          lines: steps.filter((s) => s.stage === stage).map((s) => ({ run: s.script, always: s.post })),
        },
        place,
        WEB_TESTS,
      ),
    );
  const junit = /junit\b[^\n]*testResults:\s*'([^'*]*)\*\.xml'/.exec(text)?.[1];
  check(junit !== undefined, 'no junit step reading cloudtest-reports');
  await tunnelPromises(at, JENKINS, runs, { junit: `${junit}junit.xml` });
  for (const run of runs) removeJob(run);
});

const LAPTOP = 'docs/ci/laptop.sh';
const laptop = ciExample(LAPTOP, async (at, place) => {
  const { key, secret } = place.world.service.settingsFor('user');
  const suite = codelessSuite(at.world, ['Login', 'Search']);
  suite.failing();
  const passing = WEB_TESTS.map(({ name }) => ({ name }));
  const run = await runJob(
    {
      name: 'laptop',
      shell: 'sh',
      secretsInEnv: false,
      env: { CLOUDTEST_SUITE_ID: String(suite.suite.id) },
      typed: [
        { prompt: 'Key: ', text: `${key}\n` },
        { prompt: 'Secret: ', text: `${secret}\n` },
      ],
      lines: [{ run: textOf(at, LAPTOP, place) }],
    },
    place,
    passing,
  );
  await at.promise(
    LAPTOP,
    'the cloud browsers reach the app served on this machine through a tunnel client that lives as long as the test command',
    () => {
      equal(run.sessions.length, passing.length, `the sessions (its output: ${tail(run.output)})`);
      for (const s of run.sessions)
        check(s.reached?.includes('<title>Shop</title>'), `"${s.name}" did not reach the app: ${s.message}`);
      check(
        [...at.world.service.tunnels.tunnels.values()].every((t) => t.metadata.client === 'fake'),
        'a tunnel was made without the tunnel client',
      );
      equal(at.world.service.tunnels.running().length, 0, 'tunnels left running');
    },
  );
  await at.promise(
    LAPTOP,
    'a Codeless suite is triggered, waited for and reported, its JUnit file where --junit says',
    () => {
      equal(run.code, 0, `the script's exit code (its output: ${tail(run.output)})`);
      equal(junitAt(run, 'cloudtest-results.xml')?.names.length, 2, 'the tests of cloudtest-results.xml');
      check(!run.output.includes(secret), 'the secret typed in shows in the output');
    },
  );
  removeJob(run);
});

const README = 'docs/ci/README.md';
const readme = ciExample(
  README,
  async (at, place) => {
    const block = /```sh\n([\s\S]*?)```/.exec(textOf(at, README, place))?.[1];
    check(block, 'no sh block');
    const run = await runJob(
      {
        name: 'README',
        shell: 'bash',
        lines: [
          ...block
            .split('\n')
            .filter((line) => line.trim() && !line.startsWith('#'))
            .map((run) => ({ run })),
          // What every CI image needs of the package: it starts, and a command's help.
          { run: `npx --yes --package=${shellWord(place.tarball)} cloudtest --version` },
          { run: `npx --yes --package=${shellWord(place.tarball)} cloudtest report --help` },
        ],
        env: {},
      },
      place,
      [],
    );
    await at.promise(README, 'It needs Node.js 22.19 or later; CI runs it on Node.js 22 and 24.', () => {
      equal(
        run.code,
        0,
        `the install lines, cloudtest --version and cloudtest report --help (their output: ${tail(run.output)})`,
      );
      check(/^\d+\.\d+\.\d+$/m.test(run.output), 'cloudtest --version printed no version');
    });
    removeJob(run);
  },
  { everyNode: true },
);

export const CI_FILES = [gitlab, circleci, buildkite, azure, jenkins, laptop, readme];
