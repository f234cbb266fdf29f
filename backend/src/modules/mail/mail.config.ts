import path from 'node:path';
import { DEFAULT_MAILBOX_TEMPLATE } from '@law/contracts';
import type { AppConfig } from '../../config/config';
import { numberSetting as num } from '../../config/env-readers';

export interface MailConfig {
  mailboxTemplate: string;
  /** 'imap' when IMAP_HOST is set, otherwise the local maildrop folder. */
  source: 'imap' | 'maildrop';
  imap: { host: string; port: number; secure: boolean; user: string; password: string; mailbox: string; rejectUnauthorized: boolean };
  maildropDir: string;
  limits: { maxAttachmentBytes: number; maxFilesPerScrape: number; maxMessageBytes: number; maxMessagesPerScrape: number; maxTextPerMessage: number };
}

/**
 * MAILBOX_TEMPLATE, IMAP_HOST, IMAP_PORT (993), IMAP_USER, IMAP_PASSWORD, IMAP_TLS (true), IMAP_MAILBOX (INBOX),
 * IMAP_TLS_REJECT_UNAUTHORIZED (true), MAILDROP_DIR (<DATA_DIR>/maildrop), MAIL_MAX_ATTACHMENT_MB (15),
 * MAIL_MAX_FILES_PER_SCRAPE (20).
 */
export function mailConfig(config: AppConfig): MailConfig {
  const env = config.raw;
  const host = env.IMAP_HOST?.trim() ?? '';
  return {
    mailboxTemplate: env.MAILBOX_TEMPLATE?.trim() || DEFAULT_MAILBOX_TEMPLATE,
    source: host ? 'imap' : 'maildrop',
    imap: {
      host,
      port: num(env, 'IMAP_PORT', 993, 1, 65535),
      secure: (env.IMAP_TLS ?? 'true').trim() !== 'false',
      user: env.IMAP_USER ?? '',
      password: env.IMAP_PASSWORD ?? '',
      mailbox: env.IMAP_MAILBOX?.trim() || 'INBOX',
      rejectUnauthorized: (env.IMAP_TLS_REJECT_UNAUTHORIZED ?? 'true').trim() !== 'false',
    },
    maildropDir: env.MAILDROP_DIR?.trim() ? path.resolve(config.appRoot, env.MAILDROP_DIR.trim()) : path.join(config.dataDir, 'maildrop'),
    limits: {
      maxAttachmentBytes: Math.round(num(env, 'MAIL_MAX_ATTACHMENT_MB', 15, 0.001, 100) * 1024 * 1024),
      maxFilesPerScrape: num(env, 'MAIL_MAX_FILES_PER_SCRAPE', 20, 1, 200),
      maxMessageBytes: 60 * 1024 * 1024,
      maxMessagesPerScrape: 200,
      maxTextPerMessage: 5000,
    },
  };
}
