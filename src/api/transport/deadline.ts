/**
 * One time limit for a request's whole answer, head and body. undici's own limits restart with every
 * chunk, so under them an answer that drips a byte every few seconds never ends.
 *
 * It starts once the request is sent: at once for a JSON body, and for a streamed upload when its last
 * byte is taken (or the answer comes first), so an upload is bounded by its progress until then and a
 * large one is never cut for its size.
 */
export class RequestDeadline {
  readonly ms: number;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(ms: number) {
    this.ms = ms;
  }

  /** Aborted when the time is up. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.controller.signal.aborted;
  }

  /** Starts the count; again does nothing, nor does anything once the attempt has ended. */
  start(): void {
    if (this.timer || this.ended) return;
    this.timer = setTimeout(
      () => this.controller.abort(new Error(`no whole answer within ${this.ms} ms`)),
      this.ms,
    );
  }

  /** The attempt is over: no abort comes after this. */
  end(): void {
    this.ended = true;
    clearTimeout(this.timer);
  }

  /** The body as sent, starting the count once it has all been taken or was given up. */
  async *afterBody(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    try {
      yield* body;
    } finally {
      this.start();
    }
  }
}

/**
 * What a wait sets on the calls made inside it: each call, every attempt and back-off of it, ends by
 * `remainingMs` from its start (asked as it starts). `limit` names it in words for the one line a call
 * that ran out of it says: "the end of wait-seconds (5 s) and the 30 s a call may run past it".
 */
export interface CallBound {
  remainingMs: () => number;
  limit: string;
}

/** One call's share of a bound: fixed when the call starts, spent by all its attempts together. */
export class CallBudget {
  readonly limit: string;
  private readonly endsAt: number;

  constructor(bound: CallBound) {
    this.limit = bound.limit;
    this.endsAt = performance.now() + Math.max(0, bound.remainingMs());
  }

  leftMs(): number {
    return Math.max(0, this.endsAt - performance.now());
  }
}
