/**
 * @jest-environment jsdom
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('returns the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('іва', 1000));
    expect(result.current).toBe('іва');
  });

  it('applies a new value only after 1000 ms without changes', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), { initialProps: { v: '' } });
    rerender({ v: 'Ол' });
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(result.current).toBe('');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe('Ол');
  });

  it('restarts the wait on every change, so typing never fires early', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), { initialProps: { v: '' } });
    for (const v of ['+', '+3', '+38', '+380']) {
      rerender({ v });
      act(() => {
        jest.advanceTimersByTime(600);
      });
      expect(result.current).toBe('');
    }
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(result.current).toBe('+380');
  });
});
