// Idle connections within 1 GiB: registered visitors' websockets (connected, announced, then silent) are opened
// against ONE instance in steps, and the instance's resident memory is read from /proc after each step. The slope
// of RSS over connections is the memory one idle visitor costs; 1 GiB minus the fitted baseline, divided by it, is
// how many idle visitors one instance holds within 1 GiB.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { establishedOnPort, openFds, openFilesLimit, rssBytes } from '../lib/proc.mjs';
import { sleep } from '../lib/net.mjs';
import { linearFit } from '../lib/stats.mjs';
import { seedIdleVisitors } from './database.mjs';

const GIB = 2 ** 30;
const SETTLE_MS = 3_000;
// Descriptors the instance needs besides those open at start (PostgreSQL pool growth, log files, accepts in flight).
const FD_RESERVE = 100;
// Sockets per client process, well under any open-files limit the client processes get.
const PER_CLIENT = 5_000;
const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'idle-client.mjs');

function ask(entry, message) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`idle client ${entry.pid} exited (${code})`));
    entry.child.once('exit', onExit);
    entry.child.once('message', (reply) => {
      entry.child.off('exit', onExit);
      resolve(reply);
    });
    entry.child.send(message);
  });
}

export async function runIdlePhase({ children, instance, databaseUrl, idleMax, step, sources, concurrency, budgetMs }) {
  const fdLimit = openFilesLimit(instance.pid);
  const target = Math.min(idleMax, fdLimit - openFds(instance.pid) - FD_RESERVE);
  const base = `http://127.0.0.1:${instance.port}`;
  console.log(`\n[idle connections] ${instance.name} alone (${base}, no proxy), up to ${target} idle visitors in steps of ${step}`);
  if (target < idleMax) console.log(`  capped at ${target}: the instance may open ${fdLimit} files (ulimit -n) and each connection holds one`);

  const seedStart = performance.now();
  const userIds = await seedIdleVisitors(databaseUrl, target);
  console.log(`  seeded ${userIds.length} visitors with an open chat each, in SQL, in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await sleep(SETTLE_MS);

  const steps = [{ connections: 0, established: establishedOnPort(instance.port), rssBytes: rssBytes(instance.pid), connectSeconds: 0 }];
  console.log(`  0 connections: RSS ${(steps[0].rssBytes / 2 ** 20).toFixed(1)} MiB`);
  const clients = [];
  let assigned = 0;
  /** Splits a batch over client processes, forking another one whenever the current one is full. */
  const assign = (batch) => {
    const parts = [];
    for (let i = 0; i < batch.length; ) {
      if (assigned >= clients.length * PER_CLIENT) clients.push(children.fork(`idle-client-${clients.length + 1}`, CLIENT));
      const room = clients.length * PER_CLIENT - assigned;
      const visitors = batch.slice(i, i + room);
      parts.push({ client: clients[clients.length - 1], visitors });
      assigned += visitors.length;
      i += visitors.length;
    }
    return parts;
  };

  let cursor = 0;
  let open = 0;
  let failed = 0;
  let firstError;
  let stopReason = `reached ${target} connections`;
  const started = Date.now();
  try {
    while (cursor < target) {
      if (Date.now() - started > budgetMs) {
        stopReason = `time budget of ${budgetMs / 1000} s used up`;
        break;
      }
      const batch = userIds.slice(cursor, Math.min(target, cursor + step)).map((userId, j) => ({ userId, localAddress: sources[(cursor + j) % sources.length] }));
      cursor += batch.length;
      const t0 = performance.now();
      const outcomes = await Promise.all(assign(batch).map(({ client, visitors }) => ask(client, { cmd: 'open', base, visitors, concurrency })));
      const connectSeconds = (performance.now() - t0) / 1000;
      const stepFailed = outcomes.reduce((s, o) => s + o.failed, 0);
      open += batch.length - stepFailed;
      failed += stepFailed;
      firstError ??= outcomes.find((o) => o.firstError)?.firstError;
      await sleep(SETTLE_MS);
      const point = { connections: open, established: establishedOnPort(instance.port), rssBytes: rssBytes(instance.pid), connectSeconds };
      steps.push(point);
      console.log(
        `  ${open} connections (${point.established} established on the port, ${stepFailed} failed, ${connectSeconds.toFixed(1)} s): RSS ${(point.rssBytes / 2 ** 20).toFixed(1)} MiB`,
      );
      if (stepFailed > batch.length / 100) {
        stopReason = `${stepFailed} of ${batch.length} connections failed in the last step (${firstError})`;
        break;
      }
      if (point.rssBytes >= GIB) {
        stopReason = 'RSS reached 1 GiB';
        break;
      }
    }
  } finally {
    for (const c of clients) if (c.alive()) c.child.send({ cmd: 'close' });
    await Promise.all(clients.map((c) => children.stop(c, 5_000)));
  }

  const fit = linearFit(steps.map((s) => [s.connections, s.rssBytes]));
  const last = steps[steps.length - 1];
  return {
    instance: instance.name,
    openFilesLimit: fdLimit,
    target,
    stopReason,
    failed,
    firstError,
    steps: steps.map((s) => ({ ...s, rssMiB: s.rssBytes / 2 ** 20 })),
    baselineRssMiB: steps[0].rssBytes / 2 ** 20,
    fittedBaselineMiB: fit.intercept / 2 ** 20,
    rssPerConnectionKiB: fit.slope / 1024,
    connectionsWithin1GiB: Math.floor((GIB - fit.intercept) / fit.slope),
    maxConnectionsHeld: last.connections,
    rssAtMaxMiB: last.rssBytes / 2 ** 20,
  };
}
