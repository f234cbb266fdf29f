import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const podcasts = (page: Page) => page.locator('section.podcasts');
const audioState = (page: Page) =>
  page.getByTestId('podcast-audio').evaluate((a: HTMLAudioElement) => ({ time: a.currentTime, muted: a.muted, paused: a.paused, src: a.currentSrc, duration: a.duration }));

/** Stores a registered visitor in the browser, as the chat does after the contact form. */
async function registerVisitor(page: Page): Promise<void> {
  const res = await page.request.post('/api/users', { data: { name: 'Марія', phone: '+380501234567' } });
  expect(res.ok()).toBe(true);
  const user = { userId: (await res.json()).data.id as string, userName: 'Марія', userPhone: '+380501234567' };
  await page.addInitScript((u) => localStorage.setItem('userData', JSON.stringify({ ...u, timestamp: Date.now() })), user);
}

/**
 * Opens '/' and waits for the sections below the fold (separate chunks).
 * chat 'blocked' (default) keeps the socket away so the chat overlay cannot auto-open over the page;
 * 'registered' lets the chat connect as a visitor with stored user data (no auto-open for a known name).
 */
async function openLanding(page: Page, chat: 'blocked' | 'registered' = 'blocked'): Promise<void> {
  if (chat === 'blocked') {
    // Both transports: page.route does not see WebSocket connections.
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
    await page.route('**/socket.io/**', (route) => route.abort());
  }
  else await registerVisitor(page);
  await page.goto('/');
  await hydrateBelowTheFold(page);
}

/**
 * '/' comes as server HTML; the sections below the fold download and hydrate as the visitor scrolls near them.
 * Scrolls through them as a visitor would and waits until each one's code has run.
 */
