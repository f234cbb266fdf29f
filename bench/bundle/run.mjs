#!/usr/bin/env node
// `npm run bench:bundle`: the JavaScript a browser downloads for '/' and for '/admin/dashboard/chats'
// (raw and gzip), and how many files carry React DOM (must be one), measured in real Chromium
// against the built product on a fresh database.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProduct } from '../lib/start-product.mjs';

const password = 'bench-admin-password';
const product = await startProduct({ port: 3950, env: { ADMIN_PASSWORD: password } });
const base = product.base;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function measure(url, { login = false } = {}) {
  const context = await browser.newContext();
  if (login) {
    const res = await context.request.post(`${base}/api/admin/login`, { data: { password } });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  const page = await context.newPage();
  const files = [];
  page.on('response', async (res) => {
    if (!/\.js(\?|$)/.test(res.url())) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.push({ url: res.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, reactDom: body.includes('__reactFiber$') });
  });
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { url, files: files.length, raw: sum('raw'), gzip: sum('gzip'), reactDomCopies: files.filter((f) => f.reactDom).length, list: files };
}

/** '/' as a client without JavaScript sees it: the bytes of the HTML and whether the first screen's content is in it. */
async function htmlOnly() {
  const res = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const body = Buffer.from(html);
  const stats = ['років досвіду', 'задоволених клієнтів щомісяця', 'перша консультація', 'конфіденційність', 'працюємо щодня'];
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    hero: html.includes('Юридична допомога онлайн'),
    stats: stats.filter((s) => html.includes(s)).length === stats.length,
    testimonials: (html.match(/class="testimonial card"/g) ?? []).length,
  };
}

try {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const page = await htmlOnly();
  const yes = (v) => (v ? 'yes' : 'NO');
  if (!page.hero || !page.stats || page.testimonials !== 6) process.exitCode = 1;
  console.log(`\nHTML only (GET / without JavaScript): ${kb(page.raw)} raw, ${kb(page.gzip)} gzip; hero heading: ${yes(page.hero)}, about-us stats: ${yes(page.stats)}, testimonials: ${page.testimonials} of 6`);
  const rows = [await measure('/'), await measure('/admin/dashboard/chats', { login: true })];
  console.log('\nInitial JavaScript per route (production build, Chromium, until network idle):');
  console.log('route                      files   raw        gzip      React DOM copies');
  for (const r of rows) console.log(`${r.url.padEnd(26)} ${String(r.files).padStart(5)}   ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}   ${r.reactDomCopies}`);
  if (process.argv.includes('--files')) for (const r of rows) for (const f of r.list) console.log(`${r.url}\t${kb(f.gzip)}\t${f.url}`);
  if (rows.some((r) => r.reactDomCopies !== 1)) process.exitCode = 1;
} finally {
  await browser.close();
  await product.stop();
}
