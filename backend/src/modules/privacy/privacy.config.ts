import type { AppConfig } from '../../config/config';

export interface PrivacyConfig {
  /** Chats without orders are erased this many months after their last activity (RETENTION_MONTHS). */
  retentionMonths: number;
}

export const PRIVACY_CONFIG = Symbol('PRIVACY_CONFIG');

export function readPrivacyConfig(config: AppConfig): PrivacyConfig {
  return { retentionMonths: config.settings.RETENTION_MONTHS };
}
