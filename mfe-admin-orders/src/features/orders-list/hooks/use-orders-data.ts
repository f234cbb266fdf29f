import { useCallback, useEffect, useState } from 'react';
import { ORDER_MESSAGES, type OrderListResponse, type OrderStats } from '@law/contracts';
import { getOrderStats } from '../api/get-order-stats';
import { getOrders } from '../api/get-orders';
import type { OrdersQuery } from './use-orders-query';

export interface OrdersData {
  list: OrderListResponse | null;
  stats: OrderStats | null;
  loading: boolean;
  error: string | null;
}

/** The page of orders and the stat cards, fetched together; a newer query cancels the older one. */
export function useOrdersData({ page, status, search }: OrdersQuery): OrdersData & { reload: () => void } {
  const [state, setState] = useState<OrdersData>({ list: null, stats: null, loading: true, error: null });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.all([getOrders({ page, status, ...(search ? { search } : {}) }, controller.signal), getOrderStats(controller.signal)]).then(
      ([list, stats]) => setState({ list, stats, loading: false, error: null }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        console.error(e);
        setState((s) => ({ ...s, loading: false, error: ORDER_MESSAGES.listError }));
      },
    );
    return () => controller.abort();
  }, [page, status, search, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
