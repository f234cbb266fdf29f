import { useState } from 'react';
import { SMS_MESSAGES, smsState, type OrderDetails } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { sendInvoiceSms } from '../api/send-invoice-sms';

interface Props {
  details: OrderDetails;
  onSent: () => Promise<void>;
}

/** Texts the invoice tracking number to the client, once. Shown only with an invoice number. */
export function InvoiceSmsCard({ details, onSent }: Props) {
  const [sending, setSending] = useState(false);
  const number = details.order.invoice_tracking_number;
  if (!number) return null;
  const state = smsState(details.sms_messages, 'invoice_number');
  const sent = state.kind === 'delivered';

  const send = async () => {
    if (sent || sending) return;
    setSending(true);
    try {
      await sendInvoiceSms(details.order.id);
      await onSent();
    } catch (e) {
      console.error('Не вдалося надіслати SMS з номером рахунку', e);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card order-card" aria-labelledby="order-sms-title">
      <h2 id="order-sms-title">SMS з номером рахунку</h2>
      <p className="muted">
        Номер відправлення <strong>{number}</strong> на {details.user.phone || 'Невідомо'}
      </p>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert" data-testid="invoice-sms-state">
          {SMS_MESSAGES.failed} {formatDateTime(state.sms.created_at)}: {state.sms.error ?? SMS_MESSAGES.unknownError}
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={send} disabled={sent || sending}>
        {sent ? 'Відправлено!' : sending ? 'Відправлення...' : state.kind === 'failed' ? SMS_MESSAGES.retry : 'Відправити'}
      </button>
    </section>
  );
}
