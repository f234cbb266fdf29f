// Where the CPU went during a measured interval: each instance, nginx (master + workers), Redis, the PostgreSQL
// processes serving the benchmark's database, the load generator itself, and the rest of the machine (kernel work
// for loopback TCP, PostgreSQL's background writers, anything else running). Shares are of ONE core; the machine's
// busy share and the steal share (CPU the hypervisor gave to other VMs) are of all cores.
import os from 'node:os';
import { cpuSeconds, machineCpu } from '../lib/proc.mjs';

const cpuOrZero = (pid) => {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0; // the process ended
  }
};
const sum = (pids) => pids.reduce((s, pid) => s + cpuOrZero(pid), 0);

const PG_SAMPLE_MS = 250;

/**
 * CPU of the PostgreSQL processes serving the database. The instances' pools open and close connections as load
 * changes (node-postgres closes one idle for 10 s), and a process that has ended can no longer be read, so they are
 * sampled: an ended connection counts up to its last sample, one opened during the interval counts whole.
 */
async function sampledPostgres(db) {
  const seen = new Map(); // pid -> { first, last }
  const sample = async () => {
    for (const pid of await db.serverPids()) {
      const t = cpuOrZero(pid);
      const s = seen.get(pid);
      if (s) s.last = Math.max(s.last, t);
      else seen.set(pid, { first: sampledOnce ? 0 : t, last: t });
    }
  };
  let sampledOnce = false;
  await sample();
  sampledOnce = true;
  let pending = Promise.resolve();
  const timer = setInterval(() => (pending = pending.then(sample, sample)), PG_SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    await pending;
    await sample();
    return { seconds: [...seen.values()].reduce((s, x) => s + x.last - x.first, 0), connections: seen.size };
  };
}

export async function startCpuAccount({ instances, nginx, redisPid, db }) {
  const nginxPids = [nginx.pid, ...nginx.workers];
  const finishPostgres = await sampledPostgres(db);
  const before = { instances: instances.map((x) => cpuOrZero(x.pid)), nginx: sum(nginxPids), redis: cpuOrZero(redisPid), self: process.cpuUsage(), machine: machineCpu() };
  const started = performance.now();

  return async function finish() {
    const seconds = (performance.now() - started) / 1000;
    const pg = await finishPostgres();
    const self = process.cpuUsage(before.self);
    const machine = machineCpu();
    const instanceSeconds = instances.map((x, k) => cpuOrZero(x.pid) - before.instances[k]);
    const shares = Object.fromEntries([
      ...instances.map((x, k) => [x.name, instanceSeconds[k] / seconds]),
      ['nginx', (sum(nginxPids) - before.nginx) / seconds],
      ['redis', (cpuOrZero(redisPid) - before.redis) / seconds],
      ['PostgreSQL', pg.seconds / seconds],
      ['load generator', (self.user + self.system) / 1e6 / seconds],
    ]);
    const ticks = machine.total - before.machine.total;
    const machineBusy = (machine.busy - before.machine.busy) / ticks;
    const steal = (machine.steal - before.machine.steal) / ticks;
    const attributed = Object.values(shares).reduce((a, b) => a + b, 0);
    shares['rest of the machine'] = Math.max(0, machineBusy * os.cpus().length - attributed);
    return { shares, machineBusy, steal, pgConnections: pg.connections, instanceCpuSeconds: instanceSeconds.reduce((a, b) => a + b, 0) };
  };
}
