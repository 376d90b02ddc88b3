import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { createServiceClient, type ServiceClient } from '../../src/api/client.ts';
import type { TransportOptions } from '../../src/api/transport/transport.ts';
import { FakeGitHub } from '../fake-github/server.ts';
import type { AccountName } from '../fake-service/accounts.ts';
import { FakeService, type FakeServiceOptions } from '../fake-service/server.ts';

export interface ClientForOptions extends Partial<TransportOptions> {
  account?: AccountName;
}

/**
 * A client of the fake service as a seeded account, with instant back-off (recorded in `delays`) so
 * retry tests take no time.
 */
export function clientFor(
  service: FakeService,
  options: ClientForOptions = {},
): ServiceClient & { delays: number[] } {
  const { account = 'user', ...overrides } = options;
  const settings = service.settingsFor(account);
  const delays: number[] = [];
  const client = createServiceClient({
    baseUrl: settings.apiUrl,
    credentials: { key: settings.key, secret: settings.secret },
    userAgent: 'cloudtest-actions/test',
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
  return Object.assign(client, { delays });
}

/**
 * A fake service for one test file: started before its tests, stopped after them, and with faults
 * and the request log cleared before each test. A test during which the fake answered a status the
 * spec does not give the endpoint fails, naming it.
 */
export function useFakeService(options: FakeServiceOptions = {}): FakeService {
  const service = new FakeService(options);
  beforeAll(() => service.start());
  afterAll(() => service.stop());
  beforeEach(() => {
    service.faults.clear();
    service.requests.length = 0;
  });
  afterEach(() => {
    const violations = service.app.takeViolations();
    if (violations.length)
      throw new Error(`The fake service answered outside the spec:\n${violations.join('\n')}`);
  });
  return service;
}

/** A fake GitHub API for one test file, with check runs, requests and denial reset before each test. */
export function useFakeGitHub(): FakeGitHub {
  const github = new FakeGitHub();
  beforeAll(() => github.start());
  afterAll(() => github.stop());
  beforeEach(() => {
    github.checkRuns.clear();
    github.requests.length = 0;
    github.deny = undefined;
    github.faults.clear();
    github.tokens.clear();
    github.parents.clear();
    github.branches.clear();
  });
  return github;
}
