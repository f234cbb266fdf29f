import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { USER_MESSAGES } from '@law/contracts';
import { REGISTRATION_RATE_LIMITED } from '../../src/modules/users/users.service';
import { api, startTestApp, type TestApp } from '../helpers/test-app';
import { nextIp } from '../helpers/chat-client';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/users (visitor registration)', () => {
  let t: TestApp;
  const userCount = async () => (await t.db.query('SELECT count(*)::int AS n FROM users'))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores the visitor with a UUIDv4 id, the trimmed name and the client IP', async () => {
    const res = await api(t.url, 'POST', '/api/users', { name: '  Ірина Коваль ', phone: '+380501234567' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.stringMatching(UUID_V4) } });
    const [row] = await t.db.query('SELECT name, phone, user_ip, is_abuser, city FROM users WHERE id = $1', [res.body.data.id]);
    expect(row).toEqual({ name: 'Ірина Коваль', phone: '+380501234567', user_ip: '203.0.113.7', is_abuser: false, city: null });
  });

  it('accepts names of exactly 2 and 40 characters', async () => {
    for (const name of ['Ян', 'Я'.repeat(40)]) {
      const res = await api(t.url, 'POST', '/api/users', { name, phone: '+380671112233' }, { 'x-forwarded-for': nextIp() });
      expect(res.status).toBe(201);
    }
  });

  const bad: Array<[string, unknown, string | null]> = [
    ['a one-letter name', { name: 'І', phone: '+380501234567' }, USER_MESSAGES.nameLength],
    ['a name that is one letter after trimming', { name: '   І   ', phone: '+380501234567' }, USER_MESSAGES.nameLength],
    ['a 41-character name', { name: 'Я'.repeat(41), phone: '+380501234567' }, USER_MESSAGES.nameLength],
    ['a missing name', { phone: '+380501234567' }, USER_MESSAGES.nameRequired],
    ['a numeric name', { name: 42, phone: '+380501234567' }, USER_MESSAGES.nameRequired],
    ['a phone without +380', { name: 'Ірина', phone: '0501234567' }, USER_MESSAGES.phoneInvalid],
    ['a phone with another country code', { name: 'Ірина', phone: '+381501234567' }, USER_MESSAGES.phoneInvalid],
    ['a phone with letters', { name: 'Ірина', phone: '+380abcdefghi' }, USER_MESSAGES.phoneInvalid],
    ['a 12-character phone', { name: 'Ірина', phone: '+38050123456' }, USER_MESSAGES.phoneInvalid],
    ['a 14-character phone', { name: 'Ірина', phone: '+3805012345678' }, USER_MESSAGES.phoneInvalid],
    ['a phone with spaces', { name: 'Ірина', phone: '+380 50 123 45' }, USER_MESSAGES.phoneInvalid],
    ['a missing phone', { name: 'Ірина' }, USER_MESSAGES.phoneInvalid],
    ['extra fields', { name: 'Ірина', phone: '+380501234567', is_abuser: true }, null],
    ['an array body', [{ name: 'Ірина', phone: '+380501234567' }], null],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_what, body, message) => {
    const before = await userCount();
    const res = await api(t.url, 'POST', '/api/users', body, { 'x-forwarded-for': nextIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message ?? expect.any(String), code: expect.any(String) });
    expect(res.body.error).toMatch(/[А-ЯІЇЄҐа-яіїєґ]/);
    expect(await userCount()).toBe(before);
  });

  it('refuses non-JSON bodies with 400 and stores nothing', async () => {
    const before = await userCount();
    const broken = await api(t.url, 'POST', '/api/users', '{"name": "Ірина", "phone":', { 'content-type': 'application/json', 'x-forwarded-for': nextIp() });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
    const text = await api(t.url, 'POST', '/api/users', 'name=Ірина&phone=+380501234567', { 'content-type': 'text/plain', 'x-forwarded-for': nextIp() });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ success: false });
    expect(await userCount()).toBe(before);
  });

  it('limits registrations per client IP to 10 a minute with a Ukrainian 429', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i++) {
      expect((await api(t.url, 'POST', '/api/users', { name: `Клієнт ${i}`, phone: '+380501234567' }, { 'x-forwarded-for': ip })).status).toBe(201);
    }
    const before = await userCount();
    const limited = await api(t.url, 'POST', '/api/users', { name: 'Клієнт 11', phone: '+380501234567' }, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: REGISTRATION_RATE_LIMITED, code: expect.any(String) });
    expect(await userCount()).toBe(before);
    expect((await api(t.url, 'POST', '/api/users', { name: 'Сусід', phone: '+380501234567' }, { 'x-forwarded-for': '198.51.100.21' })).status).toBe(201);
  });

  it('holds the limit under concurrent requests from one IP', async () => {
    const ip = '198.51.100.30';
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => api(t.url, 'POST', '/api/users', { name: `Паралельний ${i}`, phone: '+380501234567' }, { 'x-forwarded-for': ip })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
  });
});

describe('registration behind no trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'false' });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For and stores the socket address', async () => {
    const res = await api(t.url, 'POST', '/api/users', { name: 'Ірина', phone: '+380501234567' }, { 'x-forwarded-for': '1.2.3.4' });
    expect(res.status).toBe(201);
    const [row] = await t.db.query('SELECT user_ip FROM users WHERE id = $1', [res.body.data.id]);
    expect(row.user_ip).toBe('127.0.0.1');
  });
});
