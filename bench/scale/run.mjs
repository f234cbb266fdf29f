#!/usr/bin/env node
// Scale benchmark (issue 8): backend instances behind nginx with the shipped deploy/nginx.conf, Socket.IO fan-out
// through Redis. Phase A: one instance behind nginx; phase B: two. Then idle websockets against one instance until
// its open-files limit or 1 GiB RSS. Everything runs on loopback, as children of this process, stopped at the end.
//
//   node bench/scale/run.mjs [--visitors=400] [--messages=3] [--idle-max=20000] [--idle-step=2000]
//                            [--concurrency=100] [--sources=64]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin connection; creates/drops bench_scale_<pid>)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { MAX_MESSAGES } from '../lib/chat-visitor.mjs';
import { freePort, portOr } from '../lib/net.mjs';
import { openFilesLimit } from '../lib/proc.mjs';
import { Children } from './children.mjs';
import { createDatabase } from './database.mjs';
import { rerunWithRaisedFdLimit } from './fd-limit.mjs';
import { runIdlePhase } from './idle-phase.mjs';
import { runLoadPhase } from './load-phase.mjs';
import { assertNginxInstalled, NGINX_BIN, startNginx } from './nginx.mjs';
import { printReport, writeResults } from './report.mjs';
import { buildBackend, errorLines, root, startBackend, startRedis } from './services.mjs';
import { sourceAddresses } from './sources.mjs';

const WANT_OPEN_FILES = 200_000;
const IDLE_BUDGET_MS = 240_000;

function arg(name, fallback, max = Infinity) {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  const v = a ? Number(a.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return v;
}

async function main() {
  const opts = {
    visitors: arg('visitors', 400),
    messages: arg('messages', 3, MAX_MESSAGES),
    idleMax: arg('idle-max', 20_000),
    idleStep: arg('idle-step', 2_000),
    concurrency: arg('concurrency', 100),
    sources: arg('sources', 64, 254),
  };
  assertNginxInstalled();
  buildBackend();
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const startedAt = new Date().toISOString();
  const loadStart = os.loadavg().map((x) => x.toFixed(1));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  fs.chmodSync(dir, 0o755); // nginx workers run as nobody and use temp paths inside it
  const children = new Children(dir);
  const db = await createDatabase(adminUrl, `bench_scale_${process.pid}`);
  let cleaning;
  const cleanup = () => (cleaning ??= children.stopAll().then(() => db.drop()));
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      console.error(`\n${sig}: stopping the benchmark's processes`);
      cleanup().finally(() => process.exit(130));
    });
  }
  console.log(`logs and nginx configs: ${dir}`);

  const sources = sourceAddresses(opts.sources);
  const phases = [];
  let idle;
  const instances = [];
  try {
    const redis = await startRedis(children, await freePort());
    const ports = [await portOr(3001), await portOr(3002)];
    const listenPort = await portOr(8080);
    for (const [k, port] of ports.entries()) {
      const name = `instance${k + 1}`;
      instances.push(await startBackend(children, { name, port, databaseUrl: db.url, redisUrl: redis.url, dataDir: path.join(dir, `${name}-data`) }));
    }
    console.log(`instances on ${ports.join(', ')}; redis ${redis.url}; nginx on ${listenPort}`);

    for (const [k, phase] of [['A', 1], ['B', 2]].entries()) {
      const behind = instances.slice(0, phase[1]);
      const nginx = await startNginx(children, { dir, phase: phase[0], listenPort, upstreamPorts: behind.map((x) => x.port) });
      try {
        phases.push(
          await runLoadPhase({
            label: `${phase[0]}: ${behind.length} instance${behind.length > 1 ? 's' : ''}`,
            base: nginx.base,
            instances,
            upstreams: behind.map((x) => x.name),
            nginx,
            redisPid: redis.entry.pid,
            db,
            visitors: opts.visitors,
            messages: opts.messages,
            offset: k * opts.visitors,
            sources,
            concurrency: opts.concurrency,
          }),
        );
      } finally {
        await children.stop(nginx.entry);
      }
    }
    // The idle phase gets a fresh instance and the machine to itself: the load phases' instances are stopped.
    for (const x of instances) await children.stop(x.entry);
    const idleInstance = await startBackend(children, {
      name: 'instance-idle',
      port: await freePort(),
      databaseUrl: db.url,
      redisUrl: redis.url,
      dataDir: path.join(dir, 'idle-data'),
    });
    instances.push(idleInstance);
    idle = await runIdlePhase({
      children,
      instance: idleInstance,
      databaseUrl: db.url,
      idleMax: opts.idleMax,
      step: opts.idleStep,
      sources,
      concurrency: 2 * opts.concurrency,
      budgetMs: IDLE_BUDGET_MS,
    });
  } finally {
    await cleanup();
  }

  const nginxErrors = fs.existsSync(path.join(dir, 'nginx-error.log')) ? fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8').trim() : '';
  const context = {
    node: process.version,
    cpus: os.cpus().length,
    nginx: spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', ''), // -v prints to stderr
    loadStart,
    loadEnd: os.loadavg().map((x) => x.toFixed(1)),
    sources: opts.sources,
    openFilesLimit: openFilesLimit(),
  };
  printReport({ phases, idle, context });
  const backendErrors = Object.fromEntries(instances.map((x) => [x.name, errorLines(x.entry.log)]));
  console.log(`\nbackend error log lines: ${Object.entries(backendErrors).map(([k, v]) => `${k} ${v}`).join(', ')}; nginx error log: ${nginxErrors ? `\n${nginxErrors}` : 'empty'}`);
  const file = writeResults(path.join(root, 'bench/scale/results'), { startedAt, options: opts, context, phases, idle, backendErrors, nginxErrors, logs: dir });
  console.log(`results: ${path.relative(root, file)}`);
}

if (!rerunWithRaisedFdLimit(WANT_OPEN_FILES)) {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error(e instanceof Error ? e.stack : e);
      process.exit(1);
    },
  );
}
