import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DOCUMENT_MESSAGES, splitParsedResources } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { CP1251_TEXT, seedOrder, startLlmServer, startPagesServer, type LlmServer, type PagesServer } from '../helpers/documents-fixtures';

// Starting apps and reading pages can be slow on a busy machine; the project timeout is not applied to hooks.
jest.setTimeout(60_000);

const RADA = 'https://zakon.rada.gov.ua/laws/show/';

const FAMILY: Parameters<typeof seedOrder>[1] = {
  document: 'Позовна заява про стягнення аліментів',
  comment: 'Дитині 5 років, батько не платить аліменти з 2024 року.',
  messages: [
    ['agent', 'Добрий день! Розкажіть, що сталося.'],
    ['user', 'Мій колишній чоловік не допомагає утримувати дитину, ми розлучені два роки.'],
    ['agent', 'Чи є рішення суду про аліменти?'],
    ['user', 'Ні, рішення немає, хочу стягнути аліменти через суд.'],
  ],
};

function urls(refs: { url: string }[]): string[] {
  return refs.map((r) => r.url);
}

describe('documents: the source finder', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    cookie = await adminCookie(t.url, '10.7.0.1');
  });
  afterAll(() => t.close());

  const find = (orderId: number | string) => api(t.url, 'POST', `/api/admin/documents/${orderId}/get-references`, undefined, { cookie });

  it('finds the Family and Civil Procedure codes for an alimony claim, the family code first', async () => {
    const o = await seedOrder(t.db, FAMILY);
    const res = await find(o.orderId);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const found = urls(res.body.data.references);
    expect(found[0]).toBe(`${RADA}2947-14`);
    expect(found).toContain(`${RADA}1618-15`);
    expect(found).not.toContain(`${RADA}2341-14`);
    expect(res.body.data.added).toBe(found.length);
    const [row] = await t.db.query('SELECT "references" FROM documents WHERE id = $1', [o.documentId]);
    expect(row.references).toEqual(res.body.data.references);
    const audit = await t.db.query(`SELECT actor FROM audit_log WHERE action = 'document.find_references' AND entity_id = $1`, [String(o.documentId)]);
    expect(audit).toHaveLength(1);
  });

  it('finds the Labour Code for a dismissal and no family law', async () => {
    const o = await seedOrder(t.db, {
      document: 'Позовна заява про поновлення на роботі',
      messages: [
        ['user', 'Мене звільнили з роботи без попередження, роботодавець не виплатив зарплату за два місяці.'],
        ['user', 'Наказ про звільнення мені не показали, трудову книжку не віддали.'],
      ],
    });
    const found = urls((await find(o.orderId)).body.data.references);
    expect(found[0]).toBe(`${RADA}322-08`);
    expect(found).toContain(`${RADA}108/95-%D0%B2%D1%80`);
    expect(found).not.toContain(`${RADA}2947-14`);
  });

  it('finds the mobilisation and military-service laws and the administrative procedure code for a claim against a recruitment centre', async () => {
    const o = await seedOrder(t.db, {
      document: 'Адміністративний позов до ТЦК про надання відстрочки',
      messages: [['user', 'ТЦК відмовив мені у відстрочці від мобілізації, хоча я доглядаю за матір\'ю з інвалідністю. Повістку вручили на вулиці.']],
    });
    const found = urls((await find(o.orderId)).body.data.references);
    expect(found).toEqual(expect.arrayContaining([`${RADA}3543-12`, `${RADA}2232-12`, `${RADA}2747-15`]));
    expect(found).not.toContain(`${RADA}322-08`);
  });

  it('finds the consumer-protection law for a faulty purchase, from the chat alone', async () => {
    const o = await seedOrder(t.db, {
      document: null,
      messages: [['user', 'Купила в інтернет-магазині пральну машину, вона неякісна, а магазин відмовляє в поверненні коштів за товар.']],
    });
    const found = urls((await find(o.orderId)).body.data.references);
    expect(found[0]).toBe(`${RADA}1023-12`);
  });

  it('never duplicates a source already in the list, and a repeated search adds nothing', async () => {
    const o = await seedOrder(t.db, { ...FAMILY, references: [{ title: 'СК (вручну)', url: `${RADA}2947-14/` }] });
    const first = await find(o.orderId);
    expect(first.body.data.references.filter((r: { url: string }) => r.url.includes('2947-14'))).toHaveLength(1);
    expect(first.body.data.references[0].title).toBe('СК (вручну)');
    const second = await find(o.orderId);
    expect(second.body.data.added).toBe(0);
    expect(second.body.data.references).toEqual(first.body.data.references);
  });

  it('adds nothing for a chat with no legal matter', async () => {
    const o = await seedOrder(t.db, { document: null, messages: [['user', 'Добрий день']] });
    const res = await find(o.orderId);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ references: [], added: 0 });
  });

  it('answers 404 for an unknown or deleted order and 400 for a malformed id', async () => {
    expect((await find(999999)).status).toBe(404);
    const o = await seedOrder(t.db, FAMILY);
    await t.db.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [o.orderId]);
    const gone = await find(o.orderId);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: DOCUMENT_MESSAGES.orderNotFound, code: expect.any(String) });
    expect((await find('abc')).status).toBe(400);
  });
});

