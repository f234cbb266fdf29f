import type { AppConfig } from '../../config/config';
import { llmSettings, type LlmClientSettings } from '../llm/llm-client';
import { parseHoursRange, type FirmHours } from './assistant/firm-hours';

/** Settings of the visitor chat, derived from the validated settings (config/settings.ts). */
export interface ChatConfig {
  agentName: string;
  agentAvatarUrl: string;
  /** Human-like pause between the visitor's message and the assistant's reply; 0 in tests and benchmarks. */
  typingDelayMs: number;
  /** Visitor messages accepted per user per minute. */
  rateLimitPerMinute: number;
  mailboxTemplate: string;
  /** Database operations the chat runs at once (below the pool size, so other features keep connections). */
  dbConcurrency: number;
  /** Open /chat sockets one client address may hold on one instance. */
  socketsPerAddress: number;
  /** Set when LLM_BASE_URL is given: the OpenAI-compatible adapter answers, the scripted assistant is its fallback. */
  llm: LlmClientSettings | undefined;
  /** Working hours (FIRM_HOURS, FIRM_TIMEZONE) and the call-back window (CALLBACK_WITHIN_MINUTES) the chat promises. */
  firmHours: FirmHours;
}

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');

export function readChatConfig(config: AppConfig): ChatConfig {
  const s = config.settings;
  // FIRM_HOURS is checked by its setting's rule; parseHoursRange is the same rule.
  const hours = parseHoursRange(s.FIRM_HOURS)!;
  return {
    firmHours: { openMinute: hours.open, closeMinute: hours.close, timeZone: s.FIRM_TIMEZONE, callbackMinutes: s.CALLBACK_WITHIN_MINUTES },
    agentName: s.AGENT_NAME,
    agentAvatarUrl: s.AGENT_AVATAR_URL,
    typingDelayMs: s.ASSISTANT_TYPING_DELAY_MS,
    rateLimitPerMinute: s.CHAT_RATE_LIMIT_PER_MINUTE,
    mailboxTemplate: s.MAILBOX_TEMPLATE,
    socketsPerAddress: s.SOCKETS_PER_ADDRESS_MAX,
    dbConcurrency: Math.max(2, s.DB_POOL_SIZE - 4),
    llm: llmSettings(s, s.LLM_TIMEOUT_MS),
  };
}
