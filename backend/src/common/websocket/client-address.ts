import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

type Trust = (address: string, hop: number) => boolean;

/** The same `trust proxy` rule Express applies to HTTP requests (TRUST_PROXY), for socket handshakes. */
export function compileTrust(setting: string | number | boolean): Trust {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_a, hop) => hop < setting;
  return proxyaddr.compile(setting.split(',').map((s) => s.trim()).filter(Boolean));
}

/** The client address of a socket's handshake request: X-Forwarded-For only through trusted proxies. */
export function clientAddress(req: IncomingMessage, trust: Trust): string {
  const ip = proxyaddr(req, trust);
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * Counts open sockets per client address on this instance and refuses past `max`, so one address cannot hold
 * thousands of connections (each costs ~30 KiB). Visitors behind one NAT share an address: keep `max` generous.
 */
export class AddressConnectionCap {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  admit(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }
}
