import { TUNNEL_GONE_STATUS } from '../../../src/api/assumptions.ts';
import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError, Unspecified } from '../app.ts';
import type { FakeClock } from '../clock.ts';

export interface FakeTunnel {
  id: number;
  state: string;
  launched: string;
  tunnel_id: string;
  identifier: string;
  metadata: Record<string, unknown>;
  ownerId: number;
  /** Time (fake clock) from which the tunnel is READY; until then GET answers 500. */
  readyAt: number;
}

export interface TunnelSettings {
  /** How long a new tunnel stays in transition before READY. */
  transitionMs: number;
  /** When true, tunnels never leave the transition (a READY that never comes). */
  neverReady: boolean;
  /**
   * Real milliseconds between launching a tunnel on create and answering: a step cancelled meanwhile
   * never learns the id of the tunnel the service made.
   */
  createAnswerDelayMs: number;
}

/** Tunnels: quota per account, a transition before READY (500 on GET meanwhile), STOPPED once deleted. */
export class TunnelStore {
  readonly tunnels = new Map<number, FakeTunnel>();
  readonly settings: TunnelSettings = {
    transitionMs: 150,
    neverReady: false,
    createAnswerDelayMs: 0,
  };
  private nextId = 501;

  private readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  /** Tunnels not yet deleted, of one account or of all. */
  running(ownerId?: number): FakeTunnel[] {
    return [...this.tunnels.values()].filter(
      (t) => t.state !== 'STOPPED' && (ownerId === undefined || t.ownerId === ownerId),
    );
  }

  /** Launches a tunnel for an account: the API's create, and what a tunnel client does when it connects. */
  launch(account: Account, identifier?: string, metadata: Record<string, unknown> = {}): FakeTunnel {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    if (this.running(account.id).length >= account.tunnelQuota)
      throw new HttpError(402, 'tunnel quota exhausted');
    const id = this.nextId++;
    const tunnel: FakeTunnel = {
      id,
      state: 'STARTING',
      launched: new Date(this.clock.now()).toISOString(),
      tunnel_id: `tn-${id.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      identifier: identifier ?? `tunnel-${id}`,
      metadata: { region: 'eu-west', ...metadata },
      ownerId: account.id,
      readyAt: this.clock.now() + this.settings.transitionMs,
    };
    this.tunnels.set(id, tunnel);
    return tunnel;
  }

  /** Moves a tunnel to READY once its transition is over; called whenever a tunnel is read. */
  refresh(tunnel: FakeTunnel): FakeTunnel {
    if (tunnel.state === 'STARTING' && !this.settings.neverReady && this.clock.now() >= tunnel.readyAt)
      tunnel.state = 'READY';
    return tunnel;
  }

  stop(tunnel: FakeTunnel): void {
    tunnel.state = 'STOPPED';
  }
}

export function record(t: FakeTunnel) {
  const { ownerId: _owner, readyAt: _ready, ...visible } = t;
  return visible;
}

/** Where the fake tunnel client announces its tunnel (Basic auth, body `{ identifier, metadata? }`). */
export const FAKE_CLIENT_CONNECT_PATH = '/_fake/tunnels';

export function registerTunnelRoutes(app: FakeApp, store: TunnelStore): void {
  const own = (account: Account, id: string) => {
    const tunnel = store.tunnels.get(Number(id));
    return tunnel && tunnel.ownerId === account.id ? tunnel : undefined;
  };

  app.route('GET', '/v1/tunnel/isalive-check', () => ({ status: 200, body: { success: true } }), {
    auth: false,
  });

  app.route('GET', '/v1/tunnel/list', ({ account }) => ({
    status: 200,
    body: store.running(account.id).map((t) => record(store.refresh(t))),
  }));

  // The spec declares no body fields; the fake takes an `identifier` as a client's connection gives one.
  // A read-only account gets 403 (Authentication rule 4), from `launch`.
  app.route('POST', '/v1/tunnel/create', async ({ account, json }) => {
    const { identifier } = await json();
    const tunnel = store.launch(
      account,
      typeof identifier === 'string' && identifier ? identifier : undefined,
    );
    const delay = store.settings.createAnswerDelayMs;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return { status: 201, body: record(tunnel) };
  });

  app.route('GET', '/v1/tunnel', ({ account }) => {
    const tunnel = store
      .running(account.id)
      .map((t) => store.refresh(t))
      .find((t) => t.state === 'READY');
    // Its row lists 200 (a Tunnel, every field required) and 401: no answer fits an account without one.
    if (!tunnel) throw new Unspecified('GET /v1/tunnel of an account without an active tunnel');
    return { status: 200, body: record(tunnel) };
  });

  app.route('DELETE', '/v1/tunnel', ({ account }) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    // Its row lists 204, 401 and 403: with no tunnel running there is nothing to stop, which is done.
    const tunnel = store.running(account.id)[0];
    if (tunnel) store.stop(tunnel);
    return { status: 204 };
  });

  // Test-only control route, outside /v1: what a tunnel client's connection does on the real service.
  // The fake tunnel client calls it with the credentials it got in its environment.
  app.route('POST', FAKE_CLIENT_CONNECT_PATH, async ({ account, json }) => {
    const body = await json();
    const identifier = body.identifier;
    if (typeof identifier !== 'string' || !identifier) throw new HttpError(400, 'identifier is required');
    const metadata = body.metadata && typeof body.metadata === 'object' ? body.metadata : {};
    return {
      status: 201,
      body: record(store.launch(account, identifier, metadata as Record<string, unknown>)),
    };
  });

  app.route('GET', '/v1/tunnel/:id', ({ account, params }) => {
    const tunnel = own(account, params.id ?? '');
    // The spec: 500 with the underlying error while in transition or when the tunnel no longer exists.
    if (!tunnel || tunnel.state === 'STOPPED') throw new HttpError(500, `tunnel ${params.id} does not exist`);
    if (store.refresh(tunnel).state !== 'READY')
      throw new HttpError(500, `tunnel ${params.id} is in transition`);
    return { status: 200, body: record(tunnel) };
  });

  app.route('DELETE', '/v1/tunnel/:id', ({ account, params }) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    const tunnel = own(account, params.id ?? '');
    // The spec lists no status for a tunnel that is gone; the fake answers ASSUMPTIONS.tunnelGone.
    if (!tunnel || tunnel.state === 'STOPPED')
      throw new HttpError(TUNNEL_GONE_STATUS, `tunnel ${params.id} not found`);
    store.stop(tunnel);
    return { status: 204 };
  });
}
