import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_AUTH_MESSAGES, LOGIN_THROTTLE } from '@law/contracts';
import { MIGRATIONS } from '../../src/database/migrations';
import { HealthService } from '../../src/modules/health/health.service';
import { adminCookie, api, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

describe('foundation: database, errors, health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('runs every migration up from an empty database', async () => {
    const rows = await t.db.query('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r: { name: string }) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    const tables = await t.db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    const names = tables.map((r: { table_name: string }) => r.table_name);
    for (const table of ['users', 'chats', 'messages', 'orders', 'documents', 'feedbacks', 'podcasts', 'sms_messages', 'audit_log', 'admin_sessions', 'login_attempts']) {
      expect(names).toContain(table);
    }
  });

  it('reports database status on /api/health', async () => {
    const res = await api(t.url, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
    expect((await api(t.url, 'GET', '/api/health/live')).status).toBe(200);
    expect((await api(t.url, 'GET', '/api/health/ready')).body).toMatchObject({ data: { ready: true } });
  });

  it('turns not ready (503) but stays live once shutdown begins, so the proxy stops sending new traffic', async () => {
    const draining = await startTestApp();
    try {
      draining.app.get(HealthService).beginShutdown();
      const ready = await api(draining.url, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ success: true, data: { ready: false } });
      expect((await api(draining.url, 'GET', '/api/health/live')).status).toBe(200);
      expect((await api(t.url, 'GET', '/api/health/ready')).status).toBe(200); // the other instance is unaffected
    } finally {
      await draining.close();
    }
  });

  it('puts a request id on every response and keeps a well-formed incoming one', async () => {
    const res = await api(t.url, 'GET', '/api/health', undefined, { 'x-request-id': 'trace-12345678' });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    const fresh = await api(t.url, 'GET', '/api/health', undefined, { 'x-request-id': '<script>' });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with 400 {success:false, error} and no stack trace', async () => {
    const res = await api(t.url, 'POST', '/api/admin/login', '{"password":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.any(String), code: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('answers an unknown API route with 404 in the same envelope', async () => {
    const res = await api(t.url, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });
});

describe('admin auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on admin routes without a session, and 404 on paths that match no route', async () => {
    for (const path of ['/api/admin/session', '/api/admin/chats', '/api/files/x.pdf']) {
      const res = await api(t.url, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: ADMIN_AUTH_MESSAGES.unauthorized, code: expect.any(String) });
    }
    const unknown = await api(t.url, 'GET', '/api/admin/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false });
  });

  it('refuses an empty or missing password with 400', async () => {
    expect((await api(t.url, 'POST', '/api/admin/login', {}, { 'x-forwarded-for': '10.1.0.1' })).status).toBe(400);
    const res = await api(t.url, 'POST', '/api/admin/login', { password: '' }, { 'x-forwarded-for': '10.1.0.1' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ADMIN_AUTH_MESSAGES.passwordRequired);
  });

  it('refuses a wrong password with the server message and sets no cookie', async () => {
    const res = await api(t.url, 'POST', '/api/admin/login', { password: 'wrong' }, { 'x-forwarded-for': '10.1.0.2' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: ADMIN_AUTH_MESSAGES.wrongPassword, code: expect.any(String) });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('logs in with an httpOnly SameSite=Strict cookie that opens admin routes, and logs out', async () => {
    const res = await api(t.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, { 'x-forwarded-for': '10.1.0.3' });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = setCookie.split(';')[0];
    expect((await api(t.url, 'GET', '/api/admin/session', undefined, { cookie })).status).toBe(200);
    // Only a hash of the token is stored.
    const [row] = await t.db.query('SELECT token_hash FROM admin_sessions ORDER BY created_at DESC LIMIT 1');
    expect(row.token_hash).not.toBe(cookie.split('=')[1]);
    expect((await api(t.url, 'POST', '/api/admin/logout', undefined, { cookie })).status).toBe(200);
    expect((await api(t.url, 'GET', '/api/admin/session', undefined, { cookie })).status).toBe(401);
  });

  it('refuses route ids that only look numeric (1e3, 0x10, 1.0) with 400 instead of reading another record', async () => {
    const cookie = await adminCookie(t.url, '10.1.0.9');
    for (const id of ['1e3', '0x10', '1.0', '-1', '0']) {
      const res = await api(t.url, 'GET', `/api/admin/chats/${id}/messages`, undefined, { cookie });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it(`throttles an IP after ${LOGIN_THROTTLE.maxFailures} failures a minute with 429, even for the right password`, async () => {
    const ip = { 'x-forwarded-for': '10.1.0.4' };
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await api(t.url, 'POST', '/api/admin/login', { password: `bad-${i}` }, ip)).status).toBe(401);
    }
    const blocked = await api(t.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: ADMIN_AUTH_MESSAGES.tooManyAttempts, code: expect.any(String) });
    // Another address is not affected.
    expect((await api(t.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, { 'x-forwarded-for': '10.1.0.5' })).status).toBe(200);
  });

  it('shares sessions and the login throttle across two instances on one database', async () => {
    const other = await startTestApp();
    try {
      const cookie = await adminCookie(t.url, '10.1.0.6');
      expect((await api(other.url, 'GET', '/api/admin/session', undefined, { cookie })).status).toBe(200);
      const ip = { 'x-forwarded-for': '10.1.0.7' };
      for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
        const target = i % 2 === 0 ? t.url : other.url;
        await api(target, 'POST', '/api/admin/login', { password: 'bad' }, ip);
      }
      expect((await api(other.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, ip)).status).toBe(429);
      expect((await api(t.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, ip)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});
