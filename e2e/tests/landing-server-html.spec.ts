import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { buildRemoteCopy, serveFolder } from './support/remote-copy';

// '/' comes as HTML: the landing remote's prerendered fragment, put into the page by the server, hydrated by the
// remote. The console fixture fails every test here on a hydration mismatch.
const mapFile = process.env.E2E_REMOTES_MAP_FILE;
const writeMap = (map: Record<string, string>) => fs.writeFileSync(mapFile!, JSON.stringify(map));
const repoRoot = path.resolve(__dirname, '..', '..');

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Чат з юристом' });

/** A returning visitor: the chat connects and does not open by itself. */
async function asKnownVisitor(page: Page): Promise<void> {
  const res = await page.request.post('/api/users', { data: { name: 'Марія', phone: '+380501234567' } });
  const user = { userId: (await res.json()).data.id as string, userName: 'Марія', userPhone: '+380501234567' };
  await page.addInitScript((u) => localStorage.setItem('userData', JSON.stringify({ ...u, timestamp: Date.now() })), user);
}

test.describe("'/' as server HTML", () => {
  test('the HTML itself carries the landing: texts, about-us stats, the six testimonials, SEO head', async ({ request }) => {
    const res = await request.get('/', { headers: { accept: 'text/html' } });
    const html = await res.text();
    for (const text of ['юридична online фірма', 'Юридична допомога онлайн', 'років досвіду', 'працюємо щодня', 'Наші Подкасти', 'Залишити відгук', 'Наші партнери']) {
      expect(html, text).toContain(text);
    }
    expect(html.match(/class="testimonial card"/g)).toHaveLength(6);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('"@type":"LegalService"');
    expect(html).toContain('<meta property="og:image"');
    expect((await request.get('/robots.txt')).ok()).toBe(true);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<urlset');
    const unknown = await request.get('/no/such/page', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');
  });

  test('hydrates the server markup (same nodes, no layout shift); both buttons open the chat', async ({ page }) => {
    await asKnownVisitor(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __heading?: Element | null };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The heading as parsed from the HTML, before any script ran.
      document.addEventListener('DOMContentLoaded', () => (w.__heading = document.querySelector('#landing-ssr h1')));
    });
    await page.goto('/');
    const consultation = page.getByRole('button', { name: 'Отримати безкоштовну консультацію' });
    await expect(consultation).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByTestId('specialists-online')).toHaveClass(/is-shown/);
    // Hydration kept the server's nodes: a second render would have replaced them.
    expect(await page.evaluate(() => (window as unknown as { __heading?: Element }).__heading === document.querySelector('#landing-ssr h1'))).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('h1').length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);

    await consultation.click();
    await expect(chatDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatDialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Почати чат' }).click();
    await expect(chatDialog(page)).toBeVisible();
  });

  test('readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Юридична допомога онлайн');
    await expect(page.locator('li.testimonial')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Залишити відгук' })).toBeVisible();
    await context.close();
  });
});

test.describe("the landing remote's server part through the remotes map", () => {
  test.skip(!mapFile, 'run through scripts/e2e.mjs');
  test.afterEach(() => writeMap({}));

  test('missing on the remote\'s origin: the page is client-rendered and works', async ({ page }) => {
    const origin = await serveFolder(path.join(repoRoot, 'mfe-landing', 'dist'), ['ssr.json']);
    try {
      writeMap({ mfe_landing: `${origin.url}/mf-manifest.json` });
      const html = await (await page.request.get('/')).text();
      expect(html).not.toContain('id="landing-ssr"');
      await asKnownVisitor(page);
      await page.goto('/');
      await expect(page.getByText('юридична online фірма').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Отримати безкоштовну консультацію' })).toBeEnabled({ timeout: 15_000 });
      await expect(page.locator('li.testimonial')).toHaveCount(6);
    } finally {
      await origin.close();
    }
  });

  test('a new version served from another URL changes the server HTML and the hydrating code together', async ({ page }) => {
    test.setTimeout(180_000);
    const heroFile = 'src/features/hero/components/hero-section.tsx';
    const hero = fs.readFileSync(path.join(repoRoot, 'mfe-landing', heroFile), 'utf8').replace('Юридична допомога онлайн', 'Юридична допомога онлайн, версія 2');
    const copy = await buildRemoteCopy('mfe-landing', { [heroFile]: hero });
    const origin = await serveFolder(path.join(copy, 'dist'));
    try {
      expect(await (await page.request.get('/')).text()).not.toContain('версія 2');
      writeMap({ mfe_landing: `${origin.url}/mf-manifest.json` });
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('Юридична допомога онлайн, версія 2');
      expect(html).toContain(`${origin.url}/assets/`);
      // Its own code hydrates it: no mismatch (the console fixture), buttons live.
      await asKnownVisitor(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('версія 2');
      await expect(page.getByRole('button', { name: 'Почати чат' })).toBeEnabled({ timeout: 15_000 });
      const fromOrigin = await page.evaluate((o) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(o) && e.name.includes('Hydrate')), origin.url);
      expect(fromOrigin).toBe(true);
    } finally {
      await origin.close();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
