import { createHash, randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { HttpError } from './app.ts';
import { boundaryOf, MultipartParser, type PartInfo } from './multipart.ts';

const BOUNDARY = 'xYz-123';

function body(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`preamble\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.apk"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\nepilogue`),
  ]);
}

/** Feeds `data` in chunks of `size` bytes; returns each part's info, size and SHA-256. */
function parse(data: Buffer, size: number) {
  const parts: Array<PartInfo & { size: number; sha256: string }> = [];
  const parser = new MultipartParser(BOUNDARY, (info) => {
    const hash = createHash('sha256');
    let length = 0;
    return {
      write: (chunk) => {
        hash.update(chunk);
        length += chunk.length;
      },
      end: () => parts.push({ ...info, size: length, sha256: hash.digest('hex') }),
    };
  });
  for (let i = 0; i < data.length; i += size) parser.write(data.subarray(i, i + size));
  parser.end();
  return parts;
}

describe('fake service multipart parser', () => {
  // A file holding near-boundaries: CRLF and "--" sequences that must stay part of the data.
  const file = Buffer.concat([
    randomBytes(5000),
    Buffer.from(`\r\n--${BOUNDARY.slice(0, 4)}\r\n--`),
    randomBytes(3000),
  ]);
  const sha256 = createHash('sha256').update(file).digest('hex');

  it.each([1, 7, 64, 65536])('finds every part whatever the chunk size (%i bytes)', (size) => {
    expect(parse(body(file), size)).toEqual([
      { name: 'note', filename: undefined, contentType: undefined, size: 5, sha256: expect.any(String) },
      { name: 'file', filename: 'a.apk', contentType: 'application/octet-stream', size: file.length, sha256 },
    ]);
  });

  it('answers 400 for a body cut before its closing boundary', () => {
    const cut = body(file).subarray(0, 2000);
    expect(() => parse(cut, 100)).toThrow(HttpError);
  });

  it('reads the boundary of a multipart Content-Type, quoted or not', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
  });
});
