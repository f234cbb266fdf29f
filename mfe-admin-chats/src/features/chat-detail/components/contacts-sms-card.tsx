import { useState } from 'react';
import { SMS_MESSAGES, smsState, type SmsMessageDto } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { sendContactsSms } from '../api/send-contacts-sms';

interface Props {
  userId: string;
  phone: string;
  smsMessages: SmsMessageDto[];
  onSent: () => Promise<void>;
}

const STATUS_TEXT: Record<SmsMessageDto['status'], string> = {
  pending: 'надсилається',
  sent: 'надіслано',
  logged: 'записано в журнал',
  failed: 'помилка відправлення',
};

/** The firm's contacts by SMS, once: disabled once a contacts SMS exists or while sending; the chat is refetched after. */
export function ContactsSmsCard({ userId, phone, smsMessages, onSent }: Props) {
  const [sending, setSending] = useState(false);
  const state = smsState(smsMessages, 'contacts');
  const sent = state.kind === 'delivered' ? state.sms : undefined;

  const send = async () => {
    setSending(true);
    try {
      await sendContactsSms(userId);
    } catch (error) {
      console.error('contacts sms', error);
    }
    try {
      await onSent();
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card ac-card" aria-labelledby="contacts-sms-heading">
      <h2 id="contacts-sms-heading" className="ac-card-title">
        SMS з контактами
      </h2>
      {sent ? (
        <p className="ac-sms-state" data-testid="contacts-sms-state">
          Надіслано {formatDateTime(sent.created_at)} на {sent.phone} ({STATUS_TEXT[sent.status]})
        </p>
      ) : state.kind === 'failed' ? (
        <p className="form-error" role="alert" data-testid="contacts-sms-state">
          {SMS_MESSAGES.failed} {formatDateTime(state.sms.created_at)} на {state.sms.phone}: {state.sms.error ?? SMS_MESSAGES.unknownError}
        </p>
      ) : (
        <p className="muted">Надішліть клієнту контакти фірми на {phone || 'його телефон'}.</p>
      )}
      <button type="button" className="btn btn-primary btn-small" onClick={send} disabled={Boolean(sent) || sending} aria-busy={sending}>
        {sending ? 'Надсилання...' : sent ? 'Надіслано' : state.kind === 'failed' ? SMS_MESSAGES.retry : 'Надіслати SMS з контактами'}
      </button>
    </section>
  );
}
