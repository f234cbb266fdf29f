// Starts the built product (backend serving every frontend) on a loopback port with a fresh database,
// for benchmarks. Returns its base URL and a stop function that also drops the database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../scripts/build.mjs';
import { freshDatabase } from '../../scripts/lib/fresh-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function startProduct({ port, env = {} }) {
  await build();
  const db = await freshDatabase('law-bench');
  const server = spawn(process.execPath, ['backend/dist/backend/src/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: db.databaseUrl, DATA_DIR: db.dataDir, EMBEDDED_PG_PORT: String(port + 20000), LOG_LEVEL: 'warn', ...env },
    stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await db.cleanup();
    },
  };
}
