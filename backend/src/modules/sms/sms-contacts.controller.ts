import { BadGatewayException, Controller, HttpCode, Inject, NotFoundException, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { SendContactsSmsResponse } from '@law/contracts';
import { ok } from '../../common/http/responses';
import { UuidPipe } from '../../common/http/parse-uuid';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { smsConfig } from './sms.config';
import { SmsService } from './sms.service';
import { toSmsDto } from './sms-message.dto';
import { actorOf } from '../admin-auth/admin-session.guard';

/** POST /api/admin/sms/{userId}/send-contacts — the firm's contacts to the user's phone, once. */
@Controller('admin/sms')
export class SmsContactsController {
  private readonly contactsText: string;

  constructor(
    private readonly sms: SmsService,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.contactsText = smsConfig(config).firmContactsText;
  }

  @Post(':userId/send-contacts')
  @HttpCode(200)
  async sendContacts(@Param('userId', new UuidPipe()) userId: string, @Req() req: Request) {
    const rows: { phone: string; chat_id: number | null }[] = await this.db.query(
      `SELECT u.phone, (SELECT c.id FROM chats c WHERE c.user_id = u.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS chat_id
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    if (!rows.length) throw new NotFoundException('Користувача не знайдено');
    const sms = await this.sms.send({
      userId,
      chatId: rows[0].chat_id,
      type: 'contacts',
      phone: rows[0].phone,
      text: this.contactsText,
      actor: actorOf(req),
    });
    if (sms.status === 'failed') throw new BadGatewayException(`Не вдалося надіслати SMS: ${sms.error ?? 'невідома помилка'}`);
    const body: SendContactsSmsResponse = { sms: toSmsDto(sms) };
    return ok(body);
  }
}
