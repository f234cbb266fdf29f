import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHAT_DISCONNECT_PHRASE, CHAT_MESSAGES } from '../../libs/contracts/src/chat';
import { LIVE_CHAT_MESSAGES as M } from '../../libs/contracts/src/live-chat';
import { USER_DATA_KEY } from '../../libs/contracts/src/users';
import { e2eDatabaseUrl } from './support/admin-chats-seed';
import { randomPhone } from './support/finished-chat';

// Issue 17: a visitor and a lawyer in two browser contexts, against the real server and database.

const repoRoot = path.resolve(__dirname, '..', '..');
const screenshots = path.join(repoRoot, 'docs', 'screenshots');
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Чат з юристом' });
const inputBox = (page: Page) => chatDialog(page).getByLabel('Ваше повідомлення');
const LAWYER = 'Олена Петренко';

/** A staff account made the way staff make one: scripts/staff.mjs prints its password once. */
function addLawyer(): string {
  const out = execFileSync(process.execPath, ['scripts/staff.mjs', 'add', '--name', LAWYER], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: e2eDatabaseUrl() },
  });
  const password = /^\s+(\S+)\s*$/m.exec(out)?.[1];
  if (!password) throw new Error(`no password in: ${out}`);
  return password;
}

async function registeredVisitor(browser: Browser, baseURL: string, name: string): Promise<Page> {
  const phone = randomPhone();
  const res = await fetch(new URL('/api/users', baseURL), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, phone }) });
  const body = (await res.json()) as { data: { id: string } };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    ([key, data]) => localStorage.setItem(key, data),
    [USER_DATA_KEY, JSON.stringify({ userId: body.data.id, userName: name, userPhone: phone, timestamp: Date.now() })] as const,
  );
  return page;
}

