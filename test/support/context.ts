import type { ServiceClient } from '../../src/api/client.ts';
import { gitHubConnector } from '../../src/runtime/github/connector.ts';
import { jobIdentityOf } from '../../src/runtime/job-identity.ts';
import type { ServiceContext } from '../../src/runtime/service-context.ts';
import type { ActionContext, AnnotationPlace, Clock, Logger } from '../../src/runtime/types.ts';
import type { FakeService } from '../fake-service/server.ts';

export type LogLevel = keyof Logger;

export interface LogLine {
  level: LogLevel;
  message: string;
  place?: AnnotationPlace;
}

/**
 * A clock that stands still until something sleeps: `sleep` moves `now` on by the time asked and
 * resolves at once (after one turn of the event loop, so sockets and timers still run). Every sleep
 * is recorded; an aborted signal rejects as the system clock does.
 */
export class TestClock implements Clock {
  readonly sleeps: number[] = [];
  private time: number;

  constructor(start = Date.parse('2026-01-01T00:00:00Z')) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    this.sleeps.push(ms);
    await new Promise<void>((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    this.time += ms;
  }
}

export interface TestContextOptions {
  env?: Record<string, string | undefined>;
  /** State saved by an earlier stage (main's state for a post test). */
  state?: Record<string, string>;
  clock?: TestClock;
  /** Aborts `signal`: the runner cancelling the step. */
  controller?: AbortController;
  /** The `matrix` input, as `${{ toJSON(matrix) }}` gives it. */
  matrix?: string;
}

/** An ActionContext whose every effect is recorded for assertions. */
export interface TestContext extends ActionContext {
  clock: TestClock;
  controller: AbortController;
  lines: LogLine[];
  /** Saved state, as the post step would read it. */
  state: Map<string, string>;
  /** Every value passed to setSecret, in order. */
  secrets: string[];
  /** Messages logged, optionally of one level only. */
  messages(level?: LogLevel): string[];
  /** Everything logged, one line each: for "never leaks a secret" assertions. */
  text(): string;
}

export function testContext(options?: TestContextOptions): TestContext;
export function testContext(
  options: TestContextOptions & { client: ServiceClient },
): TestContext & ServiceContext;
export function testContext(
  options: TestContextOptions & { client?: ServiceClient } = {},
): TestContext & Partial<ServiceContext> {
  const lines: LogLine[] = [];
  const record =
    (level: LogLevel) =>
    (message: string, place?: AnnotationPlace): void => {
      lines.push(place ? { level, message, place } : { level, message });
    };
  const state = new Map(Object.entries(options.state ?? {}));
  const secrets: string[] = [];
  const controller = options.controller ?? new AbortController();
  const setSecret = (secret: string) => {
    secrets.push(secret);
  };
  const env = { ...options.env };
  const messages = (level?: LogLevel) =>
    lines.filter((l) => !level || l.level === level).map((l) => l.message);
  const log = {
    debug: record('debug'),
    info: record('info'),
    warning: record('warning'),
    error: record('error'),
    notice: record('notice'),
  };
  return {
    log,
    clock: options.clock ?? new TestClock(),
    controller,
    signal: controller.signal,
    env,
    saveState: (name, value) => {
      state.set(name, value);
    },
    getState: (name) => state.get(name) ?? '',
    setSecret,
    github: gitHubConnector({ env, log, setSecret }),
    job: jobIdentityOf(env, options.matrix),
    lines,
    state,
    secrets,
    messages,
    text: () => messages().join('\n'),
    ...(options.client ? { client: options.client } : {}),
  };
}

/** A test clock whose sleeps also pass on the fake service, so its tunnels, jobs and builds settle in test time. */
export class ServiceLinkedClock extends TestClock {
  private readonly service: FakeService;
  constructor(service: FakeService) {
    super();
    this.service = service;
  }
  override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    await super.sleep(ms, signal);
    this.service.clock.advance(ms);
  }
}
