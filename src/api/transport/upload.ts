import { randomBytes } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';

import { formatBytes } from '../../text/wording.ts';
import { TIME_LIMITS } from '../assumptions.ts';
import { ServiceError } from './errors.ts';
import type { StreamBody } from './request.ts';

/** Where a streamed upload stands; reported at least every 10 % and every `progressIntervalMs`. */
export interface UploadProgress {
  /** Bytes of the request body handed to the connection in this attempt. */
  sent: number;
  /** Bytes of the whole request body (the file and the multipart framing). */
  total: number;
  elapsedMs: number;
  /** Average over the attempt so far. */
  bytesPerSecond: number;
  /** Every byte is sent; what remains is the service's answer. */
  done: boolean;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** A report at least this often, even when nothing moved (default 10 s), besides one per 10 %. */
  progressIntervalMs?: number;
  /** No byte taken by the connection for this long stops the upload (default 60 s). */
  stallTimeoutMs?: number;
  /**
   * How long the service may take for its whole answer once it has every byte (default 10 min): it
   * inspects the binary first. Generous, but never unbounded; until every byte is taken, the stall
   * watch bounds the upload instead, so a large file is never cut for its size.
   */
  responseTimeoutMs?: number;
}

/** The stall and the answer's time: ASSUMPTIONS.timeLimits. */
export const UPLOAD_DEFAULTS = {
  progressIntervalMs: 10_000,
  stallTimeoutMs: TIME_LIMITS.uploadStallMs,
  responseTimeoutMs: TIME_LIMITS.uploadAnswerMs,
} as const;

/**
 * Each read of the file, and so each chunk handed to the connection: large enough that an upload
 * takes few turns of the event loop, small enough that the stall watch, which sees bytes move a
 * chunk at a time, still sees a slow connection move (a chunk a minute is 8.5 KiB/s).
 */
export const FILE_CHUNK_BYTES = 512 * 1024;
/** Buffers the file is read into in turn: the whole memory an upload takes, whatever the size. */
const FILE_BUFFERS = 2;

/**
 * Counts the bytes of one upload as the connection takes them: reports progress, and aborts its
 * signal when nothing moves for the stall period. One monitor per call; each attempt starts over.
 */
export class UploadMonitor {
  private readonly controller = new AbortController();
  private readonly onProgress: ((progress: UploadProgress) => void) | undefined;
  private readonly progressIntervalMs: number;
  private readonly stallTimeoutMs: number;
  private sent = 0;
  private total = 0;
  private started = 0;
  private reportedTenths = 0;
  private progressTimer: NodeJS.Timeout | undefined;
  private stallTimer: NodeJS.Timeout | undefined;
  private stalled = false;
  private attempt = 0;

  constructor(options: UploadOptions = {}) {
    this.onProgress = options.onProgress;
    this.progressIntervalMs = options.progressIntervalMs ?? UPLOAD_DEFAULTS.progressIntervalMs;
    this.stallTimeoutMs = options.stallTimeoutMs ?? UPLOAD_DEFAULTS.stallTimeoutMs;
  }

  /** Aborted when the upload stalls. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * A new attempt sends `total` bytes from the start: the count starts over at once, the watch (stall
   * and progress timers) when the connection takes the first bytes. Its `add` counts bytes taken and
   * its `end` (its body finished or abandoned) ends the watch, so a back-off is not taken for a
   * stall; both do nothing once a later attempt has begun, as an abandoned body may still hand over a
   * last chunk. A body the connection never asked for starts no timer, so needs no `end`.
   */
  begin(total: number): { add: (bytes: number) => void; end: () => void } {
    this.stop();
    const attempt = ++this.attempt;
    this.sent = 0;
    this.total = total;
    this.reportedTenths = 0;
    let watching = false;
    let ended = false;
    const current = () => attempt === this.attempt && !ended;
    return {
      add: (bytes) => {
        if (!current()) return;
        if (!watching) {
          watching = true;
          this.watch();
        }
        this.add(bytes);
      },
      end: () => {
        if (!current()) return;
        ended = true;
        this.stop();
      },
    };
  }

  private watch(): void {
    this.started = performance.now();
    // Timers do not hold the process open: the request they watch does.
    this.stallTimer = setTimeout(() => this.stall(), this.stallTimeoutMs).unref();
    this.progressTimer = setTimeout(() => this.report(), this.progressIntervalMs).unref();
  }

  private add(bytes: number): void {
    this.sent += bytes;
    this.stallTimer?.refresh();
    if (this.sent >= this.total) {
      this.stop();
      this.emit(true);
    } else if (Math.floor((this.sent * 10) / this.total) > this.reportedTenths) {
      this.report();
    }
  }

  stop(): void {
    clearTimeout(this.stallTimer);
    clearTimeout(this.progressTimer);
    this.stallTimer = undefined;
    this.progressTimer = undefined;
  }

