import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHAT_MESSAGES } from '../../libs/contracts/src/chat';
import { USER_DATA_KEY } from '../../libs/contracts/src/users';
import { createFinishedChat } from './support/finished-chat';

const fab = (page: Page) => page.locator('button.chat-fab');
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Чат з юристом' });
const inputBox = (page: Page) => chatDialog(page).getByLabel('Ваше повідомлення');

test('a returning client starts a new consultation after a finished one, and sees the earlier one collapsed', async ({ page, baseURL }) => {
  const name = `Оксана Повернення${Date.now().toString(36).slice(-4)}`;
  const finished = await createFinishedChat(baseURL!, name);
  await page.addInitScript(
    ([key, data]) => localStorage.setItem(key, data),
    [USER_DATA_KEY, JSON.stringify({ userId: finished.userId, userName: name, userPhone: finished.phone, timestamp: Date.now() })] as const,
  );
  await page.goto('/');
  await expect(fab(page)).toHaveAttribute('data-connection', 'connected');
  await fab(page).click();
  await expect(chatDialog(page)).toBeVisible();
  await expect(inputBox(page)).toBeDisabled();
  await expect(inputBox(page)).toHaveAttribute('placeholder', CHAT_MESSAGES.disconnectedPlaceholder);
  await expect(chatDialog(page).getByText(CHAT_MESSAGES.newConsultationHint)).toBeVisible();
  await page.screenshot({ path: 'test-results/returning-client-finished.png' });

  await chatDialog(page).getByRole('button', { name: CHAT_MESSAGES.newConsultation }).click();
  await expect(inputBox(page)).toBeEnabled();
  await expect(inputBox(page)).toBeFocused();
  // The earlier consultation is kept, collapsed above the new one.
  const past = chatDialog(page).locator('details.chat-past');
  await expect(past).toHaveCount(1);
  await expect(past.locator('summary')).toContainText(CHAT_MESSAGES.pastConsultation);
  await expect(past.locator('li[data-sender="user"]').first()).toBeHidden();

  // No contact form: the stored name and phone are reused, and the assistant answers in the new chat.
  await inputBox(page).fill('Добрий день, тепер питання про аліменти на двох дітей');
  await inputBox(page).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Консультація почнеться негайно' })).toBeHidden();
  const current = chatDialog(page).locator('ol.chat-messages[role="log"]');
  await expect(current.locator('li[data-sender="assistant"]')).toHaveCount(1, { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/returning-client-new.png' });

  // A reload keeps the new consultation open, the earlier one still collapsed.
  await page.reload();
  await fab(page).click();
  await expect(inputBox(page)).toBeEnabled();
  await expect(chatDialog(page).locator('details.chat-past')).toHaveCount(1);
});
