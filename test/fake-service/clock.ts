/** The fake service's time: real by default; tests may move it by hand. */
export class FakeClock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}
