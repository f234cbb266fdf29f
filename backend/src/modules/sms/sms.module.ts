import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { APP_LOGGER, type AppLogger } from '../../common/logger';
import { ChatModule } from '../chat/chat.module';
import { UsersModule } from '../users/users.module';
import { SmsMessageEntity } from './sms-message.entity';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider';
import { smsConfig } from './sms.config';
import { OutboxSmsProvider } from './outbox.provider';
import { TurboSmsProvider } from './turbosms.provider';
import { SmsService } from './sms.service';
import { SmsContactsController } from './sms-contacts.controller';
import { ContactsSmsService } from './contacts-sms.service';

/** SMS behind one interface: TurboSMS when TURBOSMS_TOKEN is set, else the offline outbox. Exports SmsService. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsMessageEntity]), ChatModule, UsersModule],
  controllers: [SmsContactsController],
  providers: [
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG, APP_LOGGER],
      useFactory: (config: AppConfig, logger: AppLogger): SmsProvider => {
        const c = smsConfig(config);
        return c.provider === 'turbosms' ? new TurboSmsProvider(c.turbosms) : new OutboxSmsProvider(logger);
      },
    },
    SmsService,
    ContactsSmsService,
  ],
  exports: [SmsService],
})
export class SmsModule {}
