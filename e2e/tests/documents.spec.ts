import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { test, expect, loginAsAdmin } from './fixtures';
import { ANSWERS, createFinishedChat, type FinishedChat } from './support/finished-chat';

const SHOTS = process.env.E2E_SHOTS_DIR;
const SOURCE_TITLE = 'Роз\'яснення щодо звільнення (тестова сторінка)';
const EDITED = 'Позивача звільнено наказом від 3 листопада 2026 року № 112-к без згоди профспілкового органу.';
const STAFF_COMMENT = 'Передзвонити до 18:00, лише для персоналу';
/** What the visitor typed in the consultation and the staff-only comment: none of it may reach the filing. */
const CHAT_LINES = [...ANSWERS.filter((a) => a.length > 15), STAFF_COMMENT];
const SOURCE_TEXT = 'Стаття 43. Розірвання трудового договору з ініціативи власника допускається лише за попередньою згодою профспілки.';

let chat: FinishedChat;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
let orderId: number;
let pageServer: http.Server;
let pageUrl: string;

/** The source page the e2e server reads: served on 127.0.0.1 (the e2e server runs with the test-only FETCH_ALLOW_PRIVATE). */
async function startSourcePage(): Promise<void> {
  pageServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Роз'яснення</title></head><body><nav>МЕНЮ</nav><main><article><h1>Звільнення працівника</h1>` +
        `<p>${SOURCE_TEXT}</p><p>${'Працівник має право оскаржити незаконне звільнення до суду протягом одного місяця з дня вручення копії наказу. '.repeat(4)}</p></article></main></body></html>`,
    );
  });
  await new Promise<void>((r) => pageServer.listen(0, '127.0.0.1', r));
  pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/zvilnennia`;
}

/** An order made through the real admin API from a real finished chat. */
async function createOrder(baseURL: string, chatId: number): Promise<number> {
  const login = await fetch(new URL('/api/admin/login', baseURL), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const res = await fetch(new URL('/api/admin/orders/create', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      chat_id: chatId,
      document_price: 1200,
      delivery_data: { city: 'Київ', city_area: 'Київська', recipient_name: 'Олена Тестова', recipient_phone: chat.phone, warehouse: 'Відділення №1' },
    }),
  });
  const body = (await res.json()) as { success: boolean; data?: { order_id: number }; error?: string };
  if (!body.success || !body.data) throw new Error(`order creation failed: ${res.status} ${body.error ?? ''}`);
  const comment = await fetch(new URL(`/api/admin/orders/${body.data.order_id}/update-comment`, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ comment: STAFF_COMMENT }),
  });
  if (!comment.ok) throw new Error(`comment failed: ${comment.status}`);
  return body.data.order_id;
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from an object pattern; this hook needs none
test.beforeAll(async ({}, info) => {
  const baseURL = String(info.project.use.baseURL);
  await startSourcePage();
  chat = await createFinishedChat(baseURL, `Олена Документ${Date.now().toString(36).slice(-4)}`);
  orderId = await createOrder(baseURL, chat.chatId);
});

test.afterAll(async () => {
  await new Promise<void>((r) => pageServer.close(() => r()));
});

test.describe('documents: sources, generation, .docx download', () => {
  test('finds sources, adds one, reads them, generates the document and downloads a valid legal-document.docx', async ({ page }) => {
    test.setTimeout(120_000);
    // docx (~60 KB gzip) is a lazy chunk: fetched only when the download is asked for.
    const docxChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/docx\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) docxChunks.push(r.url());
    });
    await loginAsAdmin(page);
    await page.goto(`/admin/dashboard/orders/${orderId}`);
    const researcher = page.getByRole('region', { name: 'Джерела для документу' });
    await expect(researcher).toBeVisible();
    await expect(researcher.getByText('Джерел ще немає')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Створення документу' })).toHaveCount(0);

    // ---- find: the labour dispute brings the Labour Code
    await researcher.getByRole('button', { name: 'Знайти джерела' }).click();
    const list = researcher.getByRole('list', { name: 'Джерела документа' });
    await expect(list.getByRole('button', { name: startsWith('Кодекс законів про працю України') })).toBeVisible();
    const found = await list.getByRole('listitem').count();
    expect(found).toBeGreaterThan(0);
    await expect(list).toHaveCSS('max-height', '700px');

    // ---- add: validation first, then a valid source
    await researcher.getByRole('button', { name: 'Додати джерело' }).click();
    const dialog = page.getByRole('dialog', { name: 'Додати джерело' });
    await dialog.getByRole('button', { name: 'Додати' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Введіть назву джерела');
    await dialog.getByLabel('Назва').fill(SOURCE_TITLE);
    await dialog.getByLabel('Посилання (URL)').fill('zakon.rada.gov.ua/laws/show/322-08');
    await dialog.getByRole('button', { name: 'Додати' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Посилання має бути повною адресою, що починається з http:// або https://');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-add-dialog.png` });
    await dialog.getByLabel('Посилання (URL)').fill(pageUrl);
    await dialog.getByRole('button', { name: 'Додати' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(found + 1);

    // ---- delete every found (internet) source through the confirmation dialog: only the local page stays
    for (let i = 0; i < found; i++) {
      const first = list.getByRole('listitem').first();
      const title = (await first.locator('.source-item-title').innerText()).trim();
      await first.getByRole('button', { name: /^Видалити джерело/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Видалити джерело' });
      await expect(confirm).toContainText(title);
      await confirm.getByRole('button', { name: 'Видалити' }).click();
      await expect(confirm).toBeHidden();
      await expect(list.getByRole('button', { name: startsWith(title) })).toHaveCount(0);
    }
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // ---- parse
    await researcher.getByRole('button', { name: 'Прочитати джерела' }).click();
    const item = list.getByRole('listitem').first();
    await expect(item.getByText('прочитано', { exact: true })).toBeVisible({ timeout: 30_000 });
    await item.getByRole('button', { name: startsWith(SOURCE_TITLE) }).click();
    await expect(item.getByText(SOURCE_TEXT)).toBeVisible();
    await expect(item.getByText('МЕНЮ')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-researcher.png`, fullPage: true });

    // ---- generate: the template of the order's document, the source cited by its title
    const creator = page.getByRole('region', { name: 'Створення документу' });
    await expect(creator).toBeVisible();
    await expect(creator.getByText('Усього символів')).toBeVisible();
    await expect(creator.getByText(/ \/ 500\s000$/)).toBeVisible();
    await expect(creator.getByRole('button', { name: 'Завантажити документ' })).toHaveCount(0);
    await creator.getByRole('button', { name: 'Згенерувати документ' }).click();
    const preview = creator.getByRole('article', { name: 'Згенерований документ' });
    await expect(preview).toBeVisible();
    const title = preview.locator('h3').first();
    await expect(title).toHaveText(/^[^a-zа-яіїєґ]+$/);
    const heading = (await title.innerText()).trim();
    await expect(preview).toContainText(`1. ${SOURCE_TITLE}.`);
    await expect(preview).toContainText('ПРОШУ:');
    // No raw chat line of the consultation and no staff comment reach the filing.
    for (const answer of CHAT_LINES) await expect(preview).not.toContainText(answer);

    // ---- the citation links back to the source in the researcher panel
    await item.getByRole('button', { name: startsWith(SOURCE_TITLE) }).click();
    await expect(item.getByText(SOURCE_TEXT)).toHaveCount(0);
    await creator.getByRole('link', { name: 'до джерела' }).click();
    await expect(page).toHaveURL(/#doc-source-0$/);
    await expect(item.getByText(SOURCE_TEXT)).toBeVisible();

    // ---- edit a paragraph in the editor, make it a bold line; it is saved 1500 ms after the last change
    const editor = creator.getByLabel(/^Текст документа/);
    const generated = await editor.inputValue();
    const lines = generated.split('\n');
    const at = lines.indexOf('## Обставини справи') + 1;
    expect(at).toBeGreaterThan(0);
    lines[at] = EDITED;
    const saved = page.waitForResponse((r) => r.url().endsWith('/update-text') && r.request().method() === 'POST');
    await editor.fill(lines.join('\n'));
    const offset = lines.slice(0, at).join('\n').length + 2;
    await editor.evaluate((el: HTMLTextAreaElement, pos: number) => el.setSelectionRange(pos, pos), offset);
    await creator.getByRole('button', { name: 'Жирний рядок' }).click();
    await expect(editor).toHaveValue(new RegExp(`\\n\\*\\*${EDITED}\\*\\*\\n`));
    expect((await saved).status()).toBe(200);
    await expect(preview.locator('strong', { hasText: EDITED })).toBeVisible();

    // ---- reload: the edit stays
    await page.reload();
    const creatorAgain = page.getByRole('region', { name: 'Створення документу' });
    await expect(creatorAgain.getByLabel(/^Текст документа/)).toHaveValue(new RegExp(`\\*\\*${EDITED}\\*\\*`));

    // ---- 'Згенерувати заново' asks first; cancelling keeps the edit
    await creatorAgain.getByRole('button', { name: 'Згенерувати заново' }).click();
    const ask = page.getByRole('dialog', { name: 'Згенерувати документ заново?' });
    await expect(ask).toContainText('замінить документ разом з усіма вашими правками');
    await ask.getByRole('button', { name: 'Скасувати' }).click();
    await expect(ask).toBeHidden();
    await expect(creatorAgain.getByLabel(/^Текст документа/)).toHaveValue(new RegExp(EDITED));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-creator.png`, fullPage: true });

    // ---- download: a real .docx of the edited text, opened with jszip
    expect(docxChunks).toEqual([]);
    const downloadPromise = page.waitForEvent('download');
    await creatorAgain.getByRole('button', { name: 'Завантажити документ' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('legal-document.docx');
    expect(docxChunks).toHaveLength(1);
    const file = await download.path();
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const xml = await zip.file('word/document.xml')!.async('string');
    const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
    const textOf = (p: string) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    const headingP = paragraphs.find((p) => textOf(p) === heading)!;
    expect(headingP).toContain('<w:sz w:val="32"/>');
    expect(paragraphs.find((p) => textOf(p) === 'Обставини справи')).toContain('<w:sz w:val="28"/>');
    const editedP = paragraphs.find((p) => textOf(p) === EDITED)!;
    expect(editedP).toBeDefined();
    expect(editedP).toContain('<w:b/>');
    expect(paragraphs.find((p) => textOf(p) === 'ПРОШУ:')).toContain('<w:b/>');
    expect(xml).toMatch(/<w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701"/);

    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('region', { name: 'Створення документу' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/documents-mobile.png` });
    }
  });
});
