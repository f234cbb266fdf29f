import { BadGatewayException, BadRequestException, ConflictException, Controller, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { ORDER_MESSAGES, type ApiSuccess, type SendTrackingSmsResponse } from '@law/contracts';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { ok } from '../../common/http/responses';
import { SmsService } from '../sms/sms.service';
import { toSmsDto } from '../sms/sms-message.dto';
import { actorOf } from '../admin-auth/admin-session.guard';

/** The text of the invoice SMS (type 'invoice_number'). */
export function invoiceSmsText(trackingNumber: string): string {
  return `Рахунок за ваш юридичний документ відправлено Новою Поштою. Номер ТТН: ${trackingNumber}. Відстежити: https://novaposhta.ua/tracking/?cargo_number=${trackingNumber}`;
}

/**
 * POST /api/admin/sms/{orderId}/send-tracking — texts the invoice tracking number to the client once.
 * Refused without an invoice number (400) or when a non-failed invoice SMS exists (409, enforced by the
 * partial unique index behind SmsService); a failed send may be retried.
 */
@Controller('admin/sms')
export class TrackingSmsController {
  constructor(
    private readonly sms: SmsService,
    private readonly db: DataSource,
  ) {}

  @Post(':orderId/send-tracking')
  @HttpCode(200)
  async sendTracking(@Param('orderId', new PositiveIntPipe(ORDER_MESSAGES.badOrderId)) orderId: number, @Req() req: Request): Promise<ApiSuccess<SendTrackingSmsResponse>> {
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
    const sms = await this.sms.send({
      userId: row.user_id,
      chatId: row.chat_id,
      orderId,
      type: 'invoice_number',
      phone: row.phone,
      text: invoiceSmsText(row.invoice),
      actor: actorOf(req),
    });
    if (sms.status === 'failed') throw new BadGatewayException(`Не вдалося надіслати SMS: ${sms.error ?? 'невідома помилка'}`);
    return ok({ sms: toSmsDto(sms) });
  }
}
