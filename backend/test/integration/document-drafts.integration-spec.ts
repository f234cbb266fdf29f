import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DOCUMENT_MESSAGES, INPUT_MESSAGES, DOCUMENT_TEXT_MAX, emptyCaseCard, type CaseCard } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { seedOrder, startLlmServer, type LlmServer } from '../helpers/documents-fixtures';

// Starting apps can be slow on a busy machine; the project timeout is not applied to hooks.
jest.setTimeout(60_000);

const RADA = 'https://zakon.rada.gov.ua/laws/show/';
const SK = { title: 'Сімейний кодекс України', url: `${RADA}2947-14` };
const CPC = { title: 'Цивільний процесуальний кодекс України', url: `${RADA}1618-15` };
const SK_TEXT = "Стаття 180. Обов'язок батьків утримувати дитину\nБатьки зобов'язані утримувати дитину до досягнення нею повноліття.";
const CPC_TEXT = 'Стаття 161. Вимоги, за якими може бути видано судовий наказ\nСудовий наказ може бути видано, якщо заявлено вимогу про стягнення аліментів.';

/** The finished consultation of the issue: what the client typed, the staff-only comment, and the card the intake filled. */
const ALIMONY = {
  document: 'Заява про видачу судового наказу про стягнення аліментів',
  name: 'Оксана',
  comment: 'Передзвонити до 18:00',
  messages: [
    ['agent', 'Добрий день! Розкажіть, що сталося.'],
    ['user', 'Колишній чоловік не платить на двох дітей. Що мені робити?'],
    ['agent', 'Чи є рішення суду про аліменти?'],
    ['user', 'Не зовсім… ми домовлялися усно'],
  ] as [author: 'user' | 'agent', text: string][],
  references: [SK, CPC],
};
const CARD: CaseCard = {
  ...emptyCaseCard(),
  area: 'family',
  document: ALIMONY.document,
  city: 'Бровари',
  region: 'Київська область',
  when: { text: 'з березня 2024 року', from: '2024-03-01', to: null },
  parties: [{ role: 'former_spouse', label: 'колишній чоловік', name: 'Коваленко Андрій Миколайович' }],
  facts: { children_count: 2, amounts: [], deadlines: [] },
  questions: ['Що мені робити?'],
  summary: 'Клієнтка виховує двох дітей, колишній чоловік не платить аліменти.',
};
const LEAKS = ['Передзвонити', '18:00', 'Що мені робити', 'Не зовсім', 'домовлялися усно', 'Добрий день', 'Клієнтка виховує'];

async function parsed(t: TestApp, documentId: number, sources: [url: string, text: string][]): Promise<void> {
  await t.db.query('UPDATE documents SET parsed_resources = $2 WHERE id = $1', [documentId, sources.map(([u, x]) => `*${u}*\n${x}`).join('\n\n')]);
}

