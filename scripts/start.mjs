#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the backend, which migrates the database
// (embedded PostgreSQL under .data/pg unless DATABASE_URL is set) and serves everything on PORT (3000).
// Its own lines have the backend's log shape (one JSON object: level, time, pid, msg); LOG_FORMAT=pretty prints text.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pretty = process.env.LOG_FORMAT?.trim() === 'pretty';
function log(level, msg, fields = {}) {
  const stream = level === 'error' ? process.stderr : process.stdout;
  if (pretty) stream.write(`[start] ${level.toUpperCase()}: ${msg}${fields.err ? `\n${fields.err.stack}` : ''}\n`);
  else stream.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, source: 'start', msg, ...fields })}\n`);
}

try {
  await build({ log: (msg) => log('info', msg) });
} catch (e) {
  log('error', 'build failed', { err: { type: e?.name ?? 'Error', message: String(e?.message ?? e), stack: String(e?.stack ?? e) } });
  process.exit(1);
}
const child = spawn(process.execPath, [path.join(root, 'backend/dist/backend/src/main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  // A failing backend has said why in its own last line (e.g. one configuration line); only a kill is news here.
  if (signal) log('error', 'backend killed', { signal });
  process.exit(code ?? (signal ? 1 : 0));
});
