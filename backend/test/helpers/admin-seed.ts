import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

let phoneSeq = Math.floor(Math.random() * 1_000_000);

/** A unique +380 phone for test users. */
export function uniquePhone(): string {
  phoneSeq = (phoneSeq + 7919) % 1_000_000_000;
  return `+380${String(phoneSeq).padStart(9, '0')}`;
}

export interface SeededChat {
  chatId: number;
  userId: string;
  name: string;
  phone: string;
}

/** Inserts a user and one chat for it (created_at lets a test fix the list order). */
export async function seedChat(
  db: DataSource,
  opts: { name: string; phone?: string; finished?: boolean; processed?: boolean; abuser?: boolean; createdAt?: Date; document?: string | null; userIp?: string | null; city?: string | null },
): Promise<SeededChat> {
  const userId = randomUUID();
  const phone = opts.phone ?? uniquePhone();
  await db.query(`INSERT INTO users (id, name, phone, user_ip, city, is_abuser) VALUES ($1, $2, $3, $4, $5, $6)`, [
    userId,
    opts.name,
    phone,
    opts.userIp ?? null,
    opts.city ?? null,
    opts.abuser ?? false,
  ]);
  const [{ id }] = await db.query(
    `INSERT INTO chats (user_id, created_at, is_chat_finished, is_processed, document) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, opts.createdAt ?? new Date(), opts.finished ?? false, opts.processed ?? false, opts.document ?? null],
  );
  return { chatId: id, userId, name: opts.name, phone };
}

/** A raw RFC 822 message with optional base64 attachments. */
export function buildMail(opts: {
  to: string;
  from?: string;
  subject?: string;
  messageId?: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}): string {
  const boundary = `b-${randomUUID()}`;
  const head = [
    `From: ${opts.from ?? 'client@example.net'}`,
    `To: ${opts.to}`,
    `Subject: ${opts.subject ?? 'Документи'}`,
    ...(opts.messageId ? [`Message-ID: <${opts.messageId}>`] : []),
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
  ];
  const textPart = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', Buffer.from(opts.text, 'utf8').toString('base64')];
  if (!opts.attachments?.length) return [...head, ...textPart].join('\r\n') + '\r\n';
  const parts = [textPart.join('\r\n')];
  for (const a of opts.attachments) {
    parts.push(
      [
        `Content-Type: ${a.contentType}; name="${a.filename}"`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: attachment; filename="${a.filename}"`,
        '',
        a.content.toString('base64').replace(/(.{76})/g, '$1\r\n'),
      ].join('\r\n'),
    );
  }
  return [...head, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts.map((p) => `--${boundary}\r\n${p}`), `--${boundary}--`, ''].join('\r\n');
}

/** A small but real PDF. */
export function tinyPdf(label: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}
