import { describe, expect, it } from 'vitest';

import { InputsSchema } from '../../src/actions/list-devices/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/list-devices/names.ts';
import { readInputs } from '../../src/runtime/inputs.ts';

/** Inputs as the runner gives them: action.yml's defaults filled in. */
const DEFAULTS: Record<string, string> = { max: '10', 'available-only': 'true' };
const read = (raw: Record<string, string>) =>
  readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? DEFAULTS[name] ?? '');

describe('list-devices inputs', () => {
  it('reads no filters, ten devices at most, available ones only, by default', () => {
    expect(read({})).toEqual({
      platform: undefined,
      name: undefined,
      minVersion: undefined,
      max: 10,
      availableOnly: true,
    });
    expect(read({ max: '', 'available-only': '' })).toMatchObject({ max: 10, availableOnly: true });
  });

  it('reads the platform in the spelling the service takes, the name as a pattern, the version as given', () => {
    expect(
      read({
        platform: ' real_ios ',
        name: '^iPhone 1[45]',
        'min-version': '16.4',
        max: '3',
        'available-only': 'false',
      }),
    ).toEqual({
      platform: 'REAL_IOS',
      name: /^iPhone 1[45]/,
      minVersion: '16.4',
      max: 3,
      availableOnly: false,
    });
  });

  it('names the input of every problem, all of them at once', () => {
    expect(() => read({ platform: 'windows', name: '[', 'min-version': 'latest', max: '0' })).toThrow(
      new RegExp(
        [
          'Input "platform" must be one of Android, iOS, REAL_ANDROID, REAL_IOS \\(in any case\\), got "windows"',
          'input "name" is not a regular expression: .*',
          'input "min-version" must be a version of numbers and dots, such as 10 or 16.4, got "latest"',
          'input "max" must be a whole number from 1 to 256, got "0"',
        ].join('; '),
      ),
    );
  });
});
