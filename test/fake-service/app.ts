import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { type Account, accountFromAuthorization, ACCOUNTS } from './accounts.ts';
import { type Fault, FaultInjector } from './faults.ts';
import type { ListSettings } from './paging.ts';

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  account: string | undefined;
  userAgent: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  status?: number;
  /** What a fault did to this request, when one matched. */
  fault?: string;
  /** The body as sent, for a JSON body the handler read: what the client put on the wire. */
  body?: string;
  at: number;
}

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Undefined only on routes that need no authentication. */
  account: Account;
  log: RequestLogEntry;
  /** The JSON body; 400 is answered for a body that is not JSON. */
  json(): Promise<Record<string, unknown>>;
}

export type RouteResult = { status: number; body?: unknown; headers?: Record<string, string> } | undefined;
export type RouteHandler = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

interface Route {
  method: string;
  pattern: string;
  segments: string[];
  auth: boolean;
  handler: RouteHandler;
  /** The statuses this route may answer; undefined for a route outside the spec's table. */
  statuses: readonly number[] | undefined;
}

/** The statuses the spec lets an endpoint answer, or undefined when it lists no such endpoint. */
export type StatusTable = (method: string, pattern: string) => readonly number[] | undefined;

/** An error a handler throws to answer with a status and the service's error body. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A request the spec gives no answer for (no status its row lists fits): the fake invents none. It is
 * answered 501 and recorded as a violation, which fails the test that sent it.
 */
export class Unspecified extends Error {}

/** The body shape real deployments use for errors ({ message }); the spec leaves it "not shown". */
export function errorBody(message: string): { message: string } {
  return { message };
}

/**
 * The HTTP layer of the fake service: routing (`:param` segments, each one whole escaped segment),
 * Basic auth against the seeded accounts, fault injection ahead of the handlers, and a request log.
 *
 * Given a status table, every `/v1/...` route must be an endpoint of it, and every status a route
 * answers that the table does not allow it is a violation: `stop()` then fails, naming each. An
 * injected fault (faults.ts) is the fake playing a broken network or service on purpose: its answers
 * are not the routes' and are not checked.
 */
export class FakeApp {
  readonly requests: RequestLogEntry[] = [];
  /** When each request arrived (`at`): a test on a simulated clock sets it to read that clock. */
  clock: () => number = Date.now;
  /** Answers the status table does not allow, one line each, until taken. */
  readonly violations: string[] = [];
  readonly faults = new FaultInjector();
  /** How every list pages (a page cap, a misbehaving list); see paging.ts. */
  readonly lists: ListSettings = {};
  private readonly routes: Route[] = [];
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  private baseUrl = '';
  /** Prefix in front of `/v1` (a deployment at https://host/api). */
  readonly basePath: string;

  private readonly accounts: () => Iterable<Account>;
  private readonly statuses: StatusTable | undefined;

  constructor(
    options: { basePath?: string; accounts?: () => Iterable<Account>; statuses?: StatusTable } = {},
  ) {
    this.basePath = (options.basePath ?? '').replace(/\/+$/, '');
    this.accounts = options.accounts ?? (() => Object.values(ACCOUNTS));
    this.statuses = options.statuses;
  }

  get url(): string {
    if (!this.baseUrl) throw new Error('the fake service is not started');
    return this.baseUrl;
  }

  /** Adds a route; with a status table, a `/v1/...` route must be one of its endpoints. */
  route(method: string, pattern: string, handler: RouteHandler, options: { auth?: boolean } = {}): void {
    const statuses = this.statuses && pattern.startsWith('/v1/') ? this.statuses(method, pattern) : undefined;
    if (this.statuses && pattern.startsWith('/v1/') && !statuses)
      throw new Error(`${method} ${pattern} is not an endpoint of the spec`);
    this.routes.push({
      method,
      pattern,
      segments: pattern.split('/').filter(Boolean),
      auth: options.auth ?? true,
      handler,
      statuses,
    });
  }

