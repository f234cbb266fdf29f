import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHAT_DISCONNECT_PHRASE, CHAT_MESSAGES } from '../../libs/contracts/src/chat';
import { USER_MESSAGES } from '../../libs/contracts/src/users';

// The visitor's chat against the real backend (scripted assistant, ASSISTANT_TYPING_DELAY_MS=300).

const fab = (page: Page) => page.locator('button.chat-fab');
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Чат з юристом' });
const contactModal = (page: Page) => page.getByRole('dialog', { name: 'Консультація почнеться негайно' });
const inputBox = (page: Page) => chatDialog(page).getByLabel('Ваше повідомлення');
const assistantMessages = (page: Page) => chatDialog(page).locator('li[data-sender="assistant"]');

/** Records, in order, when the typing indicator shows and when an assistant message arrives. */
async function watchAssistant(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __chatEvents: string[] };
    w.__chatEvents = [];
    let replies = document.querySelectorAll('li[data-sender="assistant"]').length;
    let typing = false;
    new MutationObserver(() => {
      const nowTyping = document.querySelector('.chat-typing') !== null;
      if (nowTyping && !typing) w.__chatEvents.push('typing');
      typing = nowTyping;
      const n = document.querySelectorAll('li[data-sender="assistant"]').length;
      for (; replies < n; replies++) w.__chatEvents.push('reply');
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const chatEvents = (page: Page) => page.evaluate(() => (window as unknown as { __chatEvents: string[] }).__chatEvents);

async function register(page: Page, name: string, phone: string): Promise<void> {
  const modal = contactModal(page);
  await expect(modal).toBeVisible();
  await modal.getByLabel('Ваше ім’я').fill(name);
  await modal.getByLabel('Телефон').fill(phone);
  await modal.getByRole('button', { name: 'Продовжити', exact: true }).click();
}

/** Sends one message and waits for the assistant's answer to it. */
async function say(page: Page, text: string): Promise<string> {
  const before = await assistantMessages(page).count();
  await inputBox(page).fill(text);
  await inputBox(page).press('Enter');
  await expect(assistantMessages(page)).toHaveCount(before + 1, { timeout: 15_000 });
  return (await assistantMessages(page).last().innerText()).trim();
}

test.describe('visitor chat', () => {
  test('connects, auto-opens, registers, talks to the assistant until it closes the chat; a reload restores it', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(fab(page)).toHaveAttribute('data-connection', 'connected');
    await expect(fab(page)).toBeEnabled();
    await expect(fab(page).locator('.chat-fab-dot')).toHaveCSS('background-color', 'rgb(31, 157, 85)');
    await expect(page.getByText(CHAT_MESSAGES.connected)).toBeVisible();
    // No stored name: the chat opens by itself 2.5 s after the agent status.
    await expect(chatDialog(page)).toBeVisible({ timeout: 8_000 });
    const agentName = (await chatDialog(page).locator('.chat-agent-name').innerText()).trim();
    expect(agentName).not.toBe('...');
    await expect(chatDialog(page).getByTestId('chat-agent-status')).toContainText('онлайн');
    await watchAssistant(page);

    const first = 'Добрий день! Мене звільнили з роботи без попередження і не виплатили зарплату.';
    await inputBox(page).fill(first);
    await inputBox(page).press('Enter');

    // Unregistered: the contact modal; a bad phone is refused, a good one accepted.
    await register(page, 'Олена', '+38050123');
    await expect(contactModal(page).getByText(USER_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(contactModal(page)).toBeVisible();
    await contactModal(page).getByLabel('Телефон').fill('+380501234567');
    await contactModal(page).getByRole('button', { name: 'Продовжити', exact: true }).click();
    await expect(contactModal(page)).toBeHidden();

    // The pending message was sent, and the assistant "types" before answering.
    await expect(chatDialog(page).locator('li[data-sender="user"]').first()).toContainText(first);
    await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });
    const events = await chatEvents(page);
    expect(events.indexOf('typing')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('typing')).toBeLessThan(events.indexOf('reply'));
    await expect(chatDialog(page).getByText(`${agentName} пише...`)).toBeHidden();

    // Registered visitors get the paperclip with their personal mailbox address.
    await chatDialog(page).getByRole('button', { name: 'Надіслати документи' }).click();
    const docs = page.getByRole('dialog', { name: 'Надіслати документи' });
    await expect(docs.getByTestId('chat-mailbox-address')).toContainText('@');
    await docs.getByRole('button', { name: 'Закрити', exact: true }).click();
    await expect(docs).toBeHidden();

    // Answer the intake questions until the assistant closes the chat.
    const answers = ['Київ', 'Два тижні тому', 'Хочу поновитися на роботі та отримати компенсацію', 'Так, все вірно', 'Так', 'Дякую'];
    let last = (await assistantMessages(page).last().innerText()).trim();
    for (const answer of answers) {
      if (last.includes(CHAT_DISCONNECT_PHRASE)) break;
      last = await say(page, answer);
    }
    expect(last).toContain(CHAT_DISCONNECT_PHRASE);
    await expect(inputBox(page)).toBeDisabled();
    await expect(inputBox(page)).toHaveAttribute('placeholder', 'Чат відключено...');
    await expect(inputBox(page)).toHaveValue('');
    await expect(chatDialog(page).getByTestId('chat-agent-status')).toContainText('офлайн');
    // Documents are reviewed after the chat ends, so the paperclip stays.
    await expect(chatDialog(page).getByRole('button', { name: 'Надіслати документи' })).toBeVisible();
    const replies = await assistantMessages(page).count();

    // Backdrop click closes the overlay and gives the page its scroll back.
    await page.mouse.click(5, 5);
    await expect(chatDialog(page)).toBeHidden();
    expect(await page.evaluate(() => document.body.style.position)).toBe('');

    // A reload restores the conversation and the finished state; a registered visitor is not auto-opened.
    await page.reload();
    await expect(fab(page)).toHaveAttribute('data-connection', 'connected');
    await page.waitForTimeout(3_000);
    await expect(chatDialog(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await fab(page).click();
    await expect(chatDialog(page)).toBeVisible();
    await expect(chatDialog(page).locator('li[data-sender="user"]').first()).toContainText(first);
    await expect(assistantMessages(page)).toHaveCount(replies);
    await expect(inputBox(page)).toBeDisabled();
    await expect(inputBox(page)).toHaveAttribute('placeholder', 'Чат відключено...');
    await page.keyboard.press('Escape');
    await expect(chatDialog(page)).toBeHidden();
    // The page is where the visitor left it, and the focus is back on the widget button.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await expect(fab(page)).toBeFocused();
    void consoleErrors;
  });

  test('shows markup in a message as text, never as HTML', async ({ page, consoleErrors }) => {
    let alerted = false;
    page.on('dialog', async (d) => {
      alerted = true;
      await d.dismiss();
    });
    await page.goto('/');
    await expect(fab(page)).toHaveAttribute('data-connection', 'connected');
    await fab(page).click();
    await expect(chatDialog(page)).toBeVisible();
    const markup = '<img src=x onerror=alert(1)> **важливо**';
    await inputBox(page).fill(markup);
    await inputBox(page).press('Enter');
    await register(page, 'Тарас', '+380671112233');
    await expect(contactModal(page)).toBeHidden();
    const own = chatDialog(page).locator('li[data-sender="user"]').first();
    await expect(own).toContainText('<img src=x onerror=alert(1)>');
    await expect(own.locator('strong')).toHaveText('важливо');
    await expect(chatDialog(page).locator('.chat-messages img')).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });
    expect(alerted).toBe(false);
    void consoleErrors;
  });

  test('with the chat server unreachable: red dot, disabled button and the connection-failure toast', async ({ page }) => {
    // Polling requests are aborted and WebSocket handshakes closed: no transport can reach the server.
    await page.route('**/socket.io/**', (r) => r.abort());
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
    await page.goto('/');
    await expect(page.getByText(CHAT_MESSAGES.connectFailed)).toBeVisible({ timeout: 15_000 });
    await expect(fab(page)).toHaveAttribute('data-connection', 'disconnected');
    await expect(fab(page)).toBeDisabled();
    await expect(fab(page).locator('.chat-fab-dot')).toHaveCSS('background-color', 'rgb(214, 69, 69)');
  });
});
