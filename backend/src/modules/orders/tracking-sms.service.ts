import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORDER_MESSAGES } from '@law/contracts';
import type { SmsMessageEntity } from '../sms/sms-message.entity';
import { SmsService } from '../sms/sms.service';

/** The text of the invoice SMS (type 'invoice_number'). */
export function invoiceSmsText(trackingNumber: string): string {
  return `Рахунок за ваш юридичний документ відправлено Новою Поштою. Номер ТТН: ${trackingNumber}. Відстежити: https://novaposhta.ua/tracking/?cargo_number=${trackingNumber}`;
}

/**
 * Texts an order's invoice tracking number to the client once. Refused for a missing or deleted order (404), without
 * an invoice number (400) or when a non-failed invoice SMS exists (409, also enforced by the partial unique index
 * behind SmsService); a failed send may be retried.
 */
@Injectable()
export class TrackingSmsService {
  constructor(
    private readonly sms: SmsService,
    private readonly db: DataSource,
  ) {}

  async sendInvoiceNumber(orderId: number, actor: string): Promise<SmsMessageEntity> {
    const rows: { invoice: string | null; chat_id: number; user_id: string; phone: string; sent: boolean }[] = await this.db.query(
      `SELECT NULLIF(o.invoice_tracking_number, '') AS invoice, o.chat_id, c.user_id, u.phone,
              EXISTS (SELECT 1 FROM sms_messages s WHERE s.order_id = o.id AND s.type = 'invoice_number' AND s.status <> 'failed') AS sent
         FROM orders o JOIN chats c ON c.id = o.chat_id JOIN users u ON u.id = c.user_id
        WHERE o.id = $1 AND o.deleted_at IS NULL`,
      [orderId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(ORDER_MESSAGES.notFound);
    if (!row.invoice) throw new BadRequestException(ORDER_MESSAGES.noInvoiceNumber);
    if (row.sent) throw new ConflictException(ORDER_MESSAGES.invoiceSmsAlreadySent);
    return this.sms.sendOrFail({
      userId: row.user_id,
      chatId: row.chat_id,
      orderId,
      type: 'invoice_number',
      phone: row.phone,
      text: invoiceSmsText(row.invoice),
      actor,
    });
  }
}
