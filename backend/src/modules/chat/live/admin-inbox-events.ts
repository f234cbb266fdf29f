import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Namespace } from 'socket.io';
import type { AdminClientToServerEvents, AdminServerToClientEvents } from '@law/contracts';
import { APP_LOGGER, type AppLogger } from '../../../common/logger';
import { chatListRowSql } from '../../admin-chats/chat-list-sql';
import { toChatListItem, type ListRow } from '../../admin-chats/admin-chats-list.service';
import { toAdminMessage, type AdminMessageRow } from './admin-message';

export type AdminNamespace = Namespace<AdminClientToServerEvents, AdminServerToClientEvents>;

/**
 * What the back office hears live on /admin (issue 17). Each event carries the row or the message itself, so a
 * screen appends it without refetching. The namespace reaches every instance's staff through the Redis adapter;
 * only sockets with a live admin session are in it. Nothing here throws into the caller: a lost live update is
 * recovered by the next page load, a visitor's message must never fail because of it.
 */
@Injectable()
export class AdminInboxEvents {
  private server?: AdminNamespace;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  attach(server: AdminNamespace): void {
    this.server = server;
  }

  message(chatId: number, m: AdminMessageRow): void {
    this.server?.emit('chat_message', { chatId, message: toAdminMessage(m) });
  }

  visitorTyping(chatId: number, isTyping: boolean): void {
    this.server?.emit('visitor_typing', { chatId, isTyping });
  }

  /** Reads the chat's inbox row and sends it (a new chat, or one taken over / handed back / finished). */
  async chatRow(chatId: number, event: 'chat_created' | 'chat_updated'): Promise<void> {
    if (!this.server) return;
    try {
      const q = chatListRowSql(chatId);
      const rows: ListRow[] = await this.db.query(q.sql, q.params);
      if (rows.length) this.server.emit(event, { chat: toChatListItem(rows[0]) });
    } catch (e) {
      this.logger.warn('live inbox update failed', { chatId, event, error: e instanceof Error ? e.message : String(e) });
    }
  }
}
