import { test, expect, loginAsAdmin } from './fixtures';
import { createFinishedChat, type FinishedChat } from './support/finished-chat';

// A real consultation with the scripted intake fills the card; the admin corrects it and the prompt copy follows.
const token = `Картка${Date.now().toString(36).slice(-5)}`;
let chat: FinishedChat;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from an object pattern; this hook needs none
test.beforeAll(async ({}, info) => {
  chat = await createFinishedChat(String(info.project.use.baseURL), `Олена ${token}`);
});

test('the admin edits the case card on the chat detail and the ChatGPT prompt copy contains the edit', async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAsAdmin(page);
  await page.goto(`/admin/dashboard/chats/${chat.chatId}`);
  const card = page.getByTestId('case-card');
  await expect(card.getByRole('heading', { name: 'Картка справи' })).toBeVisible();
  // What the intake learnt from the conversation.
  await expect(card).toContainText('Трудове право');
  await expect(card).toContainText('Київ');
  await expect(card).toContainText('минулого тижня');

  await card.getByRole('button', { name: 'Редагувати' }).click();
  // A child count that is not a number is refused in Ukrainian, nothing is saved.
  await card.getByRole('textbox', { name: 'Кількість дітей' }).fill('двоє');
  await card.getByRole('button', { name: 'Зберегти' }).click();
  await expect(card.getByRole('alert')).toHaveText('Кількість дітей має бути цілим числом від 0 до 20');
  await card.getByRole('textbox', { name: 'Кількість дітей' }).fill('2');

  await card.getByRole('textbox', { name: 'Населений пункт' }).fill('Бровари');
  await card.getByRole('textbox', { name: 'Область' }).fill('Київська область');
  await card.getByRole('textbox', { name: 'Бажаний результат' }).fill('поновлення на роботі та виплата за час вимушеного прогулу');
  await card.getByRole('combobox', { name: 'Галузь права' }).selectOption('labour');
  await card.getByRole('button', { name: 'Зберегти' }).click();
  await expect(card.getByRole('status')).toHaveText('Картку справи збережено');
  await expect(card).toContainText('Бровари');

  // Kept after a reload, and the user's locality follows the card.
  await page.reload();
  await expect(page.getByTestId('case-card')).toContainText('поновлення на роботі та виплата за час вимушеного прогулу');
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Користувач' }) })).toContainText('Бровари');

  await page.getByRole('button', { name: 'ChatGPT prompt' }).click();
  await expect(page.getByRole('button', { name: 'Скопійовано!' })).toBeVisible();
  const prompt = await page.evaluate(() => navigator.clipboard.readText());
  expect(prompt).toContain('Населений пункт: Бровари, Київська область');
  expect(prompt).toContain('Бажаний результат: поновлення на роботі та виплата за час вимушеного прогулу');
  expect(prompt).toContain('Кількість дітей: 2');
  expect(prompt.indexOf('Картка справи')).toBeLessThan(prompt.indexOf('Розмова:'));
  expect(consoleErrors).toEqual([]);
});
