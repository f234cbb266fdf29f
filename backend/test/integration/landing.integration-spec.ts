import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FEEDBACK_MESSAGES } from '@law/contracts';
import { api, startTestApp, type TestApp } from '../helpers/test-app';

const VALID = 'Дуже допомогли з претензією до магазину, дякую!';
let ipSeq = 0;
/** Each case posts from its own address so the per-IP limit of one case does not leak into another. */
const freshIp = () => `10.44.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

describe('GET /api/podcasts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the shipped episodes in order with the public fields only', async () => {
    const res = await api(t.url, 'GET', '/api/podcasts');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['apple_podcast_url', 'audio_url', 'description', 'image_url', 'title']);
    expect(res.body.data[0].title).toBe('Як підготуватися до першої консультації');
    expect(res.body.data[0].audio_url).toBe('/media/podcasts/01-consultation.mp3');
  });

  it('hides unpublished episodes and follows position', async () => {
    await t.db.query(
      `INSERT INTO podcasts (title, description, image_url, audio_url, position, published) VALUES
       ('Чернетка', 'ще не готово', '/x.svg', '/x.mp3', 1, false),
       ('Перший за порядком', 'опис', '/first.svg', '/first.mp3', 0, true)`,
    );
    const res = await api(t.url, 'GET', '/api/podcasts');
    const titles = res.body.data.map((e: { title: string }) => e.title);
    expect(titles[0]).toBe('Перший за порядком');
    expect(titles).not.toContain('Чернетка');
    await t.db.query(`DELETE FROM podcasts WHERE title IN ('Чернетка', 'Перший за порядком')`);
  });
});

describe('GET /api/site-config', () => {
  it('serves the self-hosted video by default and VIDEO_EMBED_URL when set', async () => {
    const byDefault = await startTestApp();
    try {
      expect((await api(byDefault.url, 'GET', '/api/site-config')).body).toEqual({
        success: true,
        data: { video_url: '/media/video/why-choose-us.html', firm_phone: '+380 44 000 00 00' },
      });
    } finally {
      await byDefault.close();
    }
    const configured = await startTestApp({ VIDEO_EMBED_URL: 'https://www.youtube-nocookie.com/embed/abc123' });
    try {
      expect((await api(configured.url, 'GET', '/api/site-config')).body.data.video_url).toBe(
        'https://www.youtube-nocookie.com/embed/abc123',
      );
    } finally {
      await configured.close();
    }
  });
});

describe('POST /api/feedbacks', () => {
  let t: TestApp;
  const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM feedbacks'))[0].n);
  const post = (body: unknown, ip = freshIp()) => api(t.url, 'POST', '/api/feedbacks', body, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    t = await startTestApp({ FEEDBACK_RATE_LIMIT_MAX: '3', FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  afterAll(() => t.close());

  it('stores a valid feedback trimmed, with the client IP', async () => {
    const ip = freshIp();
    const res = await post({ name: '  Оксана  ', feedback: `  ${VALID}  ` }, ip);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    const [row] = await t.db.query('SELECT * FROM feedbacks WHERE id = $1', [res.body.data.id]);
    expect(row).toMatchObject({ name: 'Оксана', feedback: VALID, ip, user_id: null, phone: null });
  });

  it.each([
    ['empty name', { name: '', feedback: VALID }, FEEDBACK_MESSAGES.nameRequired],
    ['blank name', { name: '   ', feedback: VALID }, FEEDBACK_MESSAGES.nameRequired],
    ['missing name', { feedback: VALID }, FEEDBACK_MESSAGES.nameRequired],
    ['1-character name', { name: 'О', feedback: VALID }, FEEDBACK_MESSAGES.nameLength],
    ['41-character name', { name: 'О'.repeat(41), feedback: VALID }, FEEDBACK_MESSAGES.nameLength],
    ['numeric name', { name: 42, feedback: VALID }, FEEDBACK_MESSAGES.nameRequired],
    ['empty text', { name: 'Оксана', feedback: '' }, FEEDBACK_MESSAGES.textRequired],
    ['text under 10 characters after trimming', { name: 'Оксана', feedback: 'Коротко   ' }, FEEDBACK_MESSAGES.textTooShort],
    ['501-character text', { name: 'Оксана', feedback: 'а'.repeat(501) }, FEEDBACK_MESSAGES.textTooLong],
    ['array as text', { name: 'Оксана', feedback: ['масив', 'рядків'] }, FEEDBACK_MESSAGES.textRequired],
    ['malformed userId', { name: 'Оксана', feedback: VALID, userId: 'not-a-uuid' }, FEEDBACK_MESSAGES.userIdInvalid],
  ])('refuses a %s with 400 and stores nothing', async (_label, body, message) => {
    const before = await count();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.stringContaining(message), code: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('refuses unknown fields and broken JSON with 400', async () => {
    const before = await count();
    expect((await post({ name: 'Оксана', feedback: VALID, phone: '+380501112233' })).status).toBe(400);
    const broken = await api(t.url, 'POST', '/api/feedbacks', '{"name":', { 'content-type': 'application/json', 'x-forwarded-for': freshIp() });
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);
    expect(await count()).toBe(before);
  });

  it('accepts exactly the limits: 2 and 40 characters of name, 10 and 500 of text', async () => {
    expect((await post({ name: 'Ян', feedback: 'а'.repeat(10) })).status).toBe(201);
    expect((await post({ name: 'Я'.repeat(40), feedback: 'б'.repeat(500) })).status).toBe(201);
  });

  it('links a registered visitor writing from the address they registered from, so staff see their phone', async () => {
    const userId = randomUUID();
    const ip = freshIp();
    await t.db.query(`INSERT INTO users (id, name, phone, user_ip) VALUES ($1, 'Тарас', '+380671234567', $2)`, [userId, ip]);
    const res = await post({ name: 'Тарас', feedback: VALID, userId }, ip);
    expect(res.status).toBe(201);
    const [row] = await t.db.query('SELECT user_id, phone FROM feedbacks WHERE id = $1', [res.body.data.id]);
    expect(row).toEqual({ user_id: userId, phone: '+380671234567' });
  });

  it("does not link a feedback to another visitor's id sent from another address", async () => {
    const userId = randomUUID();
    await t.db.query(`INSERT INTO users (id, name, phone, user_ip) VALUES ($1, 'Тарас', '+380671234567', $2)`, [userId, freshIp()]);
    const res = await post({ name: 'Хтось', feedback: VALID, userId }, freshIp());
    expect(res.status).toBe(201);
    const [row] = await t.db.query('SELECT user_id, phone FROM feedbacks WHERE id = $1', [res.body.data.id]);
    expect(row).toEqual({ user_id: null, phone: null });
  });

  it('stores an unknown but well-formed userId as an anonymous feedback', async () => {
    const res = await post({ name: 'Гість', feedback: VALID, userId: randomUUID() });
    expect(res.status).toBe(201);
    const [row] = await t.db.query('SELECT user_id, phone FROM feedbacks WHERE id = $1', [res.body.data.id]);
    expect(row).toEqual({ user_id: null, phone: null });
  });

  it('limits feedbacks per IP with 429 and stores nothing past the limit, other IPs unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post({ name: 'Ірина', feedback: `${VALID} ${i}` }, ip)).status).toBe(201);
    const before = await count();
    const limited = await post({ name: 'Ірина', feedback: VALID }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: FEEDBACK_MESSAGES.tooMany, code: expect.any(String) });
    expect(await count()).toBe(before);
    expect((await post({ name: 'Ірина', feedback: VALID })).status).toBe(201);
  });

  it('holds the limit under concurrent requests from one address', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post({ name: 'Петро', feedback: `${VALID} #${i}` }, ip)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM feedbacks WHERE ip = $1', [ip]);
    expect(n).toBe(3);
  });
});

