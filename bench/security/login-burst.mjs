#!/usr/bin/env node
// Login burst: how many password guesses pass the throttle when sent at once, and how fast /api/health answers
// while a burst of logins from many addresses is being hashed. Run it alone (nothing else on the machine).
//   node bench/security/login-burst.mjs [--burst=200] [--addresses=100]
// Uses DATABASE_URL's server (a fresh database) or the embedded PostgreSQL, like `npm start`.
import os from 'node:os';
import { freePort } from '../lib/net.mjs';
import { percentile } from '../lib/stats.mjs';
import { startProduct } from '../lib/start-product.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BURST = arg('burst', 200);
const ADDRESSES = arg('addresses', 100);

const login = (base, ip, password) =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ password }),
  }).then((r) => r.status);

async function healthDuring(base, work) {
  const times = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      times.push(performance.now() - t0);
    }
  })();
  const result = await work();
  done = true;
  await probe;
  times.sort((a, b) => a - b);
  return { result, health: { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) } };
}

const port = await freePort();
const product = await startProduct({ port, env: { ADMIN_PASSWORD: 'bench-admin-password', TRUST_PROXY: 'loopback', NODE_ENV: 'production' } });
try {
  const count = (statuses) => statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  const one = await healthDuring(product.base, () => Promise.all(Array.from({ length: BURST }, (_, i) => login(product.base, '10.200.0.1', `guess-${i}`))));
  const many = await healthDuring(product.base, () =>
    Promise.all(Array.from({ length: ADDRESSES }, (_, i) => login(product.base, `10.201.${i >> 8}.${i & 255}`, `guess-${i}`))),
  );
  const idle = await healthDuring(product.base, () => new Promise((r) => setTimeout(r, 2000)));
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  console.log(`${BURST} wrong passwords at once from one address: ${JSON.stringify(count(one.result))}`);
  console.log(`  /api/health meanwhile: n=${one.health.n} p50 ${ms(one.health.p50)} p95 ${ms(one.health.p95)} max ${ms(one.health.max)}`);
  console.log(`${ADDRESSES} wrong passwords at once from ${ADDRESSES} addresses: ${JSON.stringify(count(many.result))}`);
  console.log(`  /api/health meanwhile: n=${many.health.n} p50 ${ms(many.health.p50)} p95 ${ms(many.health.p95)} max ${ms(many.health.max)}`);
  console.log(`/api/health idle (2 s): n=${idle.health.n} p50 ${ms(idle.health.p50)} p95 ${ms(idle.health.p95)}`);
} finally {
  await product.stop();
}
