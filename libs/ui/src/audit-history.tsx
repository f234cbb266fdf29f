import { useCallback, useEffect, useState } from 'react';
import { AUDIT_MESSAGES, COMMON_TEXTS, type ApiSuccess, type AuditChange, type AuditListResponse } from '@law/contracts';
import { http } from './http';
import { formatDateTime } from './formatters';
import { Pagination } from './pagination';

interface Props {
  /** One chat's history, one order's, or (neither) everything. */
  chatId?: number;
  orderId?: number;
  /** Changes when the page saved something, so the panel reads the history again. */
  refreshKey?: unknown;
  /** A panel on a detail page starts collapsed; the global list is open. */
  collapsible?: boolean;
}

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return v.length > 140 ? `${v.slice(0, 140)}…` : v;
  if (typeof v === 'boolean') return v ? COMMON_TEXTS.yes : COMMON_TEXTS.no;
  const text = JSON.stringify(v);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

function Change({ change }: { change: AuditChange }) {
  return (
    <li className="audit-change">
      <span className="audit-field">{change.field}</span>: <del>{show(change.before)}</del> → <ins>{show(change.after)}</ins>
    </li>
  );
}

/** 'Історія змін': who changed what and when (old → new), newest first, ten to a page. Shared by the admin remotes. */
export function AuditHistory({ chatId, orderId, refreshKey, collapsible = true }: Props) {
  const [open, setOpen] = useState(!collapsible);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditListResponse | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const params: Record<string, number> = { page };
        if (chatId !== undefined) params.chat_id = chatId;
        if (orderId !== undefined) params.order_id = orderId;
        const res = await http.get<ApiSuccess<AuditListResponse>>('/admin/audit', { params, signal });
        setData(res.data.data);
        setFailed(false);
      } catch (e) {
        if (!signal.aborted) setFailed(true);
        void e;
      }
    },
    [chatId, orderId, page],
  );

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [open, load, refreshKey]);

  const body = failed ? (
    <p className="form-error">{AUDIT_MESSAGES.loadError}</p>
  ) : !data ? (
    <p className="muted">{COMMON_TEXTS.loading}</p>
  ) : data.entries.length === 0 ? (
    <p className="muted">{AUDIT_MESSAGES.empty}</p>
  ) : (
    <>
      <ol className="audit-list">
        {data.entries.map((e) => (
          <li key={e.id} className="audit-entry">
            <p className="audit-head">
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> · <span className="audit-actor">{e.actor}</span> ·{' '}
              <strong>{e.action_label}</strong>
            </p>
            {e.changes.length > 0 && (
              <ul className="audit-changes">
                {e.changes.map((c) => (
                  <Change key={c.field} change={c} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {data.pagination.total_pages > 1 && <Pagination pagination={data.pagination} onPageChange={setPage} />}
    </>
  );

  if (!collapsible) return <section className="audit-history">{body}</section>;
  return (
    <section className="card audit-history" aria-label={AUDIT_MESSAGES.title}>
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <h2>{AUDIT_MESSAGES.title}</h2>
        </summary>
        {open && body}
      </details>
    </section>
  );
}
