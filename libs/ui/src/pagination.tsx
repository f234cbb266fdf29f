import { canGoToPage, pageWindow, shownRangeText, type Pagination as PaginationData } from '@law/contracts';

interface Props {
  pagination: PaginationData;
  onPageChange: (page: number) => void;
}

/** Previous/next, a window of five page numbers and 'Показано від X до Y з N результатів'. */
export function Pagination({ pagination, onPageChange }: Props) {
  const go = (page: number) => {
    if (canGoToPage(page, pagination)) onPageChange(page);
  };
  const { current_page: current, total_pages: total } = pagination;
  return (
    <nav className="pagination" aria-label="Сторінки">
      <p className="pagination-info">{shownRangeText(pagination)}</p>
      <div className="pagination-buttons">
        <button type="button" className="btn btn-ghost btn-small" onClick={() => go(current - 1)} disabled={current <= 1}>
          Попередня
        </button>
        {pageWindow(current, total).map((p) => (
          <button
            key={p}
            type="button"
            className={p === current ? 'btn btn-primary btn-small' : 'btn btn-ghost btn-small'}
            aria-current={p === current ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ))}
        <button type="button" className="btn btn-ghost btn-small" onClick={() => go(current + 1)} disabled={current >= total}>
          Наступна
        </button>
      </div>
    </nav>
  );
}