  /**
   * Turns a failed call into the error the user should read: a stall named as such, and a lost
   * connection with how far the upload got.
   */
  explain(error: unknown): unknown {
    if (!(error instanceof ServiceError)) return error;
    const where = `${formatBytes(this.sent)} of ${formatBytes(this.total)} sent`;
    if (this.stalled && error.kind === 'aborted') {
      return error.with({
        kind: 'timeout',
        meaning: `the upload stalled: no byte was taken for ${this.stallTimeoutMs / 1000} s (${where})`,
      });
    }
    // Only once bytes moved: a connection refused up front is the transport's plain error.
    if (error.kind === 'network' && this.sent > 0 && this.sent < this.total) {
      const code = error.meaning ? ` (${error.meaning})` : '';
      return error.with({ meaning: `the connection was lost${code} after ${where}` });
    }
    return error;
  }

  private report(): void {
    this.reportedTenths = Math.floor((this.sent * 10) / this.total);
    this.progressTimer?.refresh();
    this.emit(false);
  }

  private emit(done: boolean): void {
    const elapsedMs = performance.now() - this.started;
    this.onProgress?.({
      sent: this.sent,
      total: this.total,
      elapsedMs,
      bytesPerSecond: elapsedMs > 0 ? (this.sent * 1000) / elapsedMs : 0,
      done,
    });
  }

  private stall(): void {
    this.stalled = true;
    this.stop();
    this.controller.abort(new Error(`upload stalled for ${this.stallTimeoutMs} ms`));
  }
}

/**
 * A multipart/form-data body with one file field, streamed from disk with a known length: the
 * framing is computed up front, the file is read chunk by chunk as the connection asks for it, into
 * the same few buffers, so memory stays flat and small whatever the size. `open` starts over for
 * every attempt; the file is opened when the connection first asks for bytes, closed when the body
 * ends or is abandoned.
 */
export async function multipartFileBody(
  path: string,
  field: string,
  monitor: UploadMonitor,
): Promise<StreamBody> {
  const info = await stat(path);
  if (!info.isFile()) throw new TypeError(`${path} is not a regular file`);
  const size = info.size;
  const boundary = `----cloudtest-${randomBytes(16).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(basename(path))}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + size + tail.length;

  async function* chunks(add: (bytes: number) => void, end: () => void): AsyncGenerator<Buffer> {
    try {
      add(head.length);
      yield head;
      for await (const chunk of fileChunks(path, size)) {
        add(chunk.length);
        yield chunk;
      }
      add(tail.length);
      yield tail;
    } finally {
      end();
    }
  }

  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    open: () => {
      const attempt = monitor.begin(length);
      return chunks(attempt.add, attempt.end);
    },
  };
}

/**
 * The first `size` bytes of a file (no further, should it grow meanwhile: that is the length
 * announced), read in turn into FILE_BUFFERS buffers of FILE_CHUNK_BYTES: an upload of any size
 * allocates nothing after its start, so leaves nothing for the garbage collector.
 *
 * Chunks are yielded without a copy, so a buffer must not be read into while the socket may still
 * hold it. Why it cannot: undici writes each chunk of an async iterable body to the socket and asks
 * for the next only once that write returned true or the socket emitted 'drain' or 'close'
 * (lib/dispatcher/client-h1.js, writeIterable). A Node socket keeps a written buffer, counted in
 * `writableLength`, until the write completes; writes complete in order; `write` returns true only
 * while `writableLength` is below the high-water mark, and 'drain' comes when it is 0. So whenever
 * this generator runs, the socket holds less than its high-water mark, all of it from the latest
 * chunks. The buffer about to be read into held the chunk FILE_BUFFERS back: were that chunk still
 * held, so would every chunk since be, FILE_BUFFERS × 512 KiB in all, far above any high-water mark
 * undici gives a socket (64 KiB, 16 KiB with TLS). A closed socket reads no buffer again.
 */
async function* fileChunks(path: string, size: number): AsyncGenerator<Buffer> {
  if (size === 0) return;
  const buffers = Array.from({ length: FILE_BUFFERS }, () =>
    Buffer.allocUnsafe(Math.min(FILE_CHUNK_BYTES, size)),
  );
  const file = await open(path, 'r');
  try {
    for (let offset = 0, turn = 0; offset < size; turn++) {
      const buffer = buffers[turn % FILE_BUFFERS]!;
      const length = Math.min(buffer.length, size - offset);
      for (let filled = 0; filled < length;) {
        const { bytesRead } = await file.read(buffer, filled, length - filled, offset + filled);
        if (bytesRead === 0)
          throw new Error(`${path} shrank to ${offset + filled} bytes while it was being uploaded`);
        filled += bytesRead;
      }
      offset += length;
      yield length === buffer.length ? buffer : buffer.subarray(0, length);
    }
  } finally {
    await file.close();
  }
}

/** Quotes a name in a Content-Disposition header the way browsers do (WHATWG multipart/form-data). */
function quoted(name: string): string {
  return name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
