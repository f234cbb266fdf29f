import { test, expect, loginAsAdmin } from './fixtures';
import type { Page } from '@playwright/test';
import { dropMailWithAttachment, nextPhone, seedChat, seedFeedback, seedOrder, withDb, type SeededChat } from './support/admin-chats-seed';

// One token per run: every seeded name carries it, so searches scope the assertions to this spec's data.
const token = `Е2е${Date.now().toString(36).slice(-5)}`;
const XSS = '<img src=x onerror=alert(1)>';

let main: SeededChat;
let empty: SeededChat;
let ordered: { chat: SeededChat; orderId: number };
const filterChats: Record<'active' | 'in_work' | 'processed' | 'blocked', SeededChat> = {} as never;
const feedbackIds: { full: number; bare: number } = { full: 0, bare: 0 };

test.beforeAll(async () => {
  await withDb(async (db) => {
    for (let i = 0; i < 13; i++) {
      await seedChat(db, { name: `Пагінація ${token} ${i + 1}`, phone: nextPhone(), finished: true, processed: false, minutesAgo: 100 + i });
    }
    filterChats.active = await seedChat(db, { name: `Фільтр ${token} активний`, phone: nextPhone(), finished: false, processed: false, minutesAgo: 50 });
    filterChats.in_work = await seedChat(db, { name: `Фільтр ${token} вроботі`, phone: nextPhone(), finished: true, processed: false, minutesAgo: 51 });
    filterChats.processed = await seedChat(db, { name: `Фільтр ${token} опрацьований`, phone: nextPhone(), finished: true, processed: true, minutesAgo: 52 });
    filterChats.blocked = await seedChat(db, { name: `Фільтр ${token} блок`, phone: nextPhone(), finished: true, processed: false, abuser: true, minutesAgo: 53 });
    main = await seedChat(db, {
      name: `Олена ${token}`,
      phone: nextPhone(),
      finished: true,
      processed: false,
      minutesAgo: 5,
      ip: '203.0.113.7',
      city: null,
      document: 'Позовна заява про поновлення на роботі',
      delivery: { city: 'Київ', city_area: 'Київська', recipient_name: 'Олена Петренко', recipient_phone: '+380671112233', warehouse: 'Відділення №1' },
      messages: [
        { author: 'agent', message: 'Вітаю! Що сталося?' },
        { author: 'user', message: 'Мене **звільнили** без *попередження*.\nЩо робити?' },
        { author: 'user', message: XSS },
        { author: 'agent', message: 'Наразі відключаю наш чат. Спеціаліст зателефонує.' },
      ],
    });
    empty = await seedChat(db, { name: `Тиша ${token}`, phone: nextPhone(), finished: false, processed: false, minutesAgo: 6 });
    const withOrder = await seedChat(db, { name: `Замовник ${token}`, phone: nextPhone(), finished: true, processed: true, minutesAgo: 7 });
    ordered = { chat: withOrder, orderId: await seedOrder(db, withOrder.id) };
    for (let i = 0; i < 10; i++) {
      await seedFeedback(db, { name: `Відгук ${token} ${i}`, phone: nextPhone(), feedback: `Дякую за допомогу, все пояснили зрозуміло. Номер ${i}.`, minutesAhead: 10 + i });
    }
    feedbackIds.full = await seedFeedback(db, {
      name: `Марія ${token}`,
      phone: '+380501234567',
      feedback: `Юрист дуже уважно вислухав мою ситуацію і допоміг скласти позовну заяву. ${'Окрема подяка за терпіння. '.repeat(8)}`,
      minutesAhead: 40,
    });
    feedbackIds.bare = await seedFeedback(db, { name: `Анонім ${token}`, phone: null, feedback: '', minutesAhead: 41 });
  });
});

async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Пошук по імені або телефону').fill(text);
}

const rows = (page: Page) => page.locator('table tbody tr');

