import type { ReactNode } from 'react';
import { Modal } from './modal';

interface Props {
  title: string;
  message: string;
  /** A field the confirmation needs (the phone typed again, a reason), between the message and the buttons. */
  children?: ReactNode;
  /** The field's problem, read out as an alert. */
  problem?: string | null;
  /** The confirm button stays disabled until the field is right. */
  confirmDisabled?: boolean;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `loading`. */
  loadingLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, children, problem, confirmDisabled, confirmLabel, cancelLabel = 'Скасувати', loadingLabel, loading, onConfirm, onCancel }: Props) {
  return (
    <Modal title={title} onClose={onCancel} dismissible={!loading}>
      <p>{message}</p>
      {children}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={loading || confirmDisabled}>
          {loading && loadingLabel ? loadingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
