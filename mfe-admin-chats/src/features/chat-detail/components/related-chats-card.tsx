import { Link } from 'react-router-dom';
import { ADMIN_CHAT_MESSAGES, ROUTES, type AdminRelatedChat } from '@law/contracts';
import { formatDate } from '@law/ui';

/** 'Інші звернення клієнта': the same visitor's other chats and those of the same phone from another device. */
export function RelatedChatsCard({ chats }: { chats: AdminRelatedChat[] }) {
  if (chats.length === 0) return null;
  return (
    <section className="card ac-card" aria-labelledby="related-chats-heading">
      <h2 id="related-chats-heading" className="ac-card-title">
        {ADMIN_CHAT_MESSAGES.relatedChats}
      </h2>
      <ul className="ac-related">
        {chats.map((c) => (
          <li key={c.id}>
            <Link to={ROUTES.adminChat(c.id)}>
              {ADMIN_CHAT_MESSAGES.chatNumber(c.id)} · {formatDate(c.created_at)}
            </Link>
            <span className="muted"> · {c.user_name}{c.document ? ` · ${c.document}` : ''}{c.is_chat_finished ? '' : ` · ${ADMIN_CHAT_MESSAGES.ongoing}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
