import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, deriveOrderStatus, type OrderDetails } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { OrderStatusBadge } from '../../../lib/order-status-badge';

interface Props {
  details: OrderDetails;
  onCheckMail: () => Promise<void>;
  onDelete: () => void;
}

/** Order number, derived status, creation date and the three actions. */
export function OrderHeader({ details, onCheckMail, onDelete }: Props) {
  const [checking, setChecking] = useState(false);
  const { order, chat } = details;
  const checkMail = async () => {
    setChecking(true);
    try {
      await onCheckMail();
    } finally {
      setChecking(false);
    }
  };
  return (
    <header className="order-header">
      <div className="order-header-title">
        <h1>Замовлення #{order.id}</h1>
        <OrderStatusBadge status={deriveOrderStatus(order)} />
        <p className="muted">Створено: {formatDateTime(order.created_at)}</p>
      </div>
      <div className="order-header-actions">
        <button type="button" className="btn btn-ghost" onClick={checkMail} disabled={checking}>
          {checking ? 'Перевірка пошти...' : 'Перевірити пошту'}
        </button>
        <Link className="btn btn-ghost" to={ROUTES.adminChat(chat.id)}>
          Переглянути чат
        </Link>
        <button type="button" className="btn btn-danger" onClick={onDelete}>
          Видалити
        </button>
      </div>
    </header>
  );
}
