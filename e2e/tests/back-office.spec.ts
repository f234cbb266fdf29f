import { test, expect, loginAsAdmin } from './fixtures';
import { ADMIN_CHAT_MESSAGES } from '../../libs/contracts/src/admin-chats';
import { AUDIT_MESSAGES } from '../../libs/contracts/src/audit';
import { createFinishedChat } from './support/finished-chat';

test('staff block a visitor with a reason, see it in the chat history, and unblock', async ({ page, baseURL }) => {
  const chat = await createFinishedChat(baseURL!, `Грубіян ${Date.now().toString(36).slice(-4)}`);
  await loginAsAdmin(page);
  await page.goto(`/admin/dashboard/chats/${chat.chatId}`);

  await page.getByRole('button', { name: ADMIN_CHAT_MESSAGES.block, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_CHAT_MESSAGES.blockTitle });
  await expect(dialog).toContainText(ADMIN_CHAT_MESSAGES.blockText);
  await dialog.getByRole('button', { name: ADMIN_CHAT_MESSAGES.block, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ADMIN_CHAT_MESSAGES.blockReasonRequired);
  await dialog.getByLabel(ADMIN_CHAT_MESSAGES.blockReasonLabel).fill('Образи у чаті');
  await dialog.getByRole('button', { name: ADMIN_CHAT_MESSAGES.block, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ADMIN_CHAT_MESSAGES.blockedBadge, { exact: true })).toBeVisible();

  const history = page.getByRole('region', { name: AUDIT_MESSAGES.title });
  await history.locator('summary').click();
  await expect(history.locator('.audit-entry').first()).toContainText('Відвідувача заблоковано');
  await expect(history.locator('.audit-entry').first()).toContainText('Образи у чаті');
  await page.screenshot({ path: 'test-results/chat-history-panel.png', fullPage: true });

  // The block holds after a reload (read from user.is_abuser), and unblocking restores the visitor.
  await page.reload();
  await expect(page.getByText(ADMIN_CHAT_MESSAGES.blockedBadge, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: ADMIN_CHAT_MESSAGES.unblock }).click();
  await expect(page.getByRole('button', { name: ADMIN_CHAT_MESSAGES.block, exact: true })).toBeVisible();
  await expect(page.getByText(ADMIN_CHAT_MESSAGES.blockedBadge, { exact: true })).toBeHidden();
});
