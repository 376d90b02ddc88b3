import { grow, growable } from './typed-arrays.ts';

/** An empty slot: one past the largest key a slot holds. */
const EMPTY = 0xffff_ffff;

/**
 * Text keys (a record's ID) to whole numbers (where it was read), compact for many keys: memory held
 * per key is what lets a list of 100,000 records be read in flat memory. Keys written as a decimal
 * whole number below 2^32 - 1 without leading zeros (the service's record IDs, int32 in its spec) sit
 * in typed arrays that grow in place, 8 bytes a slot outside the garbage-collected heap; any other
 * key sits in a Map.
 */
export class KeyIndex {
  /** Open addressing, linear probing; EMPTY marks an empty slot. */
  private readonly slots = growable(Uint32Array, 1024).fill(EMPTY);
  private readonly values = growable(Uint32Array, 1024);
  private used = 0;
  private readonly others = new Map<string, number>();

  get size(): number {
    return this.used + this.others.size;
  }

  get(key: string): number | undefined {
    const n = numeric(key);
    if (n === undefined) return this.others.get(key);
    const at = this.find(n);
    return this.slots[at] === n ? this.values[at] : undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Sets the key's number, a whole number from 0 to 2^32 - 1. */
  set(key: string, value: number): void {
    const n = numeric(key);
    if (n === undefined) {
      this.others.set(key, value);
      return;
    }
    let at = this.find(n);
    if (this.slots[at] !== n) {
      // At most half full, so a probe always ends at an empty slot.
      if ((this.used + 1) * 2 > this.slots.length) {
        this.grow();
        at = this.find(n);
      }
      this.slots[at] = n;
      this.used++;
    }
    this.values[at] = value;
  }

  /** The slot holding `n`, else the empty slot where it would go. */
  private find(n: number): number {
    const mask = this.slots.length - 1;
    let at = Math.imul(n, 0x9e3779b1) & mask;
    for (;;) {
      const slot = this.slots[at] ?? EMPTY;
      if (slot === n || slot === EMPTY) return at;
      at = (at + 1) & mask;
    }
  }

  /**
   * Twice the slots, in place: each key of the old half is taken out and put back where the larger
   * table wants it. The walk starts after an empty slot, so each run of keys is moved from its start:
   * a key put back lands at or before its old slot, or in the new half, never past a key still to
   * move, whose leaving would cut it off from where a lookup starts.
   */
  private grow(): void {
    const half = this.slots.length;
    grow(this.slots, half * 2);
    grow(this.values, half * 2);
    this.slots.fill(EMPTY, half);
    const start = this.slots.indexOf(EMPTY);
    for (let step = 1; step <= half; step++) {
      const from = (start + step) % half;
      const n = this.slots[from] ?? EMPTY;
      if (n === EMPTY) continue;
      this.slots[from] = EMPTY;
      const at = this.find(n);
      this.slots[at] = n;
      this.values[at] = this.values[from] ?? 0;
    }
  }
}

/** The key as a number when it is written as one exactly (`"40001"`, not `"040001"` or `"4e4"`) and fits a slot. */
function numeric(key: string): number | undefined {
  if (!/^(?:0|[1-9]\d{0,9})$/.test(key)) return undefined;
  const n = Number(key);
  return n < EMPTY ? n : undefined;
}
