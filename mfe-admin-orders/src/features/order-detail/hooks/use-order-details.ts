import { useCallback } from 'react';
import { useAbortableFetch } from '@law/ui';
import { ORDER_MESSAGES, type Order, type OrderDetails, type OrderDetailsChat } from '@law/contracts';
import { getOrder } from '../api/get-order';

export interface OrderDetailsState {
  details: OrderDetails | null;
  loading: boolean;
  error: string | null;
  /** Reloads without hiding the page. */
  reload: () => Promise<void>;
  /** Applies an updated order answered by an update call. */
  applyOrder: (order: Order) => void;
  applyChat: (patch: Partial<OrderDetailsChat>) => void;
}

/** Loads the order details; nothing is loaded for an invalid id. */
export function useOrderDetails(orderId: number | null): OrderDetailsState {
  const { data, loading, failed, reload, setData } = useAbortableFetch(
    (signal) => (orderId === null ? null : getOrder(orderId, signal)),
    [orderId],
    { what: 'order details', keep: false },
  );
  const applyOrder = useCallback((order: Order) => setData((d) => (d ? { ...d, order } : d)), [setData]);
  const applyChat = useCallback(
    (patch: Partial<OrderDetailsChat>) => setData((d) => (d ? { ...d, chat: { ...d.chat, ...patch } } : d)),
    [setData],
  );
  const error = orderId === null ? ORDER_MESSAGES.badOrderId : failed ? ORDER_MESSAGES.detailsError : null;
  return { details: data, loading: orderId !== null && loading, error, reload, applyOrder, applyChat };
}
