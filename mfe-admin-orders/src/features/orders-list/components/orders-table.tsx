import { Link } from 'react-router-dom';
import { ORDER_MESSAGES, ROUTES, type OrderListItem } from '@law/contracts';
import { RestoreOrderButton } from './restore-order-button';
import { formatDateTime, formatMoney } from '@law/ui';
import { formatCalendarDate } from '../../../lib/format-payment-date';
import { OrderStatusBadge } from '../../../lib/order-status-badge';

export function OrdersTable({ orders, trash = false, onRestored }: { orders: OrderListItem[]; trash?: boolean; onRestored?: () => void }) {
  if (orders.length === 0) return <p className="orders-empty muted">{trash ? ORDER_MESSAGES.trashEmpty : ORDER_MESSAGES.empty}</p>;
  return (
    <div className="orders-table-wrap">
      <table className="table orders-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Створено</th>
            <th scope="col">Оплата</th>
            <th scope="col">Користувач</th>
            <th scope="col">Документ</th>
            <th scope="col">Ціна</th>
            <th scope="col">Статус</th>
            <th scope="col">
              <span className="visually-hidden">Дії</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className={`order-row order-row-${o.status}`}>
              <td data-label="ID">#{o.id}</td>
              <td data-label="Створено">{formatDateTime(o.created_at)}</td>
              <td data-label="Оплата">{o.payment_date ? formatCalendarDate(o.payment_date) : <span className="muted">{ORDER_MESSAGES.notPaid}</span>}</td>
              <td data-label="Користувач">
                <div>{o.user.name}</div>
                <div className="muted">{o.user.phone}</div>
              </td>
              <td data-label="Документ">{o.document || <span className="muted">—</span>}</td>
              <td data-label="Ціна" className="orders-price">
                {formatMoney(o.document_price)}
              </td>
              <td data-label="Статус">
                <OrderStatusBadge status={o.status} />
              </td>
              <td>
                {trash ? (
                  <RestoreOrderButton orderId={o.id} onRestored={() => onRestored?.()} />
                ) : (
                  <Link className="btn btn-ghost btn-small" to={ROUTES.adminOrder(o.id)} aria-label={`Переглянути замовлення #${o.id}`}>
                    Переглянути
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
