import { useId } from 'react';
import { normalizeTrackingInput, type Order, type OrderDetails, type TrackingType } from '@law/contracts';
import { setPaymentDate } from '../api/set-payment-date';
import { setTrackingNumber } from '../api/set-tracking-number';
import { updatePrice } from '../api/update-price';
import { updateChatDocument, useAutosaveField } from '@law/ui';
import { emptyToNull, parseOrderPrice, trackingNumberProblem } from '../lib/order-fields';
import { AutosaveInput } from './autosave-input';

interface Props {
  details: OrderDetails;
  onOrder: (order: Order) => void;
  onDocument: (document: string) => void;
}

const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));

/** Document, price, tracking numbers and payment date: each saves itself 1500 ms after the last change. */
export function OrderFieldsCard({ details, onOrder, onDocument }: Props) {
  const { order, chat } = details;
  const documentId = useId();

  const document = useAutosaveField<string>({
    stored: text(chat.document),
    save: async (v) => {
      await updateChatDocument(chat.id, v.trim());
      onDocument(v.trim());
      return v.trim();
    },
  });
  const price = useAutosaveField<string>({
    stored: text(order.document_price),
    save: async (v) => {
      const o = await updatePrice(order.id, { document_price: parseOrderPrice(v) });
      onOrder(o);
      return text(o.document_price);
    },
  });
  const tracking = (type: TrackingType, stored: string | null) => ({
    stored: text(stored),
    validate: trackingNumberProblem,
    save: async (v: string) => {
      const o = await setTrackingNumber(order.id, { type, tracking_number: emptyToNull(v) });
      onOrder(o);
      return text(type === 'invoice' ? o.invoice_tracking_number : o.documents_tracking_number);
    },
  });
  const invoice = useAutosaveField<string>(tracking('invoice', order.invoice_tracking_number));
  const documents = useAutosaveField<string>(tracking('documents', order.documents_tracking_number));
  const paymentDate = useAutosaveField<string>({
    stored: text(order.payment_date).slice(0, 10),
    save: async (v) => {
      const o = await setPaymentDate(order.id, { payment_date: emptyToNull(v) });
      onOrder(o);
      return text(o.payment_date).slice(0, 10);
    },
  });

  return (
    <section className="card order-card order-fields" aria-labelledby="order-fields-title">
      <h2 id="order-fields-title">Дані замовлення</h2>
      <div className="order-field order-field-wide">
        <label htmlFor={documentId}>
          Документ
          {document.saving && <span className="order-field-saving"> · Збереження...</span>}
        </label>
        <textarea
          id={documentId}
          rows={5}
          placeholder="Тип документа"
          value={document.value}
          disabled={document.saving}
          onChange={(e) => document.setValue(e.target.value)}
        />
      </div>
      <AutosaveInput label="Ціна, ₴" field={price} inputProps={{ type: 'number', step: 0.01, min: 0, inputMode: 'decimal' }} />
      <AutosaveInput
        label="Номер відправлення рахунку"
        field={invoice}
        clearable
        normalize={normalizeTrackingInput}
        inputProps={{ type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: '14 цифр' }}
      />
      <AutosaveInput label="Дата оплати" field={paymentDate} clearable inputProps={{ type: 'date' }} />
      <AutosaveInput
        label="Номер відправлення документів"
        field={documents}
        clearable
        normalize={normalizeTrackingInput}
        inputProps={{ type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: '14 цифр' }}
      />
    </section>
  );
}
