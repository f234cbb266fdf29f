import type { AppConfig } from '../../config/config';

export interface SmsConfig {
  /** 'turbosms' when TURBOSMS_TOKEN is set, otherwise the offline outbox. */
  provider: 'turbosms' | 'outbox';
  turbosms: { token: string; sender: string; baseUrl: string; timeoutMs: number };
  firmContactsText: string;
}

/** SMS settings: TURBOSMS_TOKEN, SMS_SENDER, TURBOSMS_BASE_URL, SMS_TIMEOUT_MS, FIRM_CONTACTS_SMS. */
export function smsConfig(config: AppConfig): SmsConfig {
  const s = config.settings;
  const token = s.TURBOSMS_TOKEN.trim();
  return {
    provider: token ? 'turbosms' : 'outbox',
    turbosms: { token, sender: s.SMS_SENDER, baseUrl: s.TURBOSMS_BASE_URL.replace(/\/+$/, ''), timeoutMs: s.SMS_TIMEOUT_MS },
    firmContactsText: s.FIRM_CONTACTS_SMS,
  };
}
