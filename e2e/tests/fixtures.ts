import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/** What fails any test, on any page, automatically. */
const FATAL_CONSOLE = [
  /ChunkLoadError|Loading chunk .* failed/i,
  // Chromium reports a blocked load or inline script as a console error naming the policy.
  /Content Security Policy/i,
  // React's hydration mismatch (its own wording, and the landing's onRecoverableError) — the server HTML and the
  // first client render must agree.
  /hydrat/i,
  /did not match|server rendered (HTML|text)/i,
];

/**
 * Every test fails on a ChunkLoadError, a Content-Security-Policy violation, a hydration mismatch or an uncaught page error — on every page
 * of its context. A test that provokes one on purpose lists it in `allowConsoleErrors` (test.use or per test).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      const unexpected = errors.filter((e) => !allowConsoleErrors.some((re) => re.test(e)));
      expect(unexpected.filter((e) => FATAL_CONSOLE.some((re) => re.test(e)))).toEqual([]);
      expect(unexpected.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Пароль').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/chats$/);
}
