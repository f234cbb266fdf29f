import { deriveOrderStatus, type Order } from '@law/contracts';
import type { OrderEntity } from './order.entity';

/** The API shape of an order; the status comes from the one rule in @law/contracts. */
export function toOrderView(e: OrderEntity): Order {
  return {
    id: e.id,
    chat_id: e.chat_id,
    created_at: new Date(e.created_at).toISOString(),
    payment_date: e.payment_date,
    invoice_tracking_number: e.invoice_tracking_number,
    documents_tracking_number: e.documents_tracking_number,
    document_price: Number(e.document_price),
    delivery_data: e.delivery_data,
    status: deriveOrderStatus(e),
  };
}

/** The fields an audit row keeps of an order. */
export function auditSnapshot(e: OrderEntity): Record<string, unknown> {
  return {
    chat_id: e.chat_id,
    payment_date: e.payment_date,
    invoice_tracking_number: e.invoice_tracking_number,
    documents_tracking_number: e.documents_tracking_number,
    document_price: Number(e.document_price),
    delivery_data: e.delivery_data,
    deleted_at: e.deleted_at ? new Date(e.deleted_at).toISOString() : null,
  };
}