describe('documents: adding and removing sources', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    cookie = await adminCookie(t.url, '10.7.0.2');
  });
  afterAll(() => t.close());

  const add = (id: number, body: unknown) => api(t.url, 'POST', `/api/admin/documents/${id}/add-reference`, body, { cookie });
  const remove = (id: number, body: unknown) => api(t.url, 'POST', `/api/admin/documents/${id}/remove-reference`, body, { cookie });

  it('adds a source with trimmed fields and records it in the audit log', async () => {
    const o = await seedOrder(t.db, FAMILY);
    const res = await add(o.documentId, { title: '  Сімейний кодекс України ', url: ` ${RADA}2947-14 ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { references: [{ title: 'Сімейний кодекс України', url: `${RADA}2947-14` }] } });
    const audit = await t.db.query(`SELECT actor, after FROM audit_log WHERE action = 'document.add_reference' AND entity_id = $1`, [String(o.documentId)]);
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a duplicate (same URL up to a trailing slash or #fragment) with 400', async () => {
    const o = await seedOrder(t.db, { ...FAMILY, references: [{ title: 'СК', url: `${RADA}2947-14` }] });
    for (const url of [`${RADA}2947-14`, `${RADA}2947-14/`, `${RADA}2947-14#n100`]) {
      const res = await add(o.documentId, { title: 'Знову', url });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: DOCUMENT_MESSAGES.duplicate, code: expect.any(String) });
    }
    const [row] = await t.db.query('SELECT "references" FROM documents WHERE id = $1', [o.documentId]);
    expect(row.references).toHaveLength(1);
  });

  it.each([
    [{ title: '', url: `${RADA}1` }, DOCUMENT_MESSAGES.titleRequired],
    [{ title: '   ', url: `${RADA}1` }, DOCUMENT_MESSAGES.titleRequired],
    [{ url: `${RADA}1` }, DOCUMENT_MESSAGES.titleRequired],
    [{ title: 'Закон', url: '' }, DOCUMENT_MESSAGES.urlRequired],
    [{ title: 'Закон', url: 'zakon.rada.gov.ua/laws/show/1' }, DOCUMENT_MESSAGES.urlInvalid],
    [{ title: 'Закон', url: '/laws/show/1' }, DOCUMENT_MESSAGES.urlInvalid],
    [{ title: 'Закон', url: 'ftp://zakon.rada.gov.ua/x' }, DOCUMENT_MESSAGES.urlInvalid],
    [{ title: 'Закон', url: 'javascript:alert(1)' }, DOCUMENT_MESSAGES.urlInvalid],
    [{ title: 'x'.repeat(301), url: `${RADA}1` }, DOCUMENT_MESSAGES.titleTooLong],
    [{ title: 42, url: `${RADA}1` }, DOCUMENT_MESSAGES.titleRequired],
  ])('refuses %j with 400 and a Ukrainian message', async (body, message) => {
    const o = await seedOrder(t.db, FAMILY);
    const res = await add(o.documentId, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message, code: expect.any(String) });
    const [row] = await t.db.query('SELECT "references" FROM documents WHERE id = $1', [o.documentId]);
    expect(row.references).toEqual([]);
  });

  it('refuses unknown fields and answers 404 for an unknown document', async () => {
    const o = await seedOrder(t.db, FAMILY);
    expect((await add(o.documentId, { title: 'A', url: `${RADA}1`, extra: 1 })).status).toBe(400);
    const missing = await add(999999, { title: 'A', url: `${RADA}1` });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(DOCUMENT_MESSAGES.documentNotFound);
  });

  it('removes a source together with the text read from it; an absent one is 404', async () => {
    const a = `${RADA}2947-14`;
    const b = `${RADA}1618-15`;
    const o = await seedOrder(t.db, { ...FAMILY, references: [{ title: 'СК', url: a }, { title: 'ЦПК', url: b }] });
    await t.db.query('UPDATE documents SET parsed_resources = $2 WHERE id = $1', [o.documentId, `*${a}*\nТекст СК\n\n*${b}*\nТекст ЦПК`]);
    const res = await remove(o.documentId, { reference_url: a });
    expect(res.status).toBe(200);
    expect(res.body.data.references).toEqual([{ title: 'ЦПК', url: b }]);
    const [row] = await t.db.query('SELECT parsed_resources FROM documents WHERE id = $1', [o.documentId]);
    expect(splitParsedResources(row.parsed_resources)).toEqual([{ url: b, content: 'Текст ЦПК' }]);

    const again = await remove(o.documentId, { reference_url: a });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(DOCUMENT_MESSAGES.referenceNotFound);
    expect((await remove(o.documentId, {})).status).toBe(400);
    expect((await remove(o.documentId, { reference_url: '' })).body.error).toBe(DOCUMENT_MESSAGES.urlRequired);
  });
});

