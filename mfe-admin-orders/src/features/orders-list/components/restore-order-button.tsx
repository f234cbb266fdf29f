import { useState } from 'react';
import { toast } from 'react-toastify';
import { AxiosError } from 'axios';
import { ORDER_MESSAGES } from '@law/contracts';
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
      const message = e instanceof AxiosError && typeof e.response?.data?.error === 'string' ? e.response.data.error : ORDER_MESSAGES.listError;
      toast.error(message);
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void restore()} aria-label={ORDER_MESSAGES.restoreLabel(orderId)}>
      {ORDER_MESSAGES.restore}
    </button>
  );
}
