import type { AppConfig } from '../../../config/config';

/** Settings of the lawyer's live chat (issue 17), derived from the validated settings (config/settings.ts). */
export interface LiveChatConfig {
  /** A held chat whose lawyer did nothing for this long goes back to the assistant (LIVE_CHAT_IDLE_RELEASE_MINUTES). */
  idleReleaseMs: number;
  /** How often an instance looks for such chats. */
  sweepMs: number;
}

export const LIVE_CHAT_CONFIG = Symbol('LIVE_CHAT_CONFIG');

export function readLiveChatConfig(config: AppConfig): LiveChatConfig {
  // LIVE_CHAT_IDLE_RELEASE_MINUTES: fractions are allowed (0.05 = 3 s) so tests need not wait minutes; a day at most.
  const idleReleaseMs = Math.round(config.settings.LIVE_CHAT_IDLE_RELEASE_MINUTES * 60_000);
  return { idleReleaseMs, sweepMs: Math.min(30_000, Math.max(250, Math.round(idleReleaseMs / 3))) };
}
