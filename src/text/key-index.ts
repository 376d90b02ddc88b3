/**
 * Text keys (a record's ID) to whole numbers (where it was read), compact for many keys: memory held
 * per key is what lets a list of 100,000 records be read in flat memory. Keys written as a decimal
 * whole number below 2^53 without leading zeros (the service's record IDs) sit in typed arrays, 12
 * bytes a slot outside the garbage-collected heap; any other key sits in a Map.
 */
export class KeyIndex {
  /** Open addressing, linear probing; -1 is an empty slot. */
  private slots = new Float64Array(1024).fill(-1);
  private values = new Uint32Array(1024);
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
    let at = Math.imul((n >>> 0) ^ Math.floor(n / 0x1_0000_0000), 0x9e3779b1) & mask;
    for (;;) {
      const slot = this.slots[at] ?? -1;
      if (slot === n || slot === -1) return at;
      at = (at + 1) & mask;
    }
  }

  private grow(): void {
    const { slots, values } = this;
    this.slots = new Float64Array(slots.length * 2).fill(-1);
    this.values = new Uint32Array(slots.length * 2);
    for (let i = 0; i < slots.length; i++) {
      const n = slots[i] ?? -1;
      if (n === -1) continue;
      const at = this.find(n);
      this.slots[at] = n;
      this.values[at] = values[i] ?? 0;
    }
  }
}

/** The key as a number when it is written as one exactly (`"40001"`, not `"040001"` or `"4e4"`). */
function numeric(key: string): number | undefined {
  return /^(?:0|[1-9]\d{0,14})$/.test(key) ? Number(key) : undefined;
}
