import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  buildPagination,
  countCharacters,
  DEFAULT_PAGE_SIZE,
  ORDER_MESSAGES,
  orderStatusSql,
  type OrderDetails,
  type OrderListItem,
  type OrderListResponse,
  type OrderStats,
  type OrderStatus,
  type OrderListFilter,
} from '@law/contracts';
import { ChatEntity } from '../chat/chat.entity';
import { MessageEntity } from '../chat/message.entity';
import { DocumentEntity } from '../documents/document.entity';
import { SmsMessageEntity } from '../sms/sms-message.entity';
import { toSmsDto } from '../sms/sms-message.dto';
import { UserEntity } from '../users/user.entity';
import { OrderEntity } from './order.entity';
import { toOrderView } from './order-view';
import { assertPageInRange } from '../../common/http/parse-page';
import { likeEscape, phoneDigits } from '../../common/http/search-text';
import { ORDERS_CONFIG, type OrdersConfig } from './orders.config';

const STATUS_SQL = orderStatusSql('o');

interface StatsRow {
  status: OrderStatus;
  orders_count: string;
  price_sum: string;
}

interface ListRow {
  id: number;
  created_at: Date;
  payment_date: string | null;
  document_price: string;
  status: OrderStatus;
  chat_id: number;
  document: string | null;
  user_name: string;
  user_phone: string;
}

/**
 * Reads of orders. Counts come from `order_stats` (kept by a trigger in the same transaction as every change,
 * see migration 1795300006000), rows from the status index, so list and stats stay fast at a million orders.
 */
