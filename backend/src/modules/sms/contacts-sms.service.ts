import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ChatRecordsService } from '../chat/chat-records.service';
import { UsersService } from '../users/users.service';
import { smsConfig } from './sms.config';
import type { SmsMessageEntity } from './sms-message.entity';
import { SmsService } from './sms.service';

/** The firm's contacts to a user's phone, once per user (FIRM_CONTACTS_SMS, by default from libs/contracts FIRM). */
@Injectable()
export class ContactsSmsService {
  private readonly text: string;

  constructor(
    private readonly sms: SmsService,
    private readonly users: UsersService,
    private readonly chats: ChatRecordsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.text = smsConfig(config).firmContactsText;
  }

  /** 404 for an unknown user; the SMS is tied to the user's newest chat when there is one. */
  async send(userId: string, actor: string): Promise<SmsMessageEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('Користувача не знайдено');
    const chatId = await this.chats.latestChatIdOf(userId);
    return this.sms.sendOrFail({ userId, chatId, type: 'contacts', phone: user.phone, text: this.text, actor });
  }
}
