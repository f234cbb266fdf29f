import { io, type Socket } from 'socket.io-client';
import { ADMIN_NAMESPACE, type AdminClientToServerEvents, type AdminServerToClientEvents } from '@law/contracts';
import { waitForRecorded, type RecordedEvent } from './recorded-events';

/** A real socket.io-client on /admin (the live inbox) that records every event it receives. */
export class AdminSocketClient {
  readonly socket: Socket<AdminServerToClientEvents, AdminClientToServerEvents>;
  readonly events: RecordedEvent[] = [];

  private constructor(url: string, cookie?: string) {
    this.socket = io(`${url}${ADMIN_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    this.socket.onAny((event: string, payload: unknown) => this.events.push({ event, payload }));
  }

  /** Resolves once connected; rejects with the server's refusal (connect_error). */
  static async connect(url: string, cookie?: string): Promise<AdminSocketClient> {
    const c = new AdminSocketClient(url, cookie);
    await new Promise<void>((resolve, reject) => {
      c.socket.once('connect', () => resolve());
      c.socket.once('connect_error', (e) => {
        c.close();
        reject(e);
      });
    });
    return c;
  }

  waitFor(event: string, predicate: (payload: any) => boolean = () => true, timeoutMs = 8000): Promise<any> {
    return waitForRecorded(this.events, event, predicate, 0, timeoutMs);
  }

  of(event: string): any[] {
    return this.events.filter((e) => e.event === event).map((e) => e.payload);
  }

  close(): void {
    this.socket.disconnect();
  }
}
