import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ORDER_MESSAGES, type Order, type OrderDeliveryData, type TrackingType } from '@law/contracts';
import { AuditService } from '../audit/audit.service';
import type { ChatEntity } from '../chat/chat.entity';
import { ChatRecordsService } from '../chat/chat-records.service';
import { DocumentsService } from '../documents/documents.service';
import { UsersService } from '../users/users.service';
import { OrderEntity } from './order.entity';
import { auditSnapshot, toOrderView } from './order-view';
import type { CreateOrderDto } from './dto/create-order.dto';
import type { DeliveryDataDto } from './dto/delivery-data.dto';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  return err?.code === UNIQUE_VIOLATION || err?.driverError?.code === UNIQUE_VIOLATION;
}

/** The chat's copy of the delivery data (spec section 3: city, city_area, recipient_name, recipient_phone, warehouse). */
function chatDelivery(d: OrderDeliveryData): ChatEntity['delivery_data'] {
  return { city: d.city, city_area: d.city_area, recipient_name: d.recipient_name, recipient_phone: d.recipient_phone, warehouse: d.warehouse };
}

/**
 * Order changes. Each runs in one transaction with its audit row: the row is locked, the change written,
 * the audit recorded; the order_stats trigger updates the counters in the same transaction.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly chats: ChatRecordsService,
    private readonly users: UsersService,
    private readonly documents: DocumentsService,
  ) {}

  async create(dto: CreateOrderDto, actor: string): Promise<{ order_id: number }> {
    try {
      return await this.db.transaction(async (m) => {
        const chat = await this.chats.lockForEdit(m, dto.chat_id);
        if (!chat) throw new NotFoundException(ORDER_MESSAGES.chatNotFound);
        if (await this.hasLiveOrder(m, chat.id)) throw new ConflictException(ORDER_MESSAGES.alreadyExists);
        const delivery = orderDelivery(dto.delivery_data, await this.phoneOf(m, chat.user_id));
        const order = await m.save(m.create(OrderEntity, { chat_id: chat.id, document_price: dto.document_price, delivery_data: delivery }));
        const document = await this.documents.createFor(m, order.id);
        await this.chats.setDeliveryData(m, chat.id, chatDelivery(delivery));
        await this.audit.record(
          { actor, action: 'order.create', entity: 'order', entityId: order.id, before: null, after: { ...auditSnapshot(order), document_id: document.id } },
          m,
        );
        return { order_id: order.id };
      });
    } catch (e) {
      // Two creates racing past the check: the partial unique index orders_chat_id_live decides.
      if (isUniqueViolation(e)) throw new ConflictException(ORDER_MESSAGES.alreadyExists);
      throw e;
    }
  }

  /** The case note lives on the chat, so the chat screen and the order screen show the same comment. */
  async updateComment(id: number, comment: string, actor: string): Promise<Order> {
    return this.db.transaction(async (m) => {
      const order = await this.lockLive(m, id);
      const chat = await this.lockChatOf(m, order);
      const next = comment.trim() === '' ? null : comment;
      await this.chats.setComment(m, chat.id, next);
      await this.audit.record({ actor, action: 'order.update_comment', entity: 'chat', entityId: chat.id, before: { comment: chat.comment, order_id: id }, after: { comment: next, order_id: id } }, m);
      return toOrderView(order);
    });
  }

  async updateDelivery(id: number, d: DeliveryDataDto, actor: string): Promise<Order> {
    return this.db.transaction(async (m) => {
      const order = await this.lockLive(m, id);
      const chat = await this.lockChatOf(m, order);
      const delivery = orderDelivery(d, d.recipient_phone || (await this.phoneOf(m, chat.user_id)));
      return this.change(m, order, { delivery_data: delivery }, 'order.update_delivery', actor, async () => {
        await this.chats.setDeliveryData(m, chat.id, chatDelivery(delivery));
      });
    });
  }

  async updatePrice(id: number, price: number, actor: string): Promise<Order> {
    return this.db.transaction(async (m) => this.change(m, await this.lockLive(m, id), { document_price: price }, 'order.update_price', actor));
  }

  async setPaymentDate(id: number, date: string | null, actor: string): Promise<Order> {
    return this.db.transaction(async (m) => this.change(m, await this.lockLive(m, id), { payment_date: date }, 'order.set_payment_date', actor));
  }

  async setTrackingNumber(id: number, type: TrackingType, value: string | null, actor: string): Promise<Order> {
    const patch: Partial<OrderEntity> = type === 'invoice' ? { invoice_tracking_number: value } : { documents_tracking_number: value };
    return this.db.transaction(async (m) => this.change(m, await this.lockLive(m, id), patch, `order.set_${type}_tracking_number`, actor));
  }

  /** Soft delete: the order leaves the product (list, stats, detail) but stays in the table, recoverable. */
  async remove(id: number, actor: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const order = await this.lockLive(m, id);
      await m.softDelete(OrderEntity, { id });
      await this.audit.record({ actor, action: 'order.delete', entity: 'order', entityId: id, before: auditSnapshot(order), after: { deleted: true } }, m);
    });
  }

  /** Back from the trash, unless the chat has another live order by now (409); audited. */
  async restore(id: number, actor: string): Promise<{ id: number }> {
    return this.db.transaction(async (m) => {
      const rows: Array<{ chat_id: number }> = await m.query('SELECT chat_id FROM orders WHERE id = $1 AND deleted_at IS NOT NULL FOR UPDATE', [id]);
      if (!rows.length) throw new NotFoundException(ORDER_MESSAGES.notInTrash);
      const [{ live }] = await m.query('SELECT EXISTS (SELECT 1 FROM orders WHERE chat_id = $1 AND deleted_at IS NULL) AS live', [rows[0].chat_id]);
      if (live) throw new ConflictException(ORDER_MESSAGES.restoreConflict);
      await m.query('UPDATE orders SET deleted_at = NULL WHERE id = $1', [id]);
      await this.audit.record({ actor, action: 'order.restore', entity: 'order', entityId: id, before: { deleted: true }, after: { deleted: false } }, m);
      return { id };
    });
  }

  /** Whether the chat has a live (not deleted) order; in `m`'s transaction. */
  async hasLiveOrder(m: EntityManager, chatId: number): Promise<boolean> {
    return m.exists(OrderEntity, { where: { chat_id: chatId } });
  }

  private async lockChatOf(m: EntityManager, order: OrderEntity) {
    const chat = await this.chats.lockForEdit(m, order.chat_id);
    if (!chat) throw new NotFoundException(ORDER_MESSAGES.chatNotFound);
    return chat;
  }

  private async phoneOf(m: EntityManager, userId: string): Promise<string> {
    const user = await this.users.findById(userId, m);
    if (!user) throw new NotFoundException(ORDER_MESSAGES.chatNotFound);
    return user.phone;
  }

  /** A live order, row-locked until the transaction ends; 404 when unknown or deleted. */
  async lockLive(m: EntityManager, id: number): Promise<OrderEntity> {
    const order = await m.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw new NotFoundException(ORDER_MESSAGES.notFound);
    return order;
  }

  private async change(
    m: EntityManager,
    order: OrderEntity,
    patch: Partial<OrderEntity>,
    action: string,
    actor: string,
    alsoDo?: () => Promise<void>,
  ): Promise<Order> {
    const before = auditSnapshot(order);
    await m.update(OrderEntity, { id: order.id }, patch);
    if (alsoDo) await alsoDo();
    const after = await m.findOneByOrFail(OrderEntity, { id: order.id });
    await this.audit.record({ actor, action, entity: 'order', entityId: order.id, before, after: auditSnapshot(after) }, m);
    return toOrderView(after);
  }
}

/** The delivery data an order stores: carrier refs trimmed (empty when absent), recipient name on single spaces. */
function orderDelivery(d: Omit<DeliveryDataDto, 'recipient_phone'>, recipientPhone: string): OrderDeliveryData {
  return {
    city: d.city,
    city_area: d.city_area,
    city_ref: d.city_ref?.trim() ?? '',
    warehouse: d.warehouse,
    warehouse_ref: d.warehouse_ref?.trim() ?? '',
    recipient_name: d.recipient_name.replace(/\s+/g, ' '),
    recipient_phone: recipientPhone,
  };
}