describe('document drafts: templates filled from the case card and the order', () => {
  let t: TestApp;
  let small: TestApp;
  let cookie: string;
  let smallCookie: string;
  beforeAll(async () => {
    t = await startTestApp({ FILES_LIMIT: '3' });
    small = await startTestApp({ CHARACTERS_LIMIT: '300' });
    cookie = await adminCookie(t.url, '10.7.1.5');
    smallCookie = await adminCookie(small.url, '10.7.1.6');
  });
  afterAll(async () => {
    await t.close();
    await small.close();
  });

  it('writes a court-order application from the card: two children, the debtor, sources cited — no chat lines, no staff comment', async () => {
    const o = await seedOrder(t.db, { ...ALIMONY, caseCard: CARD });
    await parsed(t, o.documentId, [[SK.url, SK_TEXT], [CPC.url, `${DOCUMENT_MESSAGES.sourceFailed}: сервер відповів кодом 503`]]);
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie });
    expect(res.status).toBe(200);
    const text: string = res.body.data.document_text;
    const lines = text.split('\n');
    expect(lines[0]).toBe('**До [найменування районного (міськрайонного) суду, м. Бровари]**');
    expect(lines).toContain('**Заявник (стягувач):** [прізвище, ім’я, по батькові заявника]');
    expect(lines).toContain('Телефон: +380501234567');
    expect(lines).toContain('**Боржник:** Коваленко Андрій Миколайович');
    expect(lines).toContain('# ЗАЯВА');
    expect(lines).toContain('### про видачу судового наказу про стягнення аліментів на утримання двох дітей');
    expect(text).toContain('1. Видати судовий наказ про стягнення з боржника на користь заявника аліментів на утримання двох дітей у розмірі однієї третини (1/3) заробітку (доходу) боржника');
    expect(text).toContain('(за поясненнями заявника — з березня 2024 року)');
    expect(text).not.toMatch(/Прийняти позовну заяву|Задовольнити позовні вимоги|\bдитини\b.*двох/);
    expect(text).toContain('Нормативно-правові акти, на які посилається заявник:\n1. Сімейний кодекс України (ст. 180, 181, 183, 191).\n\n');
    expect(text).not.toContain('Цивільний процесуальний кодекс України (');
    for (const leak of LEAKS) expect(text).not.toContain(leak);
    expect(res.body.data.citations).toEqual([{ title: SK.title, url: SK.url, articles: 'ст. 180, 181, 183, 191' }]);
    expect(res.body.data.writer).toBe('template');

    const [row] = await t.db.query('SELECT document_text FROM documents WHERE id = $1', [o.documentId]);
    expect(row.document_text).toBe(text);
    const [audit] = await t.db.query(`SELECT after FROM audit_log WHERE action = 'document.generate' AND entity_id = $1`, [String(o.documentId)]);
    expect(audit.after).toMatchObject({ writer: 'template', template: 'family.alimony-court-order', citations: 1, characters: text.length });
  });

  it('without a card uses only the stored facts: the full name, the delivery city and oblast; placeholders for the rest', async () => {
    const o = await seedOrder(t.db, { ...ALIMONY, name: 'Іваненко Іван Петрович', document: 'Позовна заява про оскарження відмови Пенсійного фонду' });
    await parsed(t, o.documentId, [[SK.url, SK_TEXT]]);
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie });
    const text: string = res.body.data.document_text;
    expect(text.split('\n')[0]).toBe('**До Київського окружного адміністративного суду**');
    expect(text).toContain('**Позивач:** Іваненко Іван Петрович');
    expect(text).toContain('**Відповідач:** [найменування головного управління Пенсійного фонду України в області]');
    expect(text).toContain('# АДМІНІСТРАТИВНИЙ ПОЗОВ');
    expect(text).toMatch(/Підпис: ____________ Іван ІВАНЕНКО$/);
    for (const leak of LEAKS) expect(text).not.toContain(leak);
  });

  it('drops a removed source from the next draft', async () => {
    const o = await seedOrder(t.db, { ...ALIMONY, caseCard: CARD });
    await parsed(t, o.documentId, [[SK.url, SK_TEXT], [CPC.url, CPC_TEXT]]);
    const first: string = (await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie })).body.data.document_text;
    expect(first).toContain('1. Сімейний кодекс України (ст. 180, 181, 183, 191).\n2. Цивільний процесуальний кодекс України (ст. 160–163, 165, 170).');
    expect((await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/remove-reference`, { reference_url: SK.url }, { cookie })).status).toBe(200);
    const next = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie });
    expect(next.body.data.document_text).not.toContain('Сімейний кодекс України (');
    expect(next.body.data.document_text).toContain('1. Цивільний процесуальний кодекс України (ст. 160–163, 165, 170).');
    expect(next.body.data.citations.map((c: { url: string }) => c.url)).toEqual([CPC.url]);
  });

  it('refuses over the character limit with a clear 400 and leaves the document unchanged', async () => {
    const o = await seedOrder(small.db, { ...ALIMONY, references: [SK] });
    await small.db.query('UPDATE documents SET parsed_resources = $2, document_text = $3 WHERE id = $1', [o.documentId, `*${SK.url}*\n${SK_TEXT.repeat(5)}`, 'стара версія']);
    const res = await api(small.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie: smallCookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Забагато тексту для генерації: \d+ символів при ліміті 300\./);
    const [row] = await small.db.query('SELECT document_text FROM documents WHERE id = $1', [o.documentId]);
    expect(row.document_text).toBe('стара версія');
  });

  it('refuses over the file limit and allows exactly at it', async () => {
    const over = await seedOrder(t.db, { ...ALIMONY, files: 4 });
    const res = await api(t.url, 'POST', `/api/admin/documents/${over.documentId}/generate`, undefined, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DOCUMENT_MESSAGES.filesOverLimit(4, 3));
    const at = await seedOrder(t.db, { ...ALIMONY, files: 3 });
    const ok = await api(t.url, 'POST', `/api/admin/documents/${at.documentId}/generate`, undefined, { cookie });
    expect(ok.status).toBe(200);
    expect(ok.body.data.document_text).toContain('Документи, надані заявником (3 шт.).');
  });

  it('answers 404 for an unknown document and 400 when its order was deleted', async () => {
    expect((await api(t.url, 'POST', '/api/admin/documents/999999/generate', undefined, { cookie })).status).toBe(404);
    const o = await seedOrder(t.db, ALIMONY);
    await t.db.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [o.orderId]);
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/замовлення/);
  });

  it('stores the edited text (line ends normalised) and records the edit', async () => {
    const o = await seedOrder(t.db, ALIMONY);
    const edited = '# ЗАЯВА\r\n**ПРОШУ:**\r\n1. Видати судовий наказ — ґ, ї, є, ’.';
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/update-text`, { document_text: edited }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { document_text: '# ЗАЯВА\n**ПРОШУ:**\n1. Видати судовий наказ — ґ, ї, є, ’.' } });
    const [row] = await t.db.query('SELECT document_text FROM documents WHERE id = $1', [o.documentId]);
    expect(row.document_text).toBe('# ЗАЯВА\n**ПРОШУ:**\n1. Видати судовий наказ — ґ, ї, є, ’.');
    const audit = await t.db.query(`SELECT after FROM audit_log WHERE action = 'document.edit_text' AND entity_id = $1`, [String(o.documentId)]);
    expect(audit).toHaveLength(1);
    expect((await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/update-text`, { document_text: '' }, { cookie })).body.data.document_text).toBe('');
  });

  it('refuses bad text with a clear 400 and keeps the stored text', async () => {
    const o = await seedOrder(t.db, ALIMONY);
    await t.db.query('UPDATE documents SET document_text = $2 WHERE id = $1', [o.documentId, 'збережений текст']);
    const cases: [unknown, string][] = [
      [{ document_text: 'а'.repeat(DOCUMENT_TEXT_MAX + 1) }, DOCUMENT_MESSAGES.textTooLong],
      [{ document_text: 'текст\u0000з NUL' }, INPUT_MESSAGES.forbiddenCharacters],
      [{ document_text: 'дзвінок\u0007' }, INPUT_MESSAGES.forbiddenCharacters],
      [{ document_text: 12345 }, DOCUMENT_MESSAGES.textRequired],
      [{ document_text: ['масив'] }, DOCUMENT_MESSAGES.textRequired],
      [{ document_text: null }, DOCUMENT_MESSAGES.textRequired],
      [{}, DOCUMENT_MESSAGES.textRequired],
    ];
    for (const [body, error] of cases) {
      const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/update-text`, body, { cookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error, code: expect.any(String) });
    }
    const extra = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/update-text`, { document_text: 'x', admin: true }, { cookie });
    expect(extra.status).toBe(400);
    expect(extra.body.success).toBe(false);
    expect((await api(t.url, 'POST', '/api/admin/documents/999999/update-text', { document_text: 'x' }, { cookie })).status).toBe(404);
    expect((await api(t.url, 'POST', '/api/admin/documents/abc/update-text', { document_text: 'x' }, { cookie })).status).toBe(400);
    const [row] = await t.db.query('SELECT document_text FROM documents WHERE id = $1', [o.documentId]);
    expect(row.document_text).toBe('збережений текст');
  });
});

describe('document drafts: LLM mode writes into the template', () => {
  let t: TestApp;
  let llm: LlmServer;
  let cookie: string;
  beforeAll(async () => {
    llm = await startLlmServer();
    t = await startTestApp({ LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'law-model' });
    cookie = await adminCookie(t.url, '10.7.1.7');
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('puts the model’s circumstances and reasoning into the template; the prompt holds the card and sources, never the chat or the comment', async () => {
    llm.respond = () => ({
      status: 200,
      content:
        '```json\n{"circumstances": ["Заявник і боржник є батьками двох дітей: [ПІБ та дати народження дітей].", "# Боржник з березня 2024 року не надає коштів на утримання дітей."],' +
        ' "reasoning": ["**Відповідно до статті 180 Сімейного кодексу України батьки зобов’язані утримувати дитину.**"]}\n```',
    });
    const o = await seedOrder(t.db, { ...ALIMONY, caseCard: CARD });
    await parsed(t, o.documentId, [[SK.url, SK_TEXT]]);
    const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.writer).toBe('llm');
    const text: string = res.body.data.document_text;
    expect(text).toContain('## Обставини справи\nЗаявник і боржник є батьками двох дітей: [ПІБ та дати народження дітей].\nБоржник з березня 2024 року не надає коштів на утримання дітей.\n\n');
    expect(text).toContain('## Правове обґрунтування\nВідповідно до статті 180 Сімейного кодексу України батьки зобов’язані утримувати дитину.\nНормативно-правові акти, на які посилається заявник:\n1. Сімейний кодекс України (ст. 180, 181, 183, 191).');
    expect(text).toContain('1. Видати судовий наказ про стягнення з боржника');
    expect(text).toContain('**Боржник:** Коваленко Андрій Миколайович');
    const prompt = llm.requests.at(-1)!.messages;
    expect(prompt[0].role).toBe('system');
    expect(prompt[1].content).toContain('Кількість дітей: 2');
    expect(prompt[1].content).toContain('Сторона: колишній чоловік — Коваленко Андрій Миколайович');
    expect(prompt[1].content).toContain("Стаття 180. Обов'язок батьків утримувати дитину");
    for (const leak of ['Передзвонити', 'Що мені робити', 'Не зовсім']) expect(prompt.map((m) => m.content).join('\n')).not.toContain(leak);
  });

  it('falls back to the template when the model fails or answers something else, and says so', async () => {
    for (const answer of [{ status: 503 }, { status: 200, content: 'Ось ваш документ: ПОЗОВНА ЗАЯВА ... Прийняти позовну заяву' }, { status: 200, content: '{"circumstances": [], "reasoning": ["x"]}' }]) {
      llm.respond = () => answer;
      const o = await seedOrder(t.db, { ...ALIMONY, caseCard: CARD });
      await parsed(t, o.documentId, [[SK.url, SK_TEXT]]);
      const res = await api(t.url, 'POST', `/api/admin/documents/${o.documentId}/generate`, undefined, { cookie });
      expect(res.status).toBe(200);
      expect(res.body.data.writer).toBe('template_fallback');
      expect(res.body.data.document_text).toContain('Сторони є батьками двох дітей');
      expect(res.body.data.document_text).not.toContain('Прийняти позовну заяву');
    }
  });
});
