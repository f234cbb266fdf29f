import type { ChatDeliveryData } from '@law/contracts';
import { DetailList } from './detail-list';

const dash = (v: string | undefined) => (v && v.trim() ? v : '—');

export function DeliveryCard({ delivery }: { delivery: ChatDeliveryData | null }) {
  return (
    <section className="card ac-card" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="ac-card-title">
        Дані доставки
      </h2>
      {delivery?.city ? (
        <DetailList
          items={[
            { label: 'Місто', value: dash(delivery.city) },
            { label: 'Область', value: dash(delivery.city_area) },
            { label: 'Отримувач', value: dash(delivery.recipient_name) },
            { label: 'Телефон', value: dash(delivery.recipient_phone) },
            { label: 'Відділення', value: dash(delivery.warehouse) },
          ]}
        />
      ) : (
        <p className="muted">Дані доставки відсутні</p>
      )}
    </section>
  );
}
