import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where recordings come from, or what a hostile service points at instead: serves `/bytes/<n>.<ext>`
 * as n bytes (chunked, no length), `/missing` as 404, `/hang` never answering, `/to?<url>` as a
 * redirect there. Every request path is recorded, and its Host header; `onRequest` runs first.
 */
export class AssetServer {
  readonly seen: string[] = [];
  readonly hosts: string[] = [];
  onRequest: (url: string) => void = () => {};
  private readonly server: Server;
  private base = '';

  constructor() {
    this.server = createServer((req, res) => {
      const url = req.url ?? '';
      this.seen.push(url);
      this.hosts.push(req.headers.host ?? '');
      this.onRequest(url);
      if (url === '/hang') return;
      if (url.startsWith('/to?'))
        return res.writeHead(302, { location: decodeURIComponent(url.slice(4)) }).end();
      const size = /^\/bytes\/(\d+)/.exec(url)?.[1];
      if (!size) return res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.alloc(Number(size), 0x61));
    });
  }

  /** Listens on `host` (any loopback address), resolving to `http://host:port`. */
  async start(host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    this.base = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  get url(): string {
    return this.base;
  }

  /** Forgets what it saw and its hook. */
  reset(): void {
    this.seen.length = 0;
    this.hosts.length = 0;
    this.onRequest = () => {};
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
