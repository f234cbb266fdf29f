import { DEFAULT_PAGE_SIZE, type ChatListFilter } from '@law/contracts';
import { likeEscape, phoneDigits } from '../../common/http/search-text';
import type { ChatListParams } from './chat-list-query';

/** SQL of the chats inbox, shared by the service and bench/admin (which EXPLAIN ANALYZEs the very same text). */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

const FILTER_SQL: Record<ChatListFilter, string> = {
  in_work: 'NOT c.is_processed',
  processed: 'c.is_processed',
  all: 'TRUE',
};

/** The users a search matches: name substring (ILIKE) or phone digits; a full number is an exact phone match. */
function userCondition(search: string): { cond: string; params: unknown[] } {
  const params: unknown[] = [`%${likeEscape(search)}%`];
  const digits = phoneDigits(search);
  const full = /^380\d{9}$/.test(digits) ? `+${digits}` : /^0\d{9}$/.test(digits) ? `+38${digits}` : null;
  if (full) {
    params.push(full);
    return { cond: '(u.name ILIKE $1 OR u.phone = $2)', params };
  }
  if (digits) {
    params.push(`%${digits}%`);
    return { cond: '(u.name ILIKE $1 OR u.phone LIKE $2)', params };
  }
  return { cond: 'u.name ILIKE $1', params };
}

/** Total of an unsearched list: the trigger-kept counters, never a COUNT(*) over the chats. */
export function chatListCountSql(p: Pick<ChatListParams, 'status'>): SqlQuery {
  const which = p.status === 'in_work' ? 'WHERE NOT is_processed' : p.status === 'processed' ? 'WHERE is_processed' : '';
  return { sql: `SELECT coalesce(sum(n), 0)::bigint AS n FROM chat_list_counts ${which}`, params: [] };
}

/**
 * A searched list in one statement: the matching users (trigram GIN) and their chats are materialized once, then
 * counted (column `total` on every row) and sorted for the page. Materializing keeps the planner from walking the
 * whole chats index in date order hoping to meet a rare match (seconds at a million chats). No row means: an empty
 * result on page 1, or a page past the end.
 */
export function chatListSearchSql(p: ChatListParams): SqlQuery {
  const { cond, params } = userCondition(p.search);
  const offset = (p.page - 1) * DEFAULT_PAGE_SIZE;
  // LATERAL ... OFFSET 0 keeps the per-user chat lookup an index(-only) probe instead of a hash join over all chats.
  return {
    sql: `WITH m AS MATERIALIZED (
            SELECT c.id, c.created_at
              FROM users u
              CROSS JOIN LATERAL (SELECT c.id, c.created_at FROM chats c WHERE c.user_id = u.id AND ${FILTER_SQL[p.status]} OFFSET 0) c
             WHERE ${cond})
          SELECT (SELECT count(*) FROM m)::bigint AS total,
                 ch.id, ch.created_at, ch.is_chat_finished, ch.is_processed, ch.document,
                 us.id AS user_id, us.name, us.phone, us.is_abuser, o.id AS order_id, sm.id AS held_by_id, sm.name AS held_by_name
            FROM (SELECT id, created_at FROM m ORDER BY created_at DESC, id DESC LIMIT ${DEFAULT_PAGE_SIZE} OFFSET ${offset}) pg
            JOIN chats ch ON ch.id = pg.id
            JOIN users us ON us.id = ch.user_id
            LEFT JOIN orders o ON o.chat_id = ch.id AND o.deleted_at IS NULL
            LEFT JOIN staff_members sm ON sm.id = ch.held_by_staff_id
           ORDER BY pg.created_at DESC, pg.id DESC`,
    params,
  };
}

/**
 * One page of an unsearched list, newest first. Pages in the second half are read from the other end of the index (ascending, OFFSET
 * counted from the end) and flipped, so the last page costs what the first does. Null when the page is empty.
 */
export function chatListPageSql(p: Pick<ChatListParams, 'status' | 'page'>, total: number): SqlQuery | null {
  const offset = (p.page - 1) * DEFAULT_PAGE_SIZE;
  const take = Math.max(0, Math.min(DEFAULT_PAGE_SIZE, total - offset));
  if (take === 0) return null;
  const fromEnd = offset > total / 2;
  const dir = fromEnd ? 'ASC' : 'DESC';
  const pageOffset = fromEnd ? total - offset - take : offset;
  const where = FILTER_SQL[p.status];
  return {
    sql: `SELECT pg.id, pg.created_at, pg.is_chat_finished, pg.is_processed, pg.document,
              us.id AS user_id, us.name, us.phone, us.is_abuser, o.id AS order_id, sm.id AS held_by_id, sm.name AS held_by_name
         FROM (SELECT c.id, c.user_id, c.created_at, c.is_chat_finished, c.is_processed, c.document, c.held_by_staff_id
                 FROM chats c
                WHERE ${where}
                ORDER BY c.created_at ${dir}, c.id ${dir}
                LIMIT ${take} OFFSET ${pageOffset}) pg
         JOIN users us ON us.id = pg.user_id
         LEFT JOIN orders o ON o.chat_id = pg.id AND o.deleted_at IS NULL
         LEFT JOIN staff_members sm ON sm.id = pg.held_by_staff_id
        ORDER BY pg.created_at DESC, pg.id DESC`,
    params: [],
  };
}

/** One chat as the inbox lists it (the row a live `chat_created` / `chat_updated` event carries). */
export function chatListRowSql(chatId: number): SqlQuery {
  return {
    sql: `SELECT c.id, c.created_at, c.is_chat_finished, c.is_processed, c.document,
              us.id AS user_id, us.name, us.phone, us.is_abuser, o.id AS order_id, sm.id AS held_by_id, sm.name AS held_by_name
         FROM chats c
         JOIN users us ON us.id = c.user_id
         LEFT JOIN orders o ON o.chat_id = c.id AND o.deleted_at IS NULL
         LEFT JOIN staff_members sm ON sm.id = c.held_by_staff_id
        WHERE c.id = $1`,
    params: [chatId],
  };
}
