import { test, expect, loginAsAdmin } from './fixtures';
import { CLIENT_DATA_MESSAGES } from '../../libs/contracts/src/landing';
import { createFinishedChat } from './support/finished-chat';

test('the landing shows the firm phone as a tel: link and links the privacy policy; /privacy is a page of its own', async ({ page }) => {
  await page.routeWebSocket(/socket\.io/, () => undefined);
  await page.goto('/');
  const tel = page.locator('.site-header a[href^="tel:"]');
  await expect(tel).toHaveAttribute('href', /^tel:\+380\d{9}$/);
  // The footer hydrates (and reads the phone) when the visitor scrolls to it.
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await expect(page.locator('.site-footer a[href^="tel:"]')).toHaveCount(1);
  await expect(page.getByText('Без реєстрації та дзвінків')).toHaveCount(0);
  await page.locator('.site-footer').getByRole('link', { name: 'Політика конфіденційності' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Політика конфіденційності' })).toBeVisible();
  await expect(page.getByText(/автоматично видаляється через 36 міс/)).toBeVisible();
});

test('staff export a client\'s data and erase it after typing the phone', async ({ page, baseURL }) => {
  const chat = await createFinishedChat(baseURL!, `Стерти Мене${Date.now().toString(36).slice(-4)}`);
  await loginAsAdmin(page);
  await page.goto(`/admin/dashboard/chats/${chat.chatId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: CLIENT_DATA_MESSAGES.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`client-data-chat-${chat.chatId}.json`);

  await page.getByRole('button', { name: CLIENT_DATA_MESSAGES.erase }).click();
  const dialog = page.getByRole('dialog', { name: CLIENT_DATA_MESSAGES.eraseTitle });
  const confirm = dialog.getByRole('button', { name: CLIENT_DATA_MESSAGES.erase });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(CLIENT_DATA_MESSAGES.eraseConfirmLabel).fill(chat.phone);
  await confirm.click();
  await expect(page.getByText(CLIENT_DATA_MESSAGES.erased)).toBeVisible();
  await expect(page.locator('li.ac-msg')).toHaveCount(0);
  await expect(page.getByText(chat.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: CLIENT_DATA_MESSAGES.erase })).toBeDisabled();
});
