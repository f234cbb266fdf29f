/** One interface for every SMS channel (TurboSMS, the offline outbox). */
export interface SmsSendResult {
  status: 'sent' | 'logged';
  providerMessageId: string | null;
}

export interface SmsProvider {
  readonly name: string;
  /** Sends one message; throws SmsProviderError when the provider refuses or cannot be reached. */
  send(phone: string, text: string): Promise<SmsSendResult>;
}

export class SmsProviderError extends Error {}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
