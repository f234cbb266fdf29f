#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the backend, which migrates the database
// (embedded PostgreSQL under .data/pg unless DATABASE_URL is set) and serves everything on PORT (3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build();
const child = spawn(process.execPath, [path.join(root, 'backend/dist/backend/src/main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
