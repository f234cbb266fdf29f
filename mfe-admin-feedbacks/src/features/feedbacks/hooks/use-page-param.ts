import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list page lives in the URL (?page=N) so back/forward and reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = Number(query.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setQuery((current) => {
        const q = new URLSearchParams(current);
        if (next > 1) q.set('page', String(next));
        else q.delete('page');
        return q;
      }),
    [setQuery],
  );
  return [page, setPage];
}
