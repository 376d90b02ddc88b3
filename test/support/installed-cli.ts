// The package as users get it: packed from the working tree (its built dist/), installed into an empty
// folder without the network, and its `cloudtest` run as a program with an environment made from
// scratch (so the CI the tests themselves run in is not detected).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { COMPILE_CACHE, ON_WINDOWS_NODE, spawnNode } from './step-node.ts';

export interface InstalledCli {
  /** The installed program (node_modules/.bin/cloudtest). */
  bin: string;
  /** The script it runs, in the installed package: what the Windows Node is given (step-node.ts). */
  script: string;
  /** The folder it was installed into: a project of its own. */
  project: string;
  /** Milliseconds `npm pack` and `npm install` took. */
  packMs: number;
  installMs: number;
  remove(): void;
}

/** npm as the test run found it (npm run puts its own CLI in npm_execpath), run by this very Node. */
function npm(args: string[], cwd: string): string {
  const cli = process.env.npm_execpath;
  const [file, all] = cli ? [process.execPath, [cli, ...args]] : ['npm', args];
  return execFileSync(file, all, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: !cli && process.platform === 'win32',
  });
}

/** Every file the package holds (package.json `files`, and what npm always adds), as one hash. */
function buildHash(): string {
  const hash = createHash('sha256');
  const actions = readdirSync(join(ROOT, 'actions')).map((name) => join('actions', name, 'action.yml'));
  for (const file of ['package.json', 'README.md', 'LICENSE', 'action.yml', ...actions.sort()])
    hash.update(`${file}\0`).update(readFileSync(join(ROOT, file)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${relative(ROOT, path)}\0`).update(readFileSync(path));
    }
  };
  walk(join(ROOT, 'dist'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Tarballs of this checkout: other checkouts on the machine (other builds) pack and clean up their
 * own, which must never remove one a test of this checkout is about to install.
 */
const CHECKOUT = createHash('sha256').update(ROOT).digest('hex').slice(0, 8);

/**
 * The packed tarball of the current build, packed once for every test file that installs it: the
 * first to ask packs into a folder of its own and moves the tarball into place (a rename, so another
 * file never sees half of it); this checkout's tarballs of earlier builds are removed then.
 */
export function packedTarball(): { tarball: string; packMs: number } {
  const key = buildHash();
  const tarball = join(tmpdir(), `cloudtest-pack-${CHECKOUT}-${key}.tgz`);
  if (existsSync(tarball)) return { tarball, packMs: 0 };
  const started = Date.now();
  const own = mkdtempSync(join(tmpdir(), 'cloudtest-pack-'));
  try {
    const packed = JSON.parse(
      npm(['pack', '--json', '--ignore-scripts', '--pack-destination', own], ROOT),
    ) as Array<{ filename: string }>;
    renameSync(join(own, packed[0]?.filename ?? ''), tarball);
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(`cloudtest-pack-${CHECKOUT}-`) && name.endsWith('.tgz') && !tarball.endsWith(name))
      rmSync(join(tmpdir(), name), { force: true });
  return { tarball, packMs: Date.now() - started };
}

/** Installs the packed build (packed once: packedTarball), offline, into an empty project. */
export function installCli(): InstalledCli {
  const work = mkdtempSync(join(tmpdir(), 'cloudtest-cli-'));
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'project', private: true }));
  const { tarball, packMs } = packedTarball();
  const started = Date.now();
  npm(['install', '--offline', '--ignore-scripts', tarball], project);
  const installMs = Date.now() - started;
  const bin = join(
    project,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'cloudtest.cmd' : 'cloudtest',
  );
  const script = join(project, 'node_modules', 'cloudtest-actions', 'dist', 'cloudtest.js');
  return {
    bin,
    script,
    project,
    packMs,
    installMs,
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** The installed program for the tests of one file: installed before them, removed after them. */
export function useInstalledCli(): () => InstalledCli {
  let cli: InstalledCli | undefined;
  beforeAll(() => {
    cli = installCli();
  }, 120_000);
  afterAll(() => cli?.remove());
  return () => {
    if (!cli) throw new Error('the program is installed before the tests (beforeAll)');
    return cli;
  };
}

/** The variables a program needs to run at all on each system, and nothing that names a CI. */
const SYSTEM_VARIABLES = [
  'HOME',
  'USERPROFILE',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SystemRoot',
  'ComSpec',
  'PATHEXT',
  'LANG',
];

/** A clean environment: this Node first on the PATH (the program's `#!` finds it there), plus `extra`. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of SYSTEM_VARIABLES) if (process.env[name]) env[name] = process.env[name] as string;
  env.PATH = [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliProcess {
  child: ChildProcess;
  /** What it printed so far. */
  output: { stdout: string; stderr: string };
  done: Promise<CliRun>;
}

/**
 * Starts the installed program with `args`, in `cwd`, with `env` as its whole environment. With
 * `ownSession`, in a session of its own, with no terminal: as a CI's agent starts a job's script.
 */
export function startCli(
  cli: InstalledCli,
  args: string[],
  env: Record<string, string>,
  cwd = cli.project,
  { ownSession = false } = {},
): CliProcess {
  // The Windows Node under Wine runs the script as npm's cloudtest.cmd shim would have it run.
  const child = ON_WINDOWS_NODE
    ? spawnNode([cli.script, ...args], { cwd, env })
    : spawn(cli.bin, args, {
        cwd,
        env: { ...COMPILE_CACHE, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
        detached: ownSession,
      });
  return watchCli(child);
}

/** Quoted for sh: between single quotes, each one in it closed, escaped and opened again. */
const shellWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * Starts the installed program at a terminal of its own, as its foreground job: a pseudo-terminal
 * made by util-linux's `script`, whose input is typed at that terminal. A typed "\x03" is a Ctrl+C,
 * which the terminal turns into SIGINT for its foreground process group: the program and what it runs.
 * Linux only; the program's output comes on stdout, as a terminal shows it (CRLF).
 */
export function startCliAtTerminal(
  cli: InstalledCli,
  args: string[],
  env: Record<string, string>,
): CliProcess & { type(text: string): void } {
  const line = `exec ${[cli.bin, ...args].map(shellWord).join(' ')}`;
  const child = spawn('script', ['--quiet', '--flush', '--return', '--command', line, '/dev/null'], {
    cwd: cli.project,
    env: { ...env, SHELL: '/bin/sh' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return { ...watchCli(child), type: (text) => child.stdin?.write(text) };
}

function watchCli(child: ChildProcess): CliProcess {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')));
  const done = new Promise<CliRun>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, ...output })),
  );
  return { child, output, done };
}

export function runCli(
  cli: InstalledCli,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<CliRun> {
  return startCli(cli, args, env, cwd).done;
}

/** Resolves once `test` holds for what the program printed (polling), or rejects after `ms`. */
export async function until(test: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting for the program');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