  /** The violations so far, which are then forgotten (a test that provokes one on purpose). */
  takeViolations(): string[] {
    return this.violations.splice(0);
  }

  /** The routes, as `METHOD /pattern`. */
  routeTable(): string[] {
    return this.routes.map((r) => `${r.method} ${r.pattern}`);
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.violations.push(`${req.method} ${req.url}: fake service bug: ${String(error)}`);
        if (!res.headersSent) send(res, 500, errorBody(`fake service bug: ${String(error)}`));
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    // Uploads of several GB must not be cut by Node's default request timeout.
    this.server.requestTimeout = 0;
    await new Promise<void>((resolve) => this.server?.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    this.baseUrl = `http://${host}:${address.port}${this.basePath}`;
    return this.baseUrl;
  }

  /** Stops the server; fails when a route answered what the status table does not allow. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const violations = this.takeViolations();
    if (violations.length)
      throw new Error(`The fake service answered outside the spec:\n${violations.join('\n')}`);
  }

  /** Requests seen, optionally only those of one method and path (`:id` patterns allowed). */
  seen(method?: string, pattern?: string): RequestLogEntry[] {
    return this.requests.filter(
      (r) =>
        (!method || r.method === method) &&
        (!pattern || matchPattern(pattern.split('/').filter(Boolean), r.path)),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    let path = url.pathname;
    if (this.basePath) {
      if (!path.startsWith(`${this.basePath}/`)) return send(res, 404, errorBody('not found'));
      path = path.slice(this.basePath.length);
    }
    const log: RequestLogEntry = {
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      account: undefined,
      userAgent: req.headers['user-agent'],
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      at: this.clock(),
    };
    this.requests.push(log);
    let dropAnswer = false;
    let emptyAnswer = false;
    let lateMs = 0;
    const matches = this.routes.filter((r) => matchPattern(r.segments, path));
    const route = matches.find((r) => r.method === log.method);
    const reply = (status: number, body?: unknown, headers?: Record<string, string>) => {
      log.status = status;
      if (route?.statuses && !route.statuses.includes(status)) {
        const said = (body as { message?: unknown } | undefined)?.message;
        this.violations.push(
          `${route.method} ${route.pattern} answered ${status}${said ? ` ("${String(said)}")` : ''}, ` +
            `which the spec does not list for it (allowed: ${route.statuses.join(', ')})`,
        );
      }
      if (emptyAnswer && status < 300) body = undefined;
      if (dropAnswer) req.socket.destroy();
      else if (lateMs) setTimeout(() => !res.destroyed && send(res, status, body, headers), lateMs);
      else send(res, status, body, headers);
    };

    const fault = this.faults.take(log.method, path);
    if (fault) {
      log.fault = fault.kind;
      dropAnswer = fault.kind === 'drop-answer';
      emptyAnswer = fault.kind === 'empty-answer';
      if (fault.kind === 'late-answer') lateMs = fault.ms;
      const handled = await applyFault(fault, req, res, log);
      if (handled) return;
    }

    if (!route) {
      await drain(req);
      return reply(
        matches.length ? 405 : 404,
        errorBody(matches.length ? 'method not allowed' : 'not found'),
      );
    }
    let account: Account | undefined;
    if (route.auth) {
      account = accountFromAuthorization(req.headers.authorization, this.accounts());
      if (!account) {
        await drain(req);
        return reply(401, errorBody('authentication required'));
      }
      log.account = account.name;
    }
    const params = matchPattern(route.segments, path) ?? {};
    const ctx: RouteContext = {
      req,
      res,
      params,
      query: url.searchParams,
      account: account ?? ACCOUNTS.anonymous,
      log,
      json: () => readJson(req, log),
    };
    try {
      const result = await route.handler(ctx);
      if (res.headersSent || res.writableEnded || !result) {
        if (!res.headersSent) reply(204);
        return;
      }
      reply(result.status, result.body, result.headers);
    } catch (error) {
      if (!(error instanceof HttpError || error instanceof Unspecified)) throw error;
      if (!req.complete) await drain(req);
      if (error instanceof HttpError) return reply(error.status, errorBody(error.message));
      // 501 is in no row of the spec: the answer is a violation whatever the route.
      reply(501, errorBody(`the spec shows no answer for this request: ${error.message}`));
    }
  }
}

function matchPattern(segments: string[], path: string): Record<string, string> | undefined {
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return undefined;
  }
  return params;
}

export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

async function readJson(req: IncomingMessage, log: RequestLogEntry): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  log.body = text;
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, 'the body is not a JSON object');
}

