import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/config';
import { createApp } from '../../src/create-app';
import { BUILTIN_ADMIN_NAME, CHAT_DISCONNECT_PHRASE, CHAT_MESSAGE_MAX, CHAT_MESSAGES, ErrorCode, LIVE_CHAT_MESSAGES } from '@law/contracts';
import { adminCookie, api, startTestApp, testDatabaseUrl, type TestApp } from '../helpers/test-app';
import { RecordingClient, nextIp, registerUser, sleep } from '../helpers/chat-client';
import { AdminSocketClient } from '../helpers/admin-socket';
import { addStaff, staffScript } from '../helpers/staff-script';
import { startRedis, type TestRedis } from '../helpers/redis-server';

const M = LIVE_CHAT_MESSAGES;

async function login(base: string, password: string, ip = nextIp()): Promise<{ status: number; cookie: string; body: any }> {
  const res = await api(base, 'POST', '/api/admin/login', { password }, { 'x-forwarded-for': ip });
  return { status: res.status, body: res.body, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** A registered visitor on a real socket, announced, with the id of their chat. */
async function visitor(base: string, name = 'Ірина'): Promise<{ c: RecordingClient; userId: string; chatId: number }> {
  const userId = await registerUser(base, name);
  const c = await RecordingClient.connect(base);
  c.socket.emit('user_connect', { userId });
  const { sessionId } = await c.waitFor('session_created');
  return { c, userId, chatId: Number(sessionId) };
}

describe('a lawyer joins the chat live (issue 17)', () => {
  let t: TestApp;
  let admin: string;
  const closers: Array<{ close(): void }> = [];
  const call = (method: string, path: string, body?: unknown, cookie = admin) => api(t.url, method, path, body, { cookie });
  const messageCount = async (chatId: number) => (await t.db.query('SELECT count(*)::int AS n FROM messages WHERE chat_id = $1', [chatId]))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0' });
    admin = await adminCookie(t.url, '10.17.0.1');
  });
  afterEach(() => {
    for (const c of closers.splice(0)) c.close();
  });
  afterAll(() => t.close());

  it('/admin refuses a socket without a live admin session and accepts one with it', async () => {
    await expect(AdminSocketClient.connect(t.url)).rejects.toThrow('Потрібна авторизація');
    await expect(AdminSocketClient.connect(t.url)).rejects.toMatchObject({ data: { code: ErrorCode.Unauthorized } });
    await expect(AdminSocketClient.connect(t.url, 'law_admin_sid=forged-token')).rejects.toThrow('Потрібна авторизація');
    const loggedOut = await login(t.url, 'test-admin-password-1');
    await api(t.url, 'POST', '/api/admin/logout', undefined, { cookie: loggedOut.cookie });
    await expect(AdminSocketClient.connect(t.url, loggedOut.cookie)).rejects.toThrow('Потрібна авторизація');
    const ok = await AdminSocketClient.connect(t.url, admin);
    closers.push(ok);
    expect(ok.socket.connected).toBe(true);
    // Logging out closes that session's live inbox at once (and only that one).
    const other = await login(t.url, 'test-admin-password-1');
    const leaving = await AdminSocketClient.connect(t.url, other.cookie);
    closers.push(leaving);
    const closed = new Promise((resolve) => leaving.socket.once('disconnect', resolve));
    await api(t.url, 'POST', '/api/admin/logout', undefined, { cookie: other.cookie });
    expect(await closed).toBe('io server disconnect');
    await sleep(100);
    expect(ok.socket.connected).toBe(true);
  }, 20_000);

  it('take over, the assistant stays silent, replies arrive once, hand back, the assistant answers, finish → disconnected', async () => {
    const inbox = await AdminSocketClient.connect(t.url, admin);
    closers.push(inbox);
    const { c, userId, chatId } = await visitor(t.url);
    closers.push(c);
    expect(await inbox.waitFor('chat_created', (p) => p.chat.id === chatId)).toMatchObject({ chat: { id: chatId, held_by: null, is_chat_finished: false } });
    await c.say(userId, 'Добрий день, мене звільнили з роботи без попередження');

    const takeover = await call('POST', `/api/admin/chats/${chatId}/takeover`);
    expect(takeover.status).toBe(200);
    expect(takeover.body).toEqual({ success: true, data: { agent: { name: BUILTIN_ADMIN_NAME } } });
    expect(await c.waitFor('status', (s) => s.kind === 'lawyer')).toEqual({ name: BUILTIN_ADMIN_NAME, avatar: '', kind: 'lawyer' });
    expect(await c.waitFor('message', (m) => m.sender === 'system')).toMatchObject({ content: `До розмови приєднався юрист ${BUILTIN_ADMIN_NAME}` });
    expect(await inbox.waitFor('chat_updated', (p) => p.chat.id === chatId && p.chat.held_by)).toMatchObject({ chat: { held_by: { name: BUILTIN_ADMIN_NAME } } });

    const assistantBefore = c.assistantMessages().length;
    for (const text of ['Мене звати Ірина, я з Києва', 'Звільнили вчора', 'Хочу поновитися на роботі']) {
      expect((await c.send({ type: 'text', content: text, userId })).ok).toBe(true);
    }
    await sleep(600);
    expect(c.assistantMessages().length).toBe(assistantBefore);
    expect(c.of('typing').filter((p) => p.isTyping).length).toBe(1); // only the first, answered reply typed
    await inbox.waitFor('chat_message', (p) => p.chatId === chatId && p.message.message === 'Хочу поновитися на роботі');

    const sent = await call('POST', `/api/admin/chats/${chatId}/messages`, { message: '  Ірино, дякую. Чи маєте наказ про звільнення?  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toEqual({
      id: expect.any(String),
      author: 'agent',
      message: 'Ірино, дякую. Чи маєте наказ про звільнення?',
      created_at: expect.any(String),
      agent_name: BUILTIN_ADMIN_NAME,
      kind: 'text',
    });
    const received = await c.waitFor('message', (m) => m.sender === 'agent');
    expect(received).toMatchObject({ id: sent.body.data.message.id, sender: 'agent', content: 'Ірино, дякую. Чи маєте наказ про звільнення?', agent: { name: BUILTIN_ADMIN_NAME, avatar: '' } });
    expect(c.of('message').filter((m) => m.id === received.id)).toHaveLength(1);
    const [{ n: stored }] = await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE chat_id = $1 AND message = $2`, [chatId, 'Ірино, дякую. Чи маєте наказ про звільнення?']);
    expect(stored).toBe(1);
    await inbox.waitFor('chat_message', (p) => p.chatId === chatId && p.message.agent_name === BUILTIN_ADMIN_NAME);

    const details = await call('GET', `/api/admin/chats/${chatId}/messages`);
    expect(details.body.data.chat.held_by).toEqual({ id: expect.any(Number), name: BUILTIN_ADMIN_NAME });
    const timeline = details.body.data.messages as Array<{ author: string; agent_name: string | null; kind: string }>;
    expect(timeline.every((m) => m.author === 'user' || m.author === 'agent')).toBe(true);
    expect(timeline.filter((m) => m.author === 'agent' && m.kind === 'text').map((m) => m.agent_name)).toEqual([null, BUILTIN_ADMIN_NAME]);

    const released = await call('POST', `/api/admin/chats/${chatId}/release`);
    expect(released.status).toBe(200);
    expect(released.body.success).toBe(true);
    expect(await c.waitFor('message', (m) => m.sender === 'system' && m.content === M.released)).toBeTruthy();
    expect(await c.waitFor('status', (s) => s.kind === 'assistant')).toMatchObject({ name: 'Олена' });
    const { reply } = await c.say(userId, 'Так, наказ є');
    expect(reply.sender).toBe('assistant');
    // What the visitor told the lawyer counts: the assistant does not ask for the city or the date again.
    const [{ case_card }] = await t.db.query('SELECT case_card FROM chats WHERE id = $1', [chatId]);
    expect(case_card.city).toBe('Київ');
    expect(case_card.when).toBeTruthy();
    expect(reply.content).not.toMatch(/населен|міст|коли (це )?(сталося|відбулося)/i);

    expect((await call('POST', `/api/admin/chats/${chatId}/takeover`)).status).toBe(200);
    const finished = await call('POST', `/api/admin/chats/${chatId}/finish`);
    expect(finished.status).toBe(200);
    const closing = await c.waitFor('message', (m) => m.sender === 'agent' && m.content.includes(CHAT_DISCONNECT_PHRASE));
    expect(closing.agent).toMatchObject({ name: BUILTIN_ADMIN_NAME });
    const [chat] = await t.db.query('SELECT is_chat_finished, held_by_staff_id FROM chats WHERE id = $1', [chatId]);
    expect(chat).toEqual({ is_chat_finished: true, held_by_staff_id: null });
    const after = await c.send({ type: 'text', content: 'Ще питання', userId });
    expect(after).toEqual({ ok: false, error: CHAT_MESSAGES.chatFinished, code: ErrorCode.ChatFinished });
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE entity = 'chat' AND entity_id = $1 ORDER BY id`, [String(chatId)]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['chat.takeover', 'chat.release', 'chat.takeover', 'chat.finish']);
  });

  it('the visitor and the lawyer see each other typing', async () => {
    const inbox = await AdminSocketClient.connect(t.url, admin);
    closers.push(inbox);
    const { c, userId, chatId } = await visitor(t.url);
    closers.push(c);
    c.socket.emit('typing', { isTyping: true, userId });
    expect(await inbox.waitFor('visitor_typing')).toEqual({ chatId, isTyping: true });
    // Not held: the lawyer's typing goes nowhere.
    inbox.socket.emit('typing', { chatId, isTyping: true });
    await sleep(300);
    expect(c.of('typing')).toEqual([]);
    expect((await call('POST', `/api/admin/chats/${chatId}/takeover`)).status).toBe(200);
    inbox.socket.emit('typing', { chatId, isTyping: true });
    expect(await c.waitFor('typing', (p) => p.isTyping === true)).toEqual({ isTyping: true });
  });

  it('a reply the assistant already queued is dropped when a lawyer takes the chat over', async () => {
    const slow = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '1500' });
    try {
      const cookie = await adminCookie(slow.url, '10.17.0.2');
      const { c, userId, chatId } = await visitor(slow.url);
      closers.push(c);
      expect((await c.send({ type: 'text', content: 'Мене звільнили', userId })).ok).toBe(true);
      await c.waitFor('typing', (p) => p.isTyping === true);
      expect((await api(slow.url, 'POST', `/api/admin/chats/${chatId}/takeover`, undefined, { cookie })).status).toBe(200);
      await c.waitFor('typing', (p) => p.isTyping === false);
      await sleep(2000);
      expect(c.assistantMessages()).toEqual([]);
      const rows = await slow.db.query(`SELECT author FROM messages WHERE chat_id = $1 ORDER BY id`, [chatId]);
      expect(rows.map((r: { author: string }) => r.author)).toEqual(['user', 'system']);
    } finally {
      await slow.close();
    }
  });

  it('two staff members take the same chat at once: one wins, the other learns who holds it (409)', async () => {
    const olena = addStaff(testDatabaseUrl(), 'Олена Петренко');
    const other = await login(t.url, olena.password);
    expect(other.status).toBe(200);
    const { c, chatId } = await visitor(t.url);
    closers.push(c);
    const [a, b] = await Promise.all([call('POST', `/api/admin/chats/${chatId}/takeover`), call('POST', `/api/admin/chats/${chatId}/takeover`, undefined, other.cookie)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const winner = won.body.data.agent.name as string;
    expect([BUILTIN_ADMIN_NAME, 'Олена Петренко']).toContain(winner);
    expect(lost.body).toEqual({ success: false, code: 'conflict', error: `Розмову вже веде ${winner}` });
    const loserCookie = a.status === 200 ? other.cookie : admin;
    // The loser can neither write nor hand back nor finish; nothing is stored.
    const before = await messageCount(chatId);
    for (const path of ['messages', 'release', 'finish']) {
      const res = await call('POST', `/api/admin/chats/${chatId}/${path}`, path === 'messages' ? { message: 'Добрий день' } : undefined, loserCookie);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, code: 'conflict', error: `Розмову вже веде ${winner}` });
    }
    expect(await messageCount(chatId)).toBe(before);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE chat_id = $1 AND author = 'system'`, [chatId]))[0].n).toBe(1);
  });

  it('refuses bad replies — empty, too long, unknown fields, a chat not held, a finished chat — and stores nothing', async () => {
    const { c, chatId } = await visitor(t.url);
    closers.push(c);
    const notHeld = await call('POST', `/api/admin/chats/${chatId}/messages`, { message: 'Добрий день' });
    expect(notHeld.status).toBe(409);
    expect(notHeld.body).toEqual({ success: false, code: 'conflict', error: M.notHeld });
    expect((await call('POST', `/api/admin/chats/${chatId}/release`)).body).toEqual({ success: false, code: 'conflict', error: M.notHeld });
    expect((await call('POST', `/api/admin/chats/${chatId}/takeover`)).status).toBe(200);
    const before = await messageCount(chatId);
    const cases: Array<[unknown, number, string]> = [
      [{ message: '   ' }, 400, CHAT_MESSAGES.emptyMessage],
      [{}, 400, CHAT_MESSAGES.emptyMessage],
      [{ message: 42 }, 400, CHAT_MESSAGES.emptyMessage],
      [{ message: 'я'.repeat(CHAT_MESSAGE_MAX + 1) }, 400, CHAT_MESSAGES.tooLong],
      [{ message: 'Текст\u0007' }, 400, 'Текст містить недопустимі символи (керівні символи або пошкоджений Unicode)'],
      [{ message: 'Добрий день', extra: 1 }, 400, 'Невідоме поле: extra'],
    ];
    for (const [body, status, error] of cases) {
      const res = await call('POST', `/api/admin/chats/${chatId}/messages`, body);
      expect([res.status, res.body]).toEqual([status, { success: false, code: expect.any(String), error }]);
    }
    expect((await call('POST', `/api/admin/chats/${chatId}/messages`, { message: 'я'.repeat(CHAT_MESSAGE_MAX) })).status).toBe(200);
    expect(await messageCount(chatId)).toBe(before + 1);
    expect((await call('POST', `/api/admin/chats/${chatId}/finish`)).status).toBe(200);
    const afterFinish = await messageCount(chatId);
    for (const [path, body] of [['messages', { message: 'Ще одне' }], ['takeover', undefined], ['release', undefined], ['finish', undefined]] as const) {
      const res = await call('POST', `/api/admin/chats/${chatId}/${path}`, body);
      expect([res.status, res.body]).toEqual([409, { success: false, code: 'conflict', error: M.chatFinished }]);
    }
    expect(await messageCount(chatId)).toBe(afterFinish);
    expect((await call('POST', '/api/admin/chats/999999/takeover')).status).toBe(404);
    expect((await call('POST', '/api/admin/chats/1e3/takeover')).status).toBe(400);
    // Admin-only, like every route not marked public.
    for (const path of ['takeover', 'messages', 'release', 'finish']) {
      const res = await api(t.url, 'POST', `/api/admin/chats/${chatId}/${path}`, path === 'messages' ? { message: 'x' } : undefined);
      expect(res.status).toBe(401);
    }
  });

  it('staff script: add prints a password once (hash only stored), list, reset-password, disable ends the sessions', async () => {
    const db = testDatabaseUrl();
    const { id, password } = addStaff(db, 'Тарас Шевчук');
    expect(password).toMatch(/^[a-z2-9]{8}-[A-Za-z0-9_-]{24}$/);
    const [row] = await t.db.query('SELECT name, password_hash, login_key FROM staff_members WHERE id = $1', [id]);
    expect(row.name).toBe('Тарас Шевчук');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
    expect(password.startsWith(`${row.login_key}-`)).toBe(true);
    expect(staffScript(db, 'add', '--name', 'Тарас Шевчук').status).toBe(1); // an active account has this name

    const s = await login(t.url, password);
    expect(s.status).toBe(200);
    const me = await api(t.url, 'GET', '/api/admin/session', undefined, { cookie: s.cookie });
    expect(me.body.data).toEqual({ authenticated: true, staff: { id, name: 'Тарас Шевчук' } });
    const list = staffScript(db, 'list');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`#${id}\\tТарас Шевчук\\tактивний\\tсесій: 1`));
    expect(list.stdout).toMatch(/#\d+\tАдміністратор \(ADMIN_PASSWORD\)\tактивний/);

    // The audit log names the staff member.
    const { chatId } = await (async () => {
      const v = await visitor(t.url, 'Аудит');
      closers.push(v.c);
      return v;
    })();
    await api(t.url, 'POST', `/api/admin/chats/${chatId}/update-comment`, { comment: 'Передзвонити' }, { cookie: s.cookie });
    const history = await api(t.url, 'GET', `/api/admin/audit?chat_id=${chatId}`, undefined, { cookie: s.cookie });
    expect(history.body.data.entries[0]).toMatchObject({ actor: 'Тарас Шевчук', action: 'chat.update_comment' });

    const reset = staffScript(db, 'reset-password', '--id', String(id));
    expect(reset.status).toBe(0);
    const newPassword = /^\s+(\S+)\s*$/m.exec(reset.stdout)![1];
    expect(newPassword).not.toBe(password);
    expect((await api(t.url, 'GET', '/api/admin/session', undefined, { cookie: s.cookie })).status).toBe(401);
    expect((await login(t.url, password)).status).toBe(401);
    const fresh = await login(t.url, newPassword);
    expect(fresh.status).toBe(200);
    const socket = await AdminSocketClient.connect(t.url, fresh.cookie);
    closers.push(socket);

    expect(staffScript(db, 'disable', '--id', String(id)).status).toBe(0);
    expect((await api(t.url, 'GET', '/api/admin/session', undefined, { cookie: fresh.cookie })).status).toBe(401);
    expect((await login(t.url, newPassword)).status).toBe(401);
    await expect(AdminSocketClient.connect(t.url, fresh.cookie)).rejects.toThrow('Потрібна авторизація');
    expect(staffScript(db, 'list').stdout).toMatch(new RegExp(`#${id}\\tТарас Шевчук\\tвимкнено`));
    // The built-in account is ADMIN_PASSWORD's, not the script's.
    const builtin = await t.db.query('SELECT id FROM staff_members WHERE builtin');
    const refused = staffScript(db, 'disable', '--id', String(builtin[0].id));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('ADMIN_PASSWORD');
  });

  it('a free-form ADMIN_PASSWORD shaped like a staff password still logs in as the administrator; wrong guesses stay throttled', async () => {
    const odd = 'abcdefgh-ABCDEFGHIJKLMNOPQRSTUVWX';
    const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', DATA_DIR: '/tmp/law-test-data' });
    const app = await createApp({ config, databaseUrl: testDatabaseUrl(), adminPasswordHash: await hash(odd), serveFrontends: false });
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    try {
      const res = await login(url, odd);
      expect(res.status).toBe(200);
      const me = await api(url, 'GET', '/api/admin/session', undefined, { cookie: res.cookie });
      expect(me.body.data.staff.name).toBe(BUILTIN_ADMIN_NAME);
      // Staff-shaped guesses count against the same per-address throttle as any other.
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect((await login(url, `zzzzzzzz-${'x'.repeat(24)}${i}`, ip)).status).toBe(401);
      expect((await login(url, odd, ip)).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('idle hand-back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0', LIVE_CHAT_IDLE_RELEASE_MINUTES: '0.05' });
  });
  afterAll(() => t.close());

  it('a held chat nobody wrote in goes back to the assistant by itself, with a line saying so', async () => {
    const cookie = await adminCookie(t.url, '10.17.1.1');
    const { c, userId, chatId } = await visitor(t.url);
    try {
      expect((await api(t.url, 'POST', `/api/admin/chats/${chatId}/takeover`, undefined, { cookie })).status).toBe(200);
      expect((await c.send({ type: 'text', content: 'Ви тут?', userId })).ok).toBe(true);
      const line = await c.waitFor('message', (m) => m.content === LIVE_CHAT_MESSAGES.idleReleased, 0, 10_000);
      expect(line.sender).toBe('system');
      expect(await c.waitFor('status', (s) => s.kind === 'assistant')).toMatchObject({ name: 'Олена' });
      // The visitor's unanswered message is answered now.
      expect(await c.waitFor('message', (m) => m.sender === 'assistant')).toBeTruthy();
      const [chat] = await t.db.query('SELECT held_by_staff_id FROM chats WHERE id = $1', [chatId]);
      expect(chat.held_by_staff_id).toBeNull();
      const [audit] = await t.db.query(`SELECT actor, action FROM audit_log WHERE entity_id = $1 AND action = 'chat.release'`, [String(chatId)]);
      expect(audit).toEqual({ actor: 'system', action: 'chat.release' });
    } finally {
      c.close();
    }
  });
});

