// The steps of the examples that are the user's own, not this bundle's: programs a `run:` step calls
// (stand-ins/programs.ts, first on the PATH through shims of their names) and other publishers'
// actions, done here in the job (checkout writes the commit's files into the workspace; the artifact
// actions keep files in the fake GitHub, a download of another run's reading its list through the API
// with the job's token, so `actions: read` counts; the JUnit reporter reads the file and writes its own
// check run, so `checks: write` counts).
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FakeGitHub, Permissions } from '../fake-github/server.ts';
import type { Conclusion, Job } from '../support/runner.ts';
import { PIDS_FILE, PLAN_FILE, type PlannedTest } from './stand-ins/programs.ts';
import type { StepPlace, UserSteps } from './workflow.ts';

const PROGRAMS = fileURLToPath(new URL('./stand-ins/programs.ts', import.meta.url));
/** The shims on the PATH, by the program they stand in for. */
const SHIMMED = ['npm', 'npx', 'gh', 'buildkite-agent'] as const;

/** What a commit holds for the stand-ins: the plan of tests and the quarantine file. */
export interface Tree {
  tests: PlannedTest[];
  /** `.github/cloudtest-quarantine.yml`; null: the repository has none. */
  quarantine: string | null;
}

/** A POSIX shell script that runs `programs.ts NAME` with this very Node. */
const shim = (name: string) =>
  `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(PROGRAMS)} ${name} "$@"\n`;

/** The real npm's CLI script: npm's own when npm started us, else the `npm` on the PATH. */
export function npmCli(): string {
  if (process.env.npm_execpath?.endsWith('npm-cli.js')) return process.env.npm_execpath;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const npm = join(dir, 'npm');
    if (existsSync(npm)) return join(dirname(realpathSync(npm)), 'npm-cli.js');
  }
  throw new Error('npm is not on the PATH');
}

let shims: string | undefined;
/** A folder of shims for the stand-in programs, made once per process and removed at its exit. */
export function shimFolder(): string {
  if (shims) return shims;
  const dir = mkdtempSync(join(tmpdir(), 'cloudtest-stand-ins-'));
  for (const name of SHIMMED) {
    writeFileSync(join(dir, name), shim(name));
    chmodSync(join(dir, name), 0o755);
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  shims = dir;
  return dir;
}

/** The variables the stand-in programs need: the shims first on the PATH, and where they keep state. */
export function standInEnv(stateDir: string, path = process.env.PATH ?? ''): Record<string, string> {
  mkdirSync(stateDir, { recursive: true });
  return {
    PATH: [shimFolder(), path].join(delimiter),
    STAND_IN_DIR: stateDir,
    STAND_IN_NPM_CLI: npmCli(),
    STAND_IN_NODE: process.execPath,
  };
}

/** Ends what the stand-ins left running in `stateDir` (`npm start`'s server), as a runner ends a job's processes. */
export function endStandIns(stateDir: string): void {
  const pids = join(stateDir, PIDS_FILE);
  if (!existsSync(pids)) return;
  for (const pid of readFileSync(pids, 'utf8').split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
  rmSync(pids, { force: true });
}

/**
 * Writes a commit's files as a checkout leaves them: the plan, the spec files it names, the quarantine
 * file, gradlew, package.json.
 */
export function checkOut(tree: Tree, workspace: string): void {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), text);
  };
  write(PLAN_FILE, JSON.stringify({ tests: tree.tests }, null, 2));
  for (const { name } of tree.tests) if (/^tests\/[\w/-]+\.spec\.ts$/.test(name)) write(name, `// ${name}\n`);
  if (tree.quarantine !== null) write('.github/cloudtest-quarantine.yml', tree.quarantine);
  write(
    'package.json',
    JSON.stringify(
      { name: 'shop', private: true, scripts: { start: 'node server.js', 'test:e2e': 'playwright test' } },
      null,
      2,
    ),
  );
  write('gradlew', shim('gradle'));
  chmodSync(join(workspace, 'gradlew'), 0o755);
}

/** Files of a workspace path (a file, or every file under a folder); a trailing `*` segment matches names. */
function filesAt(workspace: string, pattern: string): string[] {
  const path = resolve(workspace, pattern);
  if (path.includes('*')) {
    const dir = dirname(path);
    const name = new RegExp(
      `^${path
        .slice(dir.length + 1)
        .replaceAll('.', '\\.')
        .replaceAll('*', '.*')}$`,
    );
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => name.test(n))
          .map((n) => join(dir, n))
      : [];
  }
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((n) => join(path, n))
    .filter((p) => statSync(p).isFile());
}

/** The deepest folder holding every file, as upload-artifact roots an artifact. */
function commonRoot(files: string[]): string {
  let root = dirname(files[0] ?? '');
  while (!files.every((f) => f.startsWith(root + sep))) root = dirname(root);
  return root;
}

