import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { CHAT_NAMESPACE, CHAT_SOCKET, type ChatMessageWire, type SendMessageAck, type SendMessagePayload } from '@law/contracts';
import type { ChatClient } from './chat-client';

/**
 * A visitor speaking the chat's delivery protocol the way mfe-chat does: messages stay in an outbox until the
 * server acknowledges them as stored; after a reconnect (to whichever instance the proxy picks) the visitor is
 * announced again and the outbox is resent with the same clientMessageIds; a retryable refusal is retried.
 * Reconnection uses the product's socket settings (CHAT_SOCKET).
 */
export class ResendingVisitor {
  readonly socket: ChatClient;
  readonly replies = new Map<string, ChatMessageWire>();
  readonly events: string[] = [];
  readonly acked = new Map<string, string>();
  /** Non-retryable refusals (none are expected in the fault tests). */
  readonly refusals: string[] = [];
  private readonly outbox = new Map<string, SendMessagePayload>();
  private connects = 0;

  constructor(url: string, private readonly userId: string) {
    this.socket = io(`${url}${CHAT_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: CHAT_SOCKET.reconnectionDelayMs,
      reconnectionDelayMax: CHAT_SOCKET.reconnectionDelayMaxMs,
      reconnectionAttempts: CHAT_SOCKET.reconnectionAttempts,
    });
    this.socket.onAny((event: string) => this.events.push(event));
    this.socket.on('connect', () => {
      this.connects += 1;
      this.socket.emit('user_connect', { userId: this.userId });
      for (const payload of this.outbox.values()) this.transmit(payload);
    });
    // socket.io does not come back by itself after a server-side disconnect; mfe-chat reconnects, so do we.
    this.socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') setTimeout(() => this.socket.connect(), CHAT_SOCKET.reconnectionDelayMs);
    });
    this.socket.on('message', (m) => {
      if (m.sender === 'assistant') this.replies.set(m.id, m);
    });
  }

  get connections(): number {
    return this.connects;
  }

  /** Queues a message; it is (re)sent until the server acknowledges it. Returns its clientMessageId. */
  send(content: string): string {
    const payload: SendMessagePayload = { type: 'text', content, userId: this.userId, clientMessageId: randomUUID() };
    this.outbox.set(payload.clientMessageId!, payload);
    if (this.socket.connected) this.transmit(payload);
    return payload.clientMessageId!;
  }

  private transmit(payload: SendMessagePayload): void {
    this.socket.emit('message', payload, (ack: SendMessageAck) => {
      if (ack.ok) {
        this.acked.set(payload.clientMessageId!, ack.id);
        this.outbox.delete(payload.clientMessageId!);
      } else if (ack.retryable) {
        setTimeout(() => this.outbox.has(payload.clientMessageId!) && this.socket.connected && this.transmit(payload), CHAT_SOCKET.reconnectionDelayMs);
      } else {
        this.refusals.push(ack.error);
        this.outbox.delete(payload.clientMessageId!);
      }
    });
  }

  async until(what: string, done: () => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; events: ${this.events.join(',')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Sends and waits until it is acknowledged and the assistant has answered it (reply count grows by one). */
  async say(content: string): Promise<void> {
    const before = this.replies.size;
    const id = this.send(content);
    await this.until(`ack of "${content}"`, () => this.acked.has(id) || this.refusals.length > 0);
    if (this.refusals.length) throw new Error(`refused: ${this.refusals.join('; ')}`);
    await this.until(`reply to "${content}"`, () => this.replies.size > before);
  }

  close(): void {
    this.socket.disconnect();
  }
}
