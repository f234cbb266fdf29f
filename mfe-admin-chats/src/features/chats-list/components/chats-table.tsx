import type { AdminChatListItem } from '@law/contracts';
import { AdminTable } from '@law/ui';
import { ChatRow } from './chat-row';

const COLUMNS = ['ID', 'Користувач', 'Створено', 'Статус', 'Документ', 'Дії'] as const;

export function ChatsTable({ chats, busy }: { chats: AdminChatListItem[]; busy: boolean }) {
  return (
    <AdminTable caption="Чати" columns={COLUMNS} items={chats} busy={busy} empty="Чатів не знайдено" prefix="ac" row={(c) => <ChatRow key={c.id} chat={c} />} />
  );
}
