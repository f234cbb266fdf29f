import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

/**
 * Socket.IO fan-out through Redis pub/sub, so an emit to a user's room on one instance reaches that
 * user's sockets on every instance. The classic adapter is used, not the sharded one: with one Redis
 * (not a cluster) sharded pub/sub buys nothing, and the classic adapter also serves `fetchSockets`
 * and `serverSideEmit` across instances.
 */
export class RedisIoAdapter extends IoAdapter {
  private adapterFactory?: ReturnType<typeof createAdapter>;
  private clients: Redis[] = [];

  constructor(app: INestApplicationContext, private readonly redisUrl: string) {
    super(app);
  }

  async connect(): Promise<void> {
    const pub = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null, enableAutoPipelining: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients = [pub, sub];
    this.adapterFactory = createAdapter(pub, sub, { key: 'law-socket.io' });
  }

  override createIOServer(port: number, options?: Parameters<IoAdapter['createIOServer']>[1]): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(port, options);
    if (this.adapterFactory) server.adapter(this.adapterFactory as never);
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    // Nest closes the root server and every namespace gateway (/chat, /admin) at once; only the root server's
    // close unsubscribes the namespaces' adapters, so the Redis clients are quit after that one, not per namespace.
    if (typeof (server as { close?: unknown } | undefined)?.close !== 'function') return;
    // socket.io's adapter.close() fires (P)UNSUBSCRIBE without awaiting them and auto-pipelining sends them on the
    // next tick: let them go out before QUIT, or they are rejected after it ("Connection is closed", unhandled).
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(this.clients.map((c) => c.quit().catch(() => c.disconnect())));
    this.clients = [];
  }
}
