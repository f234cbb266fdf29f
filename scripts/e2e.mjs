#!/usr/bin/env node
// Browser tests of the composed product: builds what is stale, gives the server a fresh database
// (a new database on DATABASE_URL's server, or a fresh embedded PostgreSQL), runs Playwright in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build();

const env = { ...process.env };
env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
let dropDb;
if (process.env.DATABASE_URL) {
  const name = `law_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await c.end();
  };
} else {
  env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'law-e2e-'));
}
env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'law-e2e-'));

const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const res = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
await dropDb?.();
fs.rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
process.exit(res.status ?? 1);