async function drain(req: IncomingMessage): Promise<void> {
  if (req.complete) return;
  req.resume();
  await new Promise<void>((resolve) => {
    req.on('end', resolve);
    req.on('close', resolve);
  });
}

/** Applies a fault; true when the request is answered (or dropped) and the handler must not run. */
async function applyFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  log: RequestLogEntry,
): Promise<boolean> {
  switch (fault.kind) {
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return false;
    case 'status':
      await drain(req);
      log.status = fault.status;
      send(res, fault.status, fault.body ?? errorBody(`injected ${fault.status}`), fault.headers);
      return true;
    case 'reset':
      await drain(req);
      req.socket.destroy();
      return true;
    case 'reset-during-body': {
      // Reads part of the request body, then drops the connection: an upload cut off half-way.
      let received = 0;
      await new Promise<void>((resolve) => {
        req.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= fault.afterBytes) {
            req.socket.destroy();
            resolve();
          }
        });
        req.on('end', resolve);
        req.on('close', resolve);
      });
      return true;
    }
    case 'stall-during-body': {
      // Reads part of the request body, then stops reading and never answers: a stalled upload.
      let received = 0;
      await new Promise<void>((resolve) => {
        req.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= fault.afterBytes) {
            req.pause();
            resolve();
          }
        });
        req.on('end', resolve);
        req.on('close', resolve);
      });
      return true;
    }
    case 'malformed':
      await drain(req);
      log.status = 200;
      res.writeHead(fault.status ?? 200, { 'content-type': 'application/json' });
      res.end('{"this is": not json');
      return true;
    case 'truncated': {
      await drain(req);
      log.status = 200;
      const text = '{"data": [{"id": 1, "name": "cut off';
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(text.length + 200) });
      res.write(text);
      setTimeout(() => req.socket.destroy(), 10);
      return true;
    }
    case 'drop-answer':
    case 'late-answer':
    case 'empty-answer':
      // The route acts on the request; `reply` then drops the connection, answers late or without a body.
      return false;
    case 'hang':
      // Never answers; the socket is destroyed when the server stops.
      await drain(req);
      return true;
    case 'drip': {
      await drain(req);
      log.status = 200;
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), fault.intervalMs);
      res.on('close', () => clearInterval(timer));
      return true;
    }
    case 'oversize':
      await drain(req);
      log.status = 200;
      await sendPadded(res, fault.bytes, fault.declared ?? false);
      return true;
    case 'html': {
      await drain(req);
      log.status = fault.status ?? 200;
      const page = '<!DOCTYPE html><html><head><title>Sign in</title></head><body>Sign in</body></html>';
      res.writeHead(log.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
      return true;
    }
  }
}

/** A JSON object of `bytes` in all, written as the client reads it, never held whole. */
async function sendPadded(res: ServerResponse, bytes: number, declared: boolean): Promise<void> {
  const head = '{"pad":"';
  const tail = '"}';
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(declared ? { 'content-length': String(bytes) } : {}),
  });
  const chunk = Buffer.alloc(64 * 1024, 'x');
  res.write(head);
  for (let left = bytes - head.length - tail.length; left > 0 && !res.destroyed; left -= chunk.length) {
    if (!res.write(left < chunk.length ? chunk.subarray(0, left) : chunk)) await drained(res);
  }
  if (!res.destroyed) res.end(tail);
}

/** The response can take more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
