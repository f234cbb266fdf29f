/** Spec section 4, "Order status (derived, not stored)". */
export type OrderStatus = 'no_invoice' | 'pending' | 'paid_in_work' | 'completed' | 'unknown';
export type OrderStatusFilter = Exclude<OrderStatus, 'unknown'> | 'all';

/** The status filters of the orders list, in the order the back office shows them (every live order first). */
export const ORDER_STATUS_FILTERS: readonly OrderStatusFilter[] = ['all', 'no_invoice', 'pending', 'paid_in_work', 'completed'];
/** Every value `?status=` of GET /api/admin/orders accepts: a status filter or the trash (OrderListFilter). */
export const ORDER_LIST_FILTERS: readonly (OrderStatusFilter | 'trash')[] = [...ORDER_STATUS_FILTERS, 'trash'];

/** `?status=` as the list reads it: a known filter, otherwise undefined. */
export function parseOrderListFilter(raw: unknown): OrderStatusFilter | 'trash' | undefined {
  return ORDER_LIST_FILTERS.find((f) => f === raw);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  no_invoice: 'Не відправлено рахунок',
  pending: 'Очікують оплати',
  paid_in_work: 'Оплачені в роботі',
  completed: 'Завершені',
  unknown: 'Невідомо',
};

export interface OrderStatusFields {
  invoice_tracking_number: string | null;
  payment_date: string | null;
  documents_tracking_number: string | null;
}

export function deriveOrderStatus(o: OrderStatusFields): OrderStatus {
  if (!o.invoice_tracking_number) return o.payment_date || o.documents_tracking_number ? 'unknown' : 'no_invoice';
  if (!o.payment_date) return o.documents_tracking_number ? 'unknown' : 'pending';
  if (!o.documents_tracking_number) return 'paid_in_work';
  return 'completed';
}

/**
 * The same rule as SQL, so list filters and stats agree with deriveOrderStatus.
 * `t` is the orders table alias.
 */
export function orderStatusSql(t: string): string {
  const inv = `NULLIF(${t}.invoice_tracking_number, '')`;
  const paid = `${t}.payment_date`;
  const docs = `NULLIF(${t}.documents_tracking_number, '')`;
  return `CASE
    WHEN ${inv} IS NULL AND ${paid} IS NULL AND ${docs} IS NULL THEN 'no_invoice'
    WHEN ${inv} IS NOT NULL AND ${paid} IS NULL AND ${docs} IS NULL THEN 'pending'
    WHEN ${inv} IS NOT NULL AND ${paid} IS NOT NULL AND ${docs} IS NULL THEN 'paid_in_work'
    WHEN ${inv} IS NOT NULL AND ${paid} IS NOT NULL AND ${docs} IS NOT NULL THEN 'completed'
    ELSE 'unknown' END`;
}
