import { io, type Socket } from 'socket.io-client';
import type { ChatMessageWire, ClientToServerEvents, SendMessageAck, SendMessagePayload, ServerToClientEvents } from '@law/contracts';
import { api } from './test-app';
import { waitForRecorded, type RecordedEvent } from './recorded-events';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

let ipCounter = 0;
/** A fresh client address per registration keeps tests clear of the per-IP registration limit. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function registerUser(base: string, name = 'Ірина', phone = '+380501234567'): Promise<string> {
  const res = await api(base, 'POST', '/api/users', { name, phone }, { 'x-forwarded-for': nextIp() });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** A real socket.io-client on /chat that records every event it receives, in order. */
export class RecordingClient {
  readonly socket: ChatClient;
  readonly events: RecordedEvent[] = [];

  private constructor(url: string) {
    this.socket = io(`${url}/chat`, { transports: ['websocket'], forceNew: true, reconnection: false });
    this.socket.onAny((event: string, payload: unknown) => this.events.push({ event, payload }));
  }

  static async connect(url: string): Promise<RecordingClient> {
    const c = new RecordingClient(url);
    await new Promise<void>((resolve, reject) => {
      c.socket.once('connect', () => resolve());
      c.socket.once('connect_error', reject);
    });
    return c;
  }

  /** Resolves with the first recorded event (from index `from`) that matches. */
  waitFor(event: string, predicate: (payload: any) => boolean = () => true, from = 0, timeoutMs = 8000): Promise<any> {
    return waitForRecorded(this.events, event, predicate, from, timeoutMs);
  }

  of(event: string): any[] {
    return this.events.filter((e) => e.event === event).map((e) => e.payload);
  }

  assistantMessages(): ChatMessageWire[] {
    return this.of('message').filter((m: ChatMessageWire) => m.sender === 'assistant');
  }

  send(payload: Partial<SendMessagePayload> | unknown): Promise<SendMessageAck> {
    return (this.socket.timeout(8000) as any).emitWithAck('message', payload);
  }

  /** Sends and waits for the assistant's next reply (the one after the current count). */
  async say(userId: string, content: string): Promise<{ ack: SendMessageAck; reply: ChatMessageWire }> {
    const before = this.assistantMessages().length;
    const ack = await this.send({ type: 'text', content, userId });
    if (!ack.ok) throw new Error(`message refused: ${ack.error}`);
    const deadline = Date.now() + 8000;
    while (this.assistantMessages().length <= before) {
      if (Date.now() > deadline) throw new Error(`no assistant reply to "${content}"`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return { ack, reply: this.assistantMessages()[before] };
  }

  close(): void {
    this.socket.disconnect();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
