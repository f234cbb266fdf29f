import type { AppConfig } from '../../config/config';

export const DEFAULT_FIRM_CONTACTS_SMS =
  'Юридична фірма «Право онлайн». Тел.: +380 44 000 00 00, e-mail: info@example.com, сайт: https://example.com. Звертайтеся, ми на звʼязку!';
export const DEFAULT_TURBOSMS_BASE_URL = 'https://api.turbosms.ua';

export interface SmsConfig {
  /** 'turbosms' when TURBOSMS_TOKEN is set, otherwise the offline outbox. */
  provider: 'turbosms' | 'outbox';
  turbosms: { token: string; sender: string; baseUrl: string; timeoutMs: number };
  firmContactsText: string;
}

/** SMS settings: TURBOSMS_TOKEN, SMS_SENDER, TURBOSMS_BASE_URL, SMS_TIMEOUT_MS, FIRM_CONTACTS_SMS. */
export function smsConfig(config: AppConfig): SmsConfig {
  const env = config.raw;
  const token = env.TURBOSMS_TOKEN?.trim() ?? '';
  const timeout = Number(env.SMS_TIMEOUT_MS ?? 10_000);
  return {
    provider: token ? 'turbosms' : 'outbox',
    turbosms: {
      token,
      sender: env.SMS_SENDER?.trim() || 'LawFirm',
      baseUrl: (env.TURBOSMS_BASE_URL?.trim() || DEFAULT_TURBOSMS_BASE_URL).replace(/\/+$/, ''),
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    },
    firmContactsText: env.FIRM_CONTACTS_SMS?.trim() || DEFAULT_FIRM_CONTACTS_SMS,
  };
}
