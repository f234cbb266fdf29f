import type { OrderDetailsUser } from '@law/contracts';

const UNKNOWN = 'Невідомо';

export function UserCard({ user }: { user: OrderDetailsUser }) {
  return (
    <section className="card order-card" aria-labelledby="order-user-title">
      <h2 id="order-user-title">Користувач</h2>
      <dl className="order-dl">
        <dt>Ім'я</dt>
        <dd>{user.name || UNKNOWN}</dd>
        <dt>IP</dt>
        <dd>{user.user_ip || UNKNOWN}</dd>
        <dt>Телефон</dt>
        <dd>{user.phone ? <a href={`tel:${user.phone}`}>{user.phone}</a> : UNKNOWN}</dd>
      </dl>
    </section>
  );
}
