import { createHash } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';

import * as tc from '@actions/tool-cache';

import { downloadFile } from '../../api/transport/download.ts';
import { messageOf } from '../../api/transport/errors.ts';
import type { Clock, Logger } from '../../runtime/types.ts';
import { shownUrl, urlSecrets } from '../../runtime/url-secrets.ts';
import { type ClientInputs } from './inputs.ts';
import { findJava } from './java.ts';
import { INPUTS } from './names.ts';
import { HOST_PLATFORM, type Platform } from './platform.ts';

/**
 * Getting the tunnel client: downloaded through the connection setup of every request (proxies,
 * NO_PROXY, certificates: src/api/transport/download.ts), and kept in the tool cache once per
 * `client-version` (or, without one, per download address and checksum), so a later run on the same
 * runner finds it there; checked
 * against `client-sha256` before anything is extracted or run, and turned into the command line that
 * starts it.
 */

export interface ClientProgram {
  command: string;
  /** Arguments in front of the user's (`-jar <file>` for a .jar). */
  args: string[];
}

interface ClientContext {
  env: Record<string, string | undefined>;
  log: Logger;
  /** The step's cancellation, which stops a download at once. */
  signal: AbortSignal;
  clock: Clock;
  /** Hides a value in everything the runner shows from now on. */
  setSecret: (secret: string) => void;
  platform?: Platform;
}

/** Recorded beside a cached client: the SHA-256 its download had. */
const MARKER = '.cloudtest-client.json';
/** The tool cache folder is per download address, so two clients under one version never mix. */
const TOOL_PREFIX = 'cloudtest-tunnel-client';

export async function prepareClient(client: ClientInputs, ctx: ClientContext): Promise<ClientProgram> {
  // Before the tool cache's debug line (`Downloading <url>`) or anything else can print the address.
  for (const secret of urlSecrets(client.url)) ctx.setSecret(secret);
  const platform = ctx.platform ?? HOST_PLATFORM;
  const dir = await obtain(client, ctx, platform);
  return programIn(dir, client, ctx.env, platform);
}

async function obtain(client: ClientInputs, ctx: ClientContext, platform: Platform): Promise<string> {
  const tool = `${TOOL_PREFIX}-${sha256(client.url.origin + client.url.pathname).slice(0, 12)}`;
  const version = cacheVersionOf(client);
  const cached = tc.find(tool, version);
  const what = client.version ? `tunnel client ${client.version}` : 'tunnel client';
  if (cached) {
    if (!client.sha256 || recordedSha256(cached) === client.sha256) {
      ctx.log.info(`Using ${what} from the tool cache.`);
      return cached;
    }
    ctx.log.info(`The cached ${what} does not match client-sha256; downloading it again.`);
  }
  const staged = await download(client, ctx, platform);
  return tc.cacheDir(staged, tool, version);
}

/** Downloads, checks and unpacks the client into a folder of its own. */
async function download(client: ClientInputs, ctx: ClientContext, platform: Platform): Promise<string> {
  ctx.log.info(`Downloading the tunnel client from ${shownUrl(client.url)}`);
  const work = mkdtempSync(join(ctx.env.RUNNER_TEMP || tmpdir(), 'cloudtest-client-'));
  const name = fileNameOf(client.url);
  const file = join(work, 'download', name);
  try {
    await downloadFile(client.url, file, {
      env: ctx.env,
      signal: ctx.signal,
      sleep: (ms, signal) => ctx.clock.sleep(ms, signal),
      log: (line) => ctx.log.info(`The tunnel client's download: ${line}.`),
    });
  } catch (error) {
    throw new Error(
      `Could not download the tunnel client from ${shownUrl(client.url)}: ${messageOf(error)}`,
      {
        cause: error,
      },
    );
  }
  const actual = await sha256OfFile(file);
  if (client.sha256 && actual !== client.sha256) {
    throw new Error(
      `The tunnel client downloaded from ${shownUrl(client.url)} has SHA-256 ${actual}, but client-sha256 requires ${client.sha256}; it was not run.`,
    );
  }
  if (!client.sha256) ctx.log.info(`SHA-256 of the download: ${actual} (set client-sha256 to require it).`);

  const staged = join(work, 'client');
  mkdirSync(staged);
  if (client.kind === 'tar') await tc.extractTar(file, staged);
  else if (client.kind === 'zip') await tc.extractZip(file, staged);
  else {
    renameSync(file, join(staged, name));
    if (client.kind === 'file' && platform.os !== 'win32') chmodSync(join(staged, name), 0o755);
  }
  writeFileSync(join(staged, MARKER), JSON.stringify({ sha256: actual }));
  return staged;
}

/**
 * The tool cache keys by semantic version, and finds nothing under any other text. A valid prerelease
 * of 0.0.0 made from the given version keeps every `client-version` (`4.9`, `latest`) a key of its
 * own: readable letters, and a hash so `4.9` and `4-9` stay apart. Without a version the download is
 * known by its checksum when one is required (a signed URL's query changes with every run), else by
 * its whole address (a query may choose the file).
 */
