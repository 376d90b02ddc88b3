import { createServer, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

export interface ForwardProxyOptions {
  /** Basic proxy authentication this proxy demands; none when unset. */
  credentials?: { user: string; password: string };
  /** Host names only this proxy can resolve (made-up names to 127.0.0.1), so they are reachable only through it. */
  hosts?: Record<string, string>;
}

/** What the proxy forwarded: a CONNECT tunnel (`host:port`) or an absolute-form request (its URL). */
export interface ForwardedRequest {
  method: string;
  target: string;
  /** The Proxy-Authorization header as received. */
  proxyAuthorization: string | undefined;
}

/**
 * A real forward proxy on 127.0.0.1, a few lines of node:http: CONNECT tunnels (https) and absolute-form
 * requests (http), optional Basic proxy authentication (407 otherwise), every request recorded.
 */
export class ForwardProxy {
  readonly requests: ForwardedRequest[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly options: ForwardProxyOptions;

  constructor(options: ForwardProxyOptions = {}) {
    this.options = options;
    this.server = createServer((req, res) => {
      if (!this.admit(req)) {
        res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"' }).end();
        return;
      }
      const target = new URL(req.url ?? '');
      const { 'proxy-authorization': _credentials, ...headers } = req.headers;
      const upstream = httpRequest(
        {
          host: this.resolve(target.hostname),
          port: target.port || 80,
          method: req.method,
          path: target.pathname + target.search,
          headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    this.server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) =>
      this.tunnel(req, client, head),
    );
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /** Records the request and says whether its credentials are the ones demanded. */
  private admit(req: IncomingMessage): boolean {
    const proxyAuthorization = req.headers['proxy-authorization'];
    this.requests.push({ method: req.method ?? '', target: req.url ?? '', proxyAuthorization });
    const { credentials } = this.options;
    if (!credentials) return true;
    const expected = Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64');
    return proxyAuthorization === `Basic ${expected}`;
  }

  private tunnel(req: IncomingMessage, client: Socket, head: Buffer): void {
    if (!this.admit(req)) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\n\r\n',
      );
      return;
    }
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), this.resolve(host), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    this.sockets.add(upstream);
    upstream.on('close', () => this.sockets.delete(upstream));
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
  }

  private resolve(host: string): string {
    return this.options.hosts?.[host.toLowerCase()] ?? host;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The proxy URL with credentials in it, as a user would write HTTPS_PROXY. */
  urlWith(user: string, password: string): string {
    const url = new URL(this.url);
    url.username = encodeURIComponent(user);
    url.password = encodeURIComponent(password);
    return url.href.replace(/\/$/, '');
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
