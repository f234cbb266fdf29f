import { ADMIN_FEEDBACK_MESSAGES } from '@law/contracts';
import { Pagination } from '@law/ui';
import { useFeedbacks } from '../hooks/use-feedbacks';
import { usePageParam } from '../hooks/use-page-param';
import { FeedbacksTable } from './feedbacks-table';

export function FeedbacksListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, failed } = useFeedbacks(page);
  return (
    <section className="af-page" aria-labelledby="feedbacks-heading">
      <header className="af-page-header">
        <h1 id="feedbacks-heading">Відгуки</h1>
        {data && <span className="muted af-count">Усього: {data.pagination.total_count}</span>}
      </header>
      {failed ? (
        <p className="form-error" role="alert">
          {ADMIN_FEEDBACK_MESSAGES.listError}
        </p>
      ) : data ? (
        <>
          <FeedbacksTable feedbacks={data.feedbacks} busy={loading} />
          <Pagination pagination={data.pagination} onPageChange={setPage} />
        </>
      ) : (
        <p className="muted" aria-busy="true">
          Завантаження відгуків...
        </p>
      )}
    </section>
  );
}
