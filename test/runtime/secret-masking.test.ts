import { describe, expect, it } from 'vitest';

import { systemClock } from '../../src/runtime/clock.ts';
import { serviceFor } from '../../src/runtime/github/runtime.ts';
import { jobIdentityOf } from '../../src/runtime/job-identity.ts';
import type { ActionContext } from '../../src/runtime/types.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();

const quiet = { debug() {}, info() {}, warning() {}, error() {}, notice() {} };

/** A runner context whose settings come from the environment and whose masks are recorded. */
function contextFor(account: 'user' | 'admin', masked: string[]): ActionContext {
  const { apiUrl, key, secret } = service.settingsFor(account);
  return {
    log: quiet,
    clock: systemClock,
    signal: new AbortController().signal,
    env: { CLOUDTEST_API_URL: apiUrl, CLOUDTEST_KEY: key, CLOUDTEST_SECRET: secret },
    saveState() {},
    getState: () => '',
    setSecret: (value) => masked.push(value),
    github: () => Promise.resolve(undefined),
    job: jobIdentityOf({}),
  };
}

describe('secrets the service returns', () => {
  it('are masked through the action context before the client hands them back', async () => {
    const masked: string[] = [];
    const { client } = await serviceFor(contextFor('admin', masked), 'test');
    try {
      const settingsMasks = masked.length;
      const webhook = await client.webhooks.create({ name: 'n', url: 'https://hooks.example.com/' });
      const rotated = await client.webhooks.rotateSecret(webhook.id);
      const reset = await client.team.resetKeys(service.accounts.member.id);
      expect(masked.slice(settingsMasks)).toEqual([
        webhook.signing_secret,
        rotated.signing_secret,
        reset.client_key,
      ]);
    } finally {
      await client.close();
    }
  });
});
