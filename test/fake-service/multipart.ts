import { HttpError } from './app.ts';

/** What a part's headers say about it. */
export interface PartInfo {
  name: string;
  filename?: string;
  contentType?: string;
}

/** Receives one part's bytes as they arrive; nothing is kept unless the sink keeps it. */
export interface PartSink {
  write(chunk: Buffer): void;
  end(): void;
}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const CLOSE = Buffer.from('--');

/** The boundary of a multipart/form-data Content-Type, quoted or not; undefined for any other type. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!/^multipart\/form-data\s*;/i.test(contentType ?? '')) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * A streaming multipart/form-data parser: fed chunk by chunk, it finds the boundaries across chunk
 * edges and hands each part's bytes to a sink as they come, holding at most a boundary's length of
 * a part back. So a body of several GB passes through in flat memory. Malformed input is a 400.
 */
export class MultipartParser {
  private readonly delimiter: Buffer;
  private readonly onPart: (info: PartInfo) => PartSink;
  // The body opens with `--boundary`, not `\r\n--boundary`: a virtual CRLF makes the first one alike.
  private pending: Buffer = CRLF;
  private state: 'preamble' | 'delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  private sink: PartSink | undefined;

  constructor(boundary: string, onPart: (info: PartInfo) => PartSink) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    this.onPart = onPart;
  }

  get finished(): boolean {
    return this.state === 'done';
  }

  write(chunk: Buffer): void {
    let rest: Buffer | undefined = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (rest) rest = this.step(rest);
  }

  /** Consumes what it can: the bytes left to go on with, or undefined when it needs more input. */
  private step(buf: Buffer): Buffer | undefined {
    switch (this.state) {
      case 'done':
        return undefined;
      case 'preamble': {
        const at = buf.indexOf(this.delimiter);
        if (at < 0) return this.keep(buf.subarray(Math.max(0, buf.length - this.delimiter.length + 1)));
        this.state = 'delimiter';
        return buf.subarray(at + this.delimiter.length);
      }
      case 'delimiter': {
        if (buf.length < 2) return this.keep(buf);
        if (buf.subarray(0, 2).equals(CLOSE)) {
          this.state = 'done';
          return this.keep(Buffer.alloc(0));
        }
        if (!buf.subarray(0, 2).equals(CRLF)) throw new HttpError(400, 'malformed multipart body');
        this.state = 'headers';
        return buf.subarray(2);
      }
      case 'headers': {
        const at = buf.indexOf(HEADERS_END);
        if (at < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new HttpError(400, 'multipart part headers too long');
          return this.keep(buf);
        }
        this.sink = this.onPart(parsePartHeaders(buf.subarray(0, at).toString('utf8')));
        this.state = 'body';
        return buf.subarray(at + HEADERS_END.length);
      }
      case 'body': {
        const at = buf.indexOf(this.delimiter);
        if (at < 0) {
          // All but a possible start of the delimiter belongs to the part.
          const safe = buf.length - this.delimiter.length + 1;
          if (safe > 0) this.sink?.write(buf.subarray(0, safe));
          return this.keep(buf.subarray(Math.max(0, safe)));
        }
        if (at > 0) this.sink?.write(buf.subarray(0, at));
        this.sink?.end();
        this.sink = undefined;
        this.state = 'delimiter';
        return buf.subarray(at + this.delimiter.length);
      }
    }
  }

  /** The body ended: anything short of the closing boundary is a 400. */
  end(): void {
    if (this.state !== 'done')
      throw new HttpError(400, 'the multipart body ended before its closing boundary');
  }

  private keep(rest: Buffer): undefined {
    // A copy, so a small tail does not hold a large chunk in memory.
    this.pending = Buffer.from(rest);
    return undefined;
  }
}

function parsePartHeaders(text: string): PartInfo {
  let disposition = '';
  let contentType: string | undefined;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!/^form-data\s*;/i.test(disposition))
    throw new HttpError(400, 'multipart part without Content-Disposition: form-data');
  const param = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1];
  const name = param('name');
  if (name === undefined) throw new HttpError(400, 'multipart part without a name');
  const filename = param('filename');
  return { name, filename, contentType };
}
