import type { ChatSocket } from '../chat-socket';

type Listener = (...args: any[]) => void;

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, fn: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  }
  off(event: string, fn?: Listener): this {
    if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
    return this;
  }
  fire(event: string, ...args: unknown[]): void {
    for (const fn of [...(this.listeners.get(event) ?? [])]) fn(...args);
  }
  count(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

export interface Emitted {
  event: string;
  payload: any;
  ack?: (res: unknown) => void;
}

/**
 * Test double of the socket.io-client Socket surface the chat store uses (a third-party client):
 * records what the store emits and lets a test play the server's side.
 */
export class FakeSocket extends Emitter implements ChatSocket {
  connected = false;
  connectCalls = 0;
  readonly emitted: Emitted[] = [];
  readonly io = new Emitter();

  emit(event: string, payload?: unknown, ack?: (res: unknown) => void): this {
    this.emitted.push({ event, payload, ack });
    return this;
  }
  connect(): this {
    this.connectCalls += 1;
    return this;
  }
  disconnect(): this {
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  // ---- the server's side
  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }
  serverDrop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }
  sent(event: string): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }
  lastSent(event: string): Emitted | undefined {
    return this.sent(event).at(-1);
  }
}
