export interface Pagination {
  current_page: number;
  per_page: number;
  total_pages: number;
  total_count: number;
}

/** The texts every paged list answers with (chats, orders, feedbacks): written once. */
export const LIST_MESSAGES = {
  badPage: 'Невірний номер сторінки',
  badStatus: 'Невірний статус фільтра',
} as const;

export const DEFAULT_PAGE_SIZE = 10;
/** Pages shown either side of the current one. */
export const PAGE_WINDOW_RADIUS = 2;

export function buildPagination(page: number, perPage: number, totalCount: number): Pagination {
  return {
    current_page: page,
    per_page: perPage,
    total_pages: Math.max(1, Math.ceil(totalCount / perPage)),
    total_count: totalCount,
  };
}

/**
 * The page numbers to show: current ±2, five numbers where the page count allows,
 * shifted at the edges so the window stays five wide.
 */
export function pageWindow(current: number, totalPages: number, radius = PAGE_WINDOW_RADIUS): number[] {
  const width = radius * 2 + 1;
  if (totalPages <= width) return Array.from({ length: Math.max(totalPages, 0) }, (_, i) => i + 1);
  let start = Math.max(1, current - radius);
  const end = Math.min(totalPages, start + width - 1);
  start = Math.max(1, end - width + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** A page change is ignored outside 1..total_pages or to the current page. */
export function canGoToPage(target: number, p: Pick<Pagination, 'current_page' | 'total_pages'>): boolean {
  return Number.isInteger(target) && target >= 1 && target <= p.total_pages && target !== p.current_page;
}

/** 'Показано від X до Y з N результатів' */
export function shownRangeText(p: Pagination): string {
  const from = p.total_count === 0 ? 0 : (p.current_page - 1) * p.per_page + 1;
  const to = Math.min(p.current_page * p.per_page, p.total_count);
  return `Показано від ${from} до ${to} з ${p.total_count} результатів`;
}
