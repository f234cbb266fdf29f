import { AUDIT_MESSAGES } from '@law/contracts';
import { AuditHistory } from '@law/ui';

/** /admin/dashboard/history: every change in the back office, newest first (who, when, what: old → new). */
export function HistoryPage() {
  return (
    <section className="ac-page" aria-labelledby="history-heading">
      <header className="ac-page-header">
        <h1 id="history-heading">{AUDIT_MESSAGES.title}</h1>
      </header>
      <div className="card ac-card">
        <AuditHistory collapsible={false} />
      </div>
    </section>
  );
}
