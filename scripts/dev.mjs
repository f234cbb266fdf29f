#!/usr/bin/env node
// `npm run dev`: the backend (tsc --watch + restart) and every frontend on its own webpack dev server.
// The shell on :3001 talks to the remotes' dev servers through /remotes.json served by the backend with
// REMOTE_URL_* overrides pointing at them, so each remote is live-rebuilt on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  ['shell', 3001],
  ['mfe-landing', 3002],
  ['mfe-chat', 3003],
  ['mfe-admin-chats', 3004],
  ['mfe-admin-orders', 3005],
  ['mfe-admin-feedbacks', 3006],
];
await build();
const env = { ...process.env, NODE_ENV: 'development' };
for (const [app, port] of apps.slice(1)) env[`REMOTE_URL_${app.toUpperCase().replace(/-/g, '_')}`] = `http://localhost:${port}/mf-manifest.json`;

const children = [];
const start = (name, cmd, args, extraEnv = {}) => {
  const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  child.stdout.on('data', (d) => process.stdout.write(String(d).replace(/^/gm, prefix)));
  child.stderr.on('data', (d) => process.stderr.write(String(d).replace(/^/gm, prefix)));
  children.push(child);
};

start('tsc', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
start('backend', process.execPath, ['--watch-path=backend/dist', 'backend/dist/backend/src/main.js']);
for (const [app] of apps) start(app, process.execPath, ['node_modules/webpack/bin/webpack.js', 'serve', '--config', `${app}/webpack.config.js`, '--mode', 'development']);

console.log('Dev: shell http://localhost:3001 (API and sockets proxied to the backend on :3000); remotes on :3002-3006.');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
