import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Seeds the back-office data of e2e/tests/admin-chats.spec.ts straight into the e2e server's database
 * (users who finished, are chatting, were blocked...). Every name carries a per-run token so the spec
 * can scope its assertions by search and stay independent of what other specs create.
 */

// pg ships without type declarations in this repo; only connect/query/end are used.
interface PgClient {
  connect(): Promise<void>;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client } = require('pg') as { Client: new (o: { connectionString: string }) => PgClient };

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const port = Number(process.env.E2E_PORT ?? 3100);

/** The e2e server's database: E2E_DATABASE_URL, or the embedded PostgreSQL the server started itself. */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const pgPort = process.env.E2E_EMBEDDED_PG_PORT ?? String(port + 20000);
  return `postgres://postgres:postgres@127.0.0.1:${pgPort}/lawfirm`;
}

/** <DATA_DIR>/maildrop/<userId>/ of the e2e server (the offline mail source). */
export function maildropDir(userId: string): string {
  const dataDir = path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`);
  return path.join(dataDir, 'maildrop', userId);
}

export async function withDb<T>(fn: (db: PgClient) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

interface SeedChat {
  name: string;
  phone: string;
  finished: boolean;
  processed: boolean;
  abuser?: boolean;
  minutesAgo: number;
  document?: string;
  city?: string | null;
  ip?: string | null;
  delivery?: Record<string, string> | null;
  messages?: { author: 'user' | 'agent'; message: string }[];
}

export interface SeededChat {
  id: number;
  userId: string;
  name: string;
  phone: string;
}

let phoneCounter = Math.floor(Math.random() * 9_000_000);
/** A unique +380 phone per seeded user. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `+38099${String(phoneCounter).padStart(7, '0')}`;
}

export async function seedChat(db: PgClient, c: SeedChat): Promise<SeededChat> {
  const userId = randomUUID();
  await db.query(
    `INSERT INTO users (id, name, phone, user_ip, city, is_abuser, created_at) VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7))`,
    [userId, c.name, c.phone, c.ip ?? null, c.city ?? null, c.abuser ?? false, c.minutesAgo],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO chats (user_id, created_at, is_chat_finished, is_processed, document, delivery_data)
     VALUES ($1, now() - make_interval(mins => $2), $3, $4, $5, $6) RETURNING id`,
    [userId, c.minutesAgo, c.finished, c.processed, c.document ?? null, c.delivery ? JSON.stringify(c.delivery) : null],
  );
  const id = rows[0].id;
  for (const [i, m] of (c.messages ?? []).entries()) {
    await db.query(
      `INSERT INTO messages (chat_id, author, message, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4) + make_interval(secs => $5))`,
      [id, m.author, m.message, c.minutesAgo, i * 30],
    );
  }
  return { id, userId, name: c.name, phone: c.phone };
}

export async function seedFeedback(db: PgClient, f: { name: string; phone: string | null; feedback: string; minutesAhead: number }): Promise<number> {
  // In the future, so these are the newest feedbacks whatever other specs submitted.
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO feedbacks (name, phone, feedback, created_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING id`,
    [f.name, f.phone, f.feedback, f.minutesAhead],
  );
  return rows[0].id;
}

/** A real RFC 822 mail with a text body and a PNG attachment, dropped where the maildrop source reads it. */
export function dropMailWithAttachment(userId: string, to: string, text: string): void {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const eml = [
    'From: Client <client@example.net>',
    `To: ${to}`,
    'Subject: =?UTF-8?B?' + Buffer.from('Документи до справи').toString('base64') + '?=',
    `Message-ID: <${randomUUID()}@example.net>`,
    'Date: ' + new Date().toUTCString(),
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="law-e2e-boundary"',
    '',
    '--law-e2e-boundary',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(text).toString('base64'),
    '--law-e2e-boundary',
    'Content-Type: image/png; name="passport.png"',
    'Content-Disposition: attachment; filename="passport.png"',
    'Content-Transfer-Encoding: base64',
    '',
    png,
    '--law-e2e-boundary--',
    '',
  ].join('\r\n');
  const dir = maildropDir(userId);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '0001.eml'), eml);
}

/** A live order for a chat (the orders feature creates them through its modal; here only the link matters). */
export async function seedOrder(db: PgClient, chatId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO orders (chat_id, document_price) VALUES ($1, 1500) RETURNING id`, [chatId]);
  return rows[0].id;
}
