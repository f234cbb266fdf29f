import { useState } from 'react';
import { toast } from 'react-toastify';
import { ORDER_MESSAGES } from '@law/contracts';
import { serverError } from '@law/ui';
import { restoreOrder } from '../api/restore-order';

/** 'Відновити' on a row of the trash: the order goes back to the list with its figures. */
export function RestoreOrderButton({ orderId, onRestored }: { orderId: number; onRestored: () => void }) {
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await restoreOrder(orderId);
      toast.success(ORDER_MESSAGES.restored);
      onRestored();
    } catch (e) {
      toast.error(serverError(e) ?? ORDER_MESSAGES.listError);
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void restore()} aria-label={ORDER_MESSAGES.restoreLabel(orderId)}>
      {ORDER_MESSAGES.restore}
    </button>
  );
}
