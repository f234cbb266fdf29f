import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ADMIN_CHAT_MESSAGES,
  LIVE_CHAT_MESSAGES,
  lawyerAgent,
  type AgentMessageResponse,
  type StaffMember,
  type TakeoverResponse,
} from '@law/contracts';
import { APP_LOGGER, type AppLogger } from '../../../common/logger';
import { isDatabaseUnavailable } from '../../../common/database-errors';
import { AdminAuthService } from '../../admin-auth/admin-auth.service';
import { AuditService } from '../../audit/audit.service';
import { CHAT_CONFIG, type ChatConfig } from '../chat.config';
import { ChatGateway } from '../chat.gateway';
import { ChatReplyService } from '../chat-reply.service';
import { normalize, toWire, type NamedMessage } from '../chat.service';
import { AdminInboxEvents } from './admin-inbox-events';
import { toAdminMessage } from './admin-message';
import { LIVE_CHAT_CONFIG, type LiveChatConfig } from './live-chat.config';

interface LockedChat {
  id: number;
  user_id: string;
  is_chat_finished: boolean;
  held_by_staff_id: number | null;
  held_by_name: string | null;
}

type Released = { userId: string; line: NamedMessage; lastAuthor: string | null };

const M = LIVE_CHAT_MESSAGES;

/**
 * A lawyer takes a chat over from the assistant, replies, hands it back or finishes it (issue 17). Every change
 * locks the chat row — the same lock the assistant's reply is stored under — so a takeover and a queued reply, or
 * two staff members, never interleave: one wins, the other is told who holds the chat (409).
 */
