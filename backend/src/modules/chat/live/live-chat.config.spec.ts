import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../config/config';
import { readLiveChatConfig } from './live-chat.config';

const read = (env: Record<string, string>) => readLiveChatConfig(loadConfig({ ...env }));

describe('live chat config', () => {
  it('hands an idle held chat back after 15 minutes by default, sweeping every 30 s', () => {
    expect(read({})).toEqual({ idleReleaseMs: 15 * 60_000, sweepMs: 30_000 });
  });

  it('reads LIVE_CHAT_IDLE_RELEASE_MINUTES, fractions included, and sweeps often enough for short values', () => {
    expect(read({ LIVE_CHAT_IDLE_RELEASE_MINUTES: '5' })).toEqual({ idleReleaseMs: 300_000, sweepMs: 30_000 });
    expect(read({ LIVE_CHAT_IDLE_RELEASE_MINUTES: '0.05' })).toEqual({ idleReleaseMs: 3000, sweepMs: 1000 });
  });

  it('stops the start with a clear message on a bad value', () => {
    for (const bad of ['0', '-1', 'abc', '1441', '15m']) {
      expect(() => read({ LIVE_CHAT_IDLE_RELEASE_MINUTES: bad })).toThrow(ConfigError);
    }
    expect(() => read({ LIVE_CHAT_IDLE_RELEASE_MINUTES: 'abc' })).toThrow('LIVE_CHAT_IDLE_RELEASE_MINUTES="abc" is not allowed: a number from 0.05 to 1440');
  });
});
