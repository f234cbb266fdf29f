import { useId, useState, type FormEvent } from 'react';
import { ORDER_MESSAGES, deliveryFormToOrderDelivery, type AdminChatDetails, type DeliveryFormValue } from '@law/contracts';
import { DeliveryForm, Modal, serverError } from '@law/ui';
import { createOrder } from '../api/create-order';
import { parseCreatePrice } from '../lib/parse-create-price';
import '../create-order.css';

interface Props {
  chat: AdminChatDetails['chat'];
  user: AdminChatDetails['user'];
  onClose: () => void;
  onCreated: (orderId: number) => void;
}

/** Turns a finished chat into an order: document price and Nova Poshta delivery. */
export function CreateOrderModal({ chat, user, onClose, onCreated }: Props) {
  const priceId = useId();
  const [priceText, setPriceText] = useState('');
  const [delivery, setDelivery] = useState<DeliveryFormValue | null>(null);
  const [creating, setCreating] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const price = parseCreatePrice(priceText);
  const priceError = attempted && price === null ? ORDER_MESSAGES.badPrice : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    setError(null);
    if (price === null || !delivery || creating) return;
    setCreating(true);
    try {
      const { order_id } = await createOrder({
        chat_id: chat.id,
        document_price: price,
        delivery_data: deliveryFormToOrderDelivery({ ...delivery, recipient: { ...delivery.recipient, phone: user.phone } }),
      });
      onCreated(order_id);
    } catch (err) {
      setError(serverError(err) ?? ORDER_MESSAGES.createError);
      setCreating(false);
    }
  };

  return (
    <Modal title={`Створення замовлення для чату #${chat.id}`} onClose={onClose} dismissible={!creating} className="create-order-modal">
      <form className="create-order-form" onSubmit={submit} noValidate>
        {chat.document && (
          <p className="create-order-document">
            <span className="muted">Документ:</span> {chat.document}
          </p>
        )}
        <div className="create-order-price">
          <label htmlFor={priceId}>Ціна документа, грн</label>
          <input
            id={priceId}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={priceText}
            disabled={creating}
            aria-invalid={priceError ? true : undefined}
            onChange={(e) => setPriceText(e.target.value)}
          />
          {priceError && (
            <p className="form-error" role="alert">
              {priceError}
            </p>
          )}
        </div>
        {/* The recipient is usually the client: start from their name (the form asks for name and surname). */}
        <DeliveryForm recipientPhone={user.phone} initial={{ city: '', recipient_name: user.name }} onChange={setDelivery} disabled={creating} />
        {!delivery && <p className={attempted ? 'form-error' : 'muted create-order-hint'}>{ORDER_MESSAGES.badDelivery}</p>}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={creating}>
            Скасувати
          </button>
          <button type="submit" className="btn btn-primary" disabled={creating || !delivery}>
            {creating ? 'Створення...' : 'Створити'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