@Injectable()
export class LiveChatService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly visitors: ChatGateway,
    private readonly replies: ChatReplyService,
    private readonly inbox: AdminInboxEvents,
    @Inject(CHAT_CONFIG) private readonly chatConfig: ChatConfig,
    @Inject(LIVE_CHAT_CONFIG) private readonly config: LiveChatConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
    private readonly staffAccounts: AdminAuthService,
  ) {}

  async takeover(chatId: number, staff: StaffMember, actor: string): Promise<TakeoverResponse> {
    const done = await this.db.transaction(async (m) => {
      const c = await this.lockChat(m, chatId);
      if (c.is_chat_finished) throw new ConflictException(M.chatFinished);
      if (c.held_by_staff_id !== null && c.held_by_staff_id !== staff.id) throw new ConflictException(M.alreadyHeld(c.held_by_name ?? ''));
      if (c.held_by_staff_id === staff.id) return null; // already theirs: nothing changes, no second line
      await m.query(`UPDATE chats SET held_by_staff_id = $2, held_at = now(), hold_activity_at = now(), updated_at = now() WHERE id = $1`, [chatId, staff.id]);
      const line = await insertMessage(m, chatId, 'system', M.joined(staff.name), null);
      await this.audit.record({ actor, action: 'chat.takeover', entity: 'chat', entityId: chatId, before: { held_by: null }, after: { held_by: staff.name } }, m);
      return { userId: c.user_id, line };
    });
    if (done) {
      const visitor = this.visitors.toVisitor(done.userId);
      visitor.status(lawyerAgent(staff));
      visitor.message(toWire(done.line));
      visitor.typing(false);
      this.inbox.message(chatId, done.line);
      void this.inbox.chatRow(chatId, 'chat_updated');
    }
    return { agent: { name: staff.name } };
  }

  async reply(chatId: number, staff: StaffMember, text: string): Promise<AgentMessageResponse> {
    const content = text.trim();
    const done = await this.db.transaction(async (m) => {
      const c = await this.lockChat(m, chatId);
      assertHeldBy(c, staff);
      const message = await insertMessage(m, chatId, 'agent', content, staff.id);
      await m.query(`UPDATE chats SET hold_activity_at = now(), updated_at = now() WHERE id = $1`, [chatId]);
      return { userId: c.user_id, message: Object.assign(message, { staff_name: staff.name }) };
    });
    this.visitors.toVisitor(done.userId).message(toWire(done.message));
    this.inbox.message(chatId, done.message);
    return { message: toAdminMessage(done.message) };
  }

  async release(chatId: number, staff: StaffMember, actor: string): Promise<void> {
    const done = await this.db.transaction(async (m) => {
      const c = await this.lockChat(m, chatId);
      assertHeldBy(c, staff);
      return this.handBack(m, c, M.released, { actor, before: { held_by: staff.name }, after: { held_by: null } });
    });
    this.afterRelease(chatId, done);
  }

  async finish(chatId: number, staff: StaffMember, actor: string): Promise<void> {
    const done = await this.db.transaction(async (m) => {
      const c = await this.lockChat(m, chatId);
      if (c.is_chat_finished) throw new ConflictException(M.chatFinished);
      if (c.held_by_staff_id !== null && c.held_by_staff_id !== staff.id) throw new ConflictException(M.alreadyHeld(c.held_by_name ?? ''));
      const closing = await insertMessage(m, chatId, 'agent', M.closing, staff.id);
      await m.query(
        `UPDATE chats SET is_chat_finished = true, held_by_staff_id = NULL, held_at = NULL, hold_activity_at = NULL, updated_at = now(),
                document = COALESCE(document, NULLIF(case_card->>'document', ''))
          WHERE id = $1`,
        [chatId],
      );
      await this.audit.record({ actor, action: 'chat.finish', entity: 'chat', entityId: chatId, before: { is_chat_finished: false }, after: { is_chat_finished: true } }, m);
      return { userId: c.user_id, closing: Object.assign(closing, { staff_name: staff.name }) };
    });
    const visitor = this.visitors.toVisitor(done.userId);
    visitor.typing(false);
    visitor.message(toWire(done.closing));
    this.inbox.message(chatId, done.closing);
    void this.inbox.chatRow(chatId, 'chat_updated');
  }

  /**
   * Chats whose holder did nothing for LIVE_CHAT_IDLE_RELEASE_MINUTES go back to the assistant, with a line saying
   * so. Every instance sweeps; the row lock and the re-check make each chat handed back once.
   */
  async releaseIdle(): Promise<number> {
    const seconds = this.config.idleReleaseMs / 1000;
    const due: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM chats WHERE held_by_staff_id IS NOT NULL AND hold_activity_at < now() - make_interval(secs => $1) ORDER BY hold_activity_at LIMIT 100`,
      [seconds],
    );
    let released = 0;
    for (const { id } of due) {
      try {
        const done = await this.db.transaction(async (m) => {
          const c = await this.lockChat(m, id);
          const [{ idle }] = await m.query(`SELECT (hold_activity_at < now() - make_interval(secs => $2)) AS idle FROM chats WHERE id = $1`, [id, seconds]);
          if (c.held_by_staff_id === null || c.is_chat_finished || !idle) return null;
          return this.handBack(m, c, M.idleReleased, { actor: 'system', before: { held_by: c.held_by_name }, after: { held_by: null } });
        });
        if (done) {
          released += 1;
          this.afterRelease(id, done);
        }
      } catch (e) {
        if (!isDatabaseUnavailable(e)) throw e;
        this.logger.warn('idle release waits for the database', { chatId: id });
        break;
      }
    }
    return released;
  }

  private async handBack(m: EntityManager, c: LockedChat, text: string, audit: { actor: string; before: Record<string, unknown>; after: Record<string, unknown> }): Promise<Released> {
    await m.query(`UPDATE chats SET held_by_staff_id = NULL, held_at = NULL, hold_activity_at = NULL, updated_at = now() WHERE id = $1`, [c.id]);
    const [last] = await m.query(`SELECT author FROM messages WHERE chat_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [c.id]);
    const line = await insertMessage(m, c.id, 'system', text, null);
    await this.audit.record({ actor: audit.actor, action: 'chat.release', entity: 'chat', entityId: c.id, before: audit.before, after: audit.after }, m);
    return { userId: c.user_id, line, lastAuthor: last?.author ?? null };
  }

  /** The visitor sees the line and the assistant in the header again; a message the lawyer left unanswered is answered now. */
  private afterRelease(chatId: number, done: Released): void {
    const visitor = this.visitors.toVisitor(done.userId);
    visitor.message(toWire(done.line));
    visitor.status({ name: this.chatConfig.agentName, avatar: this.chatConfig.agentAvatarUrl, kind: 'assistant' });
    this.inbox.message(chatId, done.line);
    void this.inbox.chatRow(chatId, 'chat_updated');
    if (done.lastAuthor === 'user') void this.replies.enqueue(chatId, this.visitors.replyChannel(done.userId));
  }

  private async lockChat(m: EntityManager, chatId: number): Promise<LockedChat> {
    const rows: Array<Omit<LockedChat, 'held_by_name'>> = await m.query(
      'SELECT id, user_id, is_chat_finished, held_by_staff_id FROM chats WHERE id = $1 FOR UPDATE',
      [chatId],
    );
    if (!rows.length) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
    // Read after the lock (not joined into the locking statement): a row that changed while this waited is re-read,
    // a joined row would not be.
    const holder = rows[0].held_by_staff_id === null ? null : await this.staffAccounts.staffName(rows[0].held_by_staff_id, m);
    return { ...rows[0], held_by_name: holder };
  }
}

/** Only the staff member who holds an unfinished chat writes in it or hands it back. */
function assertHeldBy(c: LockedChat, staff: StaffMember): void {
  if (c.is_chat_finished) throw new ConflictException(M.chatFinished);
  if (c.held_by_staff_id === null) throw new ConflictException(M.notHeld);
  if (c.held_by_staff_id !== staff.id) throw new ConflictException(M.alreadyHeld(c.held_by_name ?? ''));
}

async function insertMessage(m: EntityManager, chatId: number, author: 'agent' | 'system', text: string, staffId: number | null): Promise<NamedMessage> {
  const rows: NamedMessage[] = await m.query(
    `INSERT INTO messages (chat_id, author, message, staff_id) VALUES ($1, $2, $3, $4)
     RETURNING id, chat_id, author, message, client_message_id, staff_id, created_at`,
    [chatId, author, text, staffId],
  );
  return normalize(rows[0]);
}
