import type { AppLogger } from '../../common/logger';
import type { SmsProvider, SmsSendResult } from './sms-provider';

/** Offline default: nothing leaves the machine, the message is written to the log and stored as 'logged'. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly logger: AppLogger) {}

  async send(phone: string, text: string): Promise<SmsSendResult> {
    this.logger.info('sms outbox', { phone, length: text.length });
    return { status: 'logged', providerMessageId: null };
  }
}
