import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_AUTH_MESSAGES, ErrorCode, LOGIN_THROTTLE } from '@law/contracts';
import { api, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';
import { RecordingClient, registerUser } from '../helpers/chat-client';

const statuses = (results: Array<{ status: number }>) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

/** Every limit is decided atomically: N requests sent at once never pass more than the limit. */
describe('limits hold under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ASSISTANT_TYPING_DELAY_MS: '0',
      CHAT_RATE_LIMIT_PER_MINUTE: '20',
      USER_REGISTRATION_RATE_LIMIT_PER_MINUTE: '10',
      FEEDBACK_RATE_LIMIT_MAX: '5',
    });
  });
  afterAll(() => t.close());

  it(`50 wrong passwords at once from one address: exactly ${LOGIN_THROTTLE.maxFailures} are checked, the rest 429`, async () => {
    const ip = { 'x-forwarded-for': '10.50.0.1' };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => api(t.url, 'POST', '/api/admin/login', { password: `guess-${i}` }, ip)));
    expect(statuses(results)).toEqual({ 401: LOGIN_THROTTLE.maxFailures, 429: 50 - LOGIN_THROTTLE.maxFailures });
    expect(results.filter((r) => r.status === 429).every((r) => r.body.error === ADMIN_AUTH_MESSAGES.tooManyAttempts)).toBe(true);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE ip = '10.50.0.1'`);
    expect(n).toBe(LOGIN_THROTTLE.maxFailures);
  });

  it('a right password among parallel guesses from another address still logs in once the throttle allows', async () => {
    const ip = { 'x-forwarded-for': '10.50.0.2' };
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => api(t.url, 'POST', '/api/admin/login', { password: 'nope' }, ip)),
      api(t.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, ip),
    ]);
    expect(statuses(results)).toEqual({ 401: 3, 200: 1 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE ip = '10.50.0.2' AND success`);
    expect(n).toBe(1);
  });

  it('keeps answering /api/health while 50 logins from 50 addresses hash their passwords', async () => {
    const burst = Promise.all(
      Array.from({ length: 50 }, (_, i) => api(t.url, 'POST', '/api/admin/login', { password: `burst-${i}` }, { 'x-forwarded-for': `10.51.0.${i + 1}` })),
    );
    const health: number[] = [];
    for (let i = 0; i < 10; i++) health.push((await api(t.url, 'GET', '/api/health')).status);
    const results = await burst;
    expect(health.every((s) => s === 200)).toBe(true);
    // Each address is under its own limit; past the hashing queue a login is refused as busy, never a 5xx.
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(30);
  });

  it('50 registrations at once from one address: exactly 10 stored', async () => {
    const ip = { 'x-forwarded-for': '10.52.0.1' };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => api(t.url, 'POST', '/api/users', { name: `Клієнт ${i}`, phone: '+380501234567' }, ip)));
    expect(statuses(results)).toEqual({ 201: 10, 429: 40 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE user_ip = '10.52.0.1'`);
    expect(n).toBe(10);
  });

  it('50 feedbacks at once from one address: exactly 5 stored', async () => {
    const ip = { 'x-forwarded-for': '10.53.0.1' };
    const body = { name: 'Оксана', feedback: 'Дуже дякую за допомогу з документами, все швидко і зрозуміло.' };
    const results = await Promise.all(Array.from({ length: 50 }, () => api(t.url, 'POST', '/api/feedbacks', body, ip)));
    expect(statuses(results)).toEqual({ 201: 5, 429: 45 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM feedbacks WHERE ip = '10.53.0.1'`);
    expect(n).toBe(5);
  });

  const storedFor = async (userId: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 AND m.author = 'user'`, [userId]))[0].n;

  it('60 chat messages at once on one socket: exactly 20 accepted and stored', async () => {
    const userId = await registerUser(t.url);
    const c = await RecordingClient.connect(t.url);
    try {
      const acks = await Promise.all(Array.from({ length: 60 }, (_, i) => c.send({ type: 'text', content: `Повідомлення ${i}`, userId, clientMessageId: `m-${i}` })));
      expect(acks.filter((a) => a.ok).length).toBe(20);
      expect(acks.filter((a) => !a.ok).every((a) => !a.ok && a.code === ErrorCode.TooManyRequests)).toBe(true);
      expect(await storedFor(userId)).toBe(20);
    } finally {
      c.close();
    }
  });

  it('100 chat messages over 10 sockets of one visitor: exactly 20 stored', async () => {
    const userId = await registerUser(t.url);
    const clients = await Promise.all(Array.from({ length: 10 }, () => RecordingClient.connect(t.url)));
    try {
      const acks = await Promise.all(
        clients.flatMap((c, s) => Array.from({ length: 10 }, (_, i) => c.send({ type: 'text', content: `Сокет ${s}, повідомлення ${i}`, userId, clientMessageId: `s${s}-m${i}` }))),
      );
      expect(acks.filter((a) => a.ok).length).toBe(20);
      expect(await storedFor(userId)).toBe(20);
    } finally {
      clients.forEach((c) => c.close());
    }
  });

  it('a resend of an accepted message is acknowledged again — past the limit and after the chat closed', async () => {
    const userId = await registerUser(t.url);
    const c = await RecordingClient.connect(t.url);
    try {
      const acks = await Promise.all(Array.from({ length: 20 }, (_, i) => c.send({ type: 'text', content: `Текст ${i}`, userId, clientMessageId: `r-${i}` })));
      expect(acks.every((a) => a.ok)).toBe(true);
      const resend = await c.send({ type: 'text', content: 'Текст 0', userId, clientMessageId: 'r-0' });
      expect(resend).toMatchObject({ ok: true, id: (acks[0] as { id: string }).id });
      expect(await storedFor(userId)).toBe(20);
    } finally {
      c.close();
    }
  });
});
