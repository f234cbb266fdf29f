import path from 'node:path';
import type { AppConfig } from '../../config/config';

export interface MailConfig {
  mailboxTemplate: string;
  /** 'imap' when IMAP_HOST is set, otherwise the local maildrop folder. */
  source: 'imap' | 'maildrop';
  imap: { host: string; port: number; secure: boolean; user: string; password: string; mailbox: string; rejectUnauthorized: boolean };
  maildropDir: string;
  limits: { maxAttachmentBytes: number; maxFilesPerScrape: number; maxMessageBytes: number; maxMessagesPerScrape: number; maxTextPerMessage: number };
}

/** Mail settings from MAILBOX_TEMPLATE, IMAP_*, MAILDROP_DIR, MAIL_MAX_* (declared in config/settings.ts). */
export function mailConfig(config: AppConfig): MailConfig {
  const s = config.settings;
  const host = s.IMAP_HOST ?? '';
  return {
    mailboxTemplate: s.MAILBOX_TEMPLATE,
    source: host ? 'imap' : 'maildrop',
    imap: {
      host,
      port: s.IMAP_PORT,
      secure: s.IMAP_TLS,
      user: s.IMAP_USER,
      password: s.IMAP_PASSWORD,
      mailbox: s.IMAP_MAILBOX,
      rejectUnauthorized: s.IMAP_TLS_REJECT_UNAUTHORIZED,
    },
    maildropDir: s.MAILDROP_DIR ? path.resolve(config.appRoot, s.MAILDROP_DIR) : path.join(config.dataDir, 'maildrop'),
    limits: {
      maxAttachmentBytes: Math.round(s.MAIL_MAX_ATTACHMENT_MB * 1024 * 1024),
      maxFilesPerScrape: s.MAIL_MAX_FILES_PER_SCRAPE,
      maxMessageBytes: 60 * 1024 * 1024,
      maxMessagesPerScrape: 200,
      maxTextPerMessage: 5000,
    },
  };
}
