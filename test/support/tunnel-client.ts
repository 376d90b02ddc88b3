// The fake tunnel client (test/fixtures/tunnel-client/client.ts) packaged the ways a vendor ships one,
// and a local HTTP server that hands the packages out and counts downloads.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { afterAll, beforeAll } from 'vitest';

import { STEP_PLATFORM } from './step-node.ts';

export const FAKE_CLIENT = fileURLToPath(new URL('../fixtures/tunnel-client/client.ts', import.meta.url));

/**
 * Whether the packaged fake client runs on this system. Its executables are Node scripts with a `#!`
 * line, and what the tests expect of it (closing its tunnel on SIGTERM, one process per client) is
 * POSIX; on Windows the client's branches (taskkill /T /F, .exe/.cmd/.bat detection, cmd.exe for a
 * batch file, java.exe) are proven through an injected platform in start-tunnel-platform.test.ts.
 */
export const FAKE_CLIENT_RUNS_HERE = STEP_PLATFORM !== 'win32';
export const FAKE_CLIENT_SKIPPED =
  'the fake tunnel client runs on POSIX systems only (FAKE_CLIENT_RUNS_HERE)';

/**
 * Windows' own tar (bsdtar): Git Bash's GNU tar, first on the PATH of a bash step there, reads `C:` in
 * a path as a remote host.
 */
const TAR =
  process.platform === 'win32' ? join(process.env.SystemRoot ?? 'C:\\Windows', 'System32', 'tar.exe') : 'tar';

let scratchRoot: string | undefined;
/** A fresh folder under one root per test process; `removeScratchFolders` (in afterAll) removes them. */
export function scratchFolder(prefix: string): string {
  scratchRoot ??= mkdtempSync(join(tmpdir(), 'cloudtest-tunnel-tests-'));
  return mkdtempSync(join(scratchRoot, `${prefix}-`));
}

export function removeScratchFolders(): void {
  if (scratchRoot) rmSync(scratchRoot, { recursive: true, force: true });
  scratchRoot = undefined;
}

/** A Node script made executable without a shell: its first line names this very Node binary. */
function nodeScript(path: string, body: string): void {
  writeFileSync(path, `#!${process.execPath}\n${body}\n`);
  chmodSync(path, 0o755);
}

export interface FakeClientPackages {
  /** fake-tunnel-4.2/bin/tunnel-client (executable) beside lib/client.ts and a README. */
  tarGz: Buffer;
  /** Two executables: needs `client-command`. */
  tarGzTwoExecutables: Buffer;
  /** A single executable file. */
  binary: Buffer;
  /** A ".jar" that the fake `java` (see `fakeJavaHome`) runs. */
  jar: Buffer;
}

export function packFakeClient(): FakeClientPackages {
  const work = scratchFolder('packages');
  const tree = (name: string, extraExecutable: boolean): Buffer => {
    const root = join(work, name, 'fake-tunnel-4.2');
    mkdirSync(join(root, 'bin'), { recursive: true });
    mkdirSync(join(root, 'lib'));
    copyFileSync(FAKE_CLIENT, join(root, 'lib', 'client.ts'));
    writeFileSync(join(root, 'README.txt'), 'Fake tunnel client for tests.\n');
    nodeScript(join(root, 'bin', 'tunnel-client'), "import('../lib/client.ts');");
    if (extraExecutable) nodeScript(join(root, 'bin', 'diagnose'), "console.log('all good');");
    const archive = join(work, `${name}.tar.gz`);
    execFileSync(TAR, ['-czf', archive, '-C', join(work, name), 'fake-tunnel-4.2']);
    return readFileSync(archive);
  };
  const loader = `import(${JSON.stringify(pathToFileURL(FAKE_CLIENT).href)});`;
  const binary = join(work, 'tunnel-client');
  nodeScript(binary, loader);
  return {
    tarGz: tree('one', false),
    tarGzTwoExecutables: tree('two', true),
    binary: readFileSync(binary),
    // CommonJS the fake java loads with require(); the client itself is imported from the fixture.
    jar: Buffer.from(`${loader}\n`),
  };
}

/**
 * A one-file client that runs `body` (JavaScript, with the client's environment in `process.env`):
 * for what the fake client does not do, such as printing its credentials.
 */
export function scriptClient(body: string): Buffer {
  const file = join(scratchFolder('script-client'), 'tunnel-client');
  nodeScript(file, body);
  return readFileSync(file);
}

/** A JAVA_HOME whose bin/java runs `java -jar FILE ARGS...` as Node would run FILE with ARGS. */
export function fakeJavaHome(): string {
  const home = scratchFolder('java-home');
  mkdirSync(join(home, 'bin'));
  nodeScript(
    join(home, 'bin', 'java'),
    [
      'const [flag, jar] = process.argv.slice(2);',
      "if (flag !== '-jar' || !jar) { console.error('usage: java -jar FILE'); process.exit(2); }",
      'process.argv.splice(2, 2);',
      'require(jar);',
    ].join('\n'),
  );
  return home;
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Serves fixed files on 127.0.0.1 and counts the requests for each path. */
/** A download server for the tests of one file; the scratch folders are removed after them too. */
export function useDownloadServer(): DownloadServer {
  const downloads = new DownloadServer();
  beforeAll(() => downloads.start());
  afterAll(async () => {
    await downloads.stop();
    removeScratchFolders();
  });
  return downloads;
}

export class DownloadServer {
  readonly files = new Map<string, Buffer>();
  readonly hits = new Map<string, number>();
  private server: Server | undefined;
  private base = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      const body = this.files.get(path);
      if (!body) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Publishes `body` at `path` and returns its URL. */
  serve(path: string, body: Buffer): string {
    this.files.set(path, body);
    return this.url(path);
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