async function hydrateBelowTheFold(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Наші партнери' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Залишити відгук' })).toBeAttached();
  for (const name of ['podcasts', 'video', 'feedback', 'partners', 'footer']) {
    const section = page.locator(`[data-deferred="${name}"]`);
    // Sections above may take their real height when laid out (content-visibility) and push this one away from the
    // screen before the page's scripts run: scroll to it again until it has hydrated, as a visitor would.
    await expect(async () => {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute('data-hydrated', '', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('landing page', () => {
  test('renders every block with its texts', async ({ page, consoleErrors }) => {
    await openLanding(page);
    await expect(page.locator('header').getByText('юридична online фірма')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отримати безкоштовну консультацію' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Почати чат' })).toBeVisible();

    const about = page.locator('section.about');
    for (const text of ['10+', 'років досвіду', '300+', 'задоволених клієнтів щомісяця', '0 грн', '100%', 'конфіденційність', 'працюємо щодня']) {
      await expect(about.getByText(text, { exact: true })).toBeVisible();
    }
    const testimonials = page.locator('li.testimonial');
    await expect(testimonials).toHaveCount(6);
    for (const t of await testimonials.all()) {
      await expect(t.locator('.testimonial-name')).not.toBeEmpty();
      await expect(t.locator('.testimonial-meta')).toContainText('·');
      await expect(t.locator('blockquote')).not.toBeEmpty();
    }

    await expect(page.getByRole('heading', { name: 'Наші Подкасти' })).toBeVisible();
    await expect(podcasts(page).getByRole('heading', { name: 'Як підготуватися до першої консультації' })).toBeVisible();
    await expect(podcasts(page).getByRole('heading', { name: 'Інші епізоди' })).toBeVisible();
    await expect(podcasts(page).locator('.podcast-episode')).toHaveCount(3);
    await expect(page.getByTestId('podcast-total')).not.toHaveText('0:00');

    await expect(page.getByRole('heading', { name: 'Чому обирають нас' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Залишити відгук' })).toBeVisible();
    await expect(page.getByText('0/500')).toBeVisible();
    await expect(page.locator('li.partner')).toHaveCount(12);

    const footer = page.locator('footer');
    await expect(footer).toContainText('Усі права захищені');
    await expect(footer).toContainText('Юридична фірма «Право і Захист»');
    await expect(footer.getByRole('link', { name: 'info@pravo-zakhyst.com.ua' })).toHaveAttribute('href', 'mailto:info@pravo-zakhyst.com.ua');
    await expect(footer.getByRole('link', { name: 'Єдиний реєстр адвокатів України' })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', { name: 'Telegram-канал фірми' })).toHaveAttribute('href', /^https:\/\/t\.me\//);
    void consoleErrors;
  });

  test('chat buttons and the red dot while the chat server is unreachable; no counter', async ({ page }) => {
    await openLanding(page, 'blocked');
    await expect(page.getByRole('button', { name: 'Отримати безкоштовну консультацію' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Почати чат' })).toBeDisabled();
    await expect(page.getByTestId('chat-status-dot')).toHaveClass(/dot-red/);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('specialists-online')).toHaveCount(0);
  });

  test('connected: buttons enabled, green dot, counter with the table value for the Kyiv hour', async ({ page }) => {
    // 12:05 in Kyiv (summer time, UTC+3): the table says 16; the browser's own zone must not matter.
    await page.clock.setFixedTime(new Date('2026-07-15T09:05:00Z'));
    await openLanding(page, 'registered');
    const consult = page.getByRole('button', { name: 'Отримати безкоштовну консультацію' });
    await expect(consult).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Почати чат' })).toBeEnabled();
    await expect(page.getByTestId('chat-status-dot')).toHaveClass(/dot-green/);
    await expect(page.getByTestId('specialists-online')).toHaveClass(/is-shown/);
    await expect(page.getByTestId('specialists-count')).toHaveText('16');
  });

  test('partner carousel advances every 4 s and wraps to the start', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await openLanding(page);
    const track = page.locator('.partners-track');
    await expect(track).toHaveAttribute('data-per-view', '6');
    await page.clock.pauseAt(Date.now() + 500);
    // Whatever step the page reached while loading, each 4 s is one step on, and after the last view it wraps.
    let index = Number(await track.getAttribute('data-index'));
    const seen: number[] = [index];
    for (let step = 0; step < 8 && !(seen.includes(6) && index === 0); step++) {
      await page.clock.runFor(4_000);
      const expected = index === 6 ? 0 : index + 1;
      await expect(track).toHaveAttribute('data-index', String(expected));
      await expect(page.locator('li.partner[data-visible="true"]')).toHaveCount(6);
      index = expected;
      seen.push(index);
    }
    expect(seen).toContain(6);
    expect(seen.at(-1)).toBe(0);
    await expect(page.locator('li.partner').nth(0)).toHaveAttribute('data-visible', 'true');
  });

  test('carousel shows 4 logos at 640+ and 3 below', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openLanding(page);
    await expect(page.locator('.partners-track')).toHaveAttribute('data-per-view', '4');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('.partners-track')).toHaveAttribute('data-per-view', '3');
    await expect(page.locator('li.partner[data-visible="true"]')).toHaveCount(3);
  });

  test('podcast plays, seeks, mutes, moves to the next episode and on at the end', async ({ page }) => {
    await openLanding(page);
    const player = podcasts(page);
    await player.getByRole('button', { name: 'Відтворити' }).click();
    await expect(player.getByRole('button', { name: 'Пауза' })).toBeVisible();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);

    await player.getByRole('slider', { name: 'Позиція відтворення' }).fill('20');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(20);
    await expect(page.getByTestId('podcast-elapsed')).toHaveText(/^0:2\d$/);

    await player.getByRole('button', { name: 'Вимкнути звук' }).click();
    expect((await audioState(page)).muted).toBe(true);
    await player.getByRole('button', { name: 'Увімкнути звук' }).click();
    expect((await audioState(page)).muted).toBe(false);

    await player.getByRole('button', { name: 'Наступний епізод' }).click();
    await expect(player.getByRole('heading', { name: 'Права споживача: повернення та обмін товару' })).toBeVisible();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/02-consumer\.mp3$/);
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);

    // Near the end of episode 2, the player moves on to episode 3 by itself.
    const { duration } = await audioState(page);
    await player.getByRole('slider', { name: 'Позиція відтворення' }).fill(String(Math.floor(duration) - 1));
    await expect(player.getByRole('heading', { name: 'Аліменти на дитину: з чого почати' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await audioState(page)).src).toMatch(/03-family\.mp3$/);
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 10_000 }).toBe(false);
    await expect(player.getByRole('button', { name: 'Наступний епізод' })).toBeDisabled();

    await player.getByRole('button', { name: 'Попередній епізод' }).click();
    await expect(player.getByRole('heading', { name: 'Права споживача: повернення та обмін товару' })).toBeVisible();
    await player.locator('.podcast-episode').first().click();
    await expect(player.getByRole('heading', { name: 'Як підготуватися до першої консультації' })).toBeVisible();
    await expect(player.locator('.podcast-episode').first()).toHaveAttribute('aria-current', 'true');
  });

  test('a broken audio URL shows the audio error, retry recovers', async ({ page }) => {
    await page.route('**/media/podcasts/*.mp3', (route) => route.abort('failed'));
    await openLanding(page);
    const player = podcasts(page);
    await player.getByRole('button', { name: 'Відтворити' }).click();
    await expect(player.getByText('Не вдалося завантажити аудіо')).toBeVisible({ timeout: 15_000 });
    await expect(player.getByText('Помилка аудіо')).toBeVisible();

    await page.unroute('**/media/podcasts/*.mp3');
    await player.getByRole('button', { name: 'Спробувати знову' }).click();
    await expect(player.getByText('Не вдалося завантажити аудіо')).toHaveCount(0);
    await expect(player.getByText('Помилка аудіо')).toHaveCount(0);
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  });

  test('a broken cover falls back to the placeholder image', async ({ page }) => {
    await page.route('**/media/podcasts/01-consultation.svg', (route) => route.abort());
    await openLanding(page);
    const cover = podcasts(page).locator('img.podcast-cover');
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveAttribute('data-fallback', 'true');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('podcast list states: success false, exception, empty', async ({ page }) => {
    await page.route('**/api/podcasts', (route) => route.fulfill({ status: 503, json: { success: false, error: 'down' } }));
    await openLanding(page);
    await expect(podcasts(page).getByText('Не вдалося завантажити подкасти')).toBeVisible();

    await page.unroute('**/api/podcasts');
    await page.route('**/api/podcasts', (route) => route.abort());
    await openLanding(page);
    await expect(podcasts(page).getByText('Помилка завантаження подкастів')).toBeVisible();

    await page.unroute('**/api/podcasts');
    await page.route('**/api/podcasts', (route) => route.fulfill({ json: { success: true, data: [] } }));
    await openLanding(page);
    await expect(podcasts(page).getByText('Подкасти поки що недоступні')).toBeVisible();
  });

  test('one episode: no "Інші епізоди" list; a directory link when the episode has one', async ({ page }) => {
    const one = [{ title: 'Єдиний випуск', description: 'опис', image_url: '/media/podcasts/01-consultation.svg', audio_url: '/media/podcasts/01-consultation.mp3', apple_podcast_url: 'https://podcasts.apple.com/ua/podcast/id1' }];
    await page.route('**/api/podcasts', (route) => route.fulfill({ json: { success: true, data: one } }));
    await openLanding(page);
    await expect(podcasts(page).getByRole('heading', { name: 'Єдиний випуск' })).toBeVisible();
    await expect(podcasts(page).getByText('Інші епізоди')).toHaveCount(0);
    await expect(podcasts(page).getByRole('link', { name: 'Слухати в Apple Podcasts' })).toHaveAttribute('href', one[0].apple_podcast_url);
  });

  test('the video poster swaps to the embedded player with autoplay', async ({ page }) => {
    const requested: string[] = [];
    await page.route('**/media/video/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>відео</title><p>player</p>' });
    });
    await openLanding(page);
    const video = page.locator('section.video');
    await expect(video.locator('img.video-poster')).toBeVisible();
    await expect(video.locator('iframe')).toHaveCount(0);
    await video.getByRole('button', { name: /Відтворити відео/ }).click();
    const frame = video.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /\/media\/video\/why-choose-us\.html\?autoplay=1$/);
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect(video.locator('img.video-poster')).toHaveCount(0);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('feedback: empty, too short, then valid; stored; further submit disabled', async ({ page }) => {
    await openLanding(page);
    const form = page.locator('form.feedback-form');
    const submit = form.getByRole('button', { name: 'Відправити відгук' });
    await submit.click();
    await expect(form.getByText("Введіть ваше ім'я")).toBeVisible();
    await expect(form.getByText('Введіть ваш відгук')).toBeVisible();

    await form.getByLabel("Ваше ім'я").fill('Оксана Е2Е');
    await form.getByLabel('Ваш відгук').fill('Коротко');
    await expect(form.getByText("Введіть ваше ім'я")).toHaveCount(0);
    await expect(form.getByText('Відгук повинен містити мінімум 10 символів')).toBeVisible();
    await expect(form.getByText('7/500')).toBeVisible();

    const text = 'Юрист швидко розібрався з моєю справою про повернення коштів. Дякую!';
    await form.getByLabel('Ваш відгук').fill(text);
    await expect(form.getByText(`${text.length}/500`)).toBeVisible();
    await submit.click();
    await expect(form.getByText('✓ Відгук відправлено!')).toBeVisible();
    await expect(page.getByText('Дякуємо за ваш відгук!')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Відправити відгук' })).toBeDisabled();

    const dbUrl = process.env.E2E_DATABASE_URL;
    test.skip(!dbUrl, 'the stored row is checked when the run gives the test its database (E2E_DATABASE_URL)');
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT name, feedback, user_id FROM feedbacks WHERE name = $1', ['Оксана Е2Е']);
      expect(rows).toEqual([{ name: 'Оксана Е2Е', feedback: text, user_id: null }]);
    } finally {
      await client.end();
    }
  });

  test('feedback: the name is read-only from stored user data; a failure shows the toast and allows retry', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('userData', JSON.stringify({ userId: '7d1f7c52-3b9e-4a59-9d57-0f1c2a3b4c5d', userName: 'Марія', userPhone: '+380501234567', timestamp: Date.now() }));
    });
    let body: unknown;
    await page.route('**/api/feedbacks', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 500, json: { success: false, error: 'x' } });
    });
    await openLanding(page);
    const form = page.locator('form.feedback-form');
    await expect(form.getByLabel("Ваше ім'я")).toHaveValue('Марія');
    await expect(form.getByLabel("Ваше ім'я")).toHaveAttribute('readonly', '');
    await form.getByLabel('Ваш відгук').fill('Все було чудово, рекомендую вашу фірму.');
    await form.getByRole('button', { name: 'Відправити відгук' }).click();
    await expect(page.getByText('Не вдалося відправити відгук. Спробуйте ще раз.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Відправити відгук' })).toBeEnabled();
    expect(body).toEqual({ name: 'Марія', feedback: 'Все було чудово, рекомендую вашу фірму.', userId: '7d1f7c52-3b9e-4a59-9d57-0f1c2a3b4c5d' });
  });

  test('no serious or critical accessibility violations on /', async ({ page }) => {
    await openLanding(page, 'registered');
    await expect(page.getByRole('button', { name: 'Почати чат' })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByTestId('podcast-total')).not.toHaveText('0:00');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`screenshot at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await openLanding(page, 'registered');
      await expect(page.getByTestId('specialists-online')).toHaveClass(/is-shown/, { timeout: 15_000 });
      // Scroll through once so the lazy images below the fold are in the full-page picture.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Partner logos scrolled out of the carousel are lazy: they load when the carousel brings them in.
      await expect.poll(() => page.locator('img:not(li.partner[aria-hidden="true"] img)').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
      await expect(page.getByTestId('podcast-total')).not.toHaveText('0:00');
      await page.evaluate(() => document.fonts.ready);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      const dir = path.resolve('test-results', 'landing-screenshots');
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `landing-${width}.png`), fullPage: true });
    });
  }
});

test.describe('landing page in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the counter follows the Kyiv hour, not the visitor clock', async ({ page }) => {
    // 10:30 in Kyiv (winter, UTC+2) is 03:30 in New York: the table value for hour 10 is 15.
    await page.clock.setFixedTime(new Date('2026-01-15T08:30:00Z'));
    await registerVisitor(page);
    await page.goto('/');
    await expect(page.getByTestId('specialists-count')).toHaveText('15', { timeout: 15_000 });
  });
});
