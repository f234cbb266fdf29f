import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config';
import { parseSettings, SETTINGS } from './settings';
import { renderEnvExample, withConfigTable } from './settings-docs';

const root = path.resolve(import.meta.dirname, '../../..');

function refusal(env: Record<string, string>): string {
  try {
    parseSettings(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('the settings schema', () => {
  it('has a default for everything: an empty environment starts', () => {
    const s = parseSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.IMAP_TLS).toBe(true);
    expect(s.DB_POOL_SIZE).toBe(20);
    expect(s.LOG_FORMAT).toBe('json');
    expect(s.API_DOCS_PUBLIC).toBe(false);
  });

  it('reads each kind', () => {
    const s = parseSettings({ IMAP_PORT: ' 143 ', IMAP_TLS: 'false', MAIL_MAX_ATTACHMENT_MB: '2.5', LOG_LEVEL: 'debug', TRUST_PROXY: '2', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', MAILBOX_TEMPLATE: 'files+{userId}@firm.ua' });
    expect([s.IMAP_PORT, s.IMAP_TLS, s.MAIL_MAX_ATTACHMENT_MB, s.LOG_LEVEL, s.TRUST_PROXY, s.LLM_BASE_URL, s.MAILBOX_TEMPLATE]).toEqual([
      143, false, 2.5, 'debug', 2, 'http://127.0.0.1:11434/v1', 'files+{userId}@firm.ua',
    ]);
  });

  it.each([
    // integer range
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE="0" is not allowed: an integer from 5 to 1000'],
    [{ SMS_TIMEOUT_MS: 'abc' }, 'SMS_TIMEOUT_MS="abc" is not allowed: an integer from 100 to 120000'],
    [{ SMS_TIMEOUT_MS: '-5' }, 'SMS_TIMEOUT_MS="-5" is not allowed: an integer from 100 to 120000'],
    // a float where an integer is wanted
    [{ IMAP_PORT: '1.5' }, 'IMAP_PORT="1.5" is not allowed: an integer from 1 to 65535'],
    [{ IMAP_PORT: '1e3' }, 'IMAP_PORT="1e3" is not allowed: an integer from 1 to 65535'],
    // number
    [{ MAIL_MAX_ATTACHMENT_MB: 'Infinity' }, 'MAIL_MAX_ATTACHMENT_MB="Infinity" is not allowed: a number from 0.001 to 100'],
    // strict booleans
    [{ IMAP_TLS: 'yes' }, 'IMAP_TLS="yes" is not allowed: true or false'],
    [{ FETCH_ALLOW_PRIVATE: '1' }, 'FETCH_ALLOW_PRIVATE="1" is not allowed: true or false'],
    // URL
    [{ LLM_BASE_URL: 'ftp://x.example' }, 'LLM_BASE_URL="ftp://x.example" is not allowed: an absolute http/https URL'],
    [{ NOVA_POSHTA_API_URL: 'novaposhta' }, 'NOVA_POSHTA_API_URL="novaposhta" is not allowed: an absolute http/https URL'],
    // one of
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL="verbose" is not allowed: one of debug, info, warn, error'],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE="yes" is not allowed: one of auto, true, false'],
    // templates and rules
    [{ MAILBOX_TEMPLATE: 'docs@example.com' }, 'MAILBOX_TEMPLATE="docs@example.com" is not allowed: an e-mail address containing {userId}, e.g. docs+{userId}@example.com'],
    [{ FIRM_HOURS: '20:00-09:00' }, 'FIRM_HOURS="20:00-09:00" is not allowed: a range of local times, e.g. 09:00-20:00'],
    [{ FIRM_TIMEZONE: 'Mars/Olympus' }, 'FIRM_TIMEZONE="Mars/Olympus" is not allowed: an IANA time zone, e.g. Europe/Kyiv'],
  ])('refuses %j with one line', (env, line) => {
    expect(refusal(env)).toBe(line);
  });

  it('never echoes a secret and escapes control characters', () => {
    expect(refusal({ DATABASE_URL: 'mysql://root:hunter2@db' })).toBe('DATABASE_URL=(hidden) is not allowed: a postgres:// or postgresql:// URL');
    expect(refusal({ METRICS_TOKEN: 'short' })).toBe('METRICS_TOKEN=(hidden) is not allowed: at least 16 characters');
    const line = refusal({ AGENT_NAME: `x\n${'y'.repeat(100)}` });
    expect(line.split('\n')).toHaveLength(1);
  });

  it('the mail reader uses the same MAILBOX_TEMPLATE rule as the chat (one setting, one rule)', () => {
    expect(() => loadConfig({ MAILBOX_TEMPLATE: '{userId}' })).toThrow('MAILBOX_TEMPLATE="{userId}" is not allowed');
  });

  it('every variable has a meaning and an allowed text', () => {
    for (const [name, s] of Object.entries(SETTINGS)) {
      expect([name, s.meaning.length > 3, s.allowed.length > 3]).toEqual([name, true, true]);
    }
  });
});

describe('generated documents', () => {
  it("README's configuration table is what settings.ts generates (npm run docs:config)", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('.env.example is what settings.ts generates (npm run docs:config)', () => {
    expect(fs.readFileSync(path.join(root, '.env.example'), 'utf8')).toBe(renderEnvExample());
  });
});
