import { Pagination } from '@law/ui';
import { useOrdersData } from '../hooks/use-orders-data';
import { useOrdersQuery } from '../hooks/use-orders-query';
import { OrderStatCards } from './order-stat-cards';
import { OrdersTable } from './orders-table';
import { StatusFilter } from './status-filter';

/** /admin/dashboard/orders */
export function OrdersListPage() {
  const [query, setQuery] = useOrdersQuery();
  const { list, stats, loading, error } = useOrdersData(query);
  const setStatus = (status: typeof query.status) => setQuery({ status, page: 1 });

  return (
    <div className="orders-page">
      <div className="orders-head">
        <h1>Замовлення</h1>
        <StatusFilter value={query.status} onChange={setStatus} />
      </div>
      <OrderStatCards stats={stats} active={query.status} onSelect={setStatus} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="card orders-list-card" aria-busy={loading}>
        {list ? <OrdersTable orders={list.orders} /> : !error && <p className="muted">Завантаження замовлень...</p>}
        {list && list.orders.length > 0 && <Pagination pagination={list.pagination} onPageChange={(page) => setQuery({ page })} />}
      </div>
    </div>
  );
}
