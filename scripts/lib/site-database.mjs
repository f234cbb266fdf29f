// The database an operator's script works on: DATABASE_URL, or the embedded PostgreSQL of `npm start` (started for
// the moment when the site is down). Used by scripts/staff.mjs and scripts/podcast-add.mjs.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'backend/package.json'));

/** A refusal the script prints in Ukrainian and exits 1 on (never a stack trace). */
export class CliError extends Error {}
export function fail(message) {
  throw new CliError(message);
}

function portOpen(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** `{ url, stop }`: stop() stops an embedded PostgreSQL this call started, and does nothing otherwise. */
export async function siteDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/lawfirm`;
  if (await portOpen(port)) return { url, stop: async () => undefined };
  const compiled = path.join(root, 'backend/dist/backend/src/database/embedded-postgres.js');
  if (!fs.existsSync(compiled)) fail('немає DATABASE_URL, а вбудована база ще не зібрана: спершу запустіть npm start');
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  const { startEmbeddedPostgres } = require(compiled);
  return startEmbeddedPostgres(path.resolve(dataDir, process.env.EMBEDDED_PG_DIR ?? 'pg'), port);
}

/** Runs the script's main: a refusal or a failure is one line in Ukrainian and exit code 1, never a stack trace. */
export async function runCli(main) {
  try {
    await main();
  } catch (e) {
    console.error(`Помилка: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
