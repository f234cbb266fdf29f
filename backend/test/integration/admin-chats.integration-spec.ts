import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_CHAT_MESSAGES, ADMIN_AUTH_MESSAGES } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { buildMail, seedChat, tinyPdf, uniquePhone, type SeededChat } from '../helpers/admin-seed';

describe('admin chats API', () => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  const tag = `Тест${Math.random().toString(36).slice(2, 8)}`;
  const seeded: SeededChat[] = [];
  let withOrder: SeededChat;
  let withMessages: SeededChat;
  let abuser: SeededChat;
  const get = (p: string, c = cookie) => api(t.url, 'GET', p, undefined, c ? { cookie: c } : {});
  const post = (p: string, body?: unknown, c = cookie) => api(t.url, 'POST', p, body, c ? { cookie: c } : {});

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-admin-chats-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    cookie = await adminCookie(t.url, '10.5.0.1');
    const base = Date.now() - 3600_000;
    // 13 chats of this test: 8 not processed (incl. 1 active blocked user), 5 processed; created one minute apart.
    for (let i = 0; i < 13; i++) {
      const processed = i % 13 >= 8;
      seeded.push(
        await seedChat(t.db, {
          name: `${tag} Клієнт ${String(i).padStart(2, '0')}`,
          finished: i % 2 === 0 || processed,
          processed,
          abuser: i === 3,
          createdAt: new Date(base + i * 60_000),
          document: i === 0 ? 'Позовна заява' : null,
        }),
      );
    }
    abuser = seeded[3];
    withOrder = seeded[1];
    withMessages = seeded[2];
    await t.db.query(`INSERT INTO orders (chat_id, document_price) VALUES ($1, 1500)`, [withOrder.chatId]);
    await t.db.query(`UPDATE users SET user_ip = '203.0.113.9', city = 'Київ' WHERE id = $1`, [withMessages.userId]);
    await t.db.query(`INSERT INTO messages (chat_id, author, message, created_at) VALUES ($1, 'user', $2, now() - interval '2 minutes'), ($1, 'agent', $3, now() - interval '1 minute')`, [
      withMessages.chatId,
      'Добрий день <img src=x onerror=alert(1)>',
      'Вітаю! **Чим** допомогти?',
    ]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 401 without a session on every endpoint', async () => {
    const id = seeded[0].chatId;
    for (const [method, p] of [
      ['GET', '/api/admin/chats'],
      ['GET', `/api/admin/chats/${id}/messages`],
      ['POST', `/api/admin/chats/${id}/update-comment`],
      ['POST', `/api/admin/chats/${id}/process`],
      ['POST', `/api/admin/chats/${id}/update-document`],
      ['POST', `/api/admin/chats/${id}/update-case-card`],
      ['POST', `/api/admin/chats/${id}/remove-file`],
      ['POST', `/api/admin/chats/${id}/restore-file`],
      ['POST', `/api/admin/chats/${id}/scrape-mails`],
      ['GET', '/api/files/x/y.pdf'],
    ] as const) {
      const res = await api(t.url, method, p, method === 'POST' ? {} : undefined);
      expect([p, res.status, res.body]).toEqual([p, 401, { success: false, error: ADMIN_AUTH_MESSAGES.unauthorized, code: expect.any(String) }]);
    }
  });

  it('lists not-processed chats by default, 10 per page, newest first, with user and order', async () => {
    const res = await get(`/api/admin/chats?search=${encodeURIComponent(tag)}`);
    expect(res.status).toBe(200);
    const { chats, pagination } = res.body.data;
    expect(pagination).toEqual({ current_page: 1, per_page: 10, total_pages: 1, total_count: 8 });
    expect(chats.map((c: { id: number }) => c.id)).toEqual(seeded.slice(0, 8).reverse().map((s) => s.chatId));
    const first = chats.find((c: { id: number }) => c.id === seeded[0].chatId);
    expect(first).toEqual({
      id: seeded[0].chatId,
      created_at: expect.any(String),
      is_chat_finished: true,
      is_processed: false,
      document: 'Позовна заява',
      user: { id: seeded[0].userId, name: seeded[0].name, phone: seeded[0].phone, is_abuser: false },
      orders: null,
      held_by: null,
    });
    expect(chats.find((c: { id: number }) => c.id === withOrder.chatId).orders).toEqual({ id: expect.any(Number) });
    expect(chats.find((c: { id: number }) => c.id === abuser.chatId).user.is_abuser).toBe(true);
  });

  it('filters processed and all, and pages through the result', async () => {
    const processed = await get(`/api/admin/chats?status=processed&search=${encodeURIComponent(tag)}`);
    expect(processed.body.data.pagination.total_count).toBe(5);
    expect(processed.body.data.chats.every((c: { is_processed: boolean }) => c.is_processed)).toBe(true);
    const all1 = await get(`/api/admin/chats?status=all&page=1&search=${encodeURIComponent(tag)}`);
    expect(all1.body.data.pagination).toEqual({ current_page: 1, per_page: 10, total_pages: 2, total_count: 13 });
    expect(all1.body.data.chats).toHaveLength(10);
    const all2 = await get(`/api/admin/chats?status=all&page=2&search=${encodeURIComponent(tag)}`);
    expect(all2.body.data.chats.map((c: { id: number }) => c.id)).toEqual(seeded.slice(0, 3).reverse().map((s) => s.chatId));
  });

  it('searches by a name substring (case-insensitive) and by phone digits in any format', async () => {
    const byName = await get(`/api/admin/chats?status=all&search=${encodeURIComponent(`${tag} клієнт 07`.toLowerCase())}`);
    expect(byName.body.data.chats.map((c: { id: number }) => c.id)).toEqual([seeded[7].chatId]);
    const digits = seeded[9].phone.slice(4);
    const byPhone = await get(`/api/admin/chats?status=all&search=${encodeURIComponent(digits)}`);
    expect(byPhone.body.data.chats.map((c: { id: number }) => c.id)).toContain(seeded[9].chatId);
    const pretty = `+380 ${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5)}`;
    const byPretty = await get(`/api/admin/chats?status=all&search=${encodeURIComponent(pretty)}`);
    expect(byPretty.body.data.chats.map((c: { id: number }) => c.id)).toEqual([seeded[9].chatId]);
    const wildcard = await get(`/api/admin/chats?status=all&search=${encodeURIComponent('%_%')}`);
    expect(wildcard.body.data.pagination.total_count).toBe(0);
    expect(wildcard.body.data.chats).toEqual([]);
  });

  it('keeps exact totals without a search and reads the last page from the other end correctly', async () => {
    for (const status of ['in_work', 'processed', 'all'] as const) {
      const where = status === 'in_work' ? 'NOT is_processed' : status === 'processed' ? 'is_processed' : 'TRUE';
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM chats WHERE ${where}`);
      const first = await get(`/api/admin/chats?status=${status}`);
      expect(first.body.data.pagination.total_count).toBe(n);
      const last = first.body.data.pagination.total_pages;
      const res = await get(`/api/admin/chats?status=${status}&page=${last}`);
      const expected = await t.db.query(`SELECT id FROM chats WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET $1`, [(last - 1) * 10]);
      expect(res.body.data.chats.map((c: { id: number }) => c.id)).toEqual(expected.map((r: { id: number }) => r.id));
    }
    // the counters follow updates and deletes
    const before = (await get('/api/admin/chats?status=processed')).body.data.pagination.total_count;
    const extra = await seedChat(t.db, { name: `${tag} Тимчасовий`, processed: true, finished: true });
    expect((await get('/api/admin/chats?status=processed')).body.data.pagination.total_count).toBe(before + 1);
    await t.db.query(`UPDATE chats SET is_processed = false WHERE id = $1`, [extra.chatId]);
    expect((await get('/api/admin/chats?status=processed')).body.data.pagination.total_count).toBe(before);
    await t.db.query(`DELETE FROM chats WHERE id = $1`, [extra.chatId]);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM chats`);
    expect((await get('/api/admin/chats?status=all')).body.data.pagination.total_count).toBe(n);
  });

  it('refuses bad pages and statuses with 400 and a Ukrainian message', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'page=1.5', `page=3&status=all&search=${encodeURIComponent(tag)}`, 'page=99999999']) {
      const res = await get(`/api/admin/chats?${q}`);
      expect([q, res.status, res.body]).toEqual([q, 400, { success: false, error: 'Невірний номер сторінки', code: expect.any(String) }]);
    }
    const bad = await get('/api/admin/chats?status=done');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(ADMIN_CHAT_MESSAGES.badStatus);
    const long = await get(`/api/admin/chats?search=${'я'.repeat(101)}`);
    expect(long.status).toBe(400);
    // page 1 of an empty result is fine
    const empty = await get('/api/admin/chats?search=zzzz-nothing-matches');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ chats: [], pagination: { current_page: 1, per_page: 10, total_pages: 1, total_count: 0 } });
  });

  it('returns the chat detail with user, timeline and SMS', async () => {
    const res = await get(`/api/admin/chats/${withMessages.chatId}/messages`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    const user = { id: withMessages.userId, name: withMessages.name, phone: withMessages.phone, user_ip: '203.0.113.9', city: 'Київ', is_abuser: false };
    expect(d.user).toEqual(user);
    expect(d.chat).toEqual({
      id: withMessages.chatId,
      created_at: expect.any(String),
      is_chat_finished: true,
      is_processed: false,
      document: null,
      comment: null,
      mail_data: { files: [], text: '' },
      delivery_data: null,
      orders: null,
      user,
      case_card: null,
      held_by: null,
    });
    expect(d.messages).toEqual([
      { id: expect.any(String), author: 'user', message: 'Добрий день <img src=x onerror=alert(1)>', created_at: expect.any(String), agent_name: null, kind: 'text' },
      { id: expect.any(String), author: 'agent', message: 'Вітаю! **Чим** допомогти?', created_at: expect.any(String), agent_name: null, kind: 'text' },
    ]);
    expect(d.sms_messages).toEqual([]);
    const ordered = await get(`/api/admin/chats/${withOrder.chatId}/messages`);
    expect(ordered.body.data.chat.orders).toEqual({ id: expect.any(Number) });
    expect(ordered.body.data.messages).toEqual([]);
  });

  it('orders the timeline by (created_at, id): an earlier message stored later comes first, same-millisecond ones by id', async () => {
    const chat = await seedChat(t.db, { name: 'Порядок', finished: true });
    const at = new Date('2026-03-01T10:00:00.000Z');
    const insert = (author: string, message: string, createdAt: Date) =>
      t.db.query('INSERT INTO messages (chat_id, author, message, created_at) VALUES ($1, $2, $3, $4)', [chat.chatId, author, message, createdAt]);
    await insert('agent', 'Наразі відключаю наш чат', new Date(at.getTime() + 60_000));
    await insert('user', 'Добрий день', at);
    await insert('agent', 'Вітаю!', new Date(at.getTime() + 1));
    await insert('user', 'Перше в ту саму мить', new Date(at.getTime() + 2));
    await insert('agent', 'Друге в ту саму мить', new Date(at.getTime() + 2));
    const res = await get(`/api/admin/chats/${chat.chatId}/messages`);
    expect(res.body.data.messages.map((m: { message: string }) => m.message)).toEqual([
      'Добрий день',
      'Вітаю!',
      'Перше в ту саму мить',
      'Друге в ту саму мить',
      'Наразі відключаю наш чат',
    ]);
    const history = await api(t.url, 'GET', `/api/chat/history?userId=${chat.userId}`);
    expect(history.body.data.messages.map((m: { content: string }) => m.content)[0]).toBe('Добрий день');
  });

  it('answers 404 for an unknown chat and 400 for a malformed id', async () => {
    const missing = await get('/api/admin/chats/2147483000/messages');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: ADMIN_CHAT_MESSAGES.chatNotFound, code: expect.any(String) });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/admin/chats/${id}/messages`);
      expect([id, res.status]).toEqual([id, 400]);
      expect(res.body.success).toBe(false);
    }
    expect((await post('/api/admin/chats/abc/process', { is_processed: true })).status).toBe(400);
    expect((await post('/api/admin/chats/2147483000/update-comment', { comment: 'x' })).status).toBe(404);
  });

  it('updates the comment in a transaction with an audit row', async () => {
    const id = seeded[4].chatId;
    const res = await post(`/api/admin/chats/${id}/update-comment`, { comment: 'Передзвонити у вівторок' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { comment: 'Передзвонити у вівторок' } });
    const [chat] = await t.db.query(`SELECT comment FROM chats WHERE id = $1`, [id]);
    expect(chat.comment).toBe('Передзвонити у вівторок');
    const audit = await t.db.query(`SELECT actor, action, before, after FROM audit_log WHERE entity = 'chat' AND entity_id = $1 ORDER BY id`, [String(id)]);
    expect(audit).toEqual([{ actor: expect.any(String), action: 'chat.update_comment', before: { comment: null }, after: { comment: 'Передзвонити у вівторок' } }]);
    const [session] = await t.db.query(`SELECT id FROM admin_sessions WHERE id = $1`, [audit[0].actor]);
    expect(session).toBeDefined();
    for (const body of [{}, { comment: 5 }, { comment: null }, { comment: 'ok', extra: 1 }, { comment: 'я'.repeat(5001) }]) {
      const bad = await post(`/api/admin/chats/${id}/update-comment`, body);
      expect([JSON.stringify(body).slice(0, 40), bad.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
      expect(typeof bad.body.error).toBe('string');
    }
    const [after] = await t.db.query(`SELECT comment FROM chats WHERE id = $1`, [id]);
    expect(after.comment).toBe('Передзвонити у вівторок');
  });

  it('toggles processed with an audit row and refuses while a live order exists', async () => {
    const id = seeded[6].chatId;
    const res = await post(`/api/admin/chats/${id}/process`, { is_processed: true });
    expect(res.body).toEqual({ success: true, data: { is_processed: true } });
    expect((await t.db.query(`SELECT is_processed FROM chats WHERE id = $1`, [id]))[0].is_processed).toBe(true);
    const audit = await t.db.query(`SELECT before, after FROM audit_log WHERE action = 'chat.process' AND entity_id = $1`, [String(id)]);
    expect(audit).toEqual([{ before: { is_processed: false }, after: { is_processed: true } }]);
    expect((await post(`/api/admin/chats/${id}/process`, { is_processed: false })).body.data).toEqual({ is_processed: false });

    const refused = await post(`/api/admin/chats/${withOrder.chatId}/process`, { is_processed: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: ADMIN_CHAT_MESSAGES.processBlockedByOrder, code: expect.any(String) });
    expect((await t.db.query(`SELECT is_processed FROM chats WHERE id = $1`, [withOrder.chatId]))[0].is_processed).toBe(false);
    for (const body of [{}, { is_processed: 'true' }, { is_processed: 1 }, { is_processed: true, x: 1 }]) {
      expect((await post(`/api/admin/chats/${id}/process`, body)).status).toBe(400);
    }
  });

  it('updates the document with an audit row', async () => {
    const id = seeded[5].chatId;
    const res = await post(`/api/admin/chats/${id}/update-document`, { document: '  Заява про розлучення ' });
    expect(res.body).toEqual({ success: true, data: { document: 'Заява про розлучення' } });
    const audit = await t.db.query(`SELECT before, after FROM audit_log WHERE action = 'chat.update_document' AND entity_id = $1`, [String(id)]);
    expect(audit).toEqual([{ before: { document: null }, after: { document: 'Заява про розлучення' } }]);
    expect((await post(`/api/admin/chats/${id}/update-document`, { document: ['x'] })).status).toBe(400);
    expect((await post(`/api/admin/chats/${id}/update-document`, {})).status).toBe(400);
  });

  it('pulls maildrop mail into mail_data once, serves the file only to an admin, and removes files recoverably', async () => {
    const chat = seeded[8];
    const drop = path.join(dataDir, 'maildrop', chat.userId);
    fs.mkdirSync(drop, { recursive: true });
    const pdf = tinyPdf('позов');
    fs.writeFileSync(
      path.join(drop, '001.eml'),
      buildMail({
        to: `docs+${chat.userId}@example.com`,
        messageId: `m1-${chat.userId}@example.net`,
        text: 'Надсилаю паспорт.\n\n> цитата попереднього листа\nДякую',
        attachments: [
          { filename: 'pasport.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'virus.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ') },
        ],
      }),
    );
    fs.writeFileSync(path.join(drop, '002.eml'), buildMail({ to: `docs+${chat.userId}@example.com`, text: 'Без Message-ID' }));

    const first = await post(`/api/admin/chats/${chat.chatId}/scrape-mails`);
    expect(first.status).toBe(200);
    const md = first.body.data.mail_data;
    expect(md.files).toHaveLength(1);
    expect(md.files[0]).toMatch(new RegExp(`^/api/files/${chat.userId}/[0-9a-f]{32}\\.pdf$`));
    expect(md.text).toBe('Надсилаю паспорт.\nДякую\nБез Message-ID');
    expect(md.file_names).toEqual({ [md.files[0]]: 'pasport.pdf' });
    expect(first.body.data).toMatchObject({ added_files: 1, added_text_lines: 3 });
    expect(first.body.data.skipped).toEqual([expect.stringContaining('virus.exe')]);

    const second = await post(`/api/admin/chats/${chat.chatId}/scrape-mails`);
    expect(second.body.data).toMatchObject({ mail_data: md, added_files: 0, added_text_lines: 0 });
    const detail = await get(`/api/admin/chats/${chat.chatId}/messages`);
    expect(detail.body.data.chat.mail_data).toEqual(md);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'chat.scrape_mails' AND entity_id = $1`, [String(chat.chatId)]))[0].n).toBe(1);

    const file = await fetch(`${t.url}${md.files[0]}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f]{32}\.pdf"$/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${t.url}${md.files[0]}`)).status).toBe(401);

    const removed = await post(`/api/admin/chats/${chat.chatId}/remove-file`, { file_index: 0 });
    expect(removed.status).toBe(200);
    expect(removed.body.data.mail_data).toEqual({ files: [], text: md.text, removed_files: [md.files[0]], file_names: md.file_names });
    const audit = await t.db.query(`SELECT after FROM audit_log WHERE action = 'chat.remove_file' AND entity_id = $1`, [String(chat.chatId)]);
    expect(audit[0].after).toEqual({ files: [], removed_files: [md.files[0]] });
    // kept on disk and still readable by an admin: recoverable
    expect((await fetch(`${t.url}${md.files[0]}`, { headers: { cookie } })).status).toBe(200);
    // a later scrape does not bring a removed file back
    const third = await post(`/api/admin/chats/${chat.chatId}/scrape-mails`);
    expect(third.body.data.mail_data.files).toEqual([]);

    // restored from the removed files, audited; a file that is not among them is refused
    const restored = await post(`/api/admin/chats/${chat.chatId}/restore-file`, { file: md.files[0] });
    expect(restored.body.data.mail_data).toEqual({ files: [md.files[0]], text: md.text, removed_files: [], file_names: md.file_names });
    expect((await post(`/api/admin/chats/${chat.chatId}/restore-file`, { file: md.files[0] })).status).toBe(400);
    expect((await post(`/api/admin/chats/${chat.chatId}/restore-file`, { file: 5 })).status).toBe(400);
    await post(`/api/admin/chats/${chat.chatId}/remove-file`, { file_index: 0 });

    expect((await post(`/api/admin/chats/${chat.chatId}/remove-file`, { file_index: 0 })).status).toBe(400);
    for (const body of [{}, { file_index: -1 }, { file_index: '0' }, { file_index: 0.5 }]) {
      expect((await post(`/api/admin/chats/${chat.chatId}/remove-file`, body)).status).toBe(400);
    }
    expect((await post('/api/admin/chats/2147483000/scrape-mails')).status).toBe(404);
  });

  it('never serves a path outside the file store', async () => {
    for (const p of ['/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/../../etc/passwd', '/api/files/a/b/c.pdf', '/api/files/x/..%2F..%2Fpackage.json', '/api/files/abc/none.pdf', '/api/files/abc/file.html']) {
      const res = await fetch(`${t.url}${p}`, { headers: { cookie } });
      expect([p, res.status]).toEqual([p, 404]);
    }
  });

  it('shows a phone-only search of a new user without other tests interfering', async () => {
    const phone = uniquePhone();
    const c = await seedChat(t.db, { name: `${tag} Телефон`, phone });
    const res = await get(`/api/admin/chats?status=all&search=${encodeURIComponent(phone)}`);
    expect(res.body.data.chats.map((x: { id: number }) => x.id)).toEqual([c.chatId]);
  });
});