/** The world the stand-ins work in: the commits' files and the fake GitHub that keeps artifacts. */
export interface StandInWorld {
  github: FakeGitHub;
  repository: string;
  /** The GitHub App installed on the repository, and its private key. */
  app: { id: number; slug: string; privateKey: string };
  /** The files of a commit; a commit not made by the scenario has the main line's. */
  treeAt(sha: string): Tree;
}

/** The user's steps of a workflow run in `world`. */
export function userStepsIn(world: StandInWorld): UserSteps {
  const stateOf = (job: Job) => join(job.runnerTemp, 'stand-in');
  return {
    env: (job) => standInEnv(stateOf(job)),
    endJob: (job) => endStandIns(stateOf(job)),
    action: (uses, inputs, place) => {
      const [name = ''] = uses.split('@');
      const action = ACTIONS[name];
      if (!action) throw new Error(`no stand-in for ${uses}`);
      return action(inputs, place, world);
    },
  };
}

type StandInAction = (
  inputs: Record<string, string>,
  at: StepPlace,
  world: StandInWorld,
) => Promise<Conclusion | { conclusion: Conclusion; outputs: Record<string, string> }>;

/** The commit a pull request's checks report on: its head; else the run's commit. */
export function headOf(at: Pick<StepPlace, 'event'>): string {
  const pr = at.event.payload.pull_request as { head?: { sha?: string } } | undefined;
  return pr?.head?.sha ?? at.event.sha;
}

const ACTIONS: Record<string, StandInAction> = {
  'actions/checkout': async (_inputs, at, world) => {
    checkOut(world.treeAt(at.event.sha), at.job.workspace);
    return 'success';
  },
  'actions/setup-java': async () => 'success',
  // An installation token of the repository's App, given its ID and private key: it writes as the
  // App, with the permissions asked for (`permission-checks: write`) and no others.
  'actions/create-github-app-token': async (inputs, _at, world) => {
    const { app } = world;
    if (inputs['app-id'] !== String(app.id) || inputs['private-key'] !== app.privateKey) return 'failure';
    const token = `ghs_${randomBytes(18).toString('hex')}`;
    const asked = Object.entries(inputs).flatMap(([name, level]) =>
      name.startsWith('permission-') && level ? [[name.slice('permission-'.length), level]] : [],
    );
    world.github.tokens.set(token, { kind: 'app', id: app.id, slug: app.slug });
    world.github.grant(token, Object.fromEntries(asked) as Permissions);
    return { conclusion: 'success', outputs: { token } };
  },
  'actions/upload-artifact': async (inputs, at, world) => {
    const files = (inputs.path ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .flatMap((pattern) => filesAt(at.job.workspace, pattern));
    if (!files.length) return inputs['if-no-files-found'] === 'error' ? 'failure' : 'success';
    const root = commonRoot(files);
    const kept = new Map(files.map((f) => [relative(root, f), readFileSync(f)]));
    world.github.addArtifact(at.runId, inputs.name || 'artifact', kept);
    return 'success';
  },
  'actions/download-artifact': async (inputs, at, world) => {
    const runId = Number(inputs['run-id'] || at.runId);
    let ids = world.github.artifacts
      .filter((a) => a.runId === runId && (!inputs.name || a.name === inputs.name))
      .map((a) => a.id);
    if (inputs['run-id']) {
      // Another run's artifacts are read through the API, with the token the step is given.
      const token = inputs['github-token'] || at.token;
      const query = inputs.name ? `?name=${encodeURIComponent(inputs.name)}` : '';
      const response = await fetch(
        `${world.github.url}/repos/${world.repository}/actions/runs/${runId}/artifacts${query}`,
        {
          headers: { authorization: `token ${token}` },
        },
      );
      if (!response.ok) return 'failure';
      ids = ((await response.json()) as { artifacts: Array<{ id: number }> }).artifacts.map((a) => a.id);
    }
    const found = world.github.artifacts.filter((a) => ids.includes(a.id));
    if (!found.length) return 'failure';
    for (const artifact of found)
      for (const [path, data] of artifact.files) {
        const target = resolve(at.job.workspace, inputs.path || '.', path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, data);
      }
    return 'success';
  },
  'mikepenz/action-junit-report': async (inputs, at, world) => {
    const files = filesAt(at.job.workspace, inputs.report_paths ?? '');
    const xml = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    if (!/<testsuites?[\s>]/.test(xml)) return 'failure';
    const cases = xml.match(/<testcase\b/g)?.length ?? 0;
    const failures = xml.match(/<failure\b/g)?.length ?? 0;
    const response = await fetch(`${world.github.url}/repos/${world.repository}/check-runs`, {
      method: 'POST',
      headers: { authorization: `token ${at.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'JUnit Test Report',
        head_sha: headOf(at),
        status: 'completed',
        conclusion: failures ? 'failure' : 'success',
        output: {
          title: `${cases} tests, ${failures} failed`,
          summary: `${cases} tests, ${failures} failed`,
        },
      }),
    });
    return response.ok ? 'success' : 'failure';
  },
};
