#!/usr/bin/env node
// `npm run bench:orders`: GET /api/admin/orders/stats and GET /api/admin/orders (every status filter, first and
// last page) over HTTP with autocannon at 1,000,000 orders, in a dedicated database. Prints p50/p95 per route.
// Options: --orders=N (default 1000000), --seconds=S per route (default 5), --connections=C (default 4), --keep,
// --database=URL (measure a database kept by an earlier --keep run).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase } from '../../scripts/lib/fresh-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ORDERS = arg('orders', 1_000_000);
const SECONDS = arg('seconds', 5);
const CONNECTIONS = arg('connections', 4);
/** --keep: leave the seeded database in place (its URL is printed) for EXPLAIN ANALYZE. */
const KEEP = process.argv.includes('--keep');
/** --database=URL: measure an already seeded database (from --keep) instead of seeding a new one. */
const REUSE = process.argv.find((a) => a.startsWith('--database='))?.slice('--database='.length);
const port = 3951;
const password = 'bench-admin-password';
const base = `http://127.0.0.1:${port}`;

if (!process.env.DATABASE_URL) {
  console.error('bench:orders needs DATABASE_URL (a PostgreSQL server where it may create a database)');
  process.exit(2);
}
const built = spawnSync(process.execPath, ['scripts/build.mjs', '--only=contracts,backend'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
// The status filters are the contracts' own list (the one the backend validates and the back office shows).
const { ORDER_STATUS_FILTERS } = (await import('../../libs/contracts/dist/index.js')).default;

const db = REUSE ? { databaseUrl: REUSE, dataDir: '/tmp/law-bench-orders-reuse', cleanup: async () => undefined } : await freshDatabase('law-bench-orders');
const server = spawn(process.execPath, ['backend/dist/backend/src/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: password, DATABASE_URL: db.databaseUrl, DATA_DIR: db.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
};

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('backend did not become healthy');
}

/**
 * 1M users, chats and orders with generate_series. Row triggers (the stats counters, the chats list counters and
 * the foreign-key checks) are skipped for the bulk load via session_replication_role, then the counters are rebuilt
 * from the tables with the same functions a recovery would use. Status mix per 10 orders: 3 no_invoice, 2 pending,
 * 2 paid_in_work, 2 completed, 1 unknown (payment without invoice); every 50th order is soft-deleted.
 */
async function seed() {
  const c = new pg.Client({ connectionString: db.databaseUrl });
  await c.connect();
  const t0 = Date.now();
  await c.query('BEGIN');
  await c.query(`SET LOCAL session_replication_role = replica`);
  await c.query(`SET LOCAL synchronous_commit = off`);
  await c.query(`
    INSERT INTO users (id, name, phone, user_ip, created_at)
    SELECT (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
           'Клієнт ' || i, '+380' || lpad((500000000 + i)::text, 9, '0'), '10.0.0.1',
           now() - make_interval(secs => ($1 - i) * 60)
      FROM generate_series(1, $1) AS i`, [ORDERS]);
  await c.query(`
    INSERT INTO chats (id, user_id, created_at, is_chat_finished, is_processed, document)
    SELECT i, (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
           now() - make_interval(secs => ($1 - i) * 60), true, i % 3 = 0,
           (ARRAY['Позовна заява', 'Договір оренди', 'Скарга', 'Претензія'])[1 + i % 4]
      FROM generate_series(1, $1) AS i`, [ORDERS]);
  await c.query(`
    INSERT INTO orders (id, chat_id, created_at, payment_date, invoice_tracking_number, documents_tracking_number, document_price, delivery_data, deleted_at)
    SELECT i, i, now() - make_interval(secs => ($1 - i) * 60 - 30),
           CASE WHEN i % 10 IN (5, 6, 7, 8, 9) THEN (current_date - (i % 300)) END,
           CASE WHEN i % 10 IN (3, 4, 5, 6, 7, 8) THEN lpad((20450000000000 + i)::text, 14, '0') END,
           CASE WHEN i % 10 IN (7, 8) THEN lpad((59000000000000 + i)::text, 14, '0') END,
           500 + (i % 40) * 50,
           jsonb_build_object('city', 'Київ', 'city_area', 'Київська', 'city_ref', '', 'warehouse', 'Відділення №1', 'warehouse_ref', '', 'recipient_name', 'Іван Петренко', 'recipient_phone', '+380500000000'),
           CASE WHEN i % 50 = 0 THEN now() END
      FROM generate_series(1, $1) AS i`, [ORDERS]);
  await c.query(`SELECT setval(pg_get_serial_sequence('chats', 'id'), $1), setval(pg_get_serial_sequence('orders', 'id'), $1)`, [ORDERS]);
  await c.query('COMMIT');
  await c.query(`SELECT order_stats_rebuild()`);
  await c.query(`UPDATE chat_list_counts k SET n = s.n FROM (SELECT is_processed, count(*) AS n FROM chats GROUP BY is_processed) s WHERE s.is_processed = k.is_processed`).catch(() => undefined);
  await c.query('VACUUM ANALYZE users');
  await c.query('VACUUM ANALYZE chats');
  await c.query('VACUUM ANALYZE orders');
  await c.query('VACUUM ANALYZE order_stats');
  const [{ n }] = (await c.query(`SELECT count(*)::int AS n FROM orders WHERE deleted_at IS NULL`)).rows;
  await c.end();
  return { seconds: (Date.now() - t0) / 1000, live: n };
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon against one path; p50/p95 from every response time it reports. */
async function measure(pathname, cookie) {
  const times = [];
  let non2xx = 0;
  const instance = autocannon({ url: `${base}${pathname}`, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return { path: pathname, requests: result.requests.total, rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), non2xx: non2xx + result.errors };
}

try {
  await waitHealthy();
  if (!REUSE) {
    console.log(`seeding ${ORDERS.toLocaleString('en')} orders (with their chats and users)...`);
    const s = await seed();
    console.log(`seeded in ${s.seconds.toFixed(1)} s; live orders: ${s.live.toLocaleString('en')}`);
  }
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

  const stats = await (await fetch(`${base}/api/admin/orders/stats`, { headers: { cookie } })).json();
  console.log('stats:', JSON.stringify(stats.data));
  // baseline: the cheapest admin request (session check only), the floor every route below shares on this machine
  const routes = ['/api/admin/session', '/api/admin/orders/stats'];
  for (const status of ORDER_STATUS_FILTERS) {
    const total = status === 'all' ? stats.data.total : stats.data[status];
    const last = Math.max(1, Math.ceil(total / 10));
    routes.push(`/api/admin/orders?status=${status}&page=1`, `/api/admin/orders?status=${status}&page=${last}`);
  }
  // a middle page, the slowest a page-number list can be (offset from the nearer end = half the rows)
  routes.push(`/api/admin/orders?status=all&page=${Math.ceil(stats.data.total / 20)}`);
  // warm-up
  for (const r of routes) await fetch(`${base}${r}`, { headers: { cookie } });

  const rows = [];
  for (const r of routes) rows.push(await measure(r, cookie));
  console.log(`\n${ORDERS.toLocaleString('en')} orders, autocannon ${CONNECTIONS} connections x ${SECONDS} s per route (ms):`);
  console.log('route'.padEnd(58) + 'p50'.padStart(7) + 'p95'.padStart(7) + 'p99'.padStart(7) + 'req/s'.padStart(8) + '  errors');
  for (const r of rows) {
    const f = (n) => n.toFixed(1).padStart(7);
    console.log(r.path.padEnd(58) + f(r.p50) + f(r.p95) + f(r.p99) + r.rps.toFixed(0).padStart(8) + `  ${r.non2xx}`);
  }
  if (rows.some((r) => r.non2xx > 0)) process.exitCode = 1;
} finally {
  await stopServer();
  if (KEEP) console.log(`kept database: ${db.databaseUrl}`);
  else await db.cleanup();
}
