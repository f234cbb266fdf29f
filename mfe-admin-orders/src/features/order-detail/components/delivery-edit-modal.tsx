import { useState } from 'react';
import { deliveryFormToOrderDelivery, type DeliveryFormValue, type Order, type OrderDeliveryData } from '@law/contracts';
import { DeliveryForm, Modal } from '@law/ui';
import { updateDelivery } from '../api/update-delivery';

interface Props {
  orderId: number;
  current: OrderDeliveryData;
  recipientPhone: string;
  onSaved: (order: Order) => void;
  onClose: () => void;
}

/** Edits the order's delivery with the shared delivery form; Save only with a complete form. */
export function DeliveryEditModal({ orderId, current, recipientPhone, onSaved, onClose }: Props) {
  const [value, setValue] = useState<DeliveryFormValue | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!value || saving) return;
    setSaving(true);
    try {
      const order = await updateDelivery(orderId, { delivery_data: deliveryFormToOrderDelivery(value) });
      onSaved(order);
    } catch (e) {
      // Spec section 8: a failed delivery update is logged only.
      console.error('Не вдалося оновити доставку', e);
      setSaving(false);
    }
  };

  return (
    <Modal title="Дані доставки" onClose={onClose} dismissible={!saving} className="order-delivery-modal">
      <DeliveryForm recipientPhone={recipientPhone} initial={current} onChange={setValue} disabled={saving} />
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
          Скасувати
        </button>
        <button type="button" className="btn btn-primary" onClick={save} disabled={!value || saving}>
          {saving ? 'Збереження...' : 'Зберегти'}
        </button>
      </div>
    </Modal>
  );
}
