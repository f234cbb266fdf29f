import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_CHAT_MESSAGES, CHAT_MESSAGES, ErrorCode } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { seedChat, uniquePhone } from '../helpers/admin-seed';
import { RecordingClient } from '../helpers/chat-client';

describe('back office: block/unblock, the client\'s other chats, history of changes', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, path: string, body?: unknown) => api(t.url, method, path, body, { cookie });

  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0' });
    cookie = await adminCookie(t.url, '10.70.0.1');
  });
  afterAll(() => t.close());

  it('blocks a visitor with a reason: the detail says so, the assistant stays silent and nothing is stored; unblock restores it', async () => {
    const chat = await seedChat(t.db, { name: 'Грубіян' });
    const blocked = await call('POST', `/api/admin/chats/${chat.chatId}/block`, { reason: 'Образи у чаті' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ success: true, data: { is_abuser: true } });
    expect((await call('GET', `/api/admin/chats/${chat.chatId}/messages`)).body.data.user.is_abuser).toBe(true);

    const c = await RecordingClient.connect(t.url);
    try {
      expect(await c.send({ type: 'text', content: 'Ви всі шахраї', userId: chat.userId })).toEqual({ ok: false, error: CHAT_MESSAGES.blocked, code: ErrorCode.Blocked });
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM messages WHERE chat_id = $1', [chat.chatId]);
      expect(n).toBe(0);

      expect((await call('POST', `/api/admin/chats/${chat.chatId}/unblock`)).body).toEqual({ success: true, data: { is_abuser: false } });
      expect((await c.say(chat.userId, 'Вибачте, мене звільнили з роботи')).ack.ok).toBe(true);
    } finally {
      c.close();
    }
    const audit = await t.db.query(`SELECT action, after FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id`, [chat.userId]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['user.block', 'user.unblock']);
    expect(audit[0].after).toMatchObject({ is_abuser: true, reason: 'Образи у чаті' });
  });

  it('refuses a block without a reason or with a too long one, and an unknown chat, changing nothing', async () => {
    const chat = await seedChat(t.db, { name: 'Без причини' });
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'я'.repeat(501) }, { reason: 5 }]) {
      const res = await call('POST', `/api/admin/chats/${chat.chatId}/block`, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await call('POST', '/api/admin/chats/99999999/block', { reason: 'x' })).status).toBe(404);
    const [{ is_abuser }] = await t.db.query('SELECT is_abuser FROM users WHERE id = $1', [chat.userId]);
    expect(is_abuser).toBe(false);
    expect((await api(t.url, 'POST', `/api/admin/chats/${chat.chatId}/block`, { reason: 'x' })).status).toBe(401);
  });

  it('links the other chats of the same client: the same visitor and another visitor id with the same phone', async () => {
    const phone = uniquePhone();
    const first = await seedChat(t.db, { name: 'Марія', phone, createdAt: new Date('2026-01-10T10:00:00Z'), document: 'Позовна заява про розірвання шлюбу' });
    const [{ id: second }] = await t.db.query(`INSERT INTO chats (user_id, created_at) VALUES ($1, '2026-02-10T10:00:00Z') RETURNING id`, [first.userId]);
    const otherDevice = await seedChat(t.db, { name: 'Марія П.', phone, createdAt: new Date('2026-03-10T10:00:00Z') });
    await seedChat(t.db, { name: 'Інша людина' });
    const res = await call('GET', `/api/admin/chats/${second}/messages`);
    expect(res.body.data.related_chats).toEqual([
      { id: otherDevice.chatId, created_at: '2026-03-10T10:00:00.000Z', document: null, is_chat_finished: false, user_name: 'Марія П.' },
      { id: first.chatId, created_at: '2026-01-10T10:00:00.000Z', document: 'Позовна заява про розірвання шлюбу', is_chat_finished: false, user_name: 'Марія' },
    ]);
  });

  it('shows the history of a chat (its edits and its visitor\'s block) as who, when, what: old → new', async () => {
    const chat = await seedChat(t.db, { name: 'Історія' });
    await call('POST', `/api/admin/chats/${chat.chatId}/update-comment`, { comment: 'Передзвонити до 18:00' });
    await call('POST', `/api/admin/chats/${chat.chatId}/update-comment`, { comment: 'Передзвонила' });
    await call('POST', `/api/admin/chats/${chat.chatId}/block`, { reason: 'Спам' });
    const res = await call('GET', `/api/admin/audit?chat_id=${chat.chatId}`);
    expect(res.status).toBe(200);
    const entries = res.body.data.entries;
    expect(entries.map((e: { action_label: string }) => e.action_label)).toEqual(['Відвідувача заблоковано', 'Змінено коментар', 'Змінено коментар']);
    expect(entries[1].changes).toEqual([{ field: 'comment', before: 'Передзвонити до 18:00', after: 'Передзвонила' }]);
    expect(entries[1].actor).toBe('Адміністратор');
    expect(res.body.data.pagination).toMatchObject({ current_page: 1, total_count: 3 });

    const all = await call('GET', '/api/admin/audit');
    expect(all.body.data.pagination.total_count).toBeGreaterThanOrEqual(5);
    expect(all.body.data.entries.length).toBe(Math.min(10, all.body.data.pagination.total_count));
  });

  it('refuses bad history queries with 400 and needs a session', async () => {
    for (const q of ['page=0', 'page=x', 'chat_id=abc', 'order_id=-1', 'chat_id=1&order_id=1', 'foo=1', 'page=9999']) {
      const res = await call('GET', `/api/admin/audit?${q}`);
      expect(res.status).toBe(400);
    }
    expect((await api(t.url, 'GET', '/api/admin/audit')).status).toBe(401);
    expect(ADMIN_CHAT_MESSAGES.block).toBe('Заблокувати');
  });
});
