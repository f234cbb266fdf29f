import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { lawyerAgent, type CaseCard, type ChatMessageWire, type StaffMember } from '@law/contracts';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatEntity } from './chat.entity';
import { ConcurrencyLimit } from '../../common/concurrency/concurrency-limit';
import { MessageEntity } from './message.entity';
import { lockKey } from '../../common/database/key-lock';

export interface StoredVisitorMessage {
  message: MessageEntity;
  /** True when this clientMessageId was already stored (a resend): no new reply is due. */
  duplicate: boolean;
}

export interface VisitorContext {
  userId: string;
  isAbuser: boolean;
  chat: { id: number; finished: boolean; lastAuthor: 'user' | 'agent' | 'system' | null; heldBy: StaffMember | null } | null;
}

/** A stored message with the name of the lawyer who wrote it (null for the visitor, the assistant, a system line). */
export type NamedMessage = MessageEntity & { staff_name?: string | null };

/** What a reply needs to know about its chat. */
export interface ReplyContext {
  chatId: number;
  userId: string;
  userName: string;
  isAbuser: boolean;
  finished: boolean;
  /** A lawyer holds the chat: the assistant does not answer. */
  held: boolean;
  state: Record<string, unknown>;
}

/** A message as the visitor receives it: a lawyer's carries `sender: 'agent'` and the lawyer as `agent`. */
export function toWire(m: NamedMessage): ChatMessageWire {
  const lawyer = m.author === 'agent' && m.staff_id != null;
  return {
    id: String(m.id),
    chatId: String(m.chat_id),
    sender: m.author === 'user' ? 'user' : m.author === 'system' ? 'system' : lawyer ? 'agent' : 'assistant',
    content: m.message,
    timestamp: new Date(m.created_at).toISOString(),
    ...(m.client_message_id ? { clientMessageId: m.client_message_id } : {}),
    ...(lawyer ? { agent: lawyerAgent({ id: m.staff_id!, name: m.staff_name ?? '' }) } : {}),
  };
}

