import type { AppConfig } from '../../config/config';
import { intSetting } from '../../config/env-readers';

export interface PrivacyConfig {
  /** Chats without orders are erased this many months after their last activity (RETENTION_MONTHS). */
  retentionMonths: number;
}

export const PRIVACY_CONFIG = Symbol('PRIVACY_CONFIG');

export function readPrivacyConfig(config: AppConfig): PrivacyConfig {
  return { retentionMonths: intSetting(config.raw, 'RETENTION_MONTHS', 36, 1, 600) };
}
