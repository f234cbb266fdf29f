import { outsideCall } from '../../common/metrics/metrics';
import { ImapFlow } from 'imapflow';
import { MailSourceError, type MailSource, type RawMail } from './mail-source';
import type { MailConfig } from './mail.config';

/** The firm's catch-all mailbox over IMAP (imapflow): mail whose To or Delivered-To is the client's address. */
export class ImapMailSource implements MailSource {
  readonly name = 'imap';
  constructor(private readonly opts: MailConfig['imap']) {}

  /** Counted in outside_service_calls_total{service="imap"} by outcome. */
  fetch(address: string, _userId: string, maxMessageBytes: number, maxMessages: number): Promise<RawMail[]> {
    return outsideCall('imap', () => this.fetchOnce(address, maxMessageBytes, maxMessages));
  }

  private async fetchOnce(address: string, maxMessageBytes: number, maxMessages: number): Promise<RawMail[]> {
    const client = new ImapFlow({
      host: this.opts.host,
      port: this.opts.port,
      secure: this.opts.secure,
      doSTARTTLS: this.opts.secure ? undefined : false,
      auth: { user: this.opts.user, pass: this.opts.password },
      tls: { rejectUnauthorized: this.opts.rejectUnauthorized },
      logger: false,
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    client.on('error', () => {
      /* surfaced through the failing command */
    });
    try {
      await client.connect();
    } catch (e) {
      client.close();
      throw new MailSourceError(`Не вдалося підключитися до поштової скриньки: ${e instanceof Error ? e.message : String(e)}`);
    }
    try {
      const lock = await client.getMailboxLock(this.opts.mailbox);
      try {
        const uids = await client.search({ or: [{ to: address }, { header: { 'delivered-to': address } }] }, { uid: true });
        if (!uids || uids.length === 0) return [];
        const wanted = uids.sort((a, b) => a - b).slice(0, maxMessages);
        const sizes = new Map<number, number>();
        for await (const msg of client.fetch(wanted, { uid: true, size: true }, { uid: true })) sizes.set(msg.uid, msg.size ?? 0);
        const small = wanted.filter((uid) => (sizes.get(uid) ?? 0) <= maxMessageBytes);
        const sources = new Map<number, Buffer>();
        if (small.length) {
          for await (const msg of client.fetch(small, { uid: true, source: true }, { uid: true })) {
            if (msg.source) sources.set(msg.uid, msg.source);
          }
        }
        return wanted.map((uid) => ({ ref: `uid ${uid}`, size: sizes.get(uid) ?? 0, source: sources.get(uid) ?? null }));
      } finally {
        lock.release();
      }
    } catch (e) {
      if (e instanceof MailSourceError) throw e;
      throw new MailSourceError(`Помилка читання поштової скриньки: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }
}
