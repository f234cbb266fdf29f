import type { SmsMessageDto } from '@law/contracts';
import type { SmsMessageEntity } from './sms-message.entity';

export function toSmsDto(e: SmsMessageEntity): SmsMessageDto {
  return {
    id: e.id,
    type: e.type,
    status: e.status,
    created_at: new Date(e.created_at).toISOString(),
    phone: e.phone,
    text: e.text,
    provider: e.provider,
    provider_message_id: e.provider_message_id,
    error: e.error,
    chat_id: e.chat_id,
    order_id: e.order_id,
  };
}
