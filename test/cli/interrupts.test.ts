// Ctrl+C, SIGTERM and SIGHUP: the first aborts, a second Ctrl+C leaves at once unless a program is
// running; an error nothing caught stops the command as SIGTERM does, and is told once.
import { EventEmitter } from 'node:events';

import { describe, expect, it } from 'vitest';

import { EXIT, exitCodeOf, UnexpectedError } from '../../src/cli/exit.ts';
import { Interrupts, type InterruptSignal } from '../../src/cli/interrupts.ts';

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

  it('stops on SIGHUP (a closed terminal) as on SIGTERM, and passes it on', () => {
    const process = new EventEmitter();
    const heard: InterruptSignal[] = [];
    const interrupts = new Interrupts(() => {});
    interrupts.subscribe((name) => heard.push(name));
    const stop = interrupts.listen(process as NodeJS.Process);
    process.emit('SIGHUP', 'SIGHUP');
    stop();
    expect(heard).toEqual(['SIGHUP']);
    expect(interrupts.signal.aborted).toBe(true);
    expect(exitCodeOf(new Error('any'), interrupts.signal)).toBe(EXIT.interrupted);
    expect(process.listenerCount('SIGHUP')).toBe(0);
  });

  it('after an error nothing caught: tells its watchers once, asks the program to stop, exits 3', () => {
    const interrupts = new Interrupts(() => {});
    const heard: InterruptSignal[] = [];
    const told: string[] = [];
    interrupts.subscribe((name) => heard.push(name));
    interrupts.watchCrashes((crash) => told.push(crash.message));
    expect(interrupts.crash(new Error('boom'))).toBe(true);
    interrupts.crash(new Error('again'));
    expect(told).toEqual(['Unexpected error: boom']);
    expect(heard).toEqual(['SIGTERM']);
    expect(interrupts.signal.reason).toBeInstanceOf(UnexpectedError);
    expect(exitCodeOf(new Error('aborted'), interrupts.signal)).toBe(EXIT.couldNotRun);
  });
});
