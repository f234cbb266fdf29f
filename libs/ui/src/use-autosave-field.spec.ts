/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useAutosaveField, type AutosaveOptions } from './use-autosave-field';

type Save = (v: string) => Promise<string>;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(opts: Partial<AutosaveOptions<string>> & { save: Save }, stored = '') {
  return renderHook((props: { stored: string }) => useAutosaveField<string>({ ...opts, stored: props.stored }), {
    initialProps: { stored },
  });
}

describe('useAutosaveField', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves once, 1500 ms after the last change', async () => {
    const save = jest.fn<Save>((v) => Promise.resolve(v));
    const { result } = setup({ save });
    act(() => result.current.setValue('2045'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.setValue('20450000000001'));
    act(() => jest.advanceTimersByTime(1499));
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('20450000000001');
    expect(result.current.value).toBe('20450000000001');
  });

  it('is saving (input disabled) while the request is in flight', async () => {
    const pending = deferred<string>();
    const save = jest.fn<Save>(() => pending.promise);
    const { result } = setup({ save });
    act(() => result.current.setValue('500'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.saving).toBe(true);
    await act(async () => pending.resolve('500'));
    expect(result.current.saving).toBe(false);
    expect(result.current.value).toBe('500');
  });

  it('reverts to the last stored value when the save fails, and logs it', async () => {
    const onError = jest.fn();
    const save = jest.fn<Save>(() => Promise.reject(new Error('500')));
    const { result } = setup({ save, onError }, '20450000000001');
    act(() => result.current.setValue('20450000000009'));
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.value).toBe('20450000000001');
    expect(result.current.saving).toBe(false);
  });

  it('shows the value the server stored (normalised)', async () => {
    const save = jest.fn<Save>((v) => Promise.resolve(String(Number.parseInt(v, 10))));
    const { result } = setup({ save }, '100');
    act(() => result.current.setValue('250.75'));
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(result.current.value).toBe('250');
  });

  it('does not call the server when the value ends as it is stored', async () => {
    const save = jest.fn<Save>((v) => Promise.resolve(v));
    const { result } = setup({ save }, 'Позовна заява');
    act(() => result.current.setValue('Позовна'));
    act(() => result.current.setValue('Позовна заява'));
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves at once on commit (the clear button)', async () => {
    const save = jest.fn<Save>((v) => Promise.resolve(v));
    const { result } = setup({ save }, '2026-11-01');
    await act(async () => result.current.commit(''));
    expect(save).toHaveBeenCalledWith('');
    expect(result.current.value).toBe('');
  });

  it('does not save an invalid value and says why', async () => {
    const save = jest.fn<Save>((v) => Promise.resolve(v));
    const validate = (v: string) => (v === '' || /^\d{14}$/.test(v) ? null : '14 цифр');
    const { result } = setup({ save, validate });
    act(() => result.current.setValue('123'));
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(save).not.toHaveBeenCalled();
    expect(result.current.invalid).toBe('14 цифр');
    expect(result.current.value).toBe('123');
  });

  it('takes a reloaded server value when no edit is pending, but keeps a pending edit', async () => {
    const save = jest.fn<Save>((v) => Promise.resolve(v));
    const { result, rerender } = setup({ save }, 'a');
    rerender({ stored: 'b' });
    expect(result.current.value).toBe('b');
    act(() => result.current.setValue('mine'));
    rerender({ stored: 'c' });
    expect(result.current.value).toBe('mine');
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(save).toHaveBeenCalledWith('mine');
  });

  it('flushes a pending change when the field unmounts', () => {
    const save = jest.fn<Save>((v) => Promise.resolve(v));
    const { result, unmount } = setup({ save });
    act(() => result.current.setValue('20450000000001'));
    unmount();
    expect(save).toHaveBeenCalledWith('20450000000001');
  });
});
