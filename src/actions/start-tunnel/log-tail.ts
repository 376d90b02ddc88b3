import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

import type { Logger } from '../../runtime/types.ts';

const TAIL_BYTES = 64 * 1024;
const TAIL_LINES = 30;
const MASK = '***';

/** The last lines of a log, reading only its end however large it grew. */
function readTail(file: string, lines = TAIL_LINES): string[] {
  if (!existsSync(file)) return [];
  const size = statSync(file).size;
  const length = Math.min(size, TAIL_BYTES);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  const all = buffer.toString('utf8').split(/\r?\n/);
  // A cut first line is a fragment; the final empty string is the file's last newline.
  if (length < size) all.shift();
  while (all.length && !all.at(-1)?.trim()) all.pop();
  return all.slice(-lines);
}

/** Each secret replaced by `***`, longest first so a secret containing another is hidden whole. */
function masked(line: string, secrets: readonly string[]): string {
  const known = secrets.filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  return known.reduce((text, secret) => text.replaceAll(secret, MASK), line);
}

/**
 * Prints the last lines of the client's log and returns them as printed. The secrets are masked here
 * as well as by the runner: the client may print them in forms the runner was never told about.
 */
export function printTail(file: string, log: Logger, secrets: readonly string[] = []): string[] {
  const tail = readTail(file).map((line) => masked(line, secrets));
  if (tail.length) {
    log.info(`Last lines of the tunnel client's log (${file}):`);
    for (const line of tail) log.info(line);
  }
  return tail;
}
