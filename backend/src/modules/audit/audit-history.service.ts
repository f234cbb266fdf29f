import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_MESSAGES, auditActionLabel, auditChanges, buildPagination, DEFAULT_PAGE_SIZE, type AuditListResponse } from '@law/contracts';
import { assertPageInRange } from '../../common/http/parse-page';

export interface AuditFilter {
  page: number;
  chatId?: number;
  orderId?: number;
}

interface Row {
  id: string;
  created_at: Date;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: number;
  staff_name: string | null;
}

/**
 * 'Історія змін' read from the audit log, newest first. A chat's history holds the chat's own rows, its visitor's
 * (block, erase) and its order's; an order's history holds the order's and its document's.
 */
@Injectable()
export class AuditHistoryService {
  constructor(private readonly db: DataSource) {}

  async list(filter: AuditFilter): Promise<AuditListResponse> {
    if (filter.chatId !== undefined && filter.orderId !== undefined) throw new BadRequestException('Вкажіть або чат, або замовлення');
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.chatId !== undefined) {
      params.push(String(filter.chatId));
      where.push(`(a.entity = 'chat' AND a.entity_id = $${params.length})
        OR (a.entity = 'user' AND a.entity_id = (SELECT user_id::text FROM chats WHERE id = $${params.length}::int))
        OR (a.entity = 'order' AND a.entity_id IN (SELECT id::text FROM orders WHERE chat_id = $${params.length}::int))`);
    }
    if (filter.orderId !== undefined) {
      params.push(String(filter.orderId));
      where.push(`(a.entity = 'order' AND a.entity_id = $${params.length})
        OR (a.entity = 'document' AND a.entity_id IN (SELECT id::text FROM documents WHERE order_id = $${params.length}::int))`);
    }
    params.push(DEFAULT_PAGE_SIZE, (filter.page - 1) * DEFAULT_PAGE_SIZE);
    // The actor is an admin session; its staff member (issue 17) is looked up for the page's rows only.
    const rows: Row[] = await this.db.query(
      `SELECT p.*,
              (SELECT st.name FROM admin_sessions s JOIN staff_members st ON st.id = s.staff_id
                WHERE s.id = CASE WHEN p.actor ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN p.actor::uuid END) AS staff_name
         FROM (SELECT a.id::text AS id, a.created_at, a.actor, a.action, a.entity, a.entity_id, a.before, a.after, count(*) OVER ()::int AS total
                 FROM audit_log a
                ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
                ORDER BY a.created_at DESC, a.id DESC
                LIMIT $${params.length - 1} OFFSET $${params.length}) p
        ORDER BY p.created_at DESC, p.id::bigint DESC`,
      params,
    );
    const total = rows[0]?.total ?? (filter.page > 1 ? await this.count(where, params.slice(0, -2)) : 0);
    const pagination = buildPagination(filter.page, DEFAULT_PAGE_SIZE, total);
    assertPageInRange(filter.page, pagination.total_pages);
    return {
      entries: rows.map((r) => ({
        id: Number(r.id),
        created_at: new Date(r.created_at).toISOString(),
        actor: r.staff_name ?? actorLabel(r.actor),
        action: r.action,
        action_label: auditActionLabel(r.action),
        entity: r.entity,
        entity_id: r.entity_id,
        changes: auditChanges(r.before, r.after),
      })),
      pagination,
    };
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM audit_log a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, params);
    return n;
  }
}

/** Rows written before staff accounts existed name no one: the administrator with a short session mark. */
function actorLabel(actor: string): string {
  if (/^[0-9a-f-]{36}$/i.test(actor)) return `${AUDIT_MESSAGES.adminActor} · ${actor.slice(0, 4)}`;
  if (actor === 'system' || actor === 'retention') return AUDIT_MESSAGES.system;
  return actor;
}
