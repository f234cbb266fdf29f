#!/usr/bin/env node
// Chat benchmark: N concurrent visitors against the built backend (scripted assistant, ASSISTANT_TYPING_DELAY_MS=0,
// its own database) and, in the same run, against a bare Socket.IO echo server. Loopback only, bounded loops.
//
//   node bench/chat/run.mjs [--visitors=1000] [--messages=3] [--connect-concurrency=100]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin connection used to create/drop the bench DB)
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { connectVisitor, converse as converseScript, registerVisitor, MAX_MESSAGES } from '../lib/chat-visitor.mjs';
import { cpuSeconds, rssBytes } from '../lib/proc.mjs';
import { freePort, sleep, waitHttp } from '../lib/net.mjs';
import { percentile, pool } from '../lib/stats.mjs';
import { benchBackendEnv } from '../lib/backend-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pg = createRequire(path.join(root, 'backend/package.json'))('pg');

const arg = (name, fallback) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  const v = a ? Number(a.split('=')[1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
  return v;
};
const VISITORS = arg('visitors', Number(process.env.BENCH_VISITORS ?? 1000));
const MESSAGES = Math.min(arg('messages', 3), MAX_MESSAGES);
const CONNECT_CONCURRENCY = arg('connect-concurrency', 100);
const MESSAGE_TIMEOUT_MS = 120_000;
const ADMIN_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const converse = (socket, userId) => converseScript(socket, userId, MESSAGES, MESSAGE_TIMEOUT_MS);

async function measure(label, base, pid, register) {
  console.log(`\n[${label}] ${VISITORS} visitors x ${MESSAGES} messages`);
  const rssIdle = rssBytes(pid);
  const userIds = register
    ? await pool(Array.from({ length: VISITORS }, (_, i) => i), CONNECT_CONCURRENCY, (i) => registerVisitor(base, i))
    : Array.from({ length: VISITORS }, () => crypto.randomUUID());
  const sockets = await pool(userIds, CONNECT_CONCURRENCY, async (userId) => {
    const s = await connectVisitor(base);
    s.emit('user_connect', { userId });
    return s;
  });
  await sleep(1500);
  const rssConnected = rssBytes(pid);
  console.log(`  connected ${sockets.length}; RSS ${(rssIdle / 2 ** 20).toFixed(1)} -> ${(rssConnected / 2 ** 20).toFixed(1)} MiB`);

  const started = performance.now();
  const cpuStart = cpuSeconds(pid);
  let failures = 0;
  const all = (
    await Promise.all(
      sockets.map((s, i) =>
        converse(s, userIds[i]).catch((e) => {
          failures += 1;
          if (failures <= 3) console.log(`  visitor ${i}: ${e.message}`);
          return [];
        }),
      ),
    )
  ).flat();
  const seconds = (performance.now() - started) / 1000;
  const cpuUsed = cpuSeconds(pid) - cpuStart;
  const rssPeak = rssBytes(pid);
  for (const s of sockets) s.disconnect();
  all.sort((a, b) => a - b);
  return {
    label,
    visitors: VISITORS,
    replies: all.length,
    failures,
    msgPerSec: all.length / seconds,
    cpuMsPerMsg: (cpuUsed * 1000) / Math.max(1, all.length),
    cpuShare: cpuUsed / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    rssPerConnKiB: (rssConnected - rssIdle) / VISITORS / 1024,
    rssMiB: rssPeak / 2 ** 20,
  };
}

async function main() {
  const mainJs = path.join(root, 'backend/dist/backend/src/main.js');
  if (!fs.existsSync(mainJs)) throw new Error('backend is not built: run `node scripts/build.mjs --only=backend` first');

  const dbName = `bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;

  const children = [];
  const results = [];
  const stopChildren = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      stopChildren();
      admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => process.exit(130));
    });
  }
  const backendLog = path.join(os.tmpdir(), `bench-chat-backend-${process.pid}.log`);
  try {
    const port = await freePort();
    const backend = spawn(process.execPath, [mainJs], {
      cwd: root,
      env: benchBackendEnv({ port, databaseUrl: dbUrl.toString(), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-')) }),
      stdio: ['ignore', 'ignore', fs.openSync(backendLog, 'w')],
    });
    children.push(backend);
    const base = `http://127.0.0.1:${port}`;
    await waitHttp(`${base}/api/health/ready`, 60_000);
    results.push(await measure('backend (scripted assistant)', base, backend.pid, true));

    const echo = fork(path.join(root, 'bench/chat/echo-server.mjs'), [], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    children.push(echo);
    const echoPort = await new Promise((resolve) => echo.once('message', (m) => resolve(m.port)));
    results.push(await measure('bare Socket.IO echo', `http://127.0.0.1:${echoPort}`, echo.pid, false));
  } finally {
    stopChildren();
    await sleep(1000);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error('drop failed', e.message));
    await admin.end();
  }

  const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  console.log(`\nnode ${process.version}, ${os.cpus().length} CPU(s), loopback; ${VISITORS} concurrent visitors x ${MESSAGES} messages each\n`);
  console.log('| server | replies | failed visitors | messages/s | p50 send->reply ms | p99 send->reply ms | server CPU ms/message | server CPU use | RSS per connection KiB | peak RSS MiB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.label} | ${r.replies} | ${r.failures} | ${fmt(r.msgPerSec)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.cpuMsPerMsg, 2)} | ${fmt(r.cpuShare * 100, 0)}% | ${fmt(r.rssPerConnKiB)} | ${fmt(r.rssMiB)} |`);
  }
  const errorLines = fs.existsSync(backendLog) ? fs.readFileSync(backendLog, 'utf8').split('\n').filter((l) => l.includes('"level":"error"')).length : 0;
  console.log(`\nbackend error log lines: ${errorLines} (${backendLog})`);
  if (results.length === 2) {
    const [b, e] = results;
    console.log(`\nOverhead vs echo: throughput x${fmt(e.msgPerSec / b.msgPerSec, 1)} lower, p50 x${fmt(b.p50 / e.p50, 1)}, p99 x${fmt(b.p99 / e.p99, 1)}, RSS/connection x${fmt(b.rssPerConnKiB / e.rssPerConnKiB, 1)}`);
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
