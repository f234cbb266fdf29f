import type { AdminChatUser } from '@law/contracts';
import { DetailList } from './detail-list';

const UNKNOWN = 'Невідомо';
const orUnknown = (v: string | null | undefined) => (v && v.trim() ? v : UNKNOWN);

export function UserInfoCard({ user }: { user: AdminChatUser }) {
  return (
    <section className="card ac-card" aria-labelledby="user-info-heading">
      <h2 id="user-info-heading" className="ac-card-title">
        Користувач
      </h2>
      <DetailList
        items={[
          { label: "Ім'я", value: orUnknown(user.name) },
          { label: 'IP', value: orUnknown(user.user_ip) },
          { label: 'Телефон', value: user.phone ? <a href={`tel:${user.phone}`}>{user.phone}</a> : UNKNOWN },
          { label: 'Населений пункт', value: orUnknown(user.city) },
        ]}
      />
    </section>
  );
}
