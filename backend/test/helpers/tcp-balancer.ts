import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP load balancer for fault tests, behaving like the shipped nginx config for clients from one address:
 * every connection goes to the preferred upstream while it accepts connections, otherwise to the next one that
 * does (nginx's ip_hash + "try the next upstream on error"). Bytes are piped untouched (HTTP, websocket).
 */
export class TcpBalancer {
  private server?: Server;
  private readonly open = new Set<Socket>();
  private preferred = 0;

  constructor(private readonly upstreams: number[]) {}

  async start(): Promise<string> {
    this.server = createServer((client) => this.route(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  prefer(index: number): void {
    this.preferred = index;
  }

  private route(client: Socket, attempt = 0): void {
    if (attempt >= this.upstreams.length) return void client.destroy();
    const port = this.upstreams[(this.preferred + attempt) % this.upstreams.length];
    const upstream = connect(port, '127.0.0.1');
    client.pause();
    // Refused (the instance is down): try the next one, as nginx does with proxy_next_upstream error.
    const refused = () => {
      upstream.destroy();
      this.route(client, attempt + 1);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      this.track(client);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      const closeBoth = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', closeBoth).on('close', closeBoth);
      upstream.on('error', closeBoth).on('close', closeBoth);
      client.resume();
    });
  }

  private track(s: Socket): void {
    this.open.add(s);
    s.once('close', () => this.open.delete(s));
  }

  async stop(): Promise<void> {
    for (const s of this.open) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
