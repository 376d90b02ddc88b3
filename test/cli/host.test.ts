// The command's settings come from the environment alone, and its messages name the variables.
import { describe, expect, it } from 'vitest';

import { settingsFromEnvironment } from '../../src/cli/host.ts';

describe('settingsFromEnvironment', () => {
  it('names the variables, never inputs, when the address holds credentials', () => {
    const env = {
      CLOUDTEST_API_URL: 'https://bob:pw@api.example.test',
      CLOUDTEST_KEY: 'k-123',
      CLOUDTEST_SECRET: 's-456',
    };
    expect(() => settingsFromEnvironment(env, () => {})).toThrow(
      'CLOUDTEST_API_URL: must not hold credentials: they go in CLOUDTEST_KEY and CLOUDTEST_SECRET.',
    );
  });
});
