import { useEffect } from 'react';
import { ADMIN_CHAT_MESSAGES, DEFAULT_PAGE_SIZE, buildPagination } from '@law/contracts';
import { Pagination } from '@law/ui';
import { useChatListParams } from '../hooks/use-chat-list-params';
import { useChats } from '../hooks/use-chats';
import { ChatFilter } from './chat-filter';
import { ChatSearch } from './chat-search';
import { ChatsTable } from './chats-table';
import { useLiveConnection } from '../../../lib/live-inbox/hooks/use-live-connection';
import { liveInbox } from '../../../lib/live-inbox/stores/live-inbox-store';
import { NotificationsToggle } from '../../../lib/live-inbox/components/notifications-toggle';

export function ChatsListPage() {
  const [params, update] = useChatListParams();
  const { data, loading, failed, update: updatePage } = useChats(params);
  useLiveConnection();

  // Live: a new chat appears at the top of the first page of 'В роботі' / 'Усі'; a changed row is replaced in place.
  useEffect(() => {
    const offCreated = liveInbox.on('chat_created', ({ chat }) => {
      liveInbox.remember(chat.id, chat.held_by !== null);
      if (params.page !== 1 || params.search || params.status === 'processed') return;
      updatePage((d) => {
        if (d.chats.some((c) => c.id === chat.id)) return d;
        const total = d.pagination.total_count + 1;
        return { chats: [chat, ...d.chats].slice(0, DEFAULT_PAGE_SIZE), pagination: buildPagination(1, DEFAULT_PAGE_SIZE, total) };
      });
    });
    const offUpdated = liveInbox.on('chat_updated', ({ chat }) => {
      updatePage((d) => (d.chats.some((c) => c.id === chat.id) ? { ...d, chats: d.chats.map((c) => (c.id === chat.id ? chat : c)) } : d));
    });
    return () => {
      offCreated();
      offUpdated();
    };
  }, [params.page, params.search, params.status, updatePage]);

  useEffect(() => {
    for (const c of data?.chats ?? []) liveInbox.remember(c.id, c.held_by !== null);
  }, [data]);

  return (
    <section className="ac-page" aria-labelledby="chats-heading">
      <header className="ac-page-header">
        <h1 id="chats-heading">Чати</h1>
        {data && <span className="muted ac-count">Усього: {data.pagination.total_count}</span>}
        <NotificationsToggle />
      </header>
      <div className="ac-toolbar">
        <ChatFilter value={params.status} onChange={(status) => update({ status, page: 1 })} />
        <ChatSearch value={params.search} onSearch={(search) => update({ search, page: 1 })} />
      </div>
      {failed ? (
        <div className="ac-error" role="alert">
          <p className="form-error">{ADMIN_CHAT_MESSAGES.listError}</p>
          {params.page > 1 && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => update({ page: 1 })}>
              На першу сторінку
            </button>
          )}
        </div>
      ) : data ? (
        <>
          <ChatsTable chats={data.chats} busy={loading} />
          <Pagination pagination={data.pagination} onPageChange={(page) => update({ page })} />
        </>
      ) : (
        <p className="muted ac-loading" aria-busy="true">
          Завантаження чатів...
        </p>
      )}
    </section>
  );
}