test('a lawyer takes a chat over live, both see each other typing, hands it back, then finishes it', async ({ page: lawyer, browser, baseURL }) => {
  test.setTimeout(120_000);
  const password = addLawyer();
  await lawyer.setViewportSize({ width: 1360, height: 900 });
  await lawyer.goto('/admin/login');
  await lawyer.getByLabel('Пароль').fill(password);
  await lawyer.getByRole('button', { name: 'Увійти' }).click();
  await expect(lawyer).toHaveURL(/\/admin\/dashboard\/chats$/);
  await expect(lawyer.getByTestId('admin-staff')).toHaveText(LAWYER);
  await expect(lawyer.getByRole('row').nth(1)).toBeVisible();

  // The visitor arrives: their chat appears at the top of 'В роботі' without a reload.
  const client = `Ірина Живий${Date.now().toString(36).slice(-4)}`;
  const visitor = await registeredVisitor(browser, baseURL!, client);
  await visitor.goto('/');
  await visitor.locator('button.chat-fab').click();
  await expect(chatDialog(visitor)).toBeVisible();
  const firstRow = lawyer.locator('tbody tr').first();
  await expect(firstRow).toContainText(client);

  // The visitor writes: the row shows an unread message and the Chats tab a badge; the assistant answers.
  await inputBox(visitor).fill('Добрий день! Завтра суд щодо звільнення, потрібна порада юриста.');
  await inputBox(visitor).press('Enter');
  await expect(chatDialog(visitor).locator('li[data-sender="assistant"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(firstRow.getByTestId('unread')).toHaveText('1');
  await expect(lawyer.getByTestId('chats-badge')).toHaveText('1');

  // Opening the chat reads it; 'Взяти розмову' — the visitor sees the lawyer join.
  await firstRow.getByRole('link', { name: /Відкрити чат/ }).click();
  await expect(lawyer.getByTestId('chats-badge')).toHaveCount(0);
  await expect(lawyer.getByTestId('live-status')).toHaveText(M.assistantAnswers);
  await lawyer.getByRole('button', { name: M.takeover }).click();
  await expect(lawyer.getByTestId('live-status')).toHaveText(M.heldByYou);
  await expect(chatDialog(visitor).locator('li[data-sender="system"]')).toContainText(`До розмови приєднався юрист ${LAWYER}`);
  await expect(chatDialog(visitor).getByTestId('chat-agent-name')).toHaveText(LAWYER);
  await expect(lawyer.getByTestId('timeline')).toContainText(`До розмови приєднався юрист ${LAWYER}`);

  // Both see each other typing.
  await inputBox(visitor).pressSequentially('Дякую, що', { delay: 30 });
  await expect(lawyer.getByTestId('visitor-typing')).toHaveText(M.visitorTyping);
  const reply = lawyer.getByLabel('Відповідь клієнту');
  await reply.pressSequentially('Ірино, добрий день', { delay: 30 });
  await expect(chatDialog(visitor).locator('.chat-typing')).toContainText(`${LAWYER} пише...`);
  await inputBox(visitor).fill('Дякую, що приєдналися! Суд о 10:00.');
  await inputBox(visitor).press('Enter');
  await expect(lawyer.getByTestId('timeline')).toContainText('Дякую, що приєдналися! Суд о 10:00.');
  // A second message in a row is allowed while a lawyer is in the chat; the assistant stays silent.
  await inputBox(visitor).fill('У мене є наказ про звільнення.');
  await inputBox(visitor).press('Enter');
  await expect(lawyer.getByTestId('timeline')).toContainText('У мене є наказ про звільнення.');

  // Enter sends, Shift+Enter makes a new line; the visitor gets it at once, left-aligned, with the lawyer's name.
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Візьміть, будь ласка, наказ і трудову книжку.');
  await reply.press('Enter');
  const agentMessage = chatDialog(visitor).locator('li[data-sender="agent"]');
  await expect(agentMessage).toHaveCount(1);
  await expect(agentMessage).toContainText(LAWYER);
  await expect(agentMessage).toContainText('Візьміть, будь ласка, наказ і трудову книжку.');
  await expect(agentMessage).toHaveCSS('justify-content', 'normal');
  await expect(reply).toHaveValue('');
  await expect(chatDialog(visitor).locator('li[data-sender="assistant"]')).toHaveCount(1);
  await expect(lawyer.getByTestId('timeline')).toContainText(`Агент · ${LAWYER}`);

  await lawyer.screenshot({ path: path.join(screenshots, 'live-chat-lawyer-detail.png'), fullPage: true });
  await chatDialog(visitor).screenshot({ path: path.join(screenshots, 'live-chat-visitor-panel.png') });

  // 'Повернути асистенту': the line, the assistant's name again, and it answers the next message.
  await lawyer.getByRole('button', { name: M.release }).click();
  await expect(chatDialog(visitor).locator('li[data-sender="system"]').last()).toContainText(M.released);
  await expect(chatDialog(visitor).getByTestId('chat-agent-name')).not.toHaveText(LAWYER);
  await inputBox(visitor).fill('Що мені ще підготувати?');
  await inputBox(visitor).press('Enter');
  await expect(chatDialog(visitor).locator('li[data-sender="assistant"]')).toHaveCount(2, { timeout: 15_000 });

  // Take it again and finish: the closing message and the spec's disconnected state.
  await lawyer.getByRole('button', { name: M.takeover }).click();
  await expect(lawyer.getByTestId('live-status')).toHaveText(M.heldByYou);
  await lawyer.getByRole('button', { name: M.finish }).click();
  await lawyer.getByRole('dialog', { name: M.finishConfirmTitle }).getByRole('button', { name: M.finish }).click();
  await expect(chatDialog(visitor).locator('li[data-sender="agent"]').last()).toContainText(CHAT_DISCONNECT_PHRASE);
  await expect(inputBox(visitor)).toBeDisabled();
  await expect(inputBox(visitor)).toHaveAttribute('placeholder', CHAT_MESSAGES.disconnectedPlaceholder);
  await expect(chatDialog(visitor).getByTestId('chat-agent-status')).toContainText('офлайн');
  await expect(lawyer.getByRole('button', { name: M.takeover })).toHaveCount(0);
  await expect(lawyer.getByTestId('timeline')).toContainText(CHAT_DISCONNECT_PHRASE);
  await visitor.context().close();
});