test.describe('back office: chats inbox and detail, feedbacks', () => {
  test('filters, searches (debounced), paginates and keeps the list state in the URL', async ({ page, consoleErrors }) => {
    await loginAsAdmin(page);
    await expect(page.getByRole('radio', { name: 'В роботі' })).toBeChecked();

    // Debounce: typing letter by letter sends one search, 1 s after the last key.
    const searches: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/admin/chats' && u.searchParams.get('search')) searches.push(u.searchParams.get('search')!);
    });
    const box = page.getByPlaceholder('Пошук по імені або телефону');
    await box.pressSequentially(`Пагінація ${token}`, { delay: 60 });
    await page.waitForTimeout(700);
    expect(searches).toEqual([]);
    await expect(page.getByText('Показано від 1 до 10 з 13 результатів')).toBeVisible();
    expect(searches).toEqual([`Пагінація ${token}`]);
    await expect(page).toHaveURL(new RegExp(`search=`));
    await expect(rows(page)).toHaveCount(10);
    // Newest first: chat 1 was created most recently.
    await expect(rows(page).first()).toContainText(`Пагінація ${token} 1`);

    await page.getByRole('button', { name: 'Наступна' }).click();
    await expect(page.getByText('Показано від 11 до 13 з 13 результатів')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText('Показано від 11 до 13 з 13 результатів')).toBeVisible();
    await expect(page.getByPlaceholder('Пошук по імені або телефону')).toHaveValue(`Пагінація ${token}`);
    await page.getByRole('button', { name: '1', exact: true }).click();
    await expect(page.getByText('Показано від 1 до 10 з 13 результатів')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Показано від 11 до 13 з 13 результатів')).toBeVisible();

    // Filters, and rows coloured by the derived status.
    await searchFor(page, `Фільтр ${token}`);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent('Фільтр')}`));
    await expect(rows(page).filter({ hasText: 'вроботі' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'опрацьований' })).toHaveCount(0);

    await page.getByRole('radio', { name: 'Опрацьовані' }).click();
    await expect(page.getByRole('radio', { name: 'Опрацьовані' })).toBeChecked();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('опрацьований');
    await expect(page).toHaveURL(/status=processed/);

    await page.getByRole('radio', { name: 'Усі' }).click();
    await expect(page.getByRole('radio', { name: 'Усі' })).toBeChecked();
    await expect(rows(page)).toHaveCount(4);
    const expected = [
      ['активний', 'active', 'rgb(231, 240, 255)'],
      ['вроботі', 'in_work', 'rgb(230, 246, 236)'],
      ['опрацьований', 'processed', 'rgb(255, 247, 214)'],
      ['блок', 'blocked', 'rgb(253, 232, 232)'],
    ] as const;
    for (const [name, status, colour] of expected) {
      const row = rows(page).filter({ hasText: `Фільтр ${token} ${name}` });
      await expect(row).toHaveAttribute('data-status', status);
      await expect(row.locator('td').first()).toHaveCSS('background-color', colour);
    }
    await expect(rows(page).filter({ hasText: 'блок' })).toContainText('заблокований');
    await expect(rows(page).filter({ hasText: 'активний' })).toContainText(filterChats.active.phone);

    // A page past the end (e.g. a stale link) shows the list error with a way back.
    await page.goto(`/admin/dashboard/chats?search=${encodeURIComponent(`Фільтр ${token}`)}&page=9`);
    await expect(page.getByText('Помилка завантаження чатів')).toBeVisible();
    await page.getByRole('button', { name: 'На першу сторінку' }).click();
    // 'В роботі' lists every chat not processed yet: the active, the in-work and the blocked one.
    await expect(rows(page)).toHaveCount(3);
    await expect(page).not.toHaveURL(/page=/);
    void consoleErrors;
  });

  test('chat detail: timeline, processed switch, comment, mailbox and prompt copy, mail, contacts SMS', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await loginAsAdmin(page);
    await searchFor(page, main.phone);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByRole('link', { name: `Відкрити чат №${main.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/chats/${main.id}$`));
    await expect(page.getByRole('heading', { name: `Чат №${main.id}` })).toBeVisible();

    // User card with the 'Невідомо' fallback, the document, the delivery data.
    const userCard = page.locator('section', { has: page.getByRole('heading', { name: 'Користувач' }) });
    await expect(userCard).toContainText(main.name);
    await expect(userCard).toContainText('203.0.113.7');
    await expect(userCard).toContainText('Невідомо');
    await expect(page.getByRole('textbox', { name: 'Документ' })).toHaveValue('Позовна заява про поновлення на роботі');
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Дані доставки' }) })).toContainText('Відділення №1');

    // Timeline: authors, markup as elements, HTML as text, the end marker.
    const timeline = page.locator('section', { has: page.getByRole('heading', { name: 'Повідомлення' }) });
    await expect(timeline.getByText('Агент', { exact: true })).toHaveCount(2);
    await expect(timeline.getByText('Користувач', { exact: true })).toHaveCount(2);
    await expect(timeline.locator('strong', { hasText: 'звільнили' })).toBeVisible();
    await expect(timeline.locator('em', { hasText: 'попередження' })).toBeVisible();
    await expect(timeline.getByText(XSS, { exact: true })).toBeVisible();
    await expect(timeline.locator('img')).toHaveCount(0);
    await expect(timeline.getByText('Кінець розмови')).toBeVisible();

    // Processed switch: saved, reflected in the status card, kept after reload, switched back.
    const processed = page.getByRole('switch', { name: 'Опрацьовано' });
    await expect(processed).not.toBeChecked();
    await processed.click();
    await expect(processed).toBeChecked();
    await expect(page.getByTestId('chat-status')).toHaveText('Опрацьовані');
    await expect(processed).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Опрацьовано' })).toBeChecked();
    await page.getByRole('switch', { name: 'Опрацьовано' }).click();
    await expect(page.getByTestId('chat-status')).toHaveText('В роботі');
    await expect(page.getByRole('switch', { name: 'Опрацьовано' })).toBeEnabled();

    // Comment with an explicit save.
    const comment = page.getByRole('textbox', { name: 'Коментар' });
    await comment.fill('Клієнт надішле трудовий договір');
    const commentCard = page.locator('section', { has: comment });
    await commentCard.getByRole('button', { name: 'Зберегти' }).click();
    await expect(commentCard.getByText('Збережено')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Коментар' })).toHaveValue('Клієнт надішле трудовий договір');

    // Mailbox address and the ChatGPT prompt go to the clipboard, with 'Скопійовано!' for 2 s.
    const address = page.getByTestId('mailbox-address');
    await expect(address).toHaveText(new RegExp(main.userId));
    const mailboxCard = page.locator('section', { has: address });
    await mailboxCard.getByRole('button', { name: 'Копіювати' }).click();
    await expect(mailboxCard.getByRole('button', { name: 'Скопійовано!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.innerText());
    await expect(mailboxCard.getByRole('button', { name: 'Копіювати' })).toBeVisible({ timeout: 4000 });

    await page.getByRole('button', { name: 'ChatGPT prompt' }).click();
    await expect(page.getByRole('button', { name: 'Скопійовано!' })).toBeVisible();
    const prompt = await page.evaluate(() => navigator.clipboard.readText());
    expect(prompt).toContain('не більше 700 слів');
    expect(prompt).toContain('Користувач: Мене **звільнили** без *попередження*.');
    expect(prompt).toContain('Коментар юриста: Клієнт надішле трудовий договір');

    // Check mail: the client's letter shows as 'Файл 1' (opens in a new tab) and a text line; a second run adds nothing.
    dropMailWithAttachment(main.userId, await address.innerText(), 'Надсилаю копію паспорта.');
    await page.getByRole('button', { name: 'Перевірити пошту' }).click();
    const file1 = page.getByRole('link', { name: 'Файл 1' });
    await expect(file1).toBeVisible();
    await expect(page.getByText('Надсилаю копію паспорта.')).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), file1.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/api/files/');
    const file = await page.request.get(popup.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    await popup.close();
    await page.getByRole('button', { name: 'Перевірити пошту' }).click();
    await expect(page.getByRole('button', { name: 'Перевірити пошту' })).toBeEnabled();
    await expect(page.getByRole('link', { name: /^Файл \d+$/ })).toHaveCount(1);

    // Contacts SMS: once; the button is disabled afterwards and the server refuses a second send.
    const sms = page.getByRole('button', { name: 'Надіслати SMS з контактами' });
    await expect(sms).toBeEnabled();
    await sms.click();
    await expect(page.getByTestId('contacts-sms-state')).toContainText(main.phone);
    await expect(page.getByRole('button', { name: 'Надіслано' })).toBeDisabled();
    const again = await page.request.post(`/api/admin/sms/${main.userId}/send-contacts`);
    expect(again.status()).toBe(409);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Надіслано' })).toBeDisabled();

    // Create-order is offered while the chat has no order.
    await expect(page.getByRole('button', { name: 'Створити замовлення' })).toBeVisible();
    expect(dialogs).toEqual([]);
    void consoleErrors;
  });

  test('a chat without messages says so; a missing chat shows the load error', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(`/admin/dashboard/chats/${empty.id}`);
    await expect(page.getByText('Повідомлень не знайдено')).toBeVisible();
    await expect(page.getByText('Кінець розмови')).toHaveCount(0);
    await page.goto('/admin/dashboard/chats/999999');
    await expect(page.getByText('Помилка завантаження повідомлень')).toBeVisible();
  });

  test('a chat with an order links to it and locks the processed switch; otherwise the create-order modal opens', async ({ page, consoleErrors }) => {
    await loginAsAdmin(page);
    await page.goto(`/admin/dashboard/chats/${ordered.chat.id}`);
    await expect(page.getByRole('link', { name: 'Переглянути замовлення' })).toHaveAttribute('href', `/admin/dashboard/orders/${ordered.orderId}`);
    await expect(page.getByRole('switch', { name: 'Опрацьовано' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Опрацьовано' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Створити замовлення' })).toHaveCount(0);

    await page.goto(`/admin/dashboard/chats/${empty.id}`);
    await page.getByRole('button', { name: 'Створити замовлення' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    void consoleErrors;
  });

  test('feedbacks: list with pagination and detail with defaults', async ({ page, consoleErrors }) => {
    await loginAsAdmin(page);
    await page.getByRole('link', { name: 'Відгуки' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/feedbacks$/);
    const list = page.locator('table tbody tr');
    await expect(list.first()).toContainText(`Анонім ${token}`);
    await expect(list.first()).toContainText('Не вказано');
    const maria = list.filter({ hasText: `Марія ${token}` });
    await expect(maria).toContainText('+380501234567');
    await expect(maria).toContainText('…');
    await expect(page.getByText(/Показано від 1 до 10 з \d+ результатів/)).toBeVisible();

    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Показано від 11 до/)).toBeVisible();
    await page.goBack();
    await expect(list.first()).toContainText(`Анонім ${token}`);

    await maria.getByRole('link', { name: `Переглянути відгук №${feedbackIds.full}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/feedbacks/${feedbackIds.full}$`));
    await expect(page.getByRole('heading', { name: `Відгук №${feedbackIds.full}` })).toBeVisible();
    await expect(page.getByText('Окрема подяка за терпіння.').first()).toBeVisible();

    await page.goto(`/admin/dashboard/feedbacks/${feedbackIds.bare}`);
    const contact = page.locator('section', { has: page.getByRole('heading', { name: 'Контактні дані' }) });
    await expect(contact).toContainText(`Анонім ${token}`);
    await expect(contact).toContainText('Не вказано');
    await expect(page.getByText('Відгук не надано')).toBeVisible();

    await page.goto('/admin/dashboard/feedbacks/999999999');
    await expect(page.getByText('Помилка завантаження відгуку')).toBeVisible();
    void consoleErrors;
  });
});
