#!/usr/bin/env node
// Back-office chats inbox benchmark (issue 5): seeds a dedicated database with N chats (one user each) and
// N x M messages using SQL generate_series, starts the built backend against it, and measures
// GET /api/admin/chats over HTTP with autocannon (each filter, first and last page, search by name and by phone):
// p50/p95 latency and requests/s, with PostgreSQL's own EXPLAIN ANALYZE time of the same SQL beside each.
//
//   node bench/admin/run.mjs [--chats=1000000] [--messages-per-chat=10] [--duration=8] [--connections=4] [--reseed] [--seed-only] [--drop] [--dist=<compiled backend>]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin connection; the bench DB is bench_admin_<chats>)
//
// The seeded database is kept between runs (seeding 10M messages takes minutes); --reseed rebuilds it, --drop
// removes it at the end. Loopback only, bounded durations.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, waitHttp } from '../lib/net.mjs';
import { percentile } from '../lib/stats.mjs';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'backend/package.json'));
const pg = require('pg');
const autocannon = require('autocannon');

const arg = (name, fallback) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  const v = a ? Number(a.split('=')[1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
  return v;
};
const flag = (name) => process.argv.includes(`--${name}`);
const CHATS = arg('chats', 1_000_000);
const MESSAGES_PER_CHAT = arg('messages-per-chat', 10);
const DURATION = arg('duration', 8);
const CONNECTIONS = arg('connections', 4);
const ADMIN_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-admin-password';
const DB_NAME = `bench_admin_${CHATS}`;

const FIRST = ['Олена', 'Андрій', 'Наталія', 'Олександр', 'Ірина', 'Сергій', 'Тетяна', 'Володимир', 'Юлія', 'Дмитро', 'Оксана', 'Віктор', 'Марія', 'Іван', 'Світлана', 'Петро', 'Галина', 'Михайло', 'Людмила', 'Богдан', 'Анна', 'Тарас', 'Катерина', 'Роман', 'Софія', 'Василь', 'Надія', 'Олег', 'Вікторія', 'Максим'];
const LAST = ['Ковальчук', 'Шевченко', 'Бойко', 'Коваленко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Олійник', 'Шевчук', 'Поліщук', 'Мельник', 'Лисенко', 'Савченко', 'Руденко', 'Мороз', 'Марченко', 'Петренко', 'Клименко', 'Павленко', 'Левченко', 'Гончаренко', 'Харченко', 'Карпенко', 'Ткачук', 'Мазур', 'Кузьменко', 'Тимошенко', 'Романенко', 'Литвиненко', 'Кравчук', 'Сидоренко', 'Яковенко', 'Гаврилюк', 'Остапчук', 'Дмитренко', 'Панченко', 'Юрченко', 'Зінченко', 'Білик', 'Пономаренко'];
const sqlArray = (a) => `ARRAY[${a.map((s) => `'${s}'`).join(',')}]`;




async function timed(label, fn) {
  const t0 = Date.now();
  process.stdout.write(`  ${label}... `);
  await fn();
  console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function seed(db) {
  console.log(`Seeding ${CHATS} chats/users and ${CHATS * MESSAGES_PER_CHAT} messages into ${DB_NAME}:`);
  await db.query('DROP TABLE IF EXISTS bench_seed');
  await db.query('TRUNCATE messages, sms_messages, orders, mail_imports, chats, users RESTART IDENTITY CASCADE');
  // Bulk load: secondary indexes are dropped and rebuilt after (same definitions, read from pg_indexes), the
  // per-row counter trigger is off and the counters are recomputed once at the end.
  const { rows: indexes } = await db.query(`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename IN ('users', 'chats', 'messages')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
  for (const ix of indexes) await db.query(`DROP INDEX ${ix.indexname}`);
  await db.query('ALTER TABLE chats DISABLE TRIGGER chats_count_ins_del');
  try {
    await timed('users', () =>
      db.query(`
        INSERT INTO users (id, name, phone, user_ip, city, is_abuser, created_at)
        SELECT md5('bench-user-' || i)::uuid,
               (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
               '+380' || lpad((500000000 + (i::bigint * 7919) % 400000000)::text, 9, '0'),
               '10.' || (i % 250) || '.' || (i / 250 % 250) || '.' || (i % 200 + 1),
               'Київ', i % 200 = 0,
               now() - (${CHATS} - i) * interval '30 seconds'
          FROM generate_series(1, ${CHATS}) i`),
    );
    await timed('chats', () =>
      db.query(`
        INSERT INTO chats (user_id, created_at, is_chat_finished, is_processed, document)
        SELECT md5('bench-user-' || i)::uuid, now() - (${CHATS} - i) * interval '30 seconds',
               i % 10 <> 0, i % 10 <> 0 AND i % 5 < 3, CASE WHEN i % 3 = 0 THEN 'Позовна заява' END
          FROM generate_series(1, ${CHATS}) i`),
    );
    await timed('orders (1% of chats)', () => db.query(`INSERT INTO orders (chat_id, document_price) SELECT id, 1500 FROM chats WHERE id % 100 = 0`));
    const batch = Math.max(1, Math.floor(1_000_000 / MESSAGES_PER_CHAT));
    await timed(`messages (${MESSAGES_PER_CHAT} per chat)`, async () => {
      for (let from = 1; from <= CHATS; from += batch) {
        const to = Math.min(CHATS, from + batch - 1);
        await db.query(`
          INSERT INTO messages (chat_id, author, message, created_at)
          SELECT c.id, CASE WHEN k % 2 = 0 THEN 'user' ELSE 'agent' END,
                 CASE WHEN k % 2 = 0 THEN 'Добрий день, потрібна консультація щодо справи ' || c.id ELSE 'Вітаю! Розкажіть, будь ласка, детальніше.' END,
                 c.created_at + k * interval '20 seconds'
            FROM chats c CROSS JOIN generate_series(0, ${MESSAGES_PER_CHAT - 1}) k
           WHERE c.id BETWEEN ${from} AND ${to}`);
        process.stdout.write('.');
      }
    });
    await db.query(`UPDATE chat_list_counts k SET n = coalesce((SELECT count(*) FROM chats c WHERE c.is_processed = k.is_processed), 0)`);
  } finally {
    await db.query('ALTER TABLE chats ENABLE TRIGGER chats_count_ins_del');
    await timed(`rebuilding ${indexes.length} indexes`, async () => {
      await db.query(`SET maintenance_work_mem = '256MB'`);
      for (const ix of indexes) await db.query(ix.indexdef);
    });
  }
  await timed('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
  await db.query('CREATE TABLE bench_seed (chats int, messages bigint, done_at timestamptz DEFAULT now())');
  await db.query('INSERT INTO bench_seed (chats, messages) VALUES ($1, $2)', [CHATS, CHATS * MESSAGES_PER_CHAT]);
}

async function explainMs(db, q) {
  const rows = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params);
  return rows.rows[0]['QUERY PLAN'][0]['Execution Time'];
}

async function measure(base, cookie, path) {
  const latencies = [];
  const instance = autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, headers: { cookie } });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

let loadBefore = '';

async function main() {
  loadBefore = os.loadavg()[0].toFixed(1);
  // --dist=<dir>: a backend compiled elsewhere (tsc -p backend/tsconfig.build.json --outDir <dir>); default backend/dist.
  const distArg = process.argv.find((x) => x.startsWith('--dist='));
  const dist = distArg ? path.resolve(distArg.slice('--dist='.length)) : path.join(root, 'backend/dist');
  const nodePath = [path.join(root, 'backend/node_modules'), path.join(root, 'node_modules')].join(path.delimiter);
  process.env.NODE_PATH = nodePath;
  require('node:module').Module._initPaths();
  const mainJs = path.join(dist, 'backend/src/main.js');
  const sqlJs = path.join(dist, 'backend/src/modules/admin-chats/chat-list-sql.js');
  if (!fs.existsSync(mainJs) || !fs.existsSync(sqlJs)) throw new Error('backend is not built: run `node scripts/build.mjs --only=backend` first');
  const { chatListCountSql, chatListPageSql, chatListSearchSql } = require(sqlJs);

  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  if (flag('reseed')) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${DB_NAME}`;

  const port = await freePort();
  const backend = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { ...process.env, NODE_PATH: nodePath, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl.toString(), ADMIN_PASSWORD: PASSWORD, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-')), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  const rows = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitHttp(`${base}/api/health/ready`, 120_000); // migrations ran
    await db.connect();
    const seeded = await db.query(`SELECT chats, messages FROM bench_seed`).then((r) => r.rows[0]).catch(() => undefined);
    if (!seeded || seeded.chats !== CHATS || Number(seeded.messages) !== CHATS * MESSAGES_PER_CHAT) await seed(db);
    else console.log(`Reusing ${DB_NAME} (${seeded.chats} chats, ${seeded.messages} messages); --reseed to rebuild.`);
    if (flag('seed-only')) return;

    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];

    const lastPage = async (status, search = '') => {
      const q = new URLSearchParams({ status, ...(search ? { search } : {}) });
      const r = await fetch(`${base}/api/admin/chats?${q}`, { headers: { cookie } }).then((x) => x.json());
      return r.data.pagination.total_pages;
    };
    const samplePhone = (await db.query(`SELECT phone FROM users ORDER BY id LIMIT 1 OFFSET 4321`)).rows[0].phone;
    const scenarios = [];
    for (const status of ['in_work', 'processed', 'all']) {
      scenarios.push({ label: `${status}, page 1`, status, page: 1, search: '' });
      scenarios.push({ label: `${status}, last page`, status, page: await lastPage(status), search: '' });
    }
    scenarios.push({ label: 'all, search full name', status: 'all', page: 1, search: 'Олена Ковальчук' });
    scenarios.push({ label: 'all, search surname part', status: 'all', page: 1, search: 'Ковальч' });
    scenarios.push({ label: 'in_work, search surname part', status: 'in_work', page: 1, search: 'Ковальч' });
    scenarios.push({ label: 'all, search phone 7 digits', status: 'all', page: 1, search: samplePhone.slice(6) });
    scenarios.push({ label: 'all, search full phone', status: 'all', page: 1, search: samplePhone });
    const lastSurname = await lastPage('all', 'Ковальч');
    scenarios.push({ label: 'all, search surname part, last page', status: 'all', page: lastSurname, search: 'Ковальч' });

    for (const s of scenarios) {
      const q = new URLSearchParams({ status: s.status, page: String(s.page), ...(s.search ? { search: s.search } : {}) });
      const path = `/api/admin/chats?${q}`;
      const check = await fetch(`${base}${path}`, { headers: { cookie } });
      const body = await check.json();
      if (check.status !== 200) throw new Error(`${path}: ${check.status} ${JSON.stringify(body)}`);
      const total = body.data.pagination.total_count;
      let pgMs;
      if (s.search) pgMs = await explainMs(db, chatListSearchSql({ status: s.status, search: s.search, page: s.page }));
      else {
        const pageQ = chatListPageSql({ status: s.status, page: s.page }, total);
        pgMs = (await explainMs(db, chatListCountSql({ status: s.status }))) + (pageQ ? await explainMs(db, pageQ) : 0);
      }
      const m = await measure(base, cookie, path);
      rows.push({ ...s, total, pgMs, ...m });
      console.log(`  ${s.label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s (pg ${pgMs.toFixed(2)} ms)`);
    }
  } finally {
    backend.kill('SIGTERM');
    await db.end().catch(() => {});
    await sleep(500);
    if (flag('drop')) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch((e) => console.error('drop failed', e.message));
    await admin.end();
  }

  if (!rows.length) return;
  console.log(`\nnode ${process.version}, ${os.cpus().length} CPU(s), load average before/after ${loadBefore} / ${os.loadavg()[0].toFixed(1)}, loopback; ${CHATS} chats, ${CHATS * MESSAGES_PER_CHAT} messages; autocannon ${CONNECTIONS} connections x ${DURATION} s per row\n`);
  console.log('| request | page | matches | p50 ms | p95 ms | req/s | PostgreSQL EXPLAIN ANALYZE ms (count + page, or the one search statement) | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.label}${r.search ? ` (\`${r.search}\`)` : ''} | ${r.page} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.pgMs.toFixed(2)} | ${r.non2xx + r.errors} |`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
