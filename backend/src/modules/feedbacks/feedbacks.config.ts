import type { AppConfig } from '../../config/config';

export interface FeedbacksConfig {
  /** Feedbacks accepted from one client IP within the window (counted in PostgreSQL, so it holds across instances). */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
}

export const FEEDBACKS_CONFIG = Symbol('FEEDBACKS_CONFIG');

export function readFeedbacksConfig(config: AppConfig): FeedbacksConfig {
  return {
    rateLimitMax: config.settings.FEEDBACK_RATE_LIMIT_MAX,
    rateLimitWindowSeconds: config.settings.FEEDBACK_RATE_LIMIT_WINDOW_SECONDS,
  };
}
