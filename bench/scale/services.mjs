// The product's moving parts for the scale benchmark: a private Redis and backend instances of the built backend.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep, waitHttp } from '../lib/net.mjs';
import { benchBackendEnv } from '../lib/backend-env.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN_JS = path.join(root, 'backend/dist/backend/src/main.js');

/** Builds libs/contracts and the backend when their sources are newer than the last build (fast when fresh). */
export function buildBackend() {
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--only=contracts,backend'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0 || !fs.existsSync(MAIN_JS)) throw new Error('backend build failed (node scripts/build.mjs --only=contracts,backend)');
}

function hasCommand(name) {
  return spawnSync('bash', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

async function waitTcp(port, timeoutMs, alive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server on port ${port} exited while starting`);
    const ok = await new Promise((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

/**
 * A throw-away Redis for the Socket.IO adapter: the backend's adapter key ('law-socket.io') is fixed, so a shared
 * Redis would mix this run's fan-out with anyone else's. No persistence: nothing in it outlives the run.
 */
export async function startRedis(children, port) {
  if (!hasCommand('redis-server')) throw new Error('redis-server is not installed (Debian: apt-get install -y redis-server)');
  const entry = children.spawn('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no']);
  await waitTcp(port, 10_000, entry.alive);
  return { url: `redis://127.0.0.1:${port}`, entry };
}

/** One backend instance as deployed behind a proxy (README "Deployment"), with the benchmark's limits lifted. */
export async function startBackend(children, { name, port, databaseUrl, redisUrl, dataDir }) {
  const entry = children.spawn(name, process.execPath, [MAIN_JS], {
    cwd: root,
    env: benchBackendEnv({ port, databaseUrl, dataDir, redisUrl }),
  });
  await waitHttp(`http://127.0.0.1:${port}/api/health/ready`, 90_000, entry.alive);
  return { name, port, pid: entry.pid, entry };
}

/** Lines the backend logged at error level (JSON logs), for the report. */
export function errorLines(logFile) {
  if (!logFile || !fs.existsSync(logFile)) return 0;
  return fs.readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes('"level":"error"')).length;
}
