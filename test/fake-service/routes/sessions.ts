import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError } from '../app.ts';
import type { StorageStore } from './storage.ts';
import type { FakeTest, TestStore } from './tests.ts';
import type { TunnelStore } from './tunnels.ts';

/**
 * Where a stand-in for a user's tests records one session (test-only, outside /v1): what a WebDriver or
 * Appium session on the service's grid leaves behind, a test record in the build its `build`
 * capability names. The spec describes neither the grid nor its capabilities beyond `build` and `app`,
 * so the fake asks for what the examples' tests say they do.
 */
export const FAKE_SESSION_PATH = '/_fake/sessions';

/** A session as the stand-in tests describe it. */
export interface FakeSession {
  name: string;
  /** The `build` capability; none: the session belongs to no build. */
  build: string | null;
  /** Whether the test's own assertions passed. */
  passed: boolean;
  /** How long the test took, in seconds; the fake's default when the stand-in names none. */
  duration: number;
  message: string | null;
  type: 'WEBDRIVER' | 'APPIUM';
  browser: string | null;
  os: string | null;
  device_name: string | null;
  platform_name: string | null;
  /** The `app` capability (`appium:app`): an `app_url` of the account's storage. */
  app: string | null;
  /** The tunnel capability: the identifier of a tunnel the account runs. */
  tunnel: string | null;
  /** An address on the tests' own machine the session's browser opened, through the tunnel. */
  visit: string | null;
  /** What the session's browser got there; null when it could not reach it. */
  reached: string | null;
  /** The record the session left. */
  testId: number;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The session route: a session asking for an app the account did not store is refused, as the grid
 * refuses it; a session that opens an address of the tests' machine reaches it only through a tunnel
 * whose client runs there (its `forward` address, which the fake tunnel client announces), and fails,
 * saying why, otherwise. Every session is kept in `sessions`.
 */
export function registerSessionRoute(
  app: FakeApp,
  stores: { tests: TestStore; tunnels: TunnelStore; storage: StorageStore; sessions: FakeSession[] },
): void {
  app.route('POST', FAKE_SESSION_PATH, async ({ account, json }) => {
    const body = await json();
    const name = text(body.name);
    if (!name) throw new HttpError(400, 'name is required');
    const appUrl = text(body.app);
    if (appUrl && !stores.storage.of(account.id).some((a) => a.app_url === appUrl))
      throw new HttpError(400, `app ${appUrl} is not in the account's storage`);
    const tunnel = text(body.tunnel);
    const visit = text(body.visit);
    const { reached, failure } = visit
      ? await visitThrough(stores.tunnels, account, tunnel, visit)
      : { reached: null, failure: undefined };
    const passed = body.passed === true && !failure;
    const message = failure ?? (passed ? null : (text(body.message) ?? 'failed'));
    const build = text(body.build);
    const record: FakeTest = stores.tests.add(
      account.id,
      {
        name,
        success: passed,
        status_message: message,
        type: body.type === 'APPIUM' ? 'APPIUM' : 'WEBDRIVER',
        browser: text(body.browser),
        os: text(body.os),
        device_name: text(body.device_name),
        platform_name: text(body.platform_name),
        ...(typeof body.duration === 'number' && body.duration >= 0 ? { duration: body.duration } : {}),
      },
      build ?? undefined,
    );
    stores.sessions.push({
      name,
      build,
      passed,
      duration: record.duration,
      message,
      type: record.type,
      browser: record.browser,
      os: record.os,
      device_name: record.device_name,
      platform_name: record.platform_name,
      app: appUrl,
      tunnel,
      visit,
      reached,
      testId: record.id,
    });
    return { status: 201, body: { id: record.id, session_id: record.session_id, success: passed } };
  });
}

/** Opens `visit` as the session's browser would: through the named tunnel's client, or not at all. */
async function visitThrough(
  tunnels: TunnelStore,
  account: Account,
  identifier: string | null,
  visit: string,
): Promise<{ reached: string | null; failure?: string }> {
  if (!identifier)
    return { reached: null, failure: `could not open ${visit}: no tunnel named, the cloud cannot reach it` };
  const tunnel = tunnels
    .running(account.id)
    .map((t) => tunnels.refresh(t))
    .find((t) => t.identifier === identifier && t.state === 'READY');
  if (!tunnel)
    return { reached: null, failure: `could not open ${visit}: no tunnel named "${identifier}" is READY` };
  const forward = text(tunnel.metadata.forward);
  if (!forward)
    return {
      reached: null,
      failure: `could not open ${visit}: tunnel "${identifier}" has no client on the tests' machine (API mode)`,
    };
  try {
    const response = await fetch(`${forward}/?url=${encodeURIComponent(visit)}`);
    const page = await response.text();
    if (!response.ok) return { reached: null, failure: `could not open ${visit}: HTTP ${response.status}` };
    return { reached: page };
  } catch (error) {
    return { reached: null, failure: `could not open ${visit}: ${(error as Error).message}` };
  }
}
