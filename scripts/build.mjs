#!/usr/bin/env node
// Builds what is missing or stale: libs/contracts and the backend with tsc, every frontend with webpack.
// `--force` rebuilds everything. A stamp file in each dist/ records the newest source time it was built from.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const force = process.argv.includes('--force');
const argvOnly = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');

export const FRONTENDS = ['shell', 'mfe-landing', 'mfe-chat', 'mfe-admin-chats', 'mfe-admin-orders', 'mfe-admin-feedbacks'];

function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist' || base.startsWith('.')) return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else if (!/\.(spec|integration-spec)\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return newest;
}

function stale(distDir, sources) {
  const stamp = path.join(root, distDir, '.build-stamp');
  const newest = newestMtime(sources);
  if (force || !fs.existsSync(stamp)) return newest;
  return Number(fs.readFileSync(stamp, 'utf8')) < newest ? newest : 0;
}

const stampWrite = (distDir, time) => fs.writeFileSync(path.join(root, distDir, '.build-stamp'), String(time));
function tsc(project, capture) {
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], { cwd: root, stdio: capture ? 'pipe' : 'inherit', encoding: 'utf8' });
  } catch (e) {
    throw capture ? new Error(`tsc -p ${project} failed: ${e.stdout ?? ''}${e.stderr ?? ''}`) : e;
  }
}

/**
 * `only`: names to build (default: `--only=` of the command line, else everything). `log`: where progress lines go
 * (`npm start` passes its JSON logger; then compiler output is captured into the thrown error instead of printed).
 */
export async function build({ only = argvOnly, log } = {}) {
  const started = Date.now();
  const say = log ?? ((msg) => console.log(msg));
  const capture = Boolean(log);
  const shared = ['libs/contracts/src', 'package.json'];
  const want = (name) => !only || only.includes(name);

  let t = want('contracts') && stale('libs/contracts/dist', ['libs/contracts/src', 'libs/contracts/tsconfig.build.json']);
  if (t) {
    say('• збірка libs/contracts');
    tsc('libs/contracts/tsconfig.build.json', capture);
    stampWrite('libs/contracts/dist', t);
  }
  t = want('backend') && stale('backend/dist', ['backend/src', 'backend/tsconfig.build.json', 'backend/package.json', ...shared]);
  if (t) {
    say('• збірка backend');
    // Only a forced build starts clean: a failed incremental build must not take a running server's files away.
    if (force) fs.rmSync(path.join(root, 'backend/dist'), { recursive: true, force: true });
    tsc('backend/tsconfig.build.json', capture);
    stampWrite('backend/dist', t);
  }

  const todo = [];
  for (const app of FRONTENDS.filter(want)) {
    const time = stale(`${app}/dist`, [`${app}/src`, `${app}/webpack.config.js`, `${app}/package.json`, 'libs/ui/src', 'libs/build', 'types', ...shared]);
    if (time) todo.push({ app, time });
  }
  if (todo.length) {
    say(`• збірка фронтендів: ${todo.map((x) => x.app).join(', ')}`);
    const webpack = require('webpack');
    // A remote that owns server HTML returns two configs (browser + its server half): flatten.
    const configs = todo.flatMap(({ app }) => require(path.join(root, app, 'webpack.config.js'))({}, { mode: 'production' }));
    await new Promise((resolve, reject) => {
      webpack(configs, (err, stats) => {
        if (err) return reject(err);
        const info = stats.toString({ colors: false, all: false, errors: true, warnings: false, errorDetails: true });
        if (stats.hasErrors()) return reject(new Error(info));
        resolve();
      });
    });
    for (const { app, time } of todo) stampWrite(`${app}/dist`, time);
  }
  say(`Збірка готова за ${((Date.now() - started) / 1000).toFixed(1)} с`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
