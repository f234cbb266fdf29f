import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_CHAT_MESSAGES, CLIENT_DATA_MESSAGES, COMMON_TEXTS } from '@law/contracts';
import { ConfirmDialog, serverError } from '@law/ui';
import { eraseClientData, exportClientData } from '../api/client-data';

const problemOf = (e: unknown) => serverError(e) ?? ADMIN_CHAT_MESSAGES.actionFailed;

/** 'Дані клієнта': a copy of everything stored about the client (JSON download), or erasure on their request. */
export function ClientDataCard({ chatId, phone, onErased }: { chatId: number; phone: string; onErased: () => void }) {
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const erased = phone === CLIENT_DATA_MESSAGES.erasedPhone;

  const download = async () => {
    setBusy(true);
    try {
      const data = await exportClientData(chatId);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `client-data-chat-${chatId}.json`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      toast.error(problemOf(e));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    setBusy(true);
    try {
      await eraseClientData(chatId, typed);
      toast.success(CLIENT_DATA_MESSAGES.erased);
      setAsking(false);
      onErased();
    } catch (e) {
      setProblem(problemOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card ac-card" aria-labelledby="client-data-heading">
      <h2 id="client-data-heading" className="ac-card-title">
        {CLIENT_DATA_MESSAGES.title}
      </h2>
      <div className="ac-actions">
        <button type="button" className="btn btn-ghost btn-small" disabled={busy || erased} onClick={() => void download()}>
          {CLIENT_DATA_MESSAGES.export}
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy || erased} onClick={() => setAsking(true)}>
          {CLIENT_DATA_MESSAGES.erase}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={CLIENT_DATA_MESSAGES.eraseTitle}
          message={CLIENT_DATA_MESSAGES.eraseText}
          problem={problem}
          confirmLabel={CLIENT_DATA_MESSAGES.erase}
          cancelLabel={COMMON_TEXTS.cancel}
          loading={busy}
          confirmDisabled={typed.replace(/[^\d+]/g, '') !== phone}
          onConfirm={() => void erase()}
          onCancel={() => setAsking(false)}
        >
          <label htmlFor={inputId}>{CLIENT_DATA_MESSAGES.eraseConfirmLabel}</label>
          <input
            id={inputId}
            type="tel"
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setProblem(null);
            }}
          />
        </ConfirmDialog>
      )}
    </section>
  );
}
