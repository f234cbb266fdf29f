import { DEFAULT_MAILBOX_TEMPLATE } from '@law/contracts';
import { ConfigError, type AppConfig } from '../../config/config';
import { readLlmSettings, type LlmClientSettings } from '../llm/llm-client';
import { intSetting as int, textSetting as text } from '../../config/env-readers';
import { parseHoursRange, type FirmHours } from './assistant/firm-hours';

/** Settings of the visitor chat, read once from the environment (config.raw) and validated at start-up. */
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
  const env = config.raw;
  const mailboxTemplate = text(env, 'MAILBOX_TEMPLATE', DEFAULT_MAILBOX_TEMPLATE, 200);
  if (!mailboxTemplate.includes('{userId}') || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailboxTemplate)) {
    throw new ConfigError(`MAILBOX_TEMPLATE must be an e-mail address containing {userId}, e.g. ${DEFAULT_MAILBOX_TEMPLATE}`);
  }
  const agentAvatarUrl = text(env, 'AGENT_AVATAR_URL', '/media/agent-avatar.svg', 500);
  if (!/^(\/[^/]|https:\/\/)/.test(agentAvatarUrl)) throw new ConfigError('AGENT_AVATAR_URL must be a site path (/...) or an https:// URL');

  const hours = parseHoursRange(text(env, 'FIRM_HOURS', '09:00-20:00', 20));
  if (!hours) throw new ConfigError('FIRM_HOURS must be a range of local times, e.g. 09:00-20:00');
  const timeZone = text(env, 'FIRM_TIMEZONE', 'Europe/Kyiv', 60);
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
  } catch {
    throw new ConfigError('FIRM_TIMEZONE must be an IANA time zone, e.g. Europe/Kyiv');
  }
  const firmHours: FirmHours = { openMinute: hours.open, closeMinute: hours.close, timeZone, callbackMinutes: int(env, 'CALLBACK_WITHIN_MINUTES', 60, 5, 24 * 60) };

  return {
    firmHours,
    agentName: text(env, 'AGENT_NAME', 'Олена', 60),
    agentAvatarUrl,
    typingDelayMs: int(env, 'ASSISTANT_TYPING_DELAY_MS', 1200, 0, 30_000),
    rateLimitPerMinute: int(env, 'CHAT_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000),
    mailboxTemplate,
    socketsPerAddress: int(env, 'SOCKETS_PER_ADDRESS_MAX', 50, 1, 100_000),
    dbConcurrency: Math.max(2, int(env, 'DB_POOL_SIZE', 20, 1, 1000) - 4),
    llm: readLlmSettings(env, { key: 'LLM_TIMEOUT_MS', defaultMs: 20_000, maxMs: 300_000 }),
  };
}
