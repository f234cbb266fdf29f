import { useState } from 'react';
import type { Order, OrderDetails } from '@law/contracts';
import { DeliveryEditModal } from './delivery-edit-modal';

interface Props {
  details: OrderDetails;
  onSaved: (order: Order) => void;
}

const UNKNOWN = 'Невідомо';

/** Nova Poshta delivery of the order; shown only when the delivery has a city. */
export function DeliveryCard({ details, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const d = details.order.delivery_data;
  if (!d?.city) return null;
  return (
    <section className="card order-card" aria-labelledby="order-delivery-title">
      <div className="order-card-head">
        <h2 id="order-delivery-title">Доставка</h2>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setEditing(true)}>
          Редагувати
        </button>
      </div>
      <dl className="order-dl">
        <dt>Місто</dt>
        <dd>{d.city}</dd>
        <dt>Область</dt>
        <dd>{d.city_area || UNKNOWN}</dd>
        <dt>Отримувач</dt>
        <dd>{d.recipient_name || UNKNOWN}</dd>
        <dt>Телефон</dt>
        <dd>{d.recipient_phone || UNKNOWN}</dd>
        <dt>Відділення</dt>
        <dd>{d.warehouse || UNKNOWN}</dd>
      </dl>
      {editing && (
        <DeliveryEditModal
          orderId={details.order.id}
          current={d}
          recipientPhone={d.recipient_phone || details.user.phone}
          onClose={() => setEditing(false)}
          onSaved={(order) => {
            setEditing(false);
            onSaved(order);
          }}
        />
      )}
    </section>
  );
}
