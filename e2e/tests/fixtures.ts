import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/** Every page fails its test on a ChunkLoadError or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
    expect(errors.filter((e) => /ChunkLoadError|Loading chunk .* failed/i.test(e))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  },
});

export { expect };

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Пароль').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/chats$/);
}
