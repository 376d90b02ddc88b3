import { gzipSync } from 'node:zlib';

import { DIGEST_VERSION } from '../../src/report/history/digest/model.ts';

/** A number as the digest writes it: an unsigned LEB128 varint. */
function varint(n: number): number[] {
  const bytes: number[] = [];
  let v = n;
  while (v >= 0x80) {
    bytes.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  bytes.push(v);
  return bytes;
}

/**
 * A forged digest of `keys` sequential passed keys (each one more than the last, so each delta is one
 * byte and the whole compresses to almost nothing): 8 million keys take about 11,000 characters.
 * Nothing but the keys is in it: a reader must refuse it by its size before anything else.
 */
export function forgedDigest(keys: number): string {
  const head = [1, ...varint(keys), ...varint(keys), 0, 0, 0, 0, 0, ...varint(keys)];
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(keys, 1), Buffer.from([0, 0, 0, 0, 0, 0, 0])]);
  return `<!-- cloudtest-digest v${DIGEST_VERSION} ${gzipSync(body, { level: 9 }).toString('base64')} -->`;
}
