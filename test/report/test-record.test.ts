import { describe, expect, it } from 'vitest';

import { readTestRecord } from '../../src/report/value/test-record.ts';

describe('test record adapter', () => {
  it.each([
    [{ success: true, state: 'COMPLETE' }, 'passed'],
    [{ success: 1 }, 'passed'],
    [{ success: 'true' }, 'passed'],
    [{ success: false, state: 'COMPLETE' }, 'failed'],
    [{ success: 0 }, 'failed'],
    [{ success: '0' }, 'failed'],
    [{ success: false, state: 'TIMEOUT' }, 'failed'],
    [{ success: null, state: 'COMPLETE' }, 'unknown'],
    [{ success: null, state: 'TIMEOUT' }, 'unknown'],
    [{ state: 'COMPLETE' }, 'unknown'],
    [{}, 'unknown'],
    [{ success: 'yes' }, 'unknown'],
    [{ success: 2 }, 'unknown'],
    [{ success: { value: true } }, 'unknown'],
    [{ success: true, state: 'RUNNING' }, 'unknown'],
    [{ success: false, state: 'queued' }, 'unknown'],
    [{ success: true, state: 'INIT' }, 'unknown'],
    [{ success: true, state: 'START' }, 'unknown'],
  ])('%j is %s', (record, outcome) => {
    expect(readTestRecord(record).entry.outcome).toBe(outcome);
  });

  it.each([
    ['2026-03-01T10:00:05Z', Date.UTC(2026, 2, 1, 10, 0, 5)],
    ['2026-03-01T12:00:05.250+02:00', Date.UTC(2026, 2, 1, 10, 0, 5, 250)],
    ['2026-03-01T11:00:05+0100', Date.UTC(2026, 2, 1, 10, 0, 5)],
    ['Sun, 01 Mar 2026 10:00:05 GMT', Date.UTC(2026, 2, 1, 10, 0, 5)],
    ['2026-03-01 10:00:05 UTC', Date.UTC(2026, 2, 1, 10, 0, 5)],
    [1_772_359_205, Date.UTC(2026, 2, 1, 10, 0, 5)],
    [1_772_359_205_000, Date.UTC(2026, 2, 1, 10, 0, 5)],
    // A date-time without a zone reads differently in every zone: it cannot be told.
    ['2026-03-01 10:00:05', undefined],
    ['2026-03-01T10:00:05', undefined],
    ['2026-03-01', undefined],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
    [0, undefined],
    [Number.NaN, undefined],
    [{ at: 1 }, undefined],
  ])('reads completed_at %j as %s', (value, ms) => {
    expect(readTestRecord({ state: 'COMPLETE', completed_at: value }).completedAt).toBe(ms);
  });

  it('gives no end to a running test, whatever its record says', () => {
    expect(
      readTestRecord({ state: 'RUNNING', completed_at: '2026-03-01T10:00:05Z' }).completedAt,
    ).toBeUndefined();
  });

  it('says why an outcome is unknown', () => {
    expect(readTestRecord({ state: 'RUNNING', success: null })).toMatchObject({
      running: true,
      entry: { message: 'Still running (state RUNNING).' },
    });
    expect(
      readTestRecord({ state: 'TIMEOUT', success: null, status_message: 'idle for 90 s' }).entry.message,
    ).toBe('No result reported (state TIMEOUT). idle for 90 s');
    expect(readTestRecord({ success: null }).entry.message).toBe('No result reported.');
  });

  it('reads a full record: name, environment, platform, message and identity', () => {
    const view = readTestRecord({
      id: 40017,
      session_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: '  checkout  ',
      success: 0,
      status_message: 'element #pay not found',
      state: 'COMPLETE',
      browser: 'safari',
      browser_version: 18,
      device_name: 'iPhone 15',
      platform_name: 'iOS',
    });
    expect(view).toEqual({
      key: '40017',
      running: false,
      completedAt: undefined,
      // A device that may be an emulator or a phone: its session's place is not told.
      session: 'untold',
      entry: {
        name: 'checkout',
        outcome: 'failed',
        environment: 'safari 18 on iPhone 15',
        platform: 'iOS',
        message: 'element #pay not found',
        id: '40017',
      },
    });
  });

  it('reads a sparse or odd record without failing, falling back to what is there', () => {
    expect(readTestRecord({ session_id: 'abc', success: false }).entry).toEqual({
      name: 'session abc',
      outcome: 'failed',
      environment: undefined,
      platform: undefined,
      message: 'The test failed; the service gave no message.',
      id: 'abc',
    });
    const odd = readTestRecord({ id: 'x', name: 42, browser: ['chrome'], os: { name: 'WIN' }, state: 7 });
    expect(odd.entry).toMatchObject({
      name: '42',
      outcome: 'unknown',
      environment: undefined,
      platform: undefined,
    });
    expect(readTestRecord({}).entry.name).toBe('unnamed test');
    expect(readTestRecord({}).key).toBeUndefined();
  });
});
