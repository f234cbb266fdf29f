import { DEFAULT_IDLE_RELEASE_MINUTES } from '@law/contracts';
import type { AppConfig } from '../../../config/config';
import { numberSetting } from '../../../config/env-readers';

/** Settings of the lawyer's live chat (issue 17), read once from the environment (config.raw) and validated. */
export interface LiveChatConfig {
  /** A held chat whose lawyer did nothing for this long goes back to the assistant (LIVE_CHAT_IDLE_RELEASE_MINUTES). */
  idleReleaseMs: number;
  /** How often an instance looks for such chats. */
  sweepMs: number;
}

export const LIVE_CHAT_CONFIG = Symbol('LIVE_CHAT_CONFIG');

export function readLiveChatConfig(config: AppConfig): LiveChatConfig {
  // Fractions are allowed (0.05 = 3 s) so tests need not wait minutes; a day at most.
  const minutes = numberSetting(config.raw, 'LIVE_CHAT_IDLE_RELEASE_MINUTES', DEFAULT_IDLE_RELEASE_MINUTES, 0.05, 24 * 60);
  const idleReleaseMs = Math.round(minutes * 60_000);
  return { idleReleaseMs, sweepMs: Math.min(30_000, Math.max(250, Math.round(idleReleaseMs / 3))) };
}
