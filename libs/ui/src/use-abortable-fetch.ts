import { useCallback, useEffect, useRef, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';

export interface AbortableFetch<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  /** Fetches again without hiding what is shown (no `loading`); resolves when the answer is in. */
  reload: () => Promise<void>;
  /** A local change after a successful action (e.g. a saved comment), without a refetch. */
  setData: Dispatch<SetStateAction<T | null>>;
}

export interface AbortableFetchOptions {
  /** Named in the console line of a failed fetch. */
  what: string;
  /** Keep the old data on screen while the next one loads (lists); false clears it (a detail page of another id). */
  keep?: boolean;
}

/**
 * The one fetch-with-abort of the back office: `load` runs whenever `deps` change, a newer run aborts the older
 * one, an aborted run never touches state. `load` returns null when there is nothing to fetch (an invalid id).
 */
export function useAbortableFetch<T>(
  load: (signal: AbortSignal) => Promise<T> | null,
  deps: DependencyList,
  { what, keep = true }: AbortableFetchOptions,
): AbortableFetch<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const current = useRef<AbortController | null>(null);
  const latest = useRef(load);
  latest.current = load;

  const run = useCallback(
    async (silent: boolean) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const pending = latest.current(controller.signal);
      if (!pending) {
        setLoading(false);
        return;
      }
      if (!silent) setLoading(true);
      try {
        const answer = await pending;
        if (controller.signal.aborted) return;
        setData(answer);
        setFailed(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(what, error);
        setFailed(true);
        if (!silent) setData(null);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    },
    [what],
  );

  useEffect(() => {
    if (!keep) setData(null);
    void run(false);
    return () => current.current?.abort();
    // `load` is read through a ref: the caller's deps say when to fetch again.
  }, deps);

  const reload = useCallback(() => run(true), [run]);
  return { data, loading, failed, reload, setData };
}
