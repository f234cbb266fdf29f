import { DEFAULT_CHARACTERS_LIMIT, DEFAULT_FILES_LIMIT } from '@law/contracts';
import { ConfigError, type AppConfig } from '../../config/config';

export interface OrdersConfig {
  /** CHARACTERS_LIMIT: most characters (chat + comment + parsed sources) a document may be generated from. */
  charactersLimit: number;
  /** FILES_LIMIT: most client files a document may be generated from. */
  filesLimit: number;
}

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

function positiveInt(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100_000_000) throw new ConfigError(`${key} must be an integer between 1 and 100000000, got "${raw}"`);
  return n;
}

export function readOrdersConfig(config: AppConfig): OrdersConfig {
  return {
    charactersLimit: positiveInt(config.raw, 'CHARACTERS_LIMIT', DEFAULT_CHARACTERS_LIMIT),
    filesLimit: positiveInt(config.raw, 'FILES_LIMIT', DEFAULT_FILES_LIMIT),
  };
}
