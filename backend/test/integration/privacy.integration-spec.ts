import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLIENT_DATA_MESSAGES, PRIVACY_POLICY_VERSION } from '@law/contracts';
import { ClientDataService } from '../../src/modules/privacy/client-data.service';
import { FileStorageService } from '../../src/modules/files/file-storage.service';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { seedChat } from '../helpers/admin-seed';

describe('client data on request: consent, export, erase, retention', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, p: string, body?: unknown) => api(t.url, method, p, body, { cookie });

  beforeAll(async () => {
    t = await startTestApp({ RETENTION_MONTHS: '36' });
    cookie = await adminCookie(t.url, '10.80.0.1');
  });
  afterAll(() => t.close());

  it('records the privacy consent with the registration, and refuses a malformed version', async () => {
    const res = await api(t.url, 'POST', '/api/users', { name: 'Ганна', phone: '+380501112233', consent_version: PRIVACY_POLICY_VERSION }, { 'x-forwarded-for': '10.80.1.1' });
    expect(res.status).toBe(201);
    const [u] = await t.db.query('SELECT consent_at, consent_version FROM users WHERE id = $1', [res.body.data.id]);
    expect(u.consent_version).toBe(PRIVACY_POLICY_VERSION);
    expect(u.consent_at).not.toBeNull();
    const bad = await api(t.url, 'POST', '/api/users', { name: 'Ганна', phone: '+380501112233', consent_version: '<script>' }, { 'x-forwarded-for': '10.80.1.2' });
    expect(bad.status).toBe(400);
  });

  async function clientWithEverything() {
    const chat = await seedChat(t.db, { name: 'Петро Іваненко', userIp: '203.0.113.7', city: 'Львів', finished: true });
    await t.db.query(`INSERT INTO messages (chat_id, author, message) VALUES ($1, 'user', 'Мене звільнили з ТОВ Ромашка'), ($1, 'agent', 'Підкажіть місто')`, [chat.chatId]);
    await call('POST', `/api/admin/chats/${chat.chatId}/update-comment`, { comment: 'Передзвонити Петру о 18:00' });
    const storage = t.app.get(FileStorageService);
    const url = await storage.save(chat.userId, 'txt', Buffer.from('скан паспорта'));
    await t.db.query(`UPDATE chats SET mail_data = $2 WHERE id = $1`, [chat.chatId, JSON.stringify({ files: [url], text: 'лист' })]);
    return { ...chat, dir: path.join(storage.root, chat.userId) };
  }

  it('exports everything stored about the client as JSON with the chat as text, and audits it', async () => {
    const c = await clientWithEverything();
    const res = await call('GET', `/api/admin/chats/${c.chatId}/export-client`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="client-data-chat-\d+\.json"/);
    const d = res.body.data;
    expect(d.user).toMatchObject({ name: 'Петро Іваненко', phone: c.phone, user_ip: '203.0.113.7', city: 'Львів' });
    expect(d.chats[0].messages.map((m: { message: string }) => m.message)).toEqual(['Мене звільнили з ТОВ Ромашка', 'Підкажіть місто']);
    expect(d.chats[0].comment).toBe('Передзвонити Петру о 18:00');
    expect(d.chat_text).toContain('Петро Іваненко: Мене звільнили з ТОВ Ромашка');
    expect(d.chat_text).toContain('Консультант: Підкажіть місто');
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'user.export' AND entity_id = $1`, [c.userId]);
    expect(n).toBe(1);
  });

  it('erases name, phone, IP, messages, files and old audit values after the phone is typed; order figures stay', async () => {
    const c = await clientWithEverything();
    const [{ id: orderId }] = await t.db.query(
      `INSERT INTO orders (chat_id, document_price, payment_date, delivery_data) VALUES ($1, 1500, '2026-03-01', '{"recipient_name":"Петро Іваненко","recipient_phone":"+380501234567","city":"Львів"}') RETURNING id`,
      [c.chatId],
    );
    expect(fs.existsSync(c.dir)).toBe(true);
    const wrong = await call('POST', `/api/admin/chats/${c.chatId}/erase-client`, { confirm_phone: '+380999999999' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe(CLIENT_DATA_MESSAGES.confirmMismatch);
    expect((await call('POST', `/api/admin/chats/${c.chatId}/erase-client`, {})).status).toBe(400);

    const res = await call('POST', `/api/admin/chats/${c.chatId}/erase-client`, { confirm_phone: c.phone });
    expect(res.body).toEqual({ success: true, data: { erased: true, chats: 1, messages: 2, files: 1 } });
    const [u] = await t.db.query('SELECT name, phone, user_ip, city, erased_at FROM users WHERE id = $1', [c.userId]);
    expect(u).toMatchObject({ name: CLIENT_DATA_MESSAGES.erasedName, phone: CLIENT_DATA_MESSAGES.erasedPhone, user_ip: null, city: null });
    expect(u.erased_at).not.toBeNull();
    expect((await t.db.query('SELECT count(*)::int AS n FROM messages WHERE chat_id = $1', [c.chatId]))[0].n).toBe(0);
    const [chat] = await t.db.query('SELECT comment, mail_data FROM chats WHERE id = $1', [c.chatId]);
    expect(chat).toEqual({ comment: null, mail_data: { files: [], text: '' } });
    expect(fs.existsSync(c.dir)).toBe(false);
    const [order] = await t.db.query(`SELECT document_price, to_char(payment_date, 'YYYY-MM-DD') AS paid, delivery_data FROM orders WHERE id = $1`, [orderId]);
    expect(order).toMatchObject({ document_price: '1500.00', paid: '2026-03-01' });
    expect(JSON.stringify(order.delivery_data)).not.toMatch(/Петро|380501234567|Львів/);
    const audit = await t.db.query(`SELECT before, after FROM audit_log WHERE entity = 'chat' AND entity_id = $1`, [String(c.chatId)]);
    expect(JSON.stringify(audit)).not.toContain('Петру');
    expect((await call('POST', `/api/admin/chats/${c.chatId}/erase-client`, { confirm_phone: CLIENT_DATA_MESSAGES.erasedPhone })).status).toBe(409);
    expect((await api(t.url, 'POST', `/api/admin/chats/${c.chatId}/erase-client`, { confirm_phone: c.phone })).status).toBe(401);
  });

  it('the retention job erases clients without orders quiet for RETENTION_MONTHS, and keeps the rest', async () => {
    const old = await seedChat(t.db, { name: 'Давній', createdAt: new Date('2022-01-10T10:00:00Z') });
    await t.db.query(`UPDATE users SET created_at = '2022-01-10' WHERE id = $1`, [old.userId]);
    await t.db.query(`UPDATE chats SET updated_at = '2022-01-10' WHERE id = $1`, [old.chatId]);
    await t.db.query(`INSERT INTO messages (chat_id, author, message, created_at) VALUES ($1, 'user', 'Старе питання', '2022-01-10')`, [old.chatId]);
    const withOrder = await seedChat(t.db, { name: 'З замовленням', createdAt: new Date('2022-01-10T10:00:00Z') });
    await t.db.query(`UPDATE users SET created_at = '2022-01-10' WHERE id = $1`, [withOrder.userId]);
    await t.db.query(`UPDATE chats SET updated_at = '2022-01-10' WHERE id = $1`, [withOrder.chatId]);
    await t.db.query(`INSERT INTO orders (chat_id, document_price) VALUES ($1, 100)`, [withOrder.chatId]);
    const recent = await seedChat(t.db, { name: 'Свіжий' });

    const erased = await t.app.get(ClientDataService).runRetention(new Date('2026-11-23T00:00:00Z'));
    expect(erased).toBeGreaterThanOrEqual(1);
    const names = async (id: string) => (await t.db.query('SELECT name FROM users WHERE id = $1', [id]))[0].name;
    expect(await names(old.userId)).toBe(CLIENT_DATA_MESSAGES.erasedName);
    expect(await names(withOrder.userId)).toBe('З замовленням');
    expect(await names(recent.userId)).toBe('Свіжий');
    const [{ action }] = await t.db.query(`SELECT actor, action FROM audit_log WHERE entity = 'user' AND entity_id = $1`, [old.userId]);
    expect(action).toBe('user.erase');
  });
});
