import type { Request } from 'express';

/** The client address; X-Forwarded-For is honoured only through Express's `trust proxy` setting (TRUST_PROXY). */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
