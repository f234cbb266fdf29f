import { ADMIN_CHAT_MESSAGES } from '@law/contracts';
import { Pagination } from '@law/ui';
import { useChatListParams } from '../hooks/use-chat-list-params';
import { useChats } from '../hooks/use-chats';
import { ChatFilter } from './chat-filter';
import { ChatSearch } from './chat-search';
import { ChatsTable } from './chats-table';

export function ChatsListPage() {
  const [params, update] = useChatListParams();
  const { data, loading, failed } = useChats(params);

  return (
    <section className="ac-page" aria-labelledby="chats-heading">
      <header className="ac-page-header">
        <h1 id="chats-heading">Чати</h1>
        {data && <span className="muted ac-count">Усього: {data.pagination.total_count}</span>}
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
