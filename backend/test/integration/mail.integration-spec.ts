import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ImapFlow } from 'imapflow';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { buildMail, seedChat, tinyPdf } from '../helpers/admin-seed';
import { dovecotAvailable, startDovecot, type DovecotServer } from '../helpers/dovecot';

/** scrape-mails against a real IMAP server: a private dovecot started by this test on a loopback port. */
const describeImap = dovecotAvailable() || process.env.CI ? describe : describe.skip;

describeImap('scrape-mails over IMAP (dovecot)', () => {
  let imap: DovecotServer;
  let t: TestApp;
  let cookie: string;
  let dataDir: string;

  async function deliver(raw: string): Promise<void> {
    const c = new ImapFlow({ host: imap.host, port: imap.port, secure: false, doSTARTTLS: false, auth: { user: imap.user, pass: imap.password }, logger: false });
    await c.connect();
    await c.append('INBOX', raw);
    await c.logout();
  }

  beforeAll(async () => {
    imap = await startDovecot();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-mail-'));
    t = await startTestApp({
      DATA_DIR: dataDir,
      IMAP_HOST: imap.host,
      IMAP_PORT: String(imap.port),
      IMAP_USER: imap.user,
      IMAP_PASSWORD: imap.password,
      IMAP_TLS: 'false',
      MAILBOX_TEMPLATE: 'docs+{userId}@law.example',
      MAIL_MAX_ATTACHMENT_MB: '1',
    });
    cookie = await adminCookie(t.url, '10.8.0.1');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await imap?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('pulls only the client’s own mail with its attachment, once, and serves the file', async () => {
    const chat = await seedChat(t.db, { name: 'Поштовий Клієнт', finished: true });
    const other = await seedChat(t.db, { name: 'Інший Клієнт' });
    const scan = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
    await deliver(
      buildMail({
        to: `docs+${chat.userId}@law.example`,
        messageId: `imap-1-${chat.userId}@client.example`,
        text: 'Добрий день!\nДодаю договір та скан.',
        attachments: [
          { filename: 'dogovir.pdf', contentType: 'application/pdf', content: tinyPdf('договір') },
          { filename: 'scan.png', contentType: 'image/png', content: scan },
          { filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(1024 * 1024 + 10, 1) },
        ],
      }),
    );
    await deliver(buildMail({ to: `docs+${other.userId}@law.example`, messageId: `imap-2@client.example`, text: 'Чужий лист' }));

    const first = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(first.status).toBe(200);
    const md = first.body.data.mail_data;
    expect(md.files).toEqual([expect.stringMatching(/\.pdf$/), expect.stringMatching(/\.png$/)]);
    expect(md.text).toBe('Добрий день!\nДодаю договір та скан.');
    expect(first.body.data.skipped).toEqual([expect.stringMatching(/big\.pdf.*перевищує ліміт 1 МБ/)]);

    const second = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(second.body.data).toMatchObject({ mail_data: md, added_files: 0, added_text_lines: 0 });

    const png = await fetch(`${t.url}${md.files[1]}`, { headers: { cookie } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).equals(scan)).toBe(true);

    // a new mail later is added on the next run, the old one still only once
    await deliver(buildMail({ to: `docs+${chat.userId}@law.example`, messageId: `imap-3-${chat.userId}@client.example`, text: 'Ще одне питання' }));
    const third = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(third.body.data.mail_data.text).toBe('Добрий день!\nДодаю договір та скан.\nЩе одне питання');
    expect(third.body.data.mail_data.files).toEqual(md.files);

    const otherRes = await api(t.url, 'POST', `/api/admin/chats/${other.chatId}/scrape-mails`, undefined, { cookie });
    expect(otherRes.body.data.mail_data).toEqual({ files: [], text: 'Чужий лист' });
  });

  it('answers 502 with a clear message when the mailbox refuses the login', async () => {
    const bad = await startTestApp({ DATA_DIR: dataDir, IMAP_HOST: imap.host, IMAP_PORT: String(imap.port), IMAP_USER: imap.user, IMAP_PASSWORD: 'wrong', IMAP_TLS: 'false' });
    try {
      const c = await adminCookie(bad.url, '10.8.0.2');
      const chat = await seedChat(bad.db, { name: 'Без Пошти' });
      const res = await api(bad.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie: c });
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(/^Не вдалося підключитися до поштової скриньки/);
      expect((await bad.db.query(`SELECT mail_data FROM chats WHERE id = $1`, [chat.chatId]))[0].mail_data).toEqual({ files: [], text: '' });
    } finally {
      await bad.close();
    }
  });
});

describe('scrape-mails limits (maildrop)', () => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-maildrop-'));
    t = await startTestApp({ DATA_DIR: dataDir, MAIL_MAX_FILES_PER_SCRAPE: '2' });
    cookie = await adminCookie(t.url, '10.8.0.3');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops at the per-scrape file limit with a note and takes the rest next time, without duplicates', async () => {
    const chat = await seedChat(t.db, { name: 'Багато Файлів' });
    const drop = path.join(dataDir, 'maildrop', chat.userId);
    fs.mkdirSync(drop, { recursive: true });
    const attachments = [1, 2, 3].map((i) => ({ filename: `doc${i}.pdf`, contentType: 'application/pdf', content: tinyPdf(`файл ${i}`) }));
    fs.writeFileSync(path.join(drop, 'a.eml'), buildMail({ to: `docs+${chat.userId}@example.com`, messageId: 'limit-1@x', text: 'Три файли', attachments }));
    const first = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(first.body.data.mail_data.files).toHaveLength(2);
    expect(first.body.data.mail_data.text).toBe('');
    expect(first.body.data.skipped).toEqual([expect.stringContaining('Досягнуто ліміт 2 файлів')]);
    const second = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(second.body.data.mail_data.files).toHaveLength(3);
    expect(new Set(second.body.data.mail_data.files).size).toBe(3);
    expect(second.body.data.mail_data.text).toBe('Три файли');
    const third = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(third.body.data).toMatchObject({ added_files: 0, added_text_lines: 0 });
    expect(fs.readdirSync(path.join(dataDir, 'files', chat.userId))).toHaveLength(3);
  });

  it('finds nothing for a client without a maildrop folder', async () => {
    const chat = await seedChat(t.db, { name: 'Порожня Пошта' });
    const res = await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/scrape-mails`, undefined, { cookie });
    expect(res.body.data).toEqual({ mail_data: { files: [], text: '' }, added_files: 0, added_text_lines: 0, skipped: [] });
  });
});
