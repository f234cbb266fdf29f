import { ORDER_STATUS_LABELS, type OrderStatus } from '@law/contracts';

/** The derived order status as a coloured pill with its Ukrainian label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-status order-status-${status}`}>{ORDER_STATUS_LABELS[status] ?? ORDER_STATUS_LABELS.unknown}</span>;
}
