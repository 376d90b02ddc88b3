/**
 * The bytes a digest is written in (docs/report-files.md, "The digest"): unsigned LEB128 varints, texts
 * and blocks after their length in bytes, and raw bytes whose number the reader knows.
 */

const UTF8 = new TextEncoder();

/** Bytes written into one array that doubles as it fills (a digest of 100,000 tests is some 500 KB). */
export class ByteWriter {
  private bytes = new Uint8Array(65_536);
  private size = 0;

  uint(n: number): void {
    // A varint of a whole number below 2^53 takes at most 8 bytes.
    this.room(8);
    let v = Math.max(0, Math.floor(n));
    while (v >= 0x80) {
      this.bytes[this.size++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.size++] = v;
  }

  text(s: string): void {
    const length = Buffer.byteLength(s, 'utf8');
    this.uint(length);
    this.room(length);
    this.size += UTF8.encodeInto(s, this.bytes.subarray(this.size)).written;
  }

  /** Bytes after their length. */
  block(bytes: Uint8Array): void {
    this.uint(bytes.length);
    this.raw(bytes);
  }

  /** Bytes as they are: the reader knows how many. */
  raw(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.bytes.set(bytes, this.size);
    this.size += bytes.length;
  }

  done(): Buffer {
    return Buffer.from(this.bytes.buffer, 0, this.size);
  }

  private room(n: number): void {
    if (this.size + n <= this.bytes.length) return;
    const bytes = new Uint8Array(Math.max(this.bytes.length * 2, this.size + n));
    bytes.set(this.bytes.subarray(0, this.size));
    this.bytes = bytes;
  }
}

/** Reads varints and texts, refusing to read past the end or to take a length longer than what is left. */
export class ByteReader {
  private at = 0;
  private readonly bytes: Buffer;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  uint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      if (this.at >= this.bytes.length) throw new Error('it ends early');
      const byte = this.bytes[this.at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
    throw new Error('a number is too long');
  }

  /** A count of items that each take at least a byte. */
  length(): number {
    const n = this.uint();
    if (n > this.left()) throw new Error('a length exceeds what follows');
    return n;
  }

  /** Bytes not read yet. */
  left(): number {
    return this.bytes.length - this.at;
  }

  text(): string {
    const n = this.length();
    const s = this.bytes.toString('utf8', this.at, this.at + n);
    this.at += n;
    return s;
  }

  /** Bytes after their length. */
  block(): Uint8Array {
    return this.raw(this.length());
  }

  /** `n` bytes as they are. */
  raw(n: number): Uint8Array {
    if (n > this.left()) throw new Error('a length exceeds what follows');
    const bytes = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return bytes;
  }

  atEnd(): boolean {
    return this.at === this.bytes.length;
  }
}