describe('documents: reading sources (local pages, FETCH_ALLOW_PRIVATE=true)', () => {
  let t: TestApp;
  let pages: PagesServer;
  let cookie: string;
  beforeAll(async () => {
    pages = await startPagesServer();
    t = await startTestApp({ FETCH_ALLOW_PRIVATE: 'true', FETCH_TIMEOUT_MS: '1500', FETCH_MAX_BYTES: String(256 * 1024) });
    cookie = await adminCookie(t.url, '10.7.0.3');
  });
  afterAll(async () => {
    await t.close();
    await pages.close();
  });

  const parse = (id: number) => api(t.url, 'POST', `/api/admin/documents/${id}/parse-references`, undefined, { cookie });
  const refs = (...paths: string[]) => paths.map((p) => ({ title: `Сторінка ${p}`, url: `${pages.url}${p}` }));

  it('stores the main text of each page under its *url* heading: UTF-8, Windows-1251 by header and by <meta>, plain text, a redirect', async () => {
    const o = await seedOrder(t.db, { ...FAMILY, references: refs('/utf8', '/cp1251-header', '/cp1251-meta', '/plain', '/redirect') });
    const res = await parse(o.documentId);
    expect(res.status).toBe(200);
    const sources = splitParsedResources(res.body.data.parsed_resources);
    expect(sources.map((s) => s.url)).toEqual(refs('/utf8', '/cp1251-header', '/cp1251-meta', '/plain', '/redirect').map((r) => r.url));
    expect(res.body.data.parsed_resources.split('\n')[0]).toBe(`*${pages.url}/utf8*`);

    const [utf8, cpHeader, cpMeta, plain, redirected] = sources;
    expect(utf8.content).toContain("Стаття 180. Обов'язок батьків утримувати дитину");
    expect(utf8.content).toContain('аліменти');
    for (const junk of ['МЕНЮ-САЙТУ', 'ТРЕКЕР-СКРИПТ', 'ЗГЕНЕРОВАНО-СКРИПТОМ', 'ПІДВАЛ-САЙТУ', 'color:red']) expect(utf8.content).not.toContain(junk);
    expect(cpHeader.content).toContain(CP1251_TEXT);
    expect(cpMeta.content).toContain(CP1251_TEXT);
    expect(plain.content).toContain('Стаття 20. Строки розгляду звернень');
    expect(redirected.content).toBe(utf8.content);
    expect(res.body.data.sources.every((s: { ok: boolean }) => s.ok)).toBe(true);

    const [row] = await t.db.query('SELECT parsed_resources FROM documents WHERE id = $1', [o.documentId]);
    expect(row.parsed_resources).toBe(res.body.data.parsed_resources);
  });

  it('records a 404, a timeout, a redirect loop, a non-HTML type and a file: redirect in place of those sources and keeps the good ones', async () => {
    const o = await seedOrder(t.db, { ...FAMILY, references: refs('/missing', '/utf8', '/slow', '/loop/0', '/pdf', '/redirect-file') });
    const started = Date.now();
    const res = await parse(o.documentId);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    const sources = splitParsedResources(res.body.data.parsed_resources);
    const byPath = (p: string) => sources.find((s) => s.url === `${pages.url}${p}`)!.content;
    expect(byPath('/missing')).toBe(`${DOCUMENT_MESSAGES.sourceFailed}: сервер відповів кодом 404`);
    expect(byPath('/utf8')).toContain('Стаття 181');
    expect(byPath('/slow')).toMatch(/^Не вдалося отримати джерело: час очікування вичерпано/);
    expect(byPath('/loop/0')).toMatch(/^Не вдалося отримати джерело: забагато перенаправлень/);
    expect(pages.hits.get('/loop/5')).toBe(1);
    expect(pages.hits.get('/loop/6')).toBeUndefined();
    expect(byPath('/pdf')).toMatch(/^Не вдалося отримати джерело: непідтримуваний тип вмісту: application\/pdf/);
    expect(byPath('/redirect-file')).toMatch(/^Не вдалося отримати джерело: непідтримуваний протокол file:/);
    expect(res.body.data.sources.filter((s: { ok: boolean }) => !s.ok)).toHaveLength(5);
  });

  it('stops reading a huge page at FETCH_MAX_BYTES, keeps its beginning and does not block other requests meanwhile', async () => {
    const o = await seedOrder(t.db, { ...FAMILY, references: refs('/huge') });
    const parsing = parse(o.documentId);
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = Date.now();
      expect((await api(t.url, 'GET', '/api/health/live')).status).toBe(200);
      latencies.push(Date.now() - s);
    }
    const res = await parsing;
    expect(res.status).toBe(200);
    const [huge] = splitParsedResources(res.body.data.parsed_resources);
    expect(huge.content).toContain('Велика сторінка закону');
    expect(huge.content).toContain('прочитано лише її початок');
    // 256 KB of HTML cannot hold more text than that.
    expect(huge.content.length).toBeLessThan(256 * 1024);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });

  it('refuses to parse a document without sources', async () => {
    const o = await seedOrder(t.db, FAMILY);
    const res = await parse(o.documentId);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DOCUMENT_MESSAGES.noReferences);
    expect((await parse(999999)).status).toBe(404);
  });
});

