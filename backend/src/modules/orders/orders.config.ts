import type { AppConfig } from '../../config/config';

export interface OrdersConfig {
  /** CHARACTERS_LIMIT: most characters (chat + comment + parsed sources) a document may be generated from. */
  charactersLimit: number;
  /** FILES_LIMIT: most client files a document may be generated from. */
  filesLimit: number;
}

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

export function readOrdersConfig(config: AppConfig): OrdersConfig {
  return { charactersLimit: config.settings.CHARACTERS_LIMIT, filesLimit: config.settings.FILES_LIMIT };
}
