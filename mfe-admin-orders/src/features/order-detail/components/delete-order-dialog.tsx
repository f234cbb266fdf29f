import { useId, useState } from 'react';
import { COMMON_TEXTS, deleteNeedsTypedNumber, ORDER_MESSAGES, type Order } from '@law/contracts';
import { Modal } from '@law/ui';

interface Props {
  order: Order;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Moving an order to the trash ('Кошик', restorable). A paid order leaves the revenue too, so its number must be
 * typed before the button works: a payment is never lost by one click.
 */
export function DeleteOrderDialog({ order, deleting, onConfirm, onCancel }: Props) {
  const needsNumber = deleteNeedsTypedNumber(order);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const confirmed = !needsNumber || typed.replace(/^[#№\s]+/, '').trim() === String(order.id);
  return (
    <Modal title={ORDER_MESSAGES.deleteTitle} onClose={onCancel} dismissible={!deleting}>
      <p>{needsNumber ? ORDER_MESSAGES.deletePaidText : ORDER_MESSAGES.deleteText}</p>
      {needsNumber && (
        <>
          <label htmlFor={inputId}>
            {ORDER_MESSAGES.deleteTypeNumber} ({order.id})
          </label>
          <input id={inputId} inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={deleting}>
          {COMMON_TEXTS.cancel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={deleting || !confirmed}>
          {deleting ? ORDER_MESSAGES.deleting : ORDER_MESSAGES.deleteConfirm}
        </button>
      </div>
    </Modal>
  );
}
