import { Modal } from './modal';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `loading`. */
  loadingLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Скасувати', loadingLabel, loading, onConfirm, onCancel }: Props) {
  return (
    <Modal title={title} onClose={onCancel} dismissible={!loading}>
      <p>{message}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={loading}>
          {loading && loadingLabel ? loadingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
