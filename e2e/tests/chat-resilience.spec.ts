import type { Page, WebSocketRoute } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHAT_MESSAGES } from '../../libs/contracts/src/chat';
import { USER_DATA_KEY } from '../../libs/contracts/src/users';

// Delivery guarantees in the real browser against the real backend: the page's chat socket is routed through
// Playwright so the test can lose exactly one frame and drop the connection, as a flaky network or a dying
// instance would. socket.io frames: `42/chat,<ackId>[event, payload]` page → server, `43/chat,<ackId>[ack]` back.

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Чат з юристом' });
const inputBox = (page: Page) => chatDialog(page).getByLabel('Ваше повідомлення');
const assistantMessages = (page: Page) => chatDialog(page).locator('li[data-sender="assistant"]');
const userMessages = (page: Page) => chatDialog(page).locator('li[data-sender="user"]');
const reconnectingBar = (page: Page) => chatDialog(page).getByRole('status').filter({ hasText: CHAT_MESSAGES.reconnecting });

type Fault = 'none' | 'lose-message' | 'lose-ack';

/** Passes the chat socket through, except that the armed fault drops one frame and cuts the connection. */
async function routeChatSocket(page: Page): Promise<{ arm: (fault: Fault) => void }> {
  let fault: Fault = 'none';
  await page.routeWebSocket(/\/socket\.io\//, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    const cut = () => {
      fault = 'none';
      void server.close();
      void ws.close({ code: 1006, reason: 'network lost' });
    };
    ws.onMessage((frame) => {
      if (fault === 'lose-message' && typeof frame === 'string' && frame.startsWith('42/chat,') && frame.includes('["message"')) return cut();
      server.send(frame);
    });
    server.onMessage((frame) => {
      if (fault === 'lose-ack' && typeof frame === 'string' && frame.startsWith('43/chat,')) return cut();
      ws.send(frame);
    });
  });
  return { arm: (f) => (fault = f) };
}

async function send(page: Page, text: string): Promise<void> {
  await inputBox(page).fill(text);
  await inputBox(page).press('Enter');
}

test('a message cut off by a dropped connection is resent after reconnecting: shown, answered and stored once', async ({ page }) => {
  const socket = await routeChatSocket(page);
  await page.goto('/');
  await expect(chatDialog(page)).toBeVisible({ timeout: 10_000 }); // opens by itself for a new visitor
  const first = 'Добрий день! Мене звільнили з роботи без попередження.';
  await send(page, first);
  const modal = page.getByRole('dialog', { name: 'Консультація почнеться негайно' });
  await modal.getByLabel('Ваше ім’я').fill('Назар');
  await modal.getByLabel('Телефон').fill('+380671234567');
  await modal.getByRole('button', { name: 'Продовжити', exact: true }).click();
  await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });

  // 1. The message never reaches the server: the visitor sees "reconnecting", then it goes out again by itself.
  const second = 'Це сталося у Львові минулого тижня.';
  socket.arm('lose-message');
  await send(page, second);
  await expect(reconnectingBar(page)).toBeVisible();
  await expect(assistantMessages(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(reconnectingBar(page)).toBeHidden();

  // 2. The server stored it but the acknowledgement was lost: the resend is recognised, and a reply written while
  //    the tab was away comes from the history re-read on reconnecting.
  const third = 'Роботодавець не виплатив остаточний розрахунок.';
  socket.arm('lose-ack');
  await send(page, third);
  await expect(assistantMessages(page)).toHaveCount(3, { timeout: 15_000 });

  for (const text of [first, second, third]) await expect(userMessages(page).filter({ hasText: text })).toHaveCount(1);
  const userId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').userId as string, USER_DATA_KEY);
  const history = await page.request.get(`/api/chat/history?userId=${userId}`);
  const stored = (await history.json()).data.messages as Array<{ sender: string; content: string }>;
  expect(stored.map((m) => m.sender)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  expect(stored.filter((m) => m.sender === 'user').map((m) => m.content)).toEqual([first, second, third]);
});