@Injectable()
export class OrdersQueryService {
  constructor(
    private readonly db: DataSource,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {}

  async stats(): Promise<OrderStats> {
    const rows: StatsRow[] = await this.db.query('SELECT status, orders_count, price_sum FROM order_stats');
    const by = new Map(rows.map((r) => [r.status, r]));
    const n = (s: OrderStatus) => Number(by.get(s)?.orders_count ?? 0);
    const sum = (s: OrderStatus) => Number(by.get(s)?.price_sum ?? 0);
    return {
      total: rows.reduce((acc, r) => acc + Number(r.orders_count), 0),
      no_invoice: n('no_invoice'),
      pending: n('pending'),
      paid_in_work: n('paid_in_work'),
      completed: n('completed'),
      revenue: Math.round((sum('paid_in_work') + sum('completed')) * 100) / 100,
    };
  }

  async list(page: number, status: OrderListFilter, search = ''): Promise<OrderListResponse> {
    if (status === 'trash') return this.trash(page);
    if (search) return this.search(page, status, search);
    const perPage = DEFAULT_PAGE_SIZE;
    const countRows: { n: string }[] =
      status === 'all'
        ? await this.db.query('SELECT coalesce(sum(orders_count), 0) AS n FROM order_stats')
        : await this.db.query('SELECT orders_count AS n FROM order_stats WHERE status = $1', [status]);
    const total = Number(countRows[0]?.n ?? 0);
    const pagination = buildPagination(page, perPage, total);
    assertPageInRange(page, pagination.total_pages);
    const start = (page - 1) * perPage;
    if (start >= total) return { orders: [], pagination };
    const end = Math.min(start + perPage, total);

    // Page numbers, not cursors: read from whichever end of the index is nearer, so the last page is as cheap as the first.
    const fromEnd = start > total - end;
    const dir = fromEnd ? 'ASC' : 'DESC';
    const offset = fromEnd ? total - end : start;
    const params: unknown[] = [end - start, offset];
    const filter = status === 'all' ? '' : `AND (${STATUS_SQL}) = $3`;
    if (status !== 'all') params.push(status);
    // The page's ids come from an index-only scan (no heap reads while skipping the offset); then 10 rows are joined.
    const rows: ListRow[] = await this.db.query(
      `SELECT o.id, o.created_at, to_char(o.payment_date, 'YYYY-MM-DD') AS payment_date, o.document_price,
              ${STATUS_SQL} AS status, o.chat_id, c.document, u.name AS user_name, u.phone AS user_phone
         FROM (SELECT o.id FROM orders o
                WHERE o.deleted_at IS NULL ${filter}
                ORDER BY o.created_at ${dir}, o.id ${dir}
                LIMIT $1 OFFSET $2) p
         JOIN orders o ON o.id = p.id
         JOIN chats c ON c.id = o.chat_id
         JOIN users u ON u.id = c.user_id
        ORDER BY o.created_at DESC, o.id DESC`,
      params,
    );
    return { orders: rows.map(toListItem), pagination };
  }

  /**
   * Live orders whose client name contains the text, whose phone contains its digits, or whose number it is
   * ('123', '№123'), newest first. A searched list is small: counted with the page in one statement.
   */
  private async search(page: number, status: OrderListFilter, search: string): Promise<OrderListResponse> {
    const params: unknown[] = [`%${likeEscape(search)}%`];
    const conds = ['u.name ILIKE $1'];
    const digits = phoneDigits(search.replace(/^№\s*/, ''));
    if (digits) {
      params.push(`%${digits}%`);
      conds.push(`regexp_replace(u.phone, '\\D', '', 'g') LIKE $${params.length}`);
      if (/^\d{1,9}$/.test(digits)) {
        params.push(Number(digits));
        conds.push(`o.id = $${params.length}`);
      }
    }
    const filter = status === 'all' ? '' : `AND (${STATUS_SQL}) = $${params.push(status)}`;
    params.push(DEFAULT_PAGE_SIZE, (page - 1) * DEFAULT_PAGE_SIZE);
    const rows: Array<ListRow & { total: number }> = await this.db.query(
      `SELECT o.id, o.created_at, to_char(o.payment_date, 'YYYY-MM-DD') AS payment_date, o.document_price,
              ${STATUS_SQL} AS status, o.chat_id, c.document, u.name AS user_name, u.phone AS user_phone, count(*) OVER ()::int AS total
         FROM orders o JOIN chats c ON c.id = o.chat_id JOIN users u ON u.id = c.user_id
        WHERE o.deleted_at IS NULL AND (${conds.join(' OR ')}) ${filter}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = rows[0]?.total ?? 0;
    if (!rows.length && page > 1) {
      const [{ n }] = await this.db.query(
        `SELECT count(*)::int AS n FROM orders o JOIN chats c ON c.id = o.chat_id JOIN users u ON u.id = c.user_id
          WHERE o.deleted_at IS NULL AND (${conds.join(' OR ')}) ${filter}`,
        params.slice(0, -2),
      );
      total = n;
    }
    const pagination = buildPagination(page, DEFAULT_PAGE_SIZE, total);
    assertPageInRange(page, pagination.total_pages);
    return { orders: rows.map(toListItem), pagination };
  }

  /** 'Кошик': deleted orders, the most recently deleted first (a handful, so plain offset paging). */
  private async trash(page: number): Promise<OrderListResponse> {
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM orders WHERE deleted_at IS NOT NULL');
    const pagination = buildPagination(page, DEFAULT_PAGE_SIZE, n);
    assertPageInRange(page, pagination.total_pages);
    const rows: Array<ListRow & { deleted_at: Date }> = await this.db.query(
      `SELECT o.id, o.created_at, to_char(o.payment_date, 'YYYY-MM-DD') AS payment_date, o.document_price,
              ${STATUS_SQL} AS status, o.chat_id, c.document, u.name AS user_name, u.phone AS user_phone, o.deleted_at
         FROM orders o JOIN chats c ON c.id = o.chat_id JOIN users u ON u.id = c.user_id
        WHERE o.deleted_at IS NOT NULL
        ORDER BY o.deleted_at DESC, o.id DESC
        LIMIT $1 OFFSET $2`,
      [DEFAULT_PAGE_SIZE, (page - 1) * DEFAULT_PAGE_SIZE],
    );
    return { orders: rows.map((r) => ({ ...toListItem(r), deleted_at: new Date(r.deleted_at).toISOString() })), pagination };
  }

  async details(id: number): Promise<OrderDetails> {
    const m = this.db.manager;
    const order = await m.findOneBy(OrderEntity, { id });
    if (!order) throw new NotFoundException(ORDER_MESSAGES.notFound);
    const chat = await m.findOneByOrFail(ChatEntity, { id: order.chat_id });
    const [user, document, messages, sms] = await Promise.all([
      m.findOneByOrFail(UserEntity, { id: chat.user_id }),
      m.findOneBy(DocumentEntity, { order_id: order.id }),
      m.find(MessageEntity, { select: { id: true, message: true }, where: { chat_id: chat.id }, order: { id: 'ASC' } }),
      m
        .createQueryBuilder(SmsMessageEntity, 's')
        .where('s.order_id = :orderId OR s.user_id = :userId', { orderId: order.id, userId: chat.user_id })
        .orderBy('s.created_at', 'DESC')
        .addOrderBy('s.id', 'DESC')
        .getMany(),
    ]);
    const mail = chat.mail_data ?? { files: [], text: '' };
    return {
      order: toOrderView(order),
      user: { name: user.name, user_ip: user.user_ip, phone: user.phone },
      chat: {
        id: chat.id,
        document: chat.document,
        comment: chat.comment,
        mail_data: { files: mail.files ?? [], text: mail.text ?? '' },
        user: { name: user.name, phone: user.phone },
      },
      document: document
        ? { id: document.id, references: document.references ?? [], parsed_resources: document.parsed_resources, document_text: document.document_text }
        : null,
      characters_count: countCharacters({
        messages: messages.map((x) => x.message),
        comments: [chat.comment],
        parsedResources: document?.parsed_resources,
      }),
      characters_limit: this.config.charactersLimit,
      files_limit: this.config.filesLimit,
      sms_messages: sms.map(toSmsDto),
    };
  }
}

function toListItem(r: ListRow): OrderListItem {
  return {
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    payment_date: r.payment_date,
    document_price: Number(r.document_price),
    status: r.status,
    document: r.document,
    user: { name: r.user_name, phone: r.user_phone },
    chat_id: r.chat_id,
  };
}
