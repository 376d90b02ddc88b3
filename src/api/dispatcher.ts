import { Agent, type Dispatcher } from 'undici';

/** How long making a connection may take, before any request is sent on it. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The connection pool every request of a transport goes through, unless the caller gives its own: the
 * one place that decides how the service is reached (where proxy and certificate settings belong).
 */
export function createDispatcher(): Dispatcher {
  return new Agent({ keepAliveTimeout: 4_000, connect: { timeout: CONNECT_TIMEOUT_MS } });
}
