import { type Account, type AccountName, ACCOUNTS } from './accounts.ts';
import { FakeApp } from './app.ts';
import { FakeClock } from './clock.ts';
import { endpointOfRoute, statusesOf } from './endpoints.ts';
import { registerBuildRoutes } from './routes/builds.ts';
import { JobStore, registerJobRoutes } from './routes/jobs.ts';
import { LabStore, registerLabRoutes } from './routes/lab.ts';
import { registerLabSuiteRoutes, SuiteStore } from './routes/labsuites.ts';
import { PlatformStore, registerPlatformRoutes } from './routes/platform.ts';
import { registerScreenshotRoutes, ScreenshotStore } from './routes/screenshots.ts';
import { type FakeSession, registerSessionRoute } from './routes/sessions.ts';
import { registerStorageRoutes, StorageStore } from './routes/storage.ts';
import { registerTeamRoutes, TeamStore } from './routes/team.ts';
import { registerTestRoutes, TestStore } from './routes/tests.ts';
import { registerTunnelRoutes, TunnelStore } from './routes/tunnels.ts';
import { registerUserRoutes } from './routes/user.ts';
import { registerWebhookRoutes, WebhookStore } from './routes/webhooks.ts';

export interface FakeServiceOptions {
  /** Prefix in front of `/v1`, as a deployment at https://host/api has. */
  basePath?: string;
}

/** The statuses the fake may answer on a route: those the spec (or an assumption) gives its endpoint. */
function specStatuses(method: string, pattern: string): readonly number[] | undefined {
  const endpoint = endpointOfRoute(method, pattern);
  return endpoint && statusesOf(endpoint);
}

/**
 * An in-memory, spec-faithful stand-in for the service on 127.0.0.1. Tests start and stop it, shape
 * its state through the stores, inject faults through `faults`, and assert on `requests`. Its routes
 * are the spec's endpoints and answer only the statuses the spec gives each (endpoints.ts): any other
 * answer makes `stop()` fail, naming it.
 */
export class FakeService {
  readonly clock = new FakeClock();
  /** Per instance, so a credential reset in one test does not leak into another. */
  readonly accounts: Record<AccountName, Account> = structuredClone(ACCOUNTS);
  readonly app: FakeApp;
  readonly tunnels = new TunnelStore(this.clock);
  readonly jobs = new JobStore(this.clock);
  /** Devices, browsers and the test machines' addresses. */
  readonly platform = new PlatformStore();
  /** Teams over `accounts` plus the members created through the API (who sign in too). */
  readonly team = new TeamStore(this.accounts);
  readonly webhooks = new WebhookStore(this.clock);
  readonly screenshots = new ScreenshotStore(this.clock, this.platform);
  /** Test records and the builds that group them. */
  readonly tests = new TestStore(this.clock);
  readonly lab = new LabStore(this.clock, this.jobs, () => this.platform.browsers.webdriver);
  readonly labsuites = new SuiteStore(this.clock, this.lab);
  /** Stored apps, with the size and SHA-256 each upload delivered. */
  readonly storage = new StorageStore(this.clock);
  /** Sessions stand-in tests recorded (FAKE_SESSION_PATH), oldest first. */
  readonly sessions: FakeSession[] = [];

  constructor(options: FakeServiceOptions = {}) {
    this.app = new FakeApp({
      basePath: options.basePath,
      accounts: () => this.team.accounts(),
      statuses: specStatuses,
    });
    // A Codeless run is a test too: listed under its job's `test_ids`, stoppable through the tests API.
    this.lab.onSpawn = (ownerId, run) => this.tests.addSpawned(ownerId, run);
    this.tests.jobEnded = (jobId) => this.jobs.isFinal(jobId);
    this.tests.onStopped = (test) => this.lab.stopSpawned(test.id);
    registerTunnelRoutes(this.app, this.tunnels);
    registerJobRoutes(this.app, this.jobs);
    registerPlatformRoutes(this.app, this.platform);
    registerTeamRoutes(this.app, this.team);
    registerUserRoutes(this.app, this.team);
    registerWebhookRoutes(this.app, this.webhooks);
    registerScreenshotRoutes(this.app, this.screenshots);
    registerTestRoutes(this.app, this.tests);
    registerBuildRoutes(this.app, this.tests);
    registerLabRoutes(this.app, this.lab);
    registerLabSuiteRoutes(this.app, this.labsuites);
    registerStorageRoutes(this.app, this.storage);
    registerSessionRoute(this.app, {
      tests: this.tests,
      tunnels: this.tunnels,
      storage: this.storage,
      sessions: this.sessions,
    });
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
