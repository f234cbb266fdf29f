import type { Page } from '@playwright/test';
import { test, expect, loginAsAdmin } from './fixtures';
import { createFinishedChat, type FinishedChat } from './support/finished-chat';
import { ORDER_MESSAGES } from '../../libs/contracts/src/orders';

// A per-run token in the visitor's name keeps the assertions on this spec's data.
const token = `Замовник${Date.now().toString(36).slice(-5)}`;
const SHOTS = process.env.E2E_SHOTS_DIR;
let chat: FinishedChat;

// Playwright hands TestInfo only as the second argument; the first (fixtures) is unused here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  chat = await createFinishedChat(String(info.project.use.baseURL), `Олена ${token}`);
});

type StatKey = 'total' | 'no_invoice' | 'pending' | 'paid_in_work' | 'completed';
async function stats(page: Page): Promise<Record<StatKey, number>> {
  await page.goto('/admin/dashboard/orders');
  const read = async (k: StatKey) => {
    const cell = page.getByTestId(`stat-${k}`);
    await expect(cell).toHaveText(/^\d[\d\s]*$/);
    return Number((await cell.innerText()).replace(/\s/g, ''));
  };
  return { total: await read('total'), no_invoice: await read('no_invoice'), pending: await read('pending'), paid_in_work: await read('paid_in_work'), completed: await read('completed') };
}

