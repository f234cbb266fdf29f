import type { AppConfig } from '../../config/config';

export interface UsersConfig {
  /** Registrations accepted from one client IP per minute (counted in PostgreSQL, so it holds across instances). */
  registrationsPerMinute: number;
}

export const USERS_CONFIG = Symbol('USERS_CONFIG');

export function readUsersConfig(config: AppConfig): UsersConfig {
  return { registrationsPerMinute: config.settings.USER_REGISTRATION_RATE_LIMIT_PER_MINUTE };
}
