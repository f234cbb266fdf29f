import { Link } from 'react-router-dom';
import { CHAT_STATUS_LABELS, ROUTES, deriveChatStatus, type AdminChat } from '@law/contracts';
import { DetailList } from './detail-list';

export function ChatStatusCard({ chat }: { chat: AdminChat }) {
  const status = deriveChatStatus(chat);
  return (
    <section className="card ac-card" aria-labelledby="chat-status-heading">
      <h2 id="chat-status-heading" className="ac-card-title">
        Статус чату
      </h2>
      <p className="ac-status-line">
        <span className={`ac-badge ac-badge--${status}`} data-testid="chat-status">
          {CHAT_STATUS_LABELS[status]}
        </span>
      </p>
      <DetailList
        items={[
          { label: 'Розмову завершено', value: chat.is_chat_finished ? 'Так' : 'Ні' },
          { label: 'Опрацьовано', value: chat.is_processed ? 'Так' : 'Ні' },
          { label: 'Замовлення', value: chat.orders ? <Link to={ROUTES.adminOrder(chat.orders.id)}>№{chat.orders.id}</Link> : 'Немає' },
        ]}
      />
    </section>
  );
}
