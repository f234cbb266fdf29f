import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_AUTH_MESSAGES } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { seedChat } from '../helpers/admin-seed';

const DEFAULT_CONTACTS_START = 'Юридична фірма';

describe('contacts SMS through the offline outbox', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    cookie = await adminCookie(t.url, '10.6.0.1');
  });
  afterAll(() => t.close());
  const send = (userId: string, c: string | null = cookie) => api(t.url, 'POST', `/api/admin/sms/${userId}/send-contacts`, undefined, c ? { cookie: c } : {});

  it('sends the contacts once, stores them, shows them in the chat detail, then answers 409', async () => {
    const chat = await seedChat(t.db, { name: 'Смс Клієнт' });
    const res = await send(chat.userId);
    expect(res.status).toBe(200);
    expect(res.body.data.sms).toEqual({
      id: expect.any(Number),
      type: 'contacts',
      status: 'logged',
      created_at: expect.any(String),
      phone: chat.phone,
      text: expect.stringContaining(DEFAULT_CONTACTS_START),
      provider: 'outbox',
      provider_message_id: null,
      error: null,
      chat_id: chat.chatId,
      order_id: null,
    });
    const again = await send(chat.userId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: 'SMS з контактами вже надіслано', code: expect.any(String) });
    const rows = await t.db.query(`SELECT type, status FROM sms_messages WHERE user_id = $1`, [chat.userId]);
    expect(rows).toEqual([{ type: 'contacts', status: 'logged' }]);
    const detail = await api(t.url, 'GET', `/api/admin/chats/${chat.chatId}/messages`, undefined, { cookie });
    expect(detail.body.data.sms_messages).toEqual([res.body.data.sms]);
    const audit = await t.db.query(`SELECT action, after FROM audit_log WHERE entity = 'sms' AND entity_id = $1`, [String(res.body.data.sms.id)]);
    expect(audit).toEqual([{ action: 'sms.send_contacts', after: expect.objectContaining({ type: 'contacts', status: 'logged', phone: chat.phone }) }]);
  });

  it('sends only one of two concurrent requests', async () => {
    const chat = await seedChat(t.db, { name: 'Подвійний Клік' });
    const results = await Promise.all([send(chat.userId), send(chat.userId), send(chat.userId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM sms_messages WHERE user_id = $1`, [chat.userId]))[0].n).toBe(1);
  });

  it('answers 404 for an unknown user, 400 for a malformed id and 401 without a session', async () => {
    expect((await send('3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f')).status).toBe(404);
    const bad = await send('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const anon = await send('3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f', null);
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBe(ADMIN_AUTH_MESSAGES.unauthorized);
  });
});

/** A local stand-in speaking TurboSMS's JSON API (POST /message/send.json, Bearer token, HTTP 200 + response_code). */
function turboSmsStandIn() {
  const calls: { auth: string | undefined; body: any }[] = [];
  let mode: 'ok' | 'no-token' | 'no-money' | 'http500' | 'bad-recipient' = 'ok';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/message/send.json') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw);
      calls.push({ auth: req.headers.authorization, body });
      const json = (o: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o));
      if (mode === 'http500') return void res.writeHead(500).end('oops');
      if (mode === 'no-token') return json({ response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null });
      if (mode === 'no-money') return json({ response_code: 303, response_status: 'NOT_ENOUGH_MONEY', response_result: null });
      const phone = body.recipients[0];
      if (mode === 'bad-recipient') {
        return json({ response_code: 802, response_status: 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', response_result: [{ phone, response_code: 406, message_id: null, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' }] });
      }
      json({ response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED', response_result: [{ phone, response_code: 0, message_id: `f83f8868-5e46-c6cf-e4fb-${calls.length}`, response_status: 'OK' }] });
    });
  });
  return {
    calls,
    setMode: (m: typeof mode) => (mode = m),
    listen: () => new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('contacts SMS through the TurboSMS adapter', () => {
  let t: TestApp;
  let cookie: string;
  const turbo = turboSmsStandIn();
  beforeAll(async () => {
    const base = await turbo.listen();
    t = await startTestApp({ TURBOSMS_TOKEN: 'tok-123', SMS_SENDER: 'LawFirm', TURBOSMS_BASE_URL: base, FIRM_CONTACTS_SMS: 'Наші контакти: +380440000000' });
    cookie = await adminCookie(t.url, '10.6.0.2');
  });
  afterAll(async () => {
    await t.close();
    await turbo.close();
  });
  const send = (userId: string) => api(t.url, 'POST', `/api/admin/sms/${userId}/send-contacts`, undefined, { cookie });

  it('sends with the bearer token and the JSON body TurboSMS expects, storing the message id', async () => {
    turbo.setMode('ok');
    const chat = await seedChat(t.db, { name: 'Турбо Клієнт' });
    const res = await send(chat.userId);
    expect(res.status).toBe(200);
    expect(res.body.data.sms).toMatchObject({ status: 'sent', provider: 'turbosms', provider_message_id: expect.stringMatching(/^f83f8868-/), text: 'Наші контакти: +380440000000' });
    expect(turbo.calls.at(-1)).toEqual({ auth: 'Bearer tok-123', body: { recipients: [chat.phone.slice(1)], sms: { sender: 'LawFirm', text: 'Наші контакти: +380440000000' } } });
    expect((await send(chat.userId)).status).toBe(409);
  });

  it('records provider error codes and a 5xx as failed, answers 502, and allows a retry', async () => {
    const chat = await seedChat(t.db, { name: 'Невдалий Клієнт' });
    const cases: [Parameters<typeof turbo.setMode>[0], RegExp][] = [
      ['no-token', /REQUIRED_TOKEN \(103\)/],
      ['no-money', /NOT_ENOUGH_MONEY \(303\)/],
      ['bad-recipient', /NOT_ALLOWED_RECIPIENT_COUNTRY \(406\)/],
      ['http500', /HTTP 500/],
    ];
    for (const [mode, error] of cases) {
      turbo.setMode(mode);
      const res = await send(chat.userId);
      expect([mode, res.status]).toEqual([mode, 502]);
      expect(res.body.error).toMatch(error);
    }
    const failed = await t.db.query(`SELECT status, error FROM sms_messages WHERE user_id = $1 ORDER BY id`, [chat.userId]);
    expect(failed).toHaveLength(4);
    expect(failed.every((r: { status: string; error: string }) => r.status === 'failed' && r.error.length > 0)).toBe(true);
    turbo.setMode('ok');
    const retry = await send(chat.userId);
    expect(retry.status).toBe(200);
    expect(retry.body.data.sms.status).toBe('sent');
    const detail = await api(t.url, 'GET', `/api/admin/chats/${chat.chatId}/messages`, undefined, { cookie });
    expect(detail.body.data.sms_messages.map((s: { status: string }) => s.status)).toEqual(['sent', 'failed', 'failed', 'failed', 'failed']);
  });
});
