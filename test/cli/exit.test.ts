// The exit code an error stands for: 130 only for an interrupt the command received.
import { describe, expect, it } from 'vitest';

import { failureOf } from '../../src/api/transport/errors.ts';
import { EXIT, exitCodeOf } from '../../src/cli/exit.ts';
import { Interrupts } from '../../src/cli/interrupts.ts';
import { InputError, InputRefusedError } from '../../src/runtime/inputs.ts';

const REQUEST = { operation: 'get team concurrency', method: 'GET', path: '/v1/team-management' };

describe('exitCodeOf', () => {
  it('is 3, not 130, for a call its own time limit aborted while nobody interrupted the command', () => {
    const interrupts = new Interrupts(() => {});
    expect(exitCodeOf(failureOf(REQUEST, 'aborted'), interrupts.signal)).toBe(EXIT.couldNotRun);
    interrupts.receive('SIGTERM');
    expect(exitCodeOf(failureOf(REQUEST, 'aborted'), interrupts.signal)).toBe(EXIT.interrupted);
  });

  it('is 2 for bad input, 3 for an input only the service could refuse', () => {
    expect(exitCodeOf(new InputError('Input "max" must be a whole number'))).toBe(EXIT.usage);
    expect(exitCodeOf(new InputRefusedError('Input "app-key": no app is stored under "x"'))).toBe(
      EXIT.couldNotRun,
    );
  });
});
