import type { AdminChatListItem } from '@law/contracts';
import { ChatRow } from './chat-row';

export function ChatsTable({ chats, busy }: { chats: AdminChatListItem[]; busy: boolean }) {
  return (
    <div className="ac-table-wrap card" aria-busy={busy}>
      <table className="table ac-table">
        <caption className="visually-hidden">Чати</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Користувач</th>
            <th scope="col">Створено</th>
            <th scope="col">Статус</th>
            <th scope="col">Документ</th>
            <th scope="col">Дії</th>
          </tr>
        </thead>
        <tbody>
          {chats.length === 0 ? (
            <tr>
              <td colSpan={6} className="ac-empty">
                Чатів не знайдено
              </td>
            </tr>
          ) : (
            chats.map((c) => <ChatRow key={c.id} chat={c} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
