import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, buildPagination, type AdminChatListItem, type ChatListResponse } from '@law/contracts';
import { assertPageInRange } from '../../common/http/parse-page';
import type { ChatListParams } from './chat-list-query';
import { chatListCountSql, chatListPageSql, chatListSearchSql } from './chat-list-sql';

export interface ListRow {
  id: number;
  created_at: Date;
  is_chat_finished: boolean;
  is_processed: boolean;
  document: string | null;
  user_id: string;
  name: string;
  phone: string;
  is_abuser: boolean;
  order_id: number | null;
  held_by_id: number | null;
  held_by_name: string | null;
}

/**
 * The chats inbox, 10 per page, newest first.
 * - 'in_work' = not processed yet (active and finished-awaiting-work chats, blocked users included), 'processed',
 *   'all'. Each filter reads its partial index in list order.
 * - Totals without a search come from chat_list_counts (exact, kept by triggers): no COUNT(*) over a million rows.
 * - A search matches name (ILIKE) or phone digits (LIKE) substrings through trigram GIN indexes, counted and paged
 *   in one statement.
 */
@Injectable()
export class AdminChatsListService {
  constructor(private readonly db: DataSource) {}

  async list(p: ChatListParams): Promise<ChatListResponse> {
    if (p.search) return this.search(p);
    const count = chatListCountSql(p);
    const [{ n }] = await this.db.query(count.sql, count.params);
    const total = Number(n);
    const pagination = buildPagination(p.page, DEFAULT_PAGE_SIZE, total);
    assertPageInRange(p.page, pagination.total_pages);
    const page = chatListPageSql(p, total);
    if (!page) return { chats: [], pagination };
    const rows: ListRow[] = await this.db.query(page.sql, page.params);
    return { chats: rows.map(toChatListItem), pagination };
  }

  private async search(p: ChatListParams): Promise<ChatListResponse> {
    const q = chatListSearchSql(p);
    const rows: (ListRow & { total: string })[] = await this.db.query(q.sql, q.params);
    // No row: nothing matched (fine on page 1) or the page is past the end (400).
    const total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && p.page > 1) assertPageInRange(p.page, 0);
    const pagination = buildPagination(p.page, DEFAULT_PAGE_SIZE, total);
    assertPageInRange(p.page, pagination.total_pages);
    return { chats: rows.map(toChatListItem), pagination };
  }
}

/** A row of the inbox SQL as the API lists it (also the payload of the live inbox events). */
export function toChatListItem(r: ListRow): AdminChatListItem {
  return {
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    is_chat_finished: r.is_chat_finished,
    is_processed: r.is_processed,
    document: r.document,
    user: { id: r.user_id, name: r.name, phone: r.phone, is_abuser: r.is_abuser },
    orders: r.order_id == null ? null : { id: r.order_id },
    held_by: r.held_by_id == null ? null : { id: r.held_by_id, name: r.held_by_name ?? '' },
  };
}
