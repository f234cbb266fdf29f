import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../config/config';
import { readChatConfig } from './chat.config';

const read = (env: Record<string, string>) => readChatConfig(loadConfig({ ...env }));

describe('chat config', () => {
  it('has working offline defaults', () => {
    expect(read({})).toEqual({
      agentName: 'Олена',
      agentAvatarUrl: '/media/agent-avatar.svg',
      typingDelayMs: 1200,
      rateLimitPerMinute: 20,
      socketsPerAddress: 50,
      mailboxTemplate: 'docs+{userId}@example.com',
      dbConcurrency: 16,
      llm: undefined,
      firmHours: { openMinute: 9 * 60, closeMinute: 20 * 60, timeZone: 'Europe/Kyiv', callbackMinutes: 60 },
    });
  });

  it('reads the firm hours and the call-back window', () => {
    expect(read({ FIRM_HOURS: '08:30-18:00', FIRM_TIMEZONE: 'Europe/Warsaw', CALLBACK_WITHIN_MINUTES: '30' }).firmHours).toEqual({
      openMinute: 8 * 60 + 30,
      closeMinute: 18 * 60,
      timeZone: 'Europe/Warsaw',
      callbackMinutes: 30,
    });
  });

  it('turns the LLM adapter on with LLM_BASE_URL', () => {
    expect(read({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3', LLM_API_KEY: 'k', LLM_TIMEOUT_MS: '5000' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'k',
      model: 'llama3',
      timeoutMs: 5000,
    });
  });

  it.each([
    [{ ASSISTANT_TYPING_DELAY_MS: '-1' }, /ASSISTANT_TYPING_DELAY_MS/],
    [{ ASSISTANT_TYPING_DELAY_MS: 'soon' }, /ASSISTANT_TYPING_DELAY_MS/],
    [{ CHAT_RATE_LIMIT_PER_MINUTE: '0' }, /CHAT_RATE_LIMIT_PER_MINUTE/],
    [{ MAILBOX_TEMPLATE: 'docs@example.com' }, /MAILBOX_TEMPLATE/],
    [{ MAILBOX_TEMPLATE: '{userId}' }, /MAILBOX_TEMPLATE/],
    [{ AGENT_AVATAR_URL: 'javascript:alert(1)' }, /AGENT_AVATAR_URL/],
    [{ LLM_BASE_URL: 'not a url' }, /LLM_BASE_URL/],
    [{ LLM_BASE_URL: 'ftp://x.example' }, /LLM_BASE_URL/],
    [{ LLM_BASE_URL: 'http://x.example', LLM_TIMEOUT_MS: '10' }, /LLM_TIMEOUT_MS/],
    [{ FIRM_HOURS: '20:00-09:00' }, /FIRM_HOURS/],
    [{ FIRM_HOURS: 'завжди' }, /FIRM_HOURS/],
    [{ FIRM_TIMEZONE: 'Mars/Olympus' }, /FIRM_TIMEZONE/],
    [{ CALLBACK_WITHIN_MINUTES: '0' }, /CALLBACK_WITHIN_MINUTES/],
  ])('refuses %j', (env, message) => {
    expect(() => read(env as Record<string, string>)).toThrow(ConfigError);
    expect(() => read(env as Record<string, string>)).toThrow(message);
  });
});
