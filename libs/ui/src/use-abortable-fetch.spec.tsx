/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAbortableFetch } from './use-abortable-fetch';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAbortableFetch', () => {
  it('a newer run aborts the older one, whose late answer is ignored', async () => {
    const calls: { signal: AbortSignal; d: ReturnType<typeof deferred<string>> }[] = [];
    const load = (signal: AbortSignal) => {
      const d = deferred<string>();
      calls.push({ signal, d });
      return d.promise;
    };
    const { result, rerender } = renderHook(({ id }) => useAbortableFetch(load, [id], { what: 't' }), { initialProps: { id: 1 } });
    expect(result.current.loading).toBe(true);
    rerender({ id: 2 });
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => calls[1].d.resolve('two'));
    await act(async () => calls[0].d.resolve('one'));
    expect(result.current).toMatchObject({ data: 'two', loading: false, failed: false });
  });

  it('keeps the shown data while the next loads, or clears it with keep: false', async () => {
    for (const keep of [true, false]) {
      let n = 0;
      const { result, rerender } = renderHook(({ id }) => useAbortableFetch(async () => `v${id}-${++n}`, [id], { what: 't', keep }), { initialProps: { id: 1 } });
      await waitFor(() => expect(result.current.data).toBe('v1-1'));
      rerender({ id: 2 });
      expect(result.current.data).toBe(keep ? 'v1-1' : null);
      await waitFor(() => expect(result.current.data).toBe('v2-2'));
    }
  });

  it('a failure is failed with no data; reload fetches again without loading; null means nothing to fetch', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { result } = renderHook(() => useAbortableFetch(async () => (fail ? Promise.reject(new Error('x')) : 'ok'), [], { what: 't' }));
    await waitFor(() => expect(result.current).toMatchObject({ data: null, failed: true, loading: false }));
    fail = false;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'ok', failed: false, loading: false });
    const none = renderHook(() => useAbortableFetch(() => null, [], { what: 't' }));
    await waitFor(() => expect(none.result.current.loading).toBe(false));
    expect(none.result.current.data).toBeNull();
  });
});
