import fs from 'node:fs';
import path from 'node:path';
import { test, expect, loginAsAdmin } from './fixtures';
import { ADMIN_CHAT_MESSAGES, CLIENT_FILE_MESSAGES } from '../../libs/contracts/src/admin-chats';
import { AUDIT_MESSAGES } from '../../libs/contracts/src/audit';
import { createFinishedChat } from './support/finished-chat';
import { maildropDir } from './support/admin-chats-seed';

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

  // The global history tab lists it too, newest first.
  await page.getByRole('link', { name: AUDIT_MESSAGES.title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/history$/);
  await expect(page.locator('.audit-entry').first()).toContainText('Відвідувача розблоковано');
  await expect(page.locator('.audit-entry').nth(1)).toContainText('Відвідувача заблоковано');
});

test("a client's file shows its own name, is removed only after a confirmation, and comes back from the removed files", async ({ page, baseURL }) => {
  const chat = await createFinishedChat(baseURL!, `Файловий ${Date.now().toString(36).slice(-4)}`);
  const dir = maildropDir(chat.userId);
  fs.mkdirSync(dir, { recursive: true });
  const boundary = 'b-e2e-file';
  fs.writeFileSync(
    path.join(dir, '001.eml'),
    [
      'From: client@example.net',
      `To: docs+${chat.userId}@example.com`,
      'Subject: Документи',
      `Message-ID: <file-${chat.userId}@example.net>`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Надсилаю договір.',
      `--${boundary}`,
      'Content-Type: text/plain; name="dohovir-orendy.txt"',
      'Content-Disposition: attachment; filename="dohovir-orendy.txt"',
      '',
      'Договір оренди',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
  await loginAsAdmin(page);
  await page.goto(`/admin/dashboard/chats/${chat.chatId}`);
  await page.getByRole('button', { name: 'Перевірити пошту' }).click();
  await expect(page.getByText('dohovir-orendy.txt')).toBeVisible();

  await page.getByRole('button', { name: 'Прибрати файл 1' }).click();
  const dialog = page.getByRole('dialog', { name: CLIENT_FILE_MESSAGES.removeTitle });
  await expect(dialog).toContainText('dohovir-orendy.txt');
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page.getByRole('link', { name: 'Файл 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Прибрати файл 1' }).click();
  await dialog.getByRole('button', { name: CLIENT_FILE_MESSAGES.remove }).click();
  await expect(page.getByRole('link', { name: 'Файл 1' })).toHaveCount(0);

  await page.getByText(new RegExp(`${CLIENT_FILE_MESSAGES.trash} \\(1\\)`)).click();
  await page.getByRole('button', { name: CLIENT_FILE_MESSAGES.restore }).click();
  await expect(page.getByRole('link', { name: 'Файл 1' })).toBeVisible();
});
