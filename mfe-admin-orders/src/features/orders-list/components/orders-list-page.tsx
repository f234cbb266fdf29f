import { COMMON_TEXTS, ORDER_MESSAGES } from '@law/contracts';
import { Pagination, SearchBox } from '@law/ui';
import { useOrdersData } from '../hooks/use-orders-data';
import { useOrdersQuery } from '../hooks/use-orders-query';
import { OrderStatCards } from './order-stat-cards';
import { OrdersTable } from './orders-table';
import { StatusFilter } from './status-filter';

/** /admin/dashboard/orders */
export function OrdersListPage() {
  const [query, setQuery] = useOrdersQuery();
  const { list, stats, loading, error, reload } = useOrdersData(query);
  const setStatus = (status: typeof query.status) => setQuery({ status, page: 1 });

  return (
    <div className="orders-page">
      <div className="orders-head">
        <h1>{ORDER_MESSAGES.listTitle}</h1>
        <StatusFilter value={query.status} onChange={setStatus} />
        <SearchBox
          className="orders-search"
          label={ORDER_MESSAGES.searchLabel}
          value={query.search}
          onSearch={(search) => setQuery({ search, page: 1 })}
        />
      </div>
      <OrderStatCards stats={stats} active={query.status} onSelect={setStatus} />
      {error && (
        <div className="orders-error" role="alert">
          <p className="form-error">{error}</p>
          {query.page > 1 && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setQuery({ page: 1 })}>
              {COMMON_TEXTS.firstPage}
            </button>
          )}
        </div>
      )}
      <div className="card orders-list-card" aria-busy={loading}>
        {list ? <OrdersTable orders={list.orders} trash={query.status === 'trash'} onRestored={reload} /> : !error && <p className="muted">Завантаження замовлень...</p>}
        {list && list.orders.length > 0 && <Pagination pagination={list.pagination} onPageChange={(page) => setQuery({ page })} />}
      </div>
    </div>
  );
}