describe('live inbox across two instances sharing Redis', () => {
  let redis: TestRedis;
  let one: TestApp;
  let two: TestApp;
  const closers: Array<{ close(): void }> = [];
  beforeAll(async () => {
    redis = await startRedis();
    const env = { ASSISTANT_TYPING_DELAY_MS: '0', REDIS_URL: redis.url };
    one = await startTestApp(env);
    two = await startTestApp(env);
  });
  afterAll(async () => {
    closers.forEach((c) => c.close());
    await one?.close();
    await two?.close();
    redis?.stop();
  });

  it('the lawyer on one instance sees the visitor on the other live, and the visitor receives the lawyer\'s reply', async () => {
    const cookie = await adminCookie(two.url, '10.17.2.1');
    const inbox = await AdminSocketClient.connect(two.url, cookie);
    closers.push(inbox);
    await sleep(200); // the namespace subscription reaches Redis
    const { c, userId, chatId } = await visitor(one.url);
    closers.push(c);
    await inbox.waitFor('chat_created', (p) => p.chat.id === chatId);
    await sleep(200);
    expect((await c.send({ type: 'text', content: 'Потрібна допомога з аліментами', userId })).ok).toBe(true);
    expect(await inbox.waitFor('chat_message', (p) => p.chatId === chatId && p.message.author === 'user')).toMatchObject({ message: { message: 'Потрібна допомога з аліментами', agent_name: null, kind: 'text' } });
    await inbox.waitFor('chat_message', (p) => p.chatId === chatId && p.message.author === 'agent');
    expect((await api(two.url, 'POST', `/api/admin/chats/${chatId}/takeover`, undefined, { cookie })).status).toBe(200);
    await c.waitFor('status', (s) => s.kind === 'lawyer');
    const sent = await api(two.url, 'POST', `/api/admin/chats/${chatId}/messages`, { message: 'Добрий день, я юрист фірми' }, { cookie });
    expect(sent.status).toBe(200);
    expect(await c.waitFor('message', (m) => m.sender === 'agent')).toMatchObject({ id: sent.body.data.message.id, content: 'Добрий день, я юрист фірми' });
    c.socket.emit('typing', { isTyping: true, userId });
    expect(await inbox.waitFor('visitor_typing', (p) => p.chatId === chatId)).toEqual({ chatId, isTyping: true });
  });
});
