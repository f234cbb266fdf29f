import { smsState, type SmsMessageDto } from './admin-chats';

const sms = (id: number, status: SmsMessageDto['status'], type: SmsMessageDto['type'] = 'contacts', created_at = `2026-03-0${id}T10:00:00.000Z`): SmsMessageDto => ({
  id,
  type,
  status,
  created_at,
  phone: '+380501234567',
  text: 'x',
  provider: 'turbosms',
  provider_message_id: null,
  error: status === 'failed' ? 'HTTP 500' : null,
  chat_id: 1,
  order_id: null,
});

describe('smsState', () => {
  it('is none without an SMS of that type', () => expect(smsState([sms(1, 'sent', 'invoice_number')], 'contacts')).toEqual({ kind: 'none' }));
  it('is failed when every attempt failed (the newest decides the reason)', () => {
    expect(smsState([sms(1, 'failed'), sms(2, 'failed')], 'contacts')).toEqual({ kind: 'failed', sms: sms(2, 'failed') });
  });
  it('is delivered once a retry went through, and for logged or pending ones', () => {
    expect(smsState([sms(1, 'failed'), sms(2, 'sent')], 'contacts').kind).toBe('delivered');
    expect(smsState([sms(1, 'logged')], 'contacts').kind).toBe('delivered');
    expect(smsState([sms(1, 'pending')], 'contacts').kind).toBe('delivered');
  });
});
