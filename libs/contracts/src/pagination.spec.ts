import { describe, expect, it } from '@jest/globals';
import { buildPagination, canGoToPage, pageWindow, shownRangeText } from './pagination';

describe('pagination rules', () => {
  it('shows five page numbers around the current page, shifted at the edges', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('ignores navigation outside 1..total_pages or to the current page', () => {
    const p = { current_page: 2, total_pages: 4 };
    expect(canGoToPage(0, p)).toBe(false);
    expect(canGoToPage(5, p)).toBe(false);
    expect(canGoToPage(2, p)).toBe(false);
    expect(canGoToPage(3, p)).toBe(true);
  });

  it('writes the shown range in Ukrainian', () => {
    expect(shownRangeText(buildPagination(2, 10, 25))).toBe('Показано від 11 до 20 з 25 результатів');
    expect(shownRangeText(buildPagination(1, 10, 0))).toBe('Показано від 0 до 0 з 0 результатів');
  });
});
