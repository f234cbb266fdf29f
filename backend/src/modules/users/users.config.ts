import { ConfigError, type AppConfig } from '../../config/config';

export interface UsersConfig {
  /** Registrations accepted from one client IP per minute (counted in PostgreSQL, so it holds across instances). */
  registrationsPerMinute: number;
}

export const USERS_CONFIG = Symbol('USERS_CONFIG');

export function readUsersConfig(config: AppConfig): UsersConfig {
  const raw = config.raw.USER_REGISTRATION_RATE_LIMIT_PER_MINUTE;
  if (raw === undefined || raw === '') return { registrationsPerMinute: 10 };
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    throw new ConfigError(`USER_REGISTRATION_RATE_LIMIT_PER_MINUTE must be an integer between 1 and 1000000, got "${raw}"`);
  }
  return { registrationsPerMinute: n };
}
