import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { BadGatewayException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { simpleParser, type Attachment } from 'mailparser';
import { DataSource } from 'typeorm';
import { ADMIN_CHAT_MESSAGES, mailboxAddress, type ScrapeMailsResponse } from '@law/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AuditService } from '../audit/audit.service';
import { ChatRecordsService } from '../chat/chat-records.service';
import { FileStorageService } from '../files/file-storage.service';
import { CONTENT_TYPE_EXT, FILE_TYPES } from '../files/files.config';
import { MAIL_SOURCE, MailSourceError, type MailSource, type RawMail } from './mail-source';
import { mailConfig, type MailConfig } from './mail.config';
import { normalizeMailData, originalFileName } from './mail-data';

const ALLOWED_LIST = 'PDF, JPG, PNG, WEBP, HEIC, DOC, DOCX, TXT, ODT';

interface PreparedMail {
  /** Message-ID or content hash; null when the mail was only partly taken (file limit) and must be read again. */
  key: string | null;
  files: string[];
  lines: string[];
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toLocaleString('uk-UA', { maximumFractionDigits: 1 });
}

function extensionOf(att: Attachment): string | null {
  const name = att.filename ?? '';
  const dot = name.lastIndexOf('.');
  const fromName = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (fromName) return fromName === 'jpeg' ? 'jpg' : fromName;
  return CONTENT_TYPE_EXT[(att.contentType ?? '').toLowerCase()] ?? null;
}

/** Lines of a mail body worth keeping: trimmed, non-empty, quoted replies ('> ...') dropped, bounded in length. */
function bodyLines(text: string | undefined, max: number): string[] {
  if (!text) return [];
  const out: string[] = [];
  let used = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('>')) continue;
    if (used + line.length > max) break;
    out.push(line);
    used += line.length;
  }
  return out;
}

/**
 * POST /admin/chats/{id}/scrape-mails: reads the mail the client sent to their personal address, stores the
 * allowed attachments in file storage and appends the text bodies to chat.mail_data. Each mail is remembered in
 * mail_imports (by Message-ID, else content hash) and files are content-addressed, so a second run adds nothing.
 */
@Injectable()
export class MailScraperService {
  private readonly cfg: MailConfig;

  constructor(
    private readonly db: DataSource,
    @Inject(MAIL_SOURCE) private readonly source: MailSource,
    private readonly storage: FileStorageService,
    private readonly audit: AuditService,
    private readonly chats: ChatRecordsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cfg = mailConfig(config);
  }

  async scrape(chatId: number, actor: string): Promise<ScrapeMailsResponse> {
    const chat = await this.chats.find(chatId);
    if (!chat) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
    const userId = chat.user_id;
    const address = mailboxAddress(this.cfg.mailboxTemplate, userId);
    const { limits } = this.cfg;

    let mails: RawMail[];
    try {
      mails = await this.source.fetch(address, userId, limits.maxMessageBytes, limits.maxMessagesPerScrape);
    } catch (e) {
      if (e instanceof MailSourceError) throw new BadGatewayException(e.message);
      throw e;
    }

    const known = new Set<string>(
      (await this.db.query(`SELECT message_key FROM mail_imports WHERE chat_id = $1`, [chatId])).map((r: { message_key: string }) => r.message_key),
    );
    const current = normalizeMailData(chat.mail_data);
    /** Files the chat already has (or had, if removed): re-reading them does not count against the limit. */
    const existing = new Set([...current.files, ...(current.removed_files ?? [])]);
    const skipped: string[] = [];
    const prepared: PreparedMail[] = [];
    let savedFiles = 0;
    let limitReached = false;

    /** The attachments' own names, shown beside 'Файл N' in the back office. */
    const names: Record<string, string> = {};
    for (const mail of mails) {
      if (limitReached) break;
      if (!mail.source) {
        skipped.push(`Лист (${mail.ref}) пропущено: розмір ${mb(mail.size)} МБ завеликий`);
        continue;
      }
      const hashKey = `sha256:${createHash('sha256').update(mail.source).digest('hex')}`;
      if (known.has(hashKey)) continue;
      let parsed;
      try {
        parsed = await simpleParser(mail.source, { skipImageLinks: true, skipTextToHtml: true });
      } catch {
        skipped.push(`Лист (${mail.ref}) не вдалося прочитати`);
        continue;
      }
      const key = parsed.messageId ? `mid:${parsed.messageId.slice(0, 280)}` : hashKey;
      if (known.has(key)) continue;

      const files: string[] = [];
      for (const att of parsed.attachments) {
        const label = att.filename ?? 'без назви';
        const ext = extensionOf(att);
        if (!ext || !FILE_TYPES[ext]) {
          skipped.push(`Файл «${label}» пропущено: недозволений тип (дозволено: ${ALLOWED_LIST})`);
          continue;
        }
        if (att.size > limits.maxAttachmentBytes) {
          skipped.push(`Файл «${label}» пропущено: розмір ${mb(att.size)} МБ перевищує ліміт ${mb(limits.maxAttachmentBytes)} МБ`);
          continue;
        }
        const storedUrl = this.storage.urlFor(userId, ext, att.content);
        if (existing.has(storedUrl)) continue;
        if (savedFiles >= limits.maxFilesPerScrape) {
          limitReached = true;
          skipped.push(`Досягнуто ліміт ${limits.maxFilesPerScrape} файлів за одну перевірку; решту буде додано наступного разу`);
          break;
        }
        const url = await this.storage.save(userId, ext, att.content);
        existing.add(url);
        files.push(url);
        const original = originalFileName(att.filename);
        if (original) names[url] = original;
        savedFiles++;
      }
      prepared.push(limitReached ? { key: null, files, lines: [] } : { key, files, lines: bodyLines(parsed.text, limits.maxTextPerMessage) });
      known.add(key);
      await yieldToLoop();
    }

    return this.db.transaction(async (m) => {
      const locked = await this.chats.lockForEdit(m, chatId);
      if (!locked) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
      const before = normalizeMailData(locked.mail_data);
      const data = normalizeMailData(locked.mail_data);
      const present = new Set([...data.files, ...(data.removed_files ?? [])]);
      let addedFiles = 0;
      let addedLines = 0;
      for (const p of prepared) {
        if (p.key) {
          const inserted = await m.query(`INSERT INTO mail_imports (chat_id, message_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`, [chatId, p.key]);
          if (!inserted.length) continue; // taken by a concurrent run
        }
        for (const f of p.files) {
          if (present.has(f)) continue;
          present.add(f);
          data.files.push(f);
          if (names[f]) data.file_names = { ...(data.file_names ?? {}), [f]: names[f] };
          addedFiles++;
        }
        if (p.lines.length) {
          data.text = data.text ? `${data.text}\n${p.lines.join('\n')}` : p.lines.join('\n');
          addedLines += p.lines.length;
        }
      }
      if (addedFiles || addedLines) {
        await this.chats.setMailData(m, chatId, data);
        await this.audit.record(
          { actor, action: 'chat.scrape_mails', entity: 'chat', entityId: chatId, before: { mail_data: before }, after: { mail_data: data } },
          m,
        );
      }
      return { mail_data: data, added_files: addedFiles, added_text_lines: addedLines, skipped };
    });
  }
}
