import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_CHAT_MESSAGES, BLOCK_REASON_MAX, COMMON_TEXTS } from '@law/contracts';
import { ConfirmDialog, serverError } from '@law/ui';
import { setVisitorBlocked } from '../api/set-visitor-blocked';

interface Props {
  chatId: number;
  blocked: boolean;
  onChange: (blocked: boolean) => void;
}

const problemOf = (e: unknown) => serverError(e) ?? ADMIN_CHAT_MESSAGES.actionFailed;

/** 'Заблокувати' (with a reason) / 'Розблокувати' the chat's visitor; the state is read from user.is_abuser. */
export function VisitorBlockCard({ chatId, blocked, onChange }: Props) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();

  const apply = async (next: boolean) => {
    if (next && !reason.trim()) {
      setProblem(ADMIN_CHAT_MESSAGES.blockReasonRequired);
      return;
    }
    setSaving(true);
    try {
      const res = await setVisitorBlocked(chatId, next, reason.trim());
      onChange(res.is_abuser);
      toast.success(res.is_abuser ? ADMIN_CHAT_MESSAGES.blocked : ADMIN_CHAT_MESSAGES.unblocked);
      setAsking(false);
      setReason('');
      setProblem(null);
    } catch (e) {
      setProblem(problemOf(e));
      if (!next) toast.error(problemOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card ac-card" aria-labelledby="visitor-block-heading">
      <h2 id="visitor-block-heading" className="ac-card-title">
        {ADMIN_CHAT_MESSAGES.accessTitle} {blocked && <span className="badge badge-danger">{ADMIN_CHAT_MESSAGES.blockedBadge}</span>}
      </h2>
      {blocked ? (
        <button type="button" className="btn btn-ghost btn-small" disabled={saving} onClick={() => void apply(false)}>
          {ADMIN_CHAT_MESSAGES.unblock}
        </button>
      ) : (
        <button type="button" className="btn btn-danger btn-small" onClick={() => setAsking(true)}>
          {ADMIN_CHAT_MESSAGES.block}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={ADMIN_CHAT_MESSAGES.blockTitle}
          message={ADMIN_CHAT_MESSAGES.blockText}
          problem={problem}
          confirmLabel={ADMIN_CHAT_MESSAGES.block}
          cancelLabel={COMMON_TEXTS.cancel}
          loading={saving}
          onConfirm={() => void apply(true)}
          onCancel={() => setAsking(false)}
        >
          <label htmlFor={reasonId}>{ADMIN_CHAT_MESSAGES.blockReasonLabel}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={BLOCK_REASON_MAX}
            value={reason}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
          />
        </ConfirmDialog>
      )}
    </section>
  );
}
