import { test, expect, loginAsAdmin } from './fixtures';

test.describe('shell: routes, admin session, tabs', () => {
  test('renders the landing remote on /', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByText('юридична online фірма').first()).toBeVisible();
    void consoleErrors;
  });

  test('sends an unknown path to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('sends /admin/dashboard/chats without a session to the login page', async ({ page }) => {
    await page.goto('/admin/dashboard/chats');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('shows the server error for a wrong password, then logs in to the Chats tab', async ({ page, consoleErrors }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByRole('alert')).toHaveText('Невірний пароль');
    await loginAsAdmin(page);
    await expect(page.getByRole('link', { name: 'Чати' })).toHaveAttribute('aria-current', 'page');
    void consoleErrors;
  });

  test('switching tabs loads each admin remote and marks the tab active', async ({ page }) => {
    await loginAsAdmin(page);
    for (const [tab, path] of [
      ['Замовлення', '/admin/dashboard/orders'],
      ['Відгуки', '/admin/dashboard/feedbacks'],
      ['Чати', '/admin/dashboard/chats'],
    ] as const) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.admin-main h1').first()).toBeVisible();
    }
  });
});

test.describe('Content-Security-Policy', () => {
  test.use({ allowConsoleErrors: [/Executing inline script violates the following Content Security Policy/i] });

  test('every page is served with a strict policy that blocks injected inline script', async ({ page }) => {
    const res = await page.goto('/');
    const csp = res?.headers()['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });

  test('does not publish source maps', async ({ page }) => {
    await page.goto('/');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts.slice(0, 5)) expect((await page.request.get(`${url}.map`)).status()).toBe(404);
  });
});
