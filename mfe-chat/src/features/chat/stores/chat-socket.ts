import type { ClientToServerEvents } from '@law/contracts';

type Listener = (...args: any[]) => void;

/**
 * The part of the socket.io-client `Socket` the chat store uses. The real socket satisfies it;
 * unit tests drive the store with a small in-memory double of the same surface.
 */
export interface ChatSocket {
  readonly connected: boolean;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener?: Listener): unknown;
  emit(event: string, ...args: any[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** The Manager: emits `reconnect_failed` once the reconnection attempts are used up. */
  readonly io: {
    on(event: 'reconnect_failed', listener: () => void): unknown;
    off(event: 'reconnect_failed', listener?: () => void): unknown;
  };
}

/** Typed emit: the payload shapes come from the shared event map in @law/contracts. */
export function emitChat<E extends keyof ClientToServerEvents>(
  socket: ChatSocket,
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): void {
  socket.emit(event, ...args);
}
