#!/usr/bin/env node
// Live chat benchmark (issue 17): how long a lawyer's reply takes from `POST /api/admin/chats/{id}/messages` being
// sent to the visitor's socket receiving it, while N visitors are connected (each registered, announced, holding a
// chat). The lawyer holds one chat per visitor and writes into them one after another, as a person would; the
// staff's live inbox (/admin socket) is connected too, so every reply also fans out to it. Loopback only.
//
//   npm run bench:agent [-- --visitors=200 --messages=200 --connect-concurrency=50]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin connection used to create/drop the bench DB)
//
// Prints p50/p95/p99/max of send -> receive and os.loadavg() before and after (the machine's load is part of the
// figure: run it alone).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { announceVisitor, connectVisitor, registerVisitor } from '../lib/chat-visitor.mjs';
import { freePort, sleep, waitHttp } from '../lib/net.mjs';
import { percentile, pool } from '../lib/stats.mjs';
import { benchBackendEnv } from '../lib/backend-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireBackend = createRequire(path.join(root, 'backend/package.json'));
const pg = requireBackend('pg');
const { io } = requireBackend('socket.io-client');

const arg = (name, fallback) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  const v = a ? Number(a.split('=')[1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
  return v;
};
const VISITORS = arg('visitors', 200);
const MESSAGES = arg('messages', 200);
const CONNECT_CONCURRENCY = arg('connect-concurrency', 50);
const RECEIVE_TIMEOUT_MS = 30_000;
const ADMIN_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_PASSWORD = 'bench-admin-password'; // benchBackendEnv's

async function post(base, p, cookie, body) {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`${p}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return { json, res };
}

async function main() {
  const mainJs = path.join(root, 'backend/dist/backend/src/main.js');
  if (!fs.existsSync(mainJs)) throw new Error('backend is not built: run `node scripts/build.mjs --only=backend` first');

  const dbName = `bench_agent_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;
  const backendLog = path.join(os.tmpdir(), `bench-agent-backend-${process.pid}.log`);
  let backend;
  const sockets = [];
  const stop = () => {
    sockets.forEach((s) => s.disconnect());
    if (backend?.exitCode === null) backend.kill('SIGTERM');
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      stop();
      admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => process.exit(130));
    });
  }

  let latencies = [];
  let failures = 0;
  const loadBefore = os.loadavg();
  let loadAfter;
  try {
    const port = await freePort();
    backend = spawn(process.execPath, [mainJs], {
      cwd: root,
      env: benchBackendEnv({ port, databaseUrl: dbUrl.toString(), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-agent-')) }),
      stdio: ['ignore', 'ignore', fs.openSync(backendLog, 'w')],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitHttp(`${base}/api/health/ready`, 60_000);

    console.log(`connecting ${VISITORS} visitors...`);
    const visitors = await pool(Array.from({ length: VISITORS }, (_, i) => i), CONNECT_CONCURRENCY, async (i) => {
      const userId = await registerVisitor(base, i);
      const socket = await connectVisitor(base);
      sockets.push(socket);
      const session = new Promise((resolve) => socket.once('session_created', (p) => resolve(Number(p.sessionId))));
      await announceVisitor(socket, userId);
      return { socket, userId, chatId: await session };
    });

    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: ADMIN_PASSWORD }) });
    if (login.status !== 200) throw new Error(`login failed: HTTP ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const inbox = io(`${base}/admin`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie } });
    sockets.push(inbox);
    await new Promise((resolve, reject) => {
      inbox.once('connect', resolve);
      inbox.once('connect_error', reject);
    });
    let inboxEvents = 0;
    inbox.on('chat_message', (p) => {
      if (p?.message?.kind === 'text' && p.message.agent_name) inboxEvents += 1;
    });

    console.log('taking every chat over...');
    await pool(visitors, 10, (v) => post(base, `/api/admin/chats/${v.chatId}/takeover`, cookie));
    await sleep(1000);

    console.log(`${MESSAGES} replies, one after another...`);
    for (let i = 0; i < MESSAGES; i++) {
      const v = visitors[i % visitors.length];
      const text = `Відповідь юриста №${i + 1}: надішліть, будь ласка, копію наказу.`;
      const received = new Promise((resolve, reject) => {
        const t = setTimeout(() => {
          v.socket.off('message', onMessage);
          reject(new Error('not received'));
        }, RECEIVE_TIMEOUT_MS);
        const onMessage = (m) => {
          if (m?.sender !== 'agent' || m.content !== text) return;
          clearTimeout(t);
          v.socket.off('message', onMessage);
          resolve(performance.now());
        };
        v.socket.on('message', onMessage);
      });
      received.catch(() => {});
      const started = performance.now();
      try {
        await post(base, `/api/admin/chats/${v.chatId}/messages`, cookie, { message: text });
        latencies.push((await received) - started);
      } catch (e) {
        failures += 1;
        if (failures <= 3) console.log(`  reply ${i + 1}: ${e.message}`);
      }
    }
    loadAfter = os.loadavg();
    await sleep(500);
    console.log(`live inbox heard ${inboxEvents} of ${MESSAGES} replies`);
  } finally {
    stop();
    await sleep(1000);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error('drop failed', e.message));
    await admin.end();
  }

  latencies = latencies.sort((a, b) => a - b);
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  const load = (l) => l.map((x) => x.toFixed(2)).join(' / ');
  console.log(`\nnode ${process.version}, ${os.cpus().length} CPU(s), loopback; ${VISITORS} visitors connected, ${MESSAGES} lawyer replies\n`);
  console.log('| visitors connected | replies received | failed | p50 send->receive ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| ${VISITORS} | ${latencies.length} | ${failures} | ${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 95))} | ${fmt(percentile(latencies, 99))} | ${fmt(latencies.at(-1))} |`);
  console.log(`\nos.loadavg() 1/5/15 min: before ${load(loadBefore)}, after ${load(loadAfter)}`);
  const errorLines = fs.existsSync(backendLog) ? fs.readFileSync(backendLog, 'utf8').split('\n').filter((l) => l.includes('"level":"error"')).length : 0;
  console.log(`backend error log lines: ${errorLines} (${backendLog})`);
  process.exit(failures ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
