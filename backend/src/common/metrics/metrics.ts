import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CHAT_NAMESPACE } from '@law/contracts';

/**
 * The process's Prometheus series, served by `GET /api/metrics` (metrics.controller.ts). One registry per process:
 * counters only grow, so several app instances in one test process add up, which is what a scrape expects.
 */
export const metricsRegistry = new Registry();
// Process metrics: CPU, memory, handles, GC and nodejs_eventloop_lag_* (event-loop lag).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests under /api by method, route template (e.g. /api/admin/chats/:id) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const socketConnections = new Gauge({
  name: 'socketio_connections',
  help: 'Open Socket.IO connections of this instance by namespace',
  labelNames: ['namespace'] as const,
  registers,
});
// Present from the start, so a dashboard shows 0 rather than no data.
socketConnections.set({ namespace: CHAT_NAMESPACE }, 0);

export const chatMessagesStored = new Counter({
  name: 'chat_messages_stored_total',
  help: 'Visitor chat messages stored (resends of a stored message not counted)',
  registers,
});

export const chatMessagesAnswered = new Counter({
  name: 'chat_messages_answered_total',
  help: 'Assistant replies stored and delivered',
  registers,
});

export const assistantReplySeconds = new Histogram({
  name: 'assistant_reply_seconds',
  help: "Time from taking a visitor's message up to storing the assistant's reply (typing pause included) by outcome",
  labelNames: ['outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60],
  registers,
});

export type OutsideService = 'sms' | 'carrier' | 'imap' | 'llm' | 'fetcher';
export type OutsideOutcome = 'ok' | 'error' | 'timeout';

export const outsideCalls = new Counter({
  name: 'outside_service_calls_total',
  help: 'Calls to outside services (sms, carrier, imap, llm, fetcher) by outcome (ok, error, timeout)',
  labelNames: ['service', 'outcome'] as const,
  registers,
});

export const outsideCallSeconds = new Histogram({
  name: 'outside_service_call_seconds',
  help: 'Duration of calls to outside services',
  labelNames: ['service', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers,
});

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || /timed? ?out|timeout/i.test(e.message));

/**
 * Times one outside call and counts its outcome. `judge` turns a resolved value into an outcome for clients that
 * report failure in their answer instead of throwing.
 */
export async function outsideCall<T>(service: OutsideService, call: () => Promise<T>, judge?: (value: T) => OutsideOutcome): Promise<T> {
  const end = outsideCallSeconds.startTimer({ service });
  try {
    const value = await call();
    const outcome = judge ? judge(value) : 'ok';
    outsideCalls.inc({ service, outcome });
    end({ outcome });
    return value;
  } catch (e) {
    const outcome = isTimeout(e) ? 'timeout' : 'error';
    outsideCalls.inc({ service, outcome });
    end({ outcome });
    throw e;
  }
}

// Every service shows a zero series from the start, so a dashboard tells "no calls" from "no data".
for (const service of ['sms', 'carrier', 'imap', 'llm', 'fetcher'] satisfies OutsideService[]) {
  for (const outcome of ['ok', 'error', 'timeout'] satisfies OutsideOutcome[]) outsideCalls.inc({ service, outcome }, 0);
}

/** The database pool's state, read at scrape time from the pool the app module opened. */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}
let poolState: (() => PoolState | undefined) | undefined;
export function watchDatabasePool(read: (() => PoolState | undefined) | undefined): void {
  poolState = read;
}

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool of this instance: connections in use, idle, and queries waiting for a connection',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const s = poolState?.();
    this.reset();
    if (!s) return;
    this.set({ state: 'in_use' }, s.total - s.idle);
    this.set({ state: 'idle' }, s.idle);
    this.set({ state: 'waiting' }, s.waiting);
  },
});
