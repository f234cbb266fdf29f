import { ORDER_MESSAGES, type OrderListResponse, type OrderStats } from '@law/contracts';
import { useAbortableFetch } from '@law/ui';
import { getOrderStats } from '../api/get-order-stats';
import { getOrders } from '../api/get-orders';
import type { OrdersQuery } from './use-orders-query';

export interface OrdersData {
  list: OrderListResponse | null;
  stats: OrderStats | null;
  loading: boolean;
  error: string | null;
}

const fetchBoth = ({ page, status, search }: OrdersQuery, signal: AbortSignal) =>
  Promise.all([getOrders({ page, status, ...(search ? { search } : {}) }, signal), getOrderStats(signal)]);

/** The page of orders and the stat cards, fetched together; a newer query cancels the older one. */
export function useOrdersData(query: OrdersQuery): OrdersData & { reload: () => void } {
  const { page, status, search } = query;
  const { data, loading, failed, reload } = useAbortableFetch((signal) => fetchBoth(query, signal), [page, status, search], { what: 'orders list' });
  return { list: data?.[0] ?? null, stats: data?.[1] ?? null, loading, error: failed ? ORDER_MESSAGES.listError : null, reload: () => void reload() };
}