describe('documents: SSRF guard (FETCH_ALLOW_PRIVATE off, the default)', () => {
  let t: TestApp;
  let pages: PagesServer;
  let cookie: string;
  beforeAll(async () => {
    pages = await startPagesServer();
    t = await startTestApp({ FETCH_ALLOW_PRIVATE: 'false' });
    cookie = await adminCookie(t.url, '10.7.0.4');
  });
  afterAll(async () => {
    await t.close();
    await pages.close();
  });

  it('refuses loopback by address and by name (also behind a redirect) without sending a request', async () => {
    const port = new URL(pages.url).port;
    const references = [
      { title: 'loopback', url: `${pages.url}/utf8` },
      { title: 'localhost', url: `http://localhost:${port}/redirect` },
      { title: 'ipv6 loopback', url: `http://[::1]:${port}/utf8` },
      { title: 'mapped', url: `http://[::ffff:127.0.0.1]:${port}/utf8` },
    ];
    const o = await seedOrder(t.db, { ...FAMILY, references });
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/parse-references`, undefined, { cookie });
    expect(res.status).toBe(200);
    for (const s of splitParsedResources(res.body.data.parsed_resources)) {
      expect(s.content).toBe(`${DOCUMENT_MESSAGES.sourceFailed}: адресу заборонено: вона веде у внутрішню або приватну мережу`);
    }
    expect(pages.hits.size).toBe(0);
  });
});

describe('documents: with an LLM (local chat-completions server)', () => {
  let t: TestApp;
  let llm: LlmServer;
  let cookie: string;
  beforeAll(async () => {
    llm = await startLlmServer();
    t = await startTestApp({ LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'law-model' });
    cookie = await adminCookie(t.url, '10.7.0.7');
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('keeps the catalogue findings and only the model proposals with valid absolute URLs', async () => {
    llm.respond = () => ({
      status: 200,
      content:
        'Ось джерела:\n```json\n[{"title":"Закон України «Про охорону дитинства»","url":"https://zakon.rada.gov.ua/laws/show/2402-14"},' +
        '{"title":"Без адреси","url":"laws/show/1"},{"title":"","url":"https://example.org/x"},{"title":"Скрипт","url":"javascript:alert(1)"},' +
        '{"title":"Постанова Пленуму ВСУ","url":"https://zakon.rada.gov.ua/laws/show/v0003700-06"}]\n```',
    });
    const o = await seedOrder(t.db, FAMILY);
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.orderId}/get-references`, undefined, { cookie });
    expect(res.status).toBe(200);
    const found = urls(res.body.data.references);
    expect(found).toContain(`${RADA}2947-14`);
    expect(found).toContain(`${RADA}v0003700-06`);
    expect(found.filter((u) => u.endsWith('2402-14'))).toHaveLength(1);
    expect(found.some((u) => u.includes('example.org') || u.startsWith('javascript') || u.endsWith('laws/show/1'))).toBe(false);
    const req = llm.requests.at(-1)!;
    expect(req.model).toBe('law-model');
    expect(req.authorization).toBe('Bearer sk-test');
    expect(req.messages[1].content).toContain('Мій колишній чоловік не допомагає');
  });
});

describe('documents: admin session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on every documents route without a session', async () => {
    for (const path of ['1/get-references', '1/add-reference', '1/remove-reference', '1/parse-references', '1/generate', '1/update-text']) {
      const res = await api(t.url, 'POST', `/api/admin/documents/${path}`, {});
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });
});
