import { LIVE_CHAT_MESSAGES } from '@law/contracts';
import { useLiveConnection } from '../hooks/use-live-connection';
import { useLiveInbox } from '../stores/live-inbox-store';

/** On the Chats tab: how many chats have visitor messages nobody has read yet. */
export function InboxBadge() {
  useLiveConnection();
  const waiting = useLiveInbox((s) => Object.keys(s.unread).length);
  if (waiting === 0) return null;
  return (
    <span className="ac-tab-badge" data-testid="chats-badge" aria-label={LIVE_CHAT_MESSAGES.liveBadge(waiting)} title={LIVE_CHAT_MESSAGES.liveBadge(waiting)}>
      {waiting}
    </span>
  );
}
