// Ctrl+C and SIGTERM: the first aborts, a second Ctrl+C leaves at once unless a program is running.
import { describe, expect, it } from 'vitest';
import { type InterruptSignal, Interrupts } from '../../src/cli/interrupts.ts';

describe('Interrupts', () => {
  it('aborts on the first signal and calls onRepeat on a second Ctrl+C only', () => {
    const repeats: InterruptSignal[] = [];
    const interrupts = new Interrupts((name) => repeats.push(name));
    interrupts.receive('SIGTERM');
    expect(interrupts.signal.aborted).toBe(true);
    expect(repeats).toEqual([]);
    interrupts.receive('SIGTERM');
    expect(repeats).toEqual([]);
    interrupts.receive('SIGINT');
    expect(repeats).toEqual(['SIGINT']);
  });

  it('while held, passes every signal to its listeners and never leaves by itself', () => {
    const repeats: InterruptSignal[] = [];
    const heard: InterruptSignal[] = [];
    const interrupts = new Interrupts((name) => repeats.push(name));
    const stop = interrupts.subscribe((name) => heard.push(name));
    const release = interrupts.hold();
    interrupts.receive('SIGINT');
    interrupts.receive('SIGINT');
    release();
    release();
    stop();
    interrupts.receive('SIGINT');
    expect(heard).toEqual(['SIGINT', 'SIGINT']);
    expect(repeats).toEqual(['SIGINT']);
  });
});
