import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ChatModule } from '../chat/chat.module';
import { FilesModule } from '../files/files.module';
import { ImapMailSource } from './imap.mail-source';
import { MaildropMailSource } from './maildrop.mail-source';
import { MAIL_SOURCE, type MailSource } from './mail-source';
import { mailConfig } from './mail.config';
import { MailScraperService } from './mail-scraper.service';

/** Client mail: IMAP when IMAP_HOST is set, else the maildrop folder. Exports MailScraperService. */
@Module({
  imports: [FilesModule, ChatModule],
  providers: [
    {
      provide: MAIL_SOURCE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailSource => {
        const c = mailConfig(config);
        return c.source === 'imap' ? new ImapMailSource(c.imap) : new MaildropMailSource(c.maildropDir);
      },
    },
    MailScraperService,
  ],
  exports: [MailScraperService],
})
export class MailModule {}
