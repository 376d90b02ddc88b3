import { type AddressInfo, connect, type Socket } from 'node:net';
import { createServer, type Server } from 'node:tls';

import type { TestCertificates } from './test-ca.ts';

/**
 * HTTPS in front of a plain-HTTP fake (the fake service, the fake GitHub): TLS ends here with the test
 * CA's server certificate and the bytes go on to the fake unchanged, so the fakes stay as they are.
 */
export class HttpsFront {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  /** The name each client asked for in its TLS handshake (SNI), in order. */
  readonly servernames: string[] = [];

  constructor(backendUrl: string, certificates: Pick<TestCertificates, 'key' | 'cert'>) {
    const backend = new URL(backendUrl);
    const options = {
      key: certificates.key,
      cert: certificates.cert,
      SNICallback: (servername: string, done: (error: Error | null) => void) => {
        this.servernames.push(servername);
        done(null);
      },
    };
    this.server = createServer(options, (client) => {
      const upstream = connect(Number(backend.port), backend.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => (socket === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    // A client that rejects our certificate ends the handshake: nothing to do.
    this.server.on('tlsClientError', () => undefined);
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.port;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The address as seen through the proxy: the made-up host name, this port. */
  urlFor(host: string): string {
    return `https://${host}:${this.port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
