#!/usr/bin/env node
// Landing page lab benchmark (issue 4). Lighthouse is not installed here, so this measures the same lab metrics
// with Playwright + Debian Chromium: Moto G Power-like mobile emulation, 4x CPU slowdown and Lighthouse's "slow 4G"
// (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) through CDP, a cold cache for every run.
// Per run: FCP, LCP (largest-contentful-paint), CLS (layout-shift without recent input), TBT (sum of long-task
// time over 50 ms between FCP and the end of the run), JS transferred for '/' (initial = finished before the load
// event; total = until the page is quiet) both as sent and as gzip -9 of the bodies, and an estimated Lighthouse
// performance score from the v10 mobile curves (FCP, LCP, TBT, CLS; Speed Index is not measured, its weight is
// spread over the others).
//
//   node bench/landing/run.mjs [--runs=3] [--url=http://localhost:3000/] [--files]
// Without --url it starts the built backend (node scripts/build.mjs first) on a free loopback port against a fresh
// database `bench_landing_<pid>` on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
import { spawn } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort, waitHttp } from '../lib/net.mjs';
import { MOBILE, SLOW_4G } from './phone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'backend/package.json'));
const pg = require('pg');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const RUNS = Number(opt('runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs must be 1..20');
const ADMIN_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';




async function startServer() {
  const main = path.join(root, 'backend/dist/backend/src/main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: node scripts/build.mjs');
  const dbName = `bench_landing_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-landing-'));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl.toString(), ADMIN_PASSWORD: 'bench-landing', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      const c = new pg.Client({ connectionString: ADMIN_DB });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Observers installed before any page script runs. */
function observe() {
  const m = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  window.__landingBench = m;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.lcp = e.renderTime || e.loadTime || e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

// Lighthouse v10 mobile scoring curves (p10, median) and weights without Speed Index.
const CURVES = { fcp: [1800, 3000, 0.1], lcp: [2500, 4000, 0.25], tbt: [200, 600, 0.3], cls: [0.1, 0.25, 0.25] };
function erf(x) {
  const s = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}
function logNormalScore([p10, median], value) {
  if (value <= 0) return 1;
  const x = ((Math.log(value) - Math.log(median)) / (Math.log(median) - Math.log(p10))) * 0.9061938024368232;
  return Math.min(1, Math.max(0, (1 - erf(x)) / 2));
}
function estimatedScore(r) {
  let total = 0;
  let weights = 0;
  for (const [k, [p10, median, w]] of Object.entries(CURVES)) {
    total += logNormalScore([p10, median], r[k]) * w;
    weights += w;
  }
  return Math.round((total / weights) * 100);
}

async function measure(browser, url) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const scripts = new Map();
  let loadFired = false;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, initial: false, sent: 0, gzip: 0 });
  });
  cdp.on('Network.loadingFinished', async (e) => {
    const s = scripts.get(e.requestId);
    if (!s) return;
    s.sent = e.encodedDataLength;
    s.initial = !loadFired;
    try {
      const body = await cdp.send('Network.getResponseBody', { requestId: e.requestId });
      const buf = Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8');
      s.gzip = zlib.gzipSync(buf, { level: 9 }).length;
    } catch {
      s.gzip = s.sent;
    }
  });
  page.on('load', () => {
    loadFired = true;
  });

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(3000);
  const m = await page.evaluate(() => window.__landingBench);
  const tbt = m.longTasks.filter(([start]) => start >= m.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const list = [...scripts.values()];
  const sum = (f, k) => list.filter(f).reduce((a, s) => a + s[k], 0);
  await context.close();
  const r = {
    fcp: m.fcp,
    lcp: m.lcp,
    cls: m.cls,
    tbt,
    jsInitialSent: sum((s) => s.initial, 'sent'),
    jsInitialGzip: sum((s) => s.initial, 'gzip'),
    jsTotalSent: sum(() => true, 'sent'),
    jsTotalGzip: sum(() => true, 'gzip'),
    jsFiles: list.length,
    files: list,
  };
  return { ...r, score: estimatedScore(r) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const server = opt('url') ? { url: opt('url'), stop: async () => undefined } : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  await measure(browser, server.url); // warm the server (first compile of templates, DB pool), not counted
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await measure(browser, server.url));
  console.log(`landing '/' — mobile emulation, CPU x4, slow 4G, cold cache, ${RUNS} runs (${server.url})`);
  console.log('run | est.score | FCP ms | LCP ms | TBT ms | CLS   | JS initial sent / gzip-9 | JS total sent / gzip-9 | files');
  results.forEach((r, i) =>
    console.log(
      `${String(i + 1).padStart(3)} | ${String(r.score).padStart(9)} | ${r.fcp.toFixed(0).padStart(6)} | ${r.lcp.toFixed(0).padStart(6)} | ${r.tbt
        .toFixed(0)
        .padStart(6)} | ${r.cls.toFixed(3)} | ${kb(r.jsInitialSent)} / ${kb(r.jsInitialGzip)} | ${kb(r.jsTotalSent)} / ${kb(r.jsTotalGzip)} | ${r.jsFiles}`,
    ),
  );
  if (process.argv.includes('--files')) {
    for (const f of [...results[0].files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.initial ? 'initial' : 'later  '} ${kb(f.sent).padStart(9)} sent ${kb(f.gzip).padStart(9)} gzip-9  ${f.url.replace(/^https?:\/\/[^/]+/, '')}`);
  }
  const median = (k) => [...results.map((r) => r[k])].sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(
    `median: est.score ${median('score')}, FCP ${median('fcp').toFixed(0)} ms, LCP ${median('lcp').toFixed(0)} ms, TBT ${median('tbt').toFixed(0)} ms, CLS ${median('cls').toFixed(3)}, JS initial ${kb(median('jsInitialGzip'))} gzip, total ${kb(median('jsTotalGzip'))} gzip`,
  );
} finally {
  await browser.close();
  await server.stop();
}
