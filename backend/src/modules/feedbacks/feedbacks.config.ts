import { FEEDBACK_RATE_LIMIT } from '@law/contracts';
import { ConfigError, type AppConfig } from '../../config/config';

export interface FeedbacksConfig {
  /** Feedbacks accepted from one client IP within the window (counted in PostgreSQL, so it holds across instances). */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
}

export const FEEDBACKS_CONFIG = Symbol('FEEDBACKS_CONFIG');

function positiveInt(config: AppConfig, key: string, fallback: number): number {
  const raw = config.raw[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new ConfigError(`${key} must be an integer between 1 and 1000000, got "${raw}"`);
  return n;
}

export function readFeedbacksConfig(config: AppConfig): FeedbacksConfig {
  return {
    rateLimitMax: positiveInt(config, 'FEEDBACK_RATE_LIMIT_MAX', FEEDBACK_RATE_LIMIT.max),
    rateLimitWindowSeconds: positiveInt(config, 'FEEDBACK_RATE_LIMIT_WINDOW_SECONDS', FEEDBACK_RATE_LIMIT.windowSeconds),
  };
}
