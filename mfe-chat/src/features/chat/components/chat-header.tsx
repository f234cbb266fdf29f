import { chatSelectors } from '../stores/chat-selectors';
import { useChatStore } from '../stores/use-chat-store';
import { AgentAvatar } from './agent-avatar';

/** Agent avatar, name ('...' while unknown), online/offline dot and the close button. */
export function ChatHeader({ onClose }: { onClose: () => void }) {
  const name = useChatStore(chatSelectors.agentName);
  const avatar = useChatStore(chatSelectors.agentAvatar);
  const online = useChatStore(chatSelectors.isAgentOnline);
  const lawyer = useChatStore(chatSelectors.isLawyer);

  return (
    <header className="chat-header">
      <div className="chat-header-agent">
        <span className="chat-avatar-wrap">
          <AgentAvatar name={name} src={avatar} />
          <span className={`chat-presence ${online ? 'is-online' : 'is-offline'}`} aria-hidden="true" />
        </span>
        <div>
          <p className="chat-agent-name" data-testid="chat-agent-name">
            {name ?? '...'}
          </p>
          <p className="chat-agent-status" data-testid="chat-agent-status">
            {online ? 'онлайн' : 'офлайн'} · {lawyer ? 'юрист фірми' : 'юрист-консультант'}
          </p>
        </div>
      </div>
      <button type="button" className="chat-icon-btn chat-close" onClick={onClose} aria-label="Закрити чат">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6z" />
        </svg>
      </button>
    </header>
  );
}