/** Visitor chat storage: the user's open chat, its messages, the per-user counters. */
@Injectable()
export class ChatService {
  private readonly limit: ConcurrencyLimit;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CHAT_CONFIG) config: ChatConfig,
    private readonly users: UsersService,
  ) {
    this.limit = new ConcurrencyLimit(config.dbConcurrency);
  }

  findUser(userId: string): Promise<UserEntity | null> {
    return this.limit.run(() => this.users.findById(userId));
  }

  /** Everything the `message` handler checks, in one round trip: the user and their latest chat. */
  async visitorContext(userId: string): Promise<VisitorContext | null> {
    const rows: Array<{
      id: string; is_abuser: boolean; chat_id: number | null; is_chat_finished: boolean | null; last_author: 'user' | 'agent' | 'system' | null;
      held_by_id: number | null; held_by_name: string | null;
    }> =
      await this.limit.run(() => this.db.query(
        `SELECT u.id, u.is_abuser, c.id AS chat_id, c.is_chat_finished, st.id AS held_by_id, st.name AS held_by_name,
                (SELECT author FROM messages WHERE chat_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) AS last_author
           FROM users u
           LEFT JOIN LATERAL (SELECT id, is_chat_finished, held_by_staff_id FROM chats WHERE user_id = u.id ORDER BY id DESC LIMIT 1) c ON true
           LEFT JOIN staff_members st ON st.id = c.held_by_staff_id
          WHERE u.id = $1`,
        [userId],
      ));
    if (!rows.length) return null;
    const r = rows[0];
    return {
      userId: r.id,
      isAbuser: r.is_abuser,
      chat: r.chat_id === null ? null : {
        id: r.chat_id,
        finished: r.is_chat_finished === true,
        lastAuthor: r.last_author,
        heldBy: r.held_by_id === null ? null : { id: r.held_by_id, name: r.held_by_name ?? '' },
      },
    };
  }

  /** The user's latest chat; created on first need (under a per-user lock, so two tabs never open two chats). */
  openChat(userId: string): Promise<ChatEntity & { created?: boolean }> {
    return this.limit.run(() => this.db.transaction(async (m) => {
      await lockKey(m, `chat:${userId}`);
      const existing = await m.findOne(ChatEntity, { where: { user_id: userId }, order: { id: 'DESC' } });
      if (existing) return existing;
      const created = await m.save(ChatEntity, m.create(ChatEntity, { user_id: userId }));
      return Object.assign(await m.findOneOrFail(ChatEntity, { where: { id: created.id } }), { created: true });
    }));
  }

  /**
   * A returning client's new consultation: a new chat once the latest one is finished; otherwise the open one is
   * returned (two tabs asking at once get the same new chat — the per-user lock orders them).
   */
  openNewConsultation(userId: string): Promise<ChatEntity & { created?: boolean }> {
    return this.limit.run(() => this.db.transaction(async (m) => {
      await lockKey(m, `chat:${userId}`);
      const latest = await m.findOne(ChatEntity, { where: { user_id: userId }, order: { id: 'DESC' } });
      if (latest && !latest.is_chat_finished) return latest;
      const created = await m.save(ChatEntity, m.create(ChatEntity, { user_id: userId }));
      return Object.assign(await m.findOneOrFail(ChatEntity, { where: { id: created.id } }), { created: true });
    }));
  }

  async replyContext(chatId: number): Promise<ReplyContext | null> {
    const rows = await this.limit.run(() => this.db.query(
      `SELECT c.id, c.user_id, c.is_chat_finished, c.assistant_state, c.held_by_staff_id, u.name, u.is_abuser
         FROM chats c JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
      [chatId],
    ));
    if (!rows.length) return null;
    const r = rows[0];
    return {
      chatId: r.id, userId: r.user_id, userName: r.name, isAbuser: r.is_abuser, finished: r.is_chat_finished,
      held: r.held_by_staff_id !== null, state: r.assistant_state ?? {},
    };
  }

  /**
   * Stores the assistant's reply and the chat's new state in one transaction — unless the chat finished or
   * someone (another instance) answered it since `lastAgentId` was read. Returns the stored message or null.
   */
  async storeReply(
    chatId: number,
    lastAgentId: string | null,
    reply: { text: string; document?: string; finished: boolean; city?: string; state: Record<string, unknown>; card?: CaseCard; blockUser?: boolean },
  ): Promise<MessageEntity | null> {
    return this.limit.run(() => this.db.transaction(async (m) => {
      const locked = await m.query('SELECT is_chat_finished, user_id, held_by_staff_id FROM chats WHERE id = $1 FOR UPDATE', [chatId]);
      // A lawyer took the chat over meanwhile (takeover locks the same row): this reply, already queued, is dropped.
      if (!locked.length || locked[0].is_chat_finished || locked[0].held_by_staff_id !== null) return null;
      // A statement after the lock sees every reply committed before it; the reply, the chat's state, its case card
      // and the client's city are written together, and only when nobody answered meanwhile.
      const inserted: MessageEntity[] = await m.query(
        `WITH ins AS (
           INSERT INTO messages (chat_id, author, message)
           SELECT $1, 'agent', $2
            WHERE (SELECT max(id) FROM messages WHERE chat_id = $1 AND author = 'agent') IS NOT DISTINCT FROM $3::bigint
           RETURNING id, chat_id, author, message, client_message_id, staff_id, created_at
         ), chat AS (
           UPDATE chats SET assistant_state = $4::jsonb, updated_at = now(), is_chat_finished = is_chat_finished OR $5,
                  document = CASE WHEN $5 AND $6::text IS NOT NULL THEN $6 ELSE document END,
                  case_card = COALESCE($7::jsonb, case_card)
            WHERE id = $1 AND EXISTS (SELECT 1 FROM ins)
         )
         SELECT * FROM ins`,
        [chatId, reply.text, lastAgentId, JSON.stringify(reply.state), reply.finished, reply.document ?? null, reply.card ? JSON.stringify(reply.card) : null],
      );
      if (!inserted.length) return null;
      // The visitor's row belongs to the users module: it writes the city and the block in this same transaction.
      await this.users.recordConversationOutcome(m, locked[0].user_id, {
        city: reply.finished && reply.city !== undefined ? reply.city.slice(0, 120) : null,
        block: reply.blockUser === true,
      });
      return normalize(inserted[0]);
    }));
  }

  /** Every message of the user's chats, oldest first, each lawyer's message with the lawyer's name. */
  async history(userId: string): Promise<NamedMessage[]> {
    const rows: NamedMessage[] = await this.limit.run(() => this.db.query(
      `SELECT m.id, m.chat_id, m.author, m.message, m.client_message_id, m.staff_id, m.created_at, st.name AS staff_name
         FROM messages m
         JOIN chats c ON c.id = m.chat_id
         LEFT JOIN staff_members st ON st.id = m.staff_id
        WHERE c.user_id = $1
        ORDER BY m.created_at, m.id`,
      [userId],
    ));
    return rows.map(normalize);
  }

  messages(chatId: number): Promise<MessageEntity[]> {
    return this.limit.run(() => this.db.getRepository(MessageEntity).find({ where: { chat_id: chatId }, order: { created_at: 'ASC', id: 'ASC' } }));
  }

  findVisitorMessage(chatId: number, clientMessageId: string): Promise<MessageEntity | null> {
    return this.limit.run(() => this.db.getRepository(MessageEntity).findOne({ where: { chat_id: chatId, client_message_id: clientMessageId } }));
  }

  /**
   * Stores the visitor's message once per (chat, clientMessageId); a resend returns the stored row. The per-user
   * limit (messages in the last minute, over all the user's chats) is decided under a per-user lock in the same
   * transaction as the insert, so parallel messages on any number of sockets and instances never pass it.
   */
  storeVisitorMessage(
    userId: string,
    chatId: number,
    content: string,
    clientMessageId: string | undefined,
    perMinute: number,
  ): Promise<StoredVisitorMessage | 'rate_limited'> {
    return this.limit.run(() => this.db.transaction(async (m) => {
      await lockKey(m, `messages:${userId}`);
      if (clientMessageId) {
        const existing = await m.getRepository(MessageEntity).findOne({ where: { chat_id: chatId, client_message_id: clientMessageId } });
        if (existing) return { message: existing, duplicate: true };
      }
      const [{ n }] = await m.query(
        `SELECT count(*)::int AS n FROM messages msg JOIN chats c ON c.id = msg.chat_id
          WHERE c.user_id = $1 AND msg.author = 'user' AND msg.created_at > now() - interval '1 minute'`,
        [userId],
      );
      if (n >= perMinute) return 'rate_limited' as const;
      const rows: MessageEntity[] = await m.query(
        `INSERT INTO messages (chat_id, author, message, client_message_id) VALUES ($1, 'user', $2, $3)
         RETURNING id, chat_id, author, message, client_message_id, staff_id, created_at`,
        [chatId, content, clientMessageId ?? null],
      );
      return { message: normalize(rows[0]), duplicate: false };
    }));
  }
}

export function normalize<T extends MessageEntity>(row: T): T {
  return Object.assign(new MessageEntity(), row, { id: String(row.id), created_at: new Date(row.created_at) }) as T;
}
