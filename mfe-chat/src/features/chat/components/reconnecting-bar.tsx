import { CHAT_MESSAGES } from '@law/contracts';
import { chatSelectors } from '../stores/chat-selectors';
import { useChatStore } from '../stores/use-chat-store';

/**
 * "Reconnecting… the message will be sent automatically" above the input while the link or the server's database
 * is being restored. The live region itself always stays in the page: screen readers announce text added to a
 * region they already know more reliably than a region that appears together with its text.
 */
export function ReconnectingBar() {
  const reconnecting = useChatStore(chatSelectors.isReconnecting);
  return (
    <div className="chat-reconnecting-region" role="status" aria-live="polite">
      {reconnecting && (
        <p className="chat-reconnecting">
          <span className="chat-reconnecting-dot" aria-hidden="true" />
          {CHAT_MESSAGES.reconnecting}
        </p>
      )}
    </div>
  );
}
