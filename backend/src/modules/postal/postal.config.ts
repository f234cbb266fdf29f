import path from 'node:path';
import type { AppConfig } from '../../config/config';
import { SETTINGS } from '../../config/settings';

export const DEFAULT_NOVA_POSHTA_API_URL = SETTINGS.NOVA_POSHTA_API_URL.fallback;

export interface PostalConfig {
  /** NOVA_POSHTA_API_KEY: set → the carrier's API; unset → the offline directory. Never sent to the browser. */
  apiKey: string;
  /** NOVA_POSHTA_API_URL */
  apiUrl: string;
  /** NOVA_POSHTA_TIMEOUT_MS */
  timeoutMs: number;
  /** The offline directory shipped with the repository. */
  offlineFile: string;
}

export const POSTAL_CONFIG = Symbol('POSTAL_CONFIG');

export function readPostalConfig(config: AppConfig): PostalConfig {
  const s = config.settings;
  return {
    apiKey: s.NOVA_POSHTA_API_KEY.trim(),
    apiUrl: s.NOVA_POSHTA_API_URL,
    timeoutMs: s.NOVA_POSHTA_TIMEOUT_MS,
    offlineFile: path.join(config.appRoot, 'backend', 'data', 'novaposhta', 'directory.json'),
  };
}
