import { createServiceClient, type ServiceClient } from '../../src/api/client.ts';
import type { TransportOptions } from '../../src/api/transport.ts';
import type { AccountName } from '../fake-service/accounts.ts';
import type { FakeService } from '../fake-service/server.ts';

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
