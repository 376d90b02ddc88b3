import { ACCOUNTS, type Account, type AccountName } from './accounts.ts';
import { FakeApp } from './app.ts';
import { FakeClock } from './clock.ts';
import { JobStore, registerJobRoutes } from './routes/jobs.ts';
import { registerTunnelRoutes, TunnelStore } from './routes/tunnels.ts';

export interface FakeServiceOptions {
  /** Prefix in front of `/v1`, as a deployment at https://host/api has. */
  basePath?: string;
}

/**
 * An in-memory, spec-faithful stand-in for the service on 127.0.0.1. Tests start and stop it, shape
 * its state through the stores, inject faults through `faults`, and assert on `requests`.
 */
export class FakeService {
  readonly clock = new FakeClock();
  /** Per instance, so a credential reset in one test does not leak into another. */
  readonly accounts: Record<AccountName, Account> = structuredClone(ACCOUNTS);
  readonly app: FakeApp;
  readonly tunnels = new TunnelStore(this.clock);
  readonly jobs = new JobStore(this.clock);

  constructor(options: FakeServiceOptions = {}) {
    this.app = new FakeApp({ basePath: options.basePath, accounts: () => Object.values(this.accounts) });
    registerTunnelRoutes(this.app, this.tunnels);
    registerJobRoutes(this.app, this.jobs);
  }

  get url(): string {
    return this.app.url;
  }
  get faults() {
    return this.app.faults;
  }
  get requests() {
    return this.app.requests;
  }
  seen(method?: string, pattern?: string) {
    return this.app.seen(method, pattern);
  }

  start(port = 0): Promise<string> {
    return this.app.start(port);
  }
  stop(): Promise<void> {
    return this.app.stop();
  }

  /** Settings (api-url, key, secret) for one of the seeded accounts. */
  settingsFor(name: AccountName = 'user'): { apiUrl: string; key: string; secret: string } {
    const account = this.accounts[name];
    return { apiUrl: this.url, key: account.key, secret: account.secret };
  }
}

/** Starts a fake service for one test file; `await using` stops it. */
export async function startFakeService(
  options: FakeServiceOptions = {},
): Promise<FakeService & AsyncDisposable> {
  const service = new FakeService(options);
  await service.start();
  return Object.assign(service, { [Symbol.asyncDispose]: () => service.stop() });
}
