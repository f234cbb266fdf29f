#!/usr/bin/env node
// `npm run bench:lighthouse`: real Lighthouse (npm `lighthouse`, mobile preset = its default: Moto G Power
// emulation, simulated slow 4G and 4x CPU) against '/' of the built product, with Debian's Chromium.
// Prints each run and the median of: performance score, FCP, LCP, TBT, CLS and JS bytes transferred, with the load
// average before and after (figures taken while other work runs are noise).
//   node bench/landing/lighthouse.mjs [--runs=3] [--url=http://localhost:3000/]
//   node bench/landing/lighthouse.mjs --runs=5 --url=http://localhost:3961/,http://localhost:3960/
// Several URLs (e.g. the build before a change and after it, served side by side) are measured in turns, run by run,
// so a machine that gets busier during the series weighs on both alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { startProduct } from '../lib/start-product.mjs';

const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const runs = Number(opt('runs') ?? 3);
const lighthouseBin = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const product = opt('url') ? undefined : await startProduct({ port: 3960, env: { ADMIN_PASSWORD: 'bench' } });
const urls = (opt('url') ?? `${product.base}/`).split(',');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const rowsOf = new Map(urls.map((u) => [u, []]));
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const loadBefore = load();
try {
  for (let i = 1; i <= runs; i++) for (const url of urls) {
    const rows = rowsOf.get(url);
    const file = path.join(out, `run-${i}-${urls.indexOf(url)}.json`);
    const res = spawnSync(process.execPath, [
      lighthouseBin, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${file}`,
      `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ], { stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`lighthouse run ${i} failed`);
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    const a = r.audits;
    const js = (a['network-requests'].details.items ?? []).filter((x) => x.resourceType === 'Script').reduce((n, x) => n + (x.transferSize ?? 0), 0);
    rows.push({
      score: Math.round(r.categories.performance.score * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      jsKb: js / 1024,
    });
  }
  const line = (label, r) => `${label.padEnd(7)} ${String(r.score).padStart(5)} ${r.fcp.toFixed(0).padStart(7)} ${r.lcp.toFixed(0).padStart(7)} ${r.tbt.toFixed(0).padStart(6)} ${r.cls.toFixed(3).padStart(6)} ${r.jsKb.toFixed(1).padStart(8)}`;
  for (const [url, rows] of rowsOf) {
    const median = (k) => [...rows.map((r) => r[k])].sort((x, y) => x - y)[Math.floor(rows.length / 2)];
    console.log(`\nLighthouse mobile, ${url}`);
    console.log('run     score  FCP ms  LCP ms TBT ms    CLS JS KB(transfer)');
    rows.forEach((r, i) => console.log(line(`#${i + 1}`, r)));
    console.log(line('median', { score: median('score'), fcp: median('fcp'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls'), jsKb: median('jsKb') }));
  }
  console.log(`\nload average (1, 5, 15 min): before ${loadBefore}, after ${load()}; ${os.cpus().length} cores`);
} finally {
  fs.rmSync(out, { recursive: true, force: true });
  await product?.stop();
}