function cacheVersionOf(client: ClientInputs): string {
  if (!client.version) {
    const identity = client.sha256 ? `sha256:${client.sha256}` : `url:${client.url.href}`;
    return `0.0.0-download.k${sha256(identity).slice(0, 16)}`;
  }
  const readable = client.version.replace(/[^0-9A-Za-z-]+/g, '-').slice(0, 40);
  return `0.0.0-v${readable}.k${sha256(client.version).slice(0, 8)}`;
}

function recordedSha256(dir: string): string | undefined {
  try {
    const marker = JSON.parse(readFileSync(join(dir, MARKER), 'utf8')) as { sha256?: unknown };
    return typeof marker.sha256 === 'string' ? marker.sha256 : undefined;
  } catch {
    return undefined;
  }
}

/** The command line that runs the client in `dir`. */
export function programIn(
  dir: string,
  client: ClientInputs,
  env: ClientContext['env'],
  platform: Platform,
): ClientProgram {
  const entry =
    client.kind === 'jar' || client.kind === 'file'
      ? join(dir, fileNameOf(client.url))
      : client.command
        ? namedFile(dir, client.command, platform)
        : onlyExecutable(dir, platform);
  if (client.kind === 'jar' || /\.jar$/i.test(entry)) return javaJar(entry, env, platform);
  // Node refuses to start a batch file without a shell; cmd.exe is that shell, asked for by name.
  if (platform.os === 'win32' && /\.(cmd|bat)$/i.test(entry))
    return { command: env.ComSpec || env.COMSPEC || 'cmd.exe', args: ['/d', '/c', entry] };
  return { command: entry, args: [] };
}

function javaJar(jar: string, env: ClientContext['env'], platform: Platform): ClientProgram {
  const java = findJava(env, platform);
  if (!java) {
    throw new Error(
      'The tunnel client is a .jar, but no Java was found (neither JAVA_HOME nor java on PATH): add a step with actions/setup-java before this one.',
    );
  }
  return { command: java, args: ['-jar', jar] };
}

/** `client-command`: a path inside the archive, or the end of one (`bin/tunnel` in `client-4.9/bin/tunnel`). */
function namedFile(dir: string, command: string, platform: Platform): string {
  const wanted = command.replaceAll('\\', '/').replace(/^\.?\//, '');
  const suffixes =
    platform.os === 'win32' && !/\.[a-z0-9]+$/i.test(wanted) ? ['', ...WINDOWS_EXECUTABLES] : [''];
  const files = filesIn(dir, platform);
  const matches = files.filter(({ path }) =>
    suffixes.some((suffix) => path === wanted + suffix || path.endsWith(`/${wanted}${suffix}`)),
  );
  if (matches.length === 1 && matches[0]) return matches[0].full;
  if (!matches.length)
    throw new Error(`Input "${INPUTS.clientCommand}": the archive holds no file "${command}".`);
  throw new Error(
    `Input "${INPUTS.clientCommand}": "${command}" matches several files in the archive (${list(matches)}); give its full path inside the archive.`,
  );
}

/** The archive's only executable file; failing that, its only .jar. */
function onlyExecutable(dir: string, platform: Platform): string {
  const files = filesIn(dir, platform);
  const executables = files.filter((f) => f.executable);
  const candidates = executables.length
    ? executables
    : files.filter((f) => f.path.toLowerCase().endsWith('.jar'));
  if (candidates.length === 1 && candidates[0]) return candidates[0].full;
  const hint = `name the one to run with the "${INPUTS.clientCommand}" input`;
  if (!candidates.length) throw new Error(`The tunnel client archive holds no executable file; ${hint}.`);
  throw new Error(`The tunnel client archive holds several executable files (${list(candidates)}); ${hint}.`);
}

interface ArchiveFile {
  /** Relative to the archive's root, with `/`. */
  path: string;
  full: string;
  executable: boolean;
}

/** What Windows runs by its name alone (PATHEXT's usual programs); elsewhere the exec bit says it. */
const WINDOWS_EXECUTABLES = ['.exe', '.cmd', '.bat'];

export function isExecutable(name: string, mode: number, platform: Platform): boolean {
  if (platform.os !== 'win32') return (mode & 0o111) !== 0;
  const lower = name.toLowerCase();
  return WINDOWS_EXECUTABLES.some((suffix) => lower.endsWith(suffix));
}

function filesIn(dir: string, platform: Platform): ArchiveFile[] {
  const files: ArchiveFile[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = join(entry.parentPath, entry.name);
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(full);
    } catch {
      continue; // a dangling link
    }
    if (!stat.isFile() || entry.name === MARKER) continue;
    files.push({
      path: relative(dir, full).split(sep).join('/'),
      full,
      executable: isExecutable(entry.name, stat.mode, platform),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function list(files: ArchiveFile[]): string {
  const shownFiles = files.slice(0, 5).map((f) => f.path);
  return `${shownFiles.join(', ')}${files.length > 5 ? `, and ${files.length - 5} more` : ''}`;
}

/** The download's file name (its extension says how to run it), safe as a file name anywhere. */
function fileNameOf(url: URL): string {
  let name = posix.basename(url.pathname);
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep it escaped
  }
  name = name.replace(/[^A-Za-z0-9._+-]/g, '_');
  return name && name !== '.' && name !== '..' ? name : 'tunnel-client';
}

/** The address without its query or user name and password: a signed download URL carries its token there. */
function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