async function expectStats(page: Page, base: Record<StatKey, number>, delta: Partial<Record<StatKey, number>>) {
  await page.goto('/admin/dashboard/orders');
  for (const k of Object.keys(base) as StatKey[]) {
    await expect(page.getByTestId(`stat-${k}`)).toHaveText(String(base[k] + (delta[k] ?? 0)));
  }
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe('orders: from a finished chat to a completed order', () => {
  test('creates an order with the delivery form and follows it through invoice, payment and documents', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAsAdmin(page);
    const base = await stats(page);

    // ---- create from the chat detail
    await page.goto(`/admin/dashboard/chats/${chat.chatId}`);
    await page.getByRole('button', { name: 'Створити замовлення' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    const create = modal.getByRole('button', { name: 'Створити', exact: true });
    await expect(create).toBeDisabled();
    await expect(modal.getByText('Заповніть форму доставки')).toBeVisible();

    // A carrier failure shows its first error and empties the suggestions.
    const city = modal.getByRole('combobox', { name: 'Місто' });
    const np = (u: URL) => u.pathname === '/api/admin/postal/novaposhta';
    await page.route(np, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, data: [], errors: ['Сервіс Нової Пошти недоступний', 'друга'], warnings: [] }) }),
    );
    await city.fill('Ль');
    await expect(modal.getByRole('alert')).toHaveText('Сервіс Нової Пошти недоступний');
    await expect(modal.locator('[role=listbox] [role=option]')).toHaveCount(0);
    await page.unroute(np);
    await city.fill('');

    // The city search starts from two characters, after a 300 ms pause.
    const npCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/postal/novaposhta')) npCalls.push(r.postData() ?? '');
    });
    await city.pressSequentially('К');
    await page.waitForTimeout(600);
    expect(npCalls).toEqual([]);
    await city.pressSequentially('иїв', { delay: 50 });
    const options = modal.getByRole('listbox', { name: 'Міста' }).getByRole('option');
    await expect(options.first()).toContainText('Київ');
    expect(npCalls).toHaveLength(1);
    expect(JSON.parse(npCalls[0])).toEqual({ modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: 'Київ', Limit: 50 } });
    const warehouse = modal.getByLabel('Відділення Нової пошти');
    await expect(warehouse).toBeDisabled();
    // Keyboard: the first suggestion is chosen with ArrowDown + Enter.
    await city.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await city.press('Enter');
    await expect(city).toHaveValue('Київ');
    await expect(warehouse).toBeEnabled();
    await expect(warehouse.locator('option').nth(1)).toBeAttached();
    const branch = (await warehouse.locator('option').nth(1).innerText()).trim();
    await warehouse.selectOption({ index: 1 });
    await modal.getByLabel('ПІБ отримувача').fill('Петренко');
    await expect(create).toBeDisabled();
    await modal.getByLabel('ПІБ отримувача').fill('Петренко Олена');
    await expect(create).toBeEnabled();

    // Price is required and > 0.
    await create.click();
    await expect(modal.getByText('Введіть коректну ціну')).toBeVisible();
    await modal.getByLabel('Ціна документа, грн').fill('0');
    await create.click();
    await expect(modal.getByText('Введіть коректну ціну')).toBeVisible();
    await modal.getByLabel('Ціна документа, грн').fill('1500');
    await shot(page, 'orders-1-create-modal');
    await create.click();
    await expect(modal).toBeHidden();
    const view = page.getByRole('link', { name: 'Переглянути замовлення' });
    await expect(view).toBeVisible();
    const orderPath = await view.getAttribute('href');
    const orderId = Number(orderPath!.split('/').pop());
    expect(orderId).toBeGreaterThan(0);

    // ---- listed under 'Не відправлено рахунок'
    await expectStats(page, base, { total: 1, no_invoice: 1 });
    await page.getByLabel('Статус').selectOption('no_invoice');
    await expect(page).toHaveURL(/status=no_invoice/);
    const row = page.locator('tbody tr', { hasText: `#${orderId}` });
    await expect(row).toContainText(`Олена ${token}`);
    await expect(row).toContainText('Не оплачено');
    await expect(row).toContainText('1 500 ₴');
    await expect(row).toContainText('Не відправлено рахунок');
    await shot(page, 'orders-2-list');
    await page.getByLabel('Статус').selectOption('pending');
    await expect(page.locator('tbody tr', { hasText: `#${orderId}` })).toHaveCount(0);

    // ---- details
    await page.goto(`/admin/dashboard/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Замовлення #${orderId}` })).toBeVisible();
    const header = page.locator('.order-header');
    await expect(header).toContainText('Не відправлено рахунок');
    const delivery = page.locator('section', { has: page.getByRole('heading', { name: 'Доставка' }) });
    await expect(delivery).toContainText('Київ');
    await expect(delivery).toContainText('Петренко Олена');
    await expect(delivery).toContainText(branch);
    await expect(delivery).toContainText(chat.phone);
    await expect(page.getByRole('button', { name: 'Відправити' })).toHaveCount(0);

    // Invoice number: autosaved 1.5 s after the last keystroke.
    const invoice = page.getByLabel('Номер відправлення рахунку', { exact: true });
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${orderId}/set-tracking-number`));
    await invoice.fill('20450000000001');
    await expect(header).toContainText('Не відправлено рахунок');
    expect((await saved).status()).toBe(200);
    await expect(header).toContainText('Очікують оплати');

    // Invoice SMS once.
    const send = page.getByRole('button', { name: 'Відправити' });
    await send.click();
    await expect(page.getByRole('button', { name: 'Відправлено!' })).toBeDisabled();

    // Payment date, then the documents number.
    await page.getByLabel('Дата оплати', { exact: true }).fill('2026-11-20');
    await expect(header).toContainText('Оплачені в роботі');
    await page.getByLabel('Номер відправлення документів', { exact: true }).fill('20450000000002');
    await expect(header).toContainText('Завершені');
    await shot(page, 'orders-3-details-completed');

    // An autosave the server fails reverts the field to the stored value; the input is disabled meanwhile.
    await page.route(`**/api/admin/orders/${orderId}/update-price`, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Внутрішня помилка' }) });
    });
    const price = page.getByLabel('Ціна, ₴');
    await expect(price).toHaveValue('1500');
    await price.fill('2750');
    await expect(price).toBeDisabled();
    await expect(price).toBeEnabled();
    await expect(price).toHaveValue('1500');
    await page.unroute(`**/api/admin/orders/${orderId}/update-price`);

    await expectStats(page, base, { total: 1, completed: 1 });
    const done = page.locator('tbody tr', { hasText: `#${orderId}` });
    await expect(done).toContainText('20.11.2026');
    await expect(done).toContainText('Завершені');

    // Reload: the stored values come back from the server.
    await page.goto(`/admin/dashboard/orders/${orderId}`);
    await expect(page.getByLabel('Номер відправлення рахунку', { exact: true })).toHaveValue('20450000000001');
    await expect(page.getByLabel('Дата оплати', { exact: true })).toHaveValue('2026-11-20');
    await expect(page.getByLabel('Ціна, ₴')).toHaveValue('1500');
    await expect(page.getByRole('button', { name: 'Відправлено!' })).toBeDisabled();

    // Clearing the documents number (clear button, saved at once) moves it back to paid-in-work.
    await page.getByRole('button', { name: 'Очистити: Номер відправлення документів' }).click();
    await expect(page.locator('.order-header')).toContainText('Оплачені в роботі');
    await expect(page.getByLabel('Номер відправлення документів', { exact: true })).toHaveValue('');

    // ---- delete: a paid order goes to the trash only after its number is typed, and comes back with 'Відновити'
    await page.getByRole('button', { name: 'Видалити' }).click();
    const dialog = page.getByRole('dialog', { name: 'Видалити замовлення' });
    await expect(dialog).toContainText(ORDER_MESSAGES.deletePaidText);
    await dialog.getByRole('button', { name: 'Скасувати' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Видалити' }).click();
    const confirm = dialog.getByRole('button', { name: 'Видалити' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(new RegExp(ORDER_MESSAGES.deleteTypeNumber)).fill(String(orderId + 1));
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(new RegExp(ORDER_MESSAGES.deleteTypeNumber)).fill(String(orderId));
    await confirm.click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
    await expect(page.getByTestId('stat-total')).toHaveText(String(base.total));
    await expect(page.locator('tbody tr', { hasText: `#${orderId}` })).toHaveCount(0);

    await page.getByLabel('Статус').selectOption('trash');
    const trashRow = page.locator('tbody tr', { hasText: `#${orderId}` });
    await expect(trashRow).toHaveCount(1);
    await shot(page, 'orders-trash');
    await trashRow.getByRole('button', { name: `Відновити замовлення #${orderId}` }).click();
    await expect(page.getByText(ORDER_MESSAGES.restored)).toBeVisible();
    await expect(trashRow).toHaveCount(0);
    await expectStats(page, base, { total: 1, paid_in_work: 1 });

    // The order's history shows the delete and the restore, newest first.
    await page.goto(`/admin/dashboard/orders/${orderId}`);
    const history = page.getByRole('region', { name: 'Історія змін' });
    await history.locator('summary').click();
    await expect(history.locator('.audit-entry').first()).toContainText('Замовлення відновлено з кошика');
    await expect(history.locator('.audit-entry').nth(1)).toContainText('Замовлення перенесено в кошик');
    await shot(page, 'order-history');
  });

  test("says 'Невірний ID замовлення' for an 'undefined' id and loads nothing", async ({ page }) => {
    await loginAsAdmin(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/orders/')) calls.push(r.url());
    });
    await page.goto('/admin/dashboard/orders/undefined');
    await expect(page.getByText('Невірний ID замовлення')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("keeps the filter in the URL, says 'Замовлень не знайдено' for an empty page and 'Помилка завантаження замовлень' on failure", async ({ page }) => {
    await loginAsAdmin(page);
    const empty = { success: true, data: { orders: [], pagination: { current_page: 1, per_page: 10, total_pages: 1, total_count: 0 } } };
    const listUrl = (u: URL) => u.pathname === '/api/admin/orders';
    await page.route(listUrl, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(empty) }));
    await page.goto('/admin/dashboard/orders?status=pending');
    await expect(page.getByLabel('Статус')).toHaveValue('pending');
    await expect(page.getByText('Замовлень не знайдено')).toBeVisible();
    await page.unroute(listUrl);
    await page.route('**/api/admin/orders/stats', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"x"}' }));
    await page.getByLabel('Статус').selectOption('completed');
    await expect(page.getByText('Помилка завантаження замовлень')).toBeVisible();
  });
});
