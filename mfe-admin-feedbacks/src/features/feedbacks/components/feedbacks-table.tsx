import type { AdminFeedback } from '@law/contracts';
import { AdminTable } from '@law/ui';
import { FeedbackRow } from './feedback-row';

const COLUMNS = ['ID', "Ім'я", 'Телефон', 'Створено', 'Відгук', 'Дії'] as const;

export function FeedbacksTable({ feedbacks, busy }: { feedbacks: AdminFeedback[]; busy: boolean }) {
  return (
    <AdminTable
      caption="Відгуки"
      columns={COLUMNS}
      items={feedbacks}
      busy={busy}
      empty="Відгуків ще немає"
      prefix="af"
      row={(f) => <FeedbackRow key={f.id} feedback={f} />}
    />
  );
}
