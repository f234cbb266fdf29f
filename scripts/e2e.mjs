#!/usr/bin/env node
// Browser tests of the composed product: builds what is stale, gives the server a fresh database
// (a new database on DATABASE_URL's server, or a fresh embedded PostgreSQL), runs Playwright in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { freshDatabase } from './lib/fresh-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build();

const db = await freshDatabase('law-e2e');
const env = { ...process.env, E2E_DATA_DIR: db.dataDir };
if (db.databaseUrl) env.E2E_DATABASE_URL = db.databaseUrl;
env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
// Remotes-map overrides the server re-reads on every request: tests swap or break one remote through it.
env.E2E_REMOTES_MAP_FILE = path.join(db.dataDir, 'remotes-override.json');
fs.writeFileSync(env.E2E_REMOTES_MAP_FILE, '{}');

const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const res = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
await db.cleanup();
process.exit(res.status ?? 1);
