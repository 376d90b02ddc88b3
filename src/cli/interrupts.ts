import { EXIT, UnexpectedError } from './exit.ts';

export type InterruptSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/** The signals the command line stops on: Ctrl+C, a CI's cancel, a closed terminal. */
const SIGNALS: readonly InterruptSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Ctrl+C (SIGINT), a CI's cancel (SIGTERM) and a closed terminal (SIGHUP), and errors nothing caught.
 * The first one aborts `signal`: the command stops its waits, stops what it started and exits 130 (3
 * after an unexpected error). A second Ctrl+C calls `onRepeat` (by default: leave at once, clean-up
 * undone), except while the command is held by the program it runs, which decides for itself.
 * Listeners hear every signal: the tunnel command passes on to its program what did not reach it.
 */
export class Interrupts {
  private readonly controller = new AbortController();
  private readonly listeners = new Set<(signal: InterruptSignal) => void>();
  private readonly watchers = new Set<(error: UnexpectedError) => void>();
  private readonly onSignal = (name: InterruptSignal) => this.receive(name);
  private readonly onRepeat: (signal: InterruptSignal) => void;
  private holds = 0;
  /** The first error nothing caught, once there was one. */
  crashed: UnexpectedError | undefined;

  constructor(onRepeat: (signal: InterruptSignal) => void = () => process.exit(EXIT.interrupted)) {
    this.onRepeat = onRepeat;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Starts listening to the process's signals; returns the way to stop. */
  listen(target: NodeJS.Process = process): () => void {
    for (const name of SIGNALS) target.on(name, this.onSignal);
    return () => {
      for (const name of SIGNALS) target.off(name, this.onSignal);
    };
  }

  receive(name: InterruptSignal): void {
    for (const listener of this.listeners) listener(name);
    if (!this.controller.signal.aborted) this.controller.abort(new Error(name));
    else if (name === 'SIGINT' && this.holds === 0) this.onRepeat(name);
  }

  /**
   * An error nothing caught: watchers are told (once, the first), then everything stops as on SIGTERM.
   * False when no watcher heard it (the caller then says it itself).
   */
  crash(error: unknown): boolean {
    if (this.crashed) return true;
    const crash = new UnexpectedError(error);
    this.crashed = crash;
    for (const watcher of this.watchers) watcher(crash);
    for (const listener of this.listeners) listener('SIGTERM');
    if (!this.controller.signal.aborted) this.controller.abort(crash);
    return this.watchers.size > 0;
  }

  /** Hears every signal until the returned function is called. */
  subscribe(listener: (signal: InterruptSignal) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Is told of an error nothing caught, until the returned function is called. */
  watchCrashes(watcher: (error: UnexpectedError) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** While held (a program runs in the foreground), a repeated Ctrl+C does not end the command line. */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (!released) this.holds--;
      released = true;
    };
  }
}
