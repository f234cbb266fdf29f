import path from 'node:path';
import { ConfigError, type AppConfig } from '../../config/config';

export const DEFAULT_NOVA_POSHTA_API_URL = 'https://api.novaposhta.ua/v2.0/json/';

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
  const env = config.raw;
  const apiUrl = env.NOVA_POSHTA_API_URL?.trim() || DEFAULT_NOVA_POSHTA_API_URL;
  if (!/^https?:\/\//.test(apiUrl)) throw new ConfigError(`NOVA_POSHTA_API_URL must be an http(s) URL, got "${apiUrl}"`);
  const rawTimeout = env.NOVA_POSHTA_TIMEOUT_MS;
  const timeoutMs = rawTimeout === undefined || rawTimeout === '' ? 10_000 : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new ConfigError(`NOVA_POSHTA_TIMEOUT_MS must be an integer between 100 and 120000, got "${rawTimeout}"`);
  }
  return {
    apiKey: env.NOVA_POSHTA_API_KEY?.trim() ?? '',
    apiUrl,
    timeoutMs,
    offlineFile: path.join(config.appRoot, 'backend', 'data', 'novaposhta', 'directory.json'),
  };
}
