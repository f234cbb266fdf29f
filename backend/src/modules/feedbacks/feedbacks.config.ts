import { FEEDBACK_RATE_LIMIT } from '@law/contracts';
import type { AppConfig } from '../../config/config';
import { intSetting } from '../../config/env-readers';

export interface FeedbacksConfig {
  /** Feedbacks accepted from one client IP within the window (counted in PostgreSQL, so it holds across instances). */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
}

export const FEEDBACKS_CONFIG = Symbol('FEEDBACKS_CONFIG');

export function readFeedbacksConfig(config: AppConfig): FeedbacksConfig {
  return {
    rateLimitMax: intSetting(config.raw, 'FEEDBACK_RATE_LIMIT_MAX', FEEDBACK_RATE_LIMIT.max, 1, 1_000_000),
    rateLimitWindowSeconds: intSetting(config.raw, 'FEEDBACK_RATE_LIMIT_WINDOW_SECONDS', FEEDBACK_RATE_LIMIT.windowSeconds, 1, 1_000_000),
  };
}
