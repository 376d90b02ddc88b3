import { EXIT } from './exit.ts';

export type InterruptSignal = 'SIGINT' | 'SIGTERM';

/**
 * Ctrl+C (SIGINT) and a CI's cancel (SIGTERM). The first one aborts `signal`: the command stops its
 * waits, stops what it started and exits 130. A second Ctrl+C calls `onRepeat` (by default: leave at
 * once, clean-up undone), except while the command is held by the program it runs, which decides for
 * itself. Listeners hear every signal: the tunnel command passes them on to its program.
 */
export class Interrupts {
  private readonly controller = new AbortController();
  private readonly listeners = new Set<(signal: InterruptSignal) => void>();
  private readonly onSignal = (name: InterruptSignal) => this.receive(name);
  private readonly onRepeat: (signal: InterruptSignal) => void;
  private holds = 0;

  constructor(onRepeat: (signal: InterruptSignal) => void = () => process.exit(EXIT.interrupted)) {
    this.onRepeat = onRepeat;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Starts listening to the process's signals; returns the way to stop. */
  listen(target: NodeJS.Process = process): () => void {
    target.on('SIGINT', this.onSignal);
    target.on('SIGTERM', this.onSignal);
    return () => {
      target.off('SIGINT', this.onSignal);
      target.off('SIGTERM', this.onSignal);
    };
  }

  receive(name: InterruptSignal): void {
    for (const listener of this.listeners) listener(name);
    if (!this.controller.signal.aborted) this.controller.abort(new Error(name));
    else if (name === 'SIGINT' && this.holds === 0) this.onRepeat(name);
  }

  /** Hears every signal until the returned function is called. */
  subscribe(listener: (signal: InterruptSignal) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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
