import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { smsConfig } from './sms.config';
import type { SmsMessageEntity } from './sms-message.entity';
import { SmsService } from './sms.service';

/** The firm's contacts to a user's phone, once per user (FIRM_CONTACTS_SMS, by default from libs/contracts FIRM). */
@Injectable()
export class ContactsSmsService {
  private readonly text: string;

  constructor(
    private readonly sms: SmsService,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.text = smsConfig(config).firmContactsText;
  }

  /** 404 for an unknown user; the SMS is tied to the user's newest chat when there is one. */
  async send(userId: string, actor: string): Promise<SmsMessageEntity> {
    const rows: { phone: string; chat_id: number | null }[] = await this.db.query(
      `SELECT u.phone, (SELECT c.id FROM chats c WHERE c.user_id = u.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS chat_id
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    if (!rows.length) throw new NotFoundException('Користувача не знайдено');
    return this.sms.sendOrFail({ userId, chatId: rows[0].chat_id, type: 'contacts', phone: rows[0].phone, text: this.text, actor });
  }
}
