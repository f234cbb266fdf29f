import { Link } from 'react-router-dom';
import { ROUTES, type AdminChatDetails } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { CheckMailButton } from './check-mail-button';
import { OrderButton } from './order-button';
import { ProcessedSwitch } from './processed-switch';
import { PromptCopyButton } from './prompt-copy-button';

interface Props {
  details: AdminChatDetails;
  reload: () => Promise<void>;
  onProcessedSaved: (value: boolean) => void;
}

export function ChatDetailHeader({ details, reload, onProcessedSaved }: Props) {
  const { chat, user } = details;
  return (
    <header className="ac-detail-header">
      <Link className="ac-back" to={ROUTES.adminChats}>
        ← До списку чатів
      </Link>
      <div className="ac-detail-title">
        <h1>Чат №{chat.id}</h1>
        <span className="muted">Створено {formatDateTime(chat.created_at)}</span>
      </div>
      <div className="ac-detail-actions">
        <ProcessedSwitch chatId={chat.id} value={chat.is_processed} hasOrder={Boolean(chat.orders)} onSaved={onProcessedSaved} />
        <CheckMailButton chatId={chat.id} onDone={reload} />
        <PromptCopyButton details={details} />
        <OrderButton chat={chat} user={user} onCreated={() => void reload()} />
      </div>
    </header>
  );
}
