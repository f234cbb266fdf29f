import { DEFAULT_CHARACTERS_LIMIT, DEFAULT_FILES_LIMIT } from '@law/contracts';
import type { AppConfig } from '../../config/config';
import { intSetting } from '../../config/env-readers';

export interface OrdersConfig {
  /** CHARACTERS_LIMIT: most characters (chat + comment + parsed sources) a document may be generated from. */
  charactersLimit: number;
  /** FILES_LIMIT: most client files a document may be generated from. */
  filesLimit: number;
}

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

export function readOrdersConfig(config: AppConfig): OrdersConfig {
  return {
    charactersLimit: intSetting(config.raw, 'CHARACTERS_LIMIT', DEFAULT_CHARACTERS_LIMIT, 1, 100_000_000),
    filesLimit: intSetting(config.raw, 'FILES_LIMIT', DEFAULT_FILES_LIMIT, 1, 100_000_000),
  };
}
