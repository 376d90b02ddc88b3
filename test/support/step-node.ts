// The Node that runs what the tests start as a user would: every action's entry (runner.ts) and the
// installed `cloudtest` (installed-cli.ts). By default the Node the tests run on; with
// CLOUDTEST_TEST_NODE=windows, the Windows build of Node under Wine (test/windows/, set up by
// `node test/windows/setup.ts`), so the same tests run the same dist/ as a Windows runner does.
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { linuxPath, spawnWindowsNode, WINDOWS_NODE, windowsFileUrl, windowsPath } from '../windows/wine.ts';

export const ON_WINDOWS_NODE = process.env.CLOUDTEST_TEST_NODE === 'windows';
if (process.env.CLOUDTEST_TEST_NODE && !ON_WINDOWS_NODE)
  throw new Error(`CLOUDTEST_TEST_NODE=${process.env.CLOUDTEST_TEST_NODE}: only "windows" is known`);

/** The system the started programs run on: what they see as process.platform. */
export const STEP_PLATFORM: NodeJS.Platform = ON_WINDOWS_NODE ? 'win32' : process.platform;

/** That Node's program, as a command a step or `cloudtest tunnel` runs names it. */
export const STEP_NODE = ON_WINDOWS_NODE ? WINDOWS_NODE : process.execPath;

/**
 * Node's compile cache for what this Node starts: a run of the tests starts the same chunks of dist/
 * about a thousand times, and a start that finds its code compiled spends about a fifth less CPU
 * (CONTRIBUTING.md, "Set-up"). It changes nothing a step does; a test's own value wins.
 */
export const COMPILE_CACHE = { NODE_COMPILE_CACHE: join(tmpdir(), 'cloudtest-tests-compile-cache') };

/** Starts that Node with `args`, its output on pipes (stdin closed). */
export function spawnNode(
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): ChildProcess {
  if (ON_WINDOWS_NODE) return spawnWindowsNode(args, options);
  const env = { ...COMPILE_CACHE, ...options.env };
  return spawn(process.execPath, args, { ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A path a started program wrote (a step's output) as the tests open it. */
export const hostPath = (path: string): string => (ON_WINDOWS_NODE ? linuxPath(path) : path);

/** A file of the tests as a started program resolves and names it: `Z:\…` on the Windows Node. */
export const stepPath = (path: string): string => (ON_WINDOWS_NODE ? windowsPath(path) : path);

/** A file of the tests as a URL that Node (`--import`) finds: `file:///Z:/…` on the Windows Node. */
export const stepFileUrl = (path: string): string =>
  ON_WINDOWS_NODE ? windowsFileUrl(path) : pathToFileURL(path).href;
