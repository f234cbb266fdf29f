import type { AppLogger } from '../../common/logger';
import type { SmsProvider, SmsSendResult } from './sms-provider';

/** Offline default: nothing leaves the machine, the message is written to the log and stored as 'logged'. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly logger: AppLogger) {}

  async send(_phone: string, text: string): Promise<SmsSendResult> {
    // Neither the number nor the text is logged (personal data); the stored SMS row holds them.
    this.logger.info('sms outbox', { length: text.length });
    return { status: 'logged', providerMessageId: null };
  }
}
