import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [details, setDetails] = useState<OrderDetails | null>(null);
  const [loading, setLoading] = useState(orderId !== null);
  const [error, setError] = useState<string | null>(orderId === null ? ORDER_MESSAGES.badOrderId : null);
  const current = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    if (orderId === null) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    try {
      const d = await getOrder(orderId, controller.signal);
      if (controller.signal.aborted) return;
      setDetails(d);
      setError(null);
    } catch (e) {
      if (controller.signal.aborted) return;
      console.error(e);
      setError(ORDER_MESSAGES.detailsError);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [orderId]);

  useEffect(() => {
    if (orderId === null) {
      setDetails(null);
      setLoading(false);
      setError(ORDER_MESSAGES.badOrderId);
      return;
    }
    setDetails(null);
    setLoading(true);
    setError(null);
    void load();
    return () => current.current?.abort();
  }, [orderId, load]);

  const applyOrder = useCallback((order: Order) => setDetails((d) => (d ? { ...d, order } : d)), []);
  const applyChat = useCallback((patch: Partial<OrderDetailsChat>) => setDetails((d) => (d ? { ...d, chat: { ...d.chat, ...patch } } : d)), []);

  return { details, loading, error, reload: load, applyOrder, applyChat };
}
