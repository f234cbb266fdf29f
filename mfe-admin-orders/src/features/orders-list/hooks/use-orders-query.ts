import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseOrderListFilter, type OrderListFilter } from '@law/contracts';

export interface OrdersQuery {
  page: number;
  status: OrderListFilter;
  /** Client name, phone or order number ('' for none). */
  search: string;
}

/** Reads page, status and search from the URL query (bad values fall back to page 1 / all). */
export function parseOrdersQuery(params: URLSearchParams): OrdersQuery {
  const rawPage = Number(params.get('page'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const status = parseOrderListFilter(params.get('status')) ?? 'all';
  return { page, status, search: (params.get('search') ?? '').trim() };
}

/** The list's state lives in the URL, so back/forward and shared links keep the filter and page. */
export function useOrdersQuery(): [OrdersQuery, (next: Partial<OrdersQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseOrdersQuery(params);
  const update = useCallback(
    (next: Partial<OrdersQuery>) => {
      setParams((prev) => {
        const merged = { ...parseOrdersQuery(prev), ...next };
        const out = new URLSearchParams();
        if (merged.page > 1) out.set('page', String(merged.page));
        if (merged.status !== 'all') out.set('status', merged.status);
        if (merged.search) out.set('search', merged.search);
        return out;
      });
    },
    [setParams],
  );
  return [query, update];
}
