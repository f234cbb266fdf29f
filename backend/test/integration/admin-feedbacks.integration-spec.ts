import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_AUTH_MESSAGES, ADMIN_FEEDBACK_MESSAGES } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';

describe('admin feedbacks API', () => {
  let t: TestApp;
  let cookie: string;
  let total: number;
  let newestId: number;
  const get = (p: string, c: string | null = cookie) => api(t.url, 'GET', p, undefined, c ? { cookie: c } : {});

  beforeAll(async () => {
    t = await startTestApp();
    cookie = await adminCookie(t.url, '10.7.0.1');
    const base = Date.now() + 3600_000; // newer than anything other suites wrote
    for (let i = 0; i < 12; i++) {
      const [{ id }] = await t.db.query(`INSERT INTO feedbacks (name, phone, feedback, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
        `Відгук ${i}`,
        i % 2 ? null : '+380501112233',
        `Дуже дякую за консультацію №${i}`,
        new Date(base + i * 1000),
      ]);
      newestId = id;
    }
    total = (await t.db.query(`SELECT count(*)::int AS n FROM feedbacks`))[0].n;
  });
  afterAll(() => t.close());

  it('lists feedbacks newest first, 10 per page', async () => {
    const res = await get('/api/admin/feedbacks');
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ current_page: 1, per_page: 10, total_pages: Math.ceil(total / 10), total_count: total });
    expect(res.body.data.feedbacks).toHaveLength(10);
    expect(res.body.data.feedbacks[0]).toEqual({ id: newestId, name: 'Відгук 11', phone: null, created_at: expect.any(String), feedback: 'Дуже дякую за консультацію №11' });
    expect(res.body.data.feedbacks[1]).toMatchObject({ name: 'Відгук 10', phone: '+380501112233' });
    const page2 = await get('/api/admin/feedbacks?page=2');
    expect(page2.body.data.feedbacks[0].name).toBe('Відгук 1');
    expect(page2.body.data.pagination.current_page).toBe(2);
  });

  it('refuses pages outside 1..total_pages', async () => {
    for (const q of ['page=0', 'page=abc', `page=${Math.ceil(total / 10) + 1}`, 'page=-3']) {
      const res = await get(`/api/admin/feedbacks?${q}`);
      expect([q, res.status, res.body]).toEqual([q, 400, { success: false, error: 'Невірний номер сторінки', code: expect.any(String) }]);
    }
  });

  it('returns one feedback, 404 for an unknown id, 400 for a malformed one', async () => {
    const res = await get(`/api/admin/feedbacks/${newestId}`);
    expect(res.body).toEqual({ success: true, data: { id: newestId, name: 'Відгук 11', phone: null, created_at: expect.any(String), feedback: 'Дуже дякую за консультацію №11' } });
    const missing = await get('/api/admin/feedbacks/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(ADMIN_FEEDBACK_MESSAGES.notFound);
    for (const id of ['x', '0', '-2', '2.5']) expect((await get(`/api/admin/feedbacks/${id}`)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    for (const p of ['/api/admin/feedbacks', `/api/admin/feedbacks/${newestId}`]) {
      const res = await get(p, null);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(ADMIN_AUTH_MESSAGES.unauthorized);
    }
  });
});
