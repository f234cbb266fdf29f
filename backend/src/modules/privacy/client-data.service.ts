import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConflictException, Inject, Injectable, NotFoundException, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ADMIN_CHAT_MESSAGES, CLIENT_DATA_MESSAGES, type ClientDataExport, type EraseClientResponse } from '@law/contracts';
import { APP_LOGGER, type AppLogger } from '../../common/logger';
import { lockKey } from '../../common/database/key-lock';
import { AuditService } from '../audit/audit.service';
import { FileStorageService } from '../files/file-storage.service';
import { PRIVACY_CONFIG, type PrivacyConfig } from './privacy.config';

const DAY_MS = 24 * 3600 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * A client's personal data on request: everything stored about them as one export, and erasure of their name,
 * phone, IP, messages and files across all their chats (order figures stay, without personal data). A daily job
 * erases clients without any order whose last chat activity is older than RETENTION_MONTHS.
 */
@Injectable()
export class ClientDataService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly files: FileStorageService,
    @Inject(PRIVACY_CONFIG) private readonly config: PrivacyConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runRetention(), DAY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async userOfChat(chatId: number): Promise<{ id: string; phone: string; erased: boolean }> {
    const rows = await this.db.query('SELECT u.id, u.phone, u.erased_at FROM chats c JOIN users u ON u.id = c.user_id WHERE c.id = $1', [chatId]);
    if (!rows.length) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
    return { id: rows[0].id, phone: rows[0].phone, erased: rows[0].erased_at !== null };
  }

  async export(chatId: number, actor: string): Promise<ClientDataExport> {
    const { id: userId } = await this.userOfChat(chatId);
    const [u] = await this.db.query('SELECT id, name, phone, user_ip, city, created_at, consent_at, consent_version FROM users WHERE id = $1', [userId]);
    const chats = await this.db.query('SELECT id, created_at, document, comment, case_card, mail_data FROM chats WHERE user_id = $1 ORDER BY created_at, id', [userId]);
    const messages = await this.db.query(
      `SELECT m.chat_id, m.author, m.message, m.created_at FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    const orders = await this.db.query(
      `SELECT o.id, o.chat_id, o.created_at, o.document_price, to_char(o.payment_date, 'YYYY-MM-DD') AS payment_date, o.delivery_data
         FROM orders o JOIN chats c ON c.id = o.chat_id WHERE c.user_id = $1 ORDER BY o.id`,
      [userId],
    );
    const sms = await this.db.query('SELECT type, status, phone, text, created_at FROM sms_messages WHERE user_id = $1 ORDER BY created_at, id', [userId]);
    await this.audit.record({ actor, action: 'user.export', entity: 'user', entityId: userId, after: { chats: chats.length } });
    type Msg = { chat_id: number; author: 'user' | 'agent'; message: string; created_at: Date };
    const byChat = (id: number) => (messages as Msg[]).filter((m) => m.chat_id === id);
    const who = (a: string) => (a === 'user' ? u.name : a === 'system' ? 'Чат' : 'Консультант');
    return {
      exported_at: new Date().toISOString(),
      user: { id: u.id, name: u.name, phone: u.phone, user_ip: u.user_ip, city: u.city, created_at: iso(u.created_at)!, consent_at: iso(u.consent_at), consent_version: u.consent_version },
      chats: chats.map((c: { id: number; created_at: Date; document: string | null; comment: string | null; case_card: unknown; mail_data: { files?: string[] } | null }) => ({
        id: c.id,
        created_at: iso(c.created_at)!,
        document: c.document,
        comment: c.comment,
        case_card: c.case_card,
        files: c.mail_data?.files ?? [],
        messages: byChat(c.id).map((m) => ({ author: m.author, message: m.message, created_at: iso(m.created_at)! })),
      })),
      orders: orders.map((o: { id: number; chat_id: number; created_at: Date; document_price: string; payment_date: string | null; delivery_data: unknown }) => ({
        id: o.id,
        chat_id: o.chat_id,
        created_at: iso(o.created_at)!,
        document_price: Number(o.document_price),
        payment_date: o.payment_date,
        delivery_data: o.delivery_data,
      })),
      sms: sms.map((s: { type: string; status: string; phone: string; text: string; created_at: Date }) => ({ ...s, created_at: iso(s.created_at)! })),
      chat_text: chats
        .map((c: { id: number; created_at: Date }) =>
          [`Чат №${c.id} від ${iso(c.created_at)!.slice(0, 10)}`, ...byChat(c.id).map((m) => `[${iso(m.created_at)!.slice(0, 16).replace('T', ' ')}] ${who(m.author)}: ${m.message}`)].join('\n'),
        )
        .join('\n\n'),
    };
  }

  /** Erases the client of a chat after staff typed the client's phone to confirm. */
  async eraseByChat(chatId: number, confirmPhone: string, actor: string): Promise<EraseClientResponse> {
    const user = await this.userOfChat(chatId);
    if (user.erased) throw new ConflictException(CLIENT_DATA_MESSAGES.alreadyErased);
    if (confirmPhone.replace(/[^\d+]/g, '') !== user.phone) throw new ConflictException(CLIENT_DATA_MESSAGES.confirmMismatch);
    const done = await this.erase(user.id, actor);
    if (!done) throw new ConflictException(CLIENT_DATA_MESSAGES.alreadyErased);
    return done;
  }

  /** Erases one client in one transaction (null when already erased), then their stored files. */
  async erase(userId: string, actor: string): Promise<EraseClientResponse | null> {
    const result = await this.db.transaction(async (m) => {
      await lockKey(m, `chat:${userId}`);
      const [u] = await m.query('SELECT erased_at FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!u || u.erased_at) return null;
      const chatIds: number[] = (await m.query('SELECT id FROM chats WHERE user_id = $1', [userId])).map((r: { id: number }) => r.id);
      const [{ files }] = await m.query(
        `SELECT coalesce(sum(jsonb_array_length(coalesce(mail_data->'files', '[]'::jsonb)) + jsonb_array_length(coalesce(mail_data->'removed_files', '[]'::jsonb))), 0)::int AS files
           FROM chats WHERE user_id = $1`,
        [userId],
      );
      const deleted = await m.query('DELETE FROM messages WHERE chat_id = ANY($1::int[])', [chatIds]);
      await this.scrub(m, userId, chatIds);
      const counts = { chats: chatIds.length, messages: Number(deleted[1] ?? 0), files };
      await this.audit.record({ actor, action: 'user.erase', entity: 'user', entityId: userId, after: counts }, m);
      return counts;
    });
    if (!result) return null;
    await fs.rm(path.join(this.files.root, userId), { recursive: true, force: true });
    return { erased: true, ...result };
  }

  private async scrub(m: EntityManager, userId: string, chatIds: number[]): Promise<void> {
    const gone = CLIENT_DATA_MESSAGES.erasedName;
    const phone = CLIENT_DATA_MESSAGES.erasedPhone;
    await m.query('DELETE FROM mail_imports WHERE chat_id = ANY($1::int[])', [chatIds]);
    await m.query(
      `UPDATE chats SET comment = NULL, document = NULL, case_card = NULL, delivery_data = NULL, assistant_state = '{}',
              mail_data = '{"files":[],"text":""}' WHERE id = ANY($1::int[])`,
      [chatIds],
    );
    const orderIds: number[] = (await m.query('SELECT id FROM orders WHERE chat_id = ANY($1::int[])', [chatIds])).map((r: { id: number }) => r.id);
    await m.query(
      `UPDATE orders SET delivery_data = jsonb_build_object('city', '', 'city_area', '', 'city_ref', '', 'warehouse', '', 'warehouse_ref', '',
              'recipient_name', $2::text, 'recipient_phone', $3::text) WHERE id = ANY($1::int[])`,
      [orderIds, gone, phone],
    );
    await m.query(`UPDATE documents SET document_text = '', parsed_resources = '' WHERE order_id = ANY($1::int[])`, [orderIds]);
    await m.query(`UPDATE sms_messages SET phone = $2, text = '' WHERE user_id = $1`, [userId, phone]);
    await m.query('UPDATE feedbacks SET user_id = NULL, phone = NULL WHERE user_id = $1', [userId]);
    // Earlier audit rows carry the old values (comments, documents): the actions stay, the values go.
    await m.query(
      `UPDATE audit_log SET before = NULL, after = NULL
        WHERE (entity = 'user' AND entity_id = $1) OR (entity = 'chat' AND entity_id = ANY($2::text[]))
           OR (entity = 'order' AND entity_id = ANY($3::text[]))
           OR (entity = 'document' AND entity_id IN (SELECT id::text FROM documents WHERE order_id = ANY($4::int[])))`,
      [userId, chatIds.map(String), orderIds.map(String), orderIds],
    );
    await m.query(`UPDATE users SET name = $2, phone = $3, user_ip = NULL, city = NULL, erased_at = now() WHERE id = $1`, [userId, gone, phone]);
  }

  /** The retention rule: clients with no order at all whose chats have been quiet for RETENTION_MONTHS. */
  async runRetention(now = new Date()): Promise<number> {
    try {
      const due: Array<{ id: string }> = await this.db.query(
        `SELECT u.id FROM users u
          WHERE u.erased_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM orders o JOIN chats c ON c.id = o.chat_id WHERE c.user_id = u.id)
            AND greatest(u.created_at,
                  coalesce((SELECT max(c.updated_at) FROM chats c WHERE c.user_id = u.id), u.created_at),
                  coalesce((SELECT max(m.created_at) FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = u.id), u.created_at))
                < $1::timestamptz - make_interval(months => $2)
          LIMIT 1000`,
        [now, this.config.retentionMonths],
      );
      let erased = 0;
      for (const { id } of due) if (await this.erase(id, 'retention')) erased += 1;
      if (erased) this.logger.info('retention: clients erased', { erased, months: this.config.retentionMonths });
      return erased;
    } catch (e) {
      this.logger.warn('retention job failed', { error: e instanceof Error ? e.message : String(e) });
      return 0;
    }
  }
}
