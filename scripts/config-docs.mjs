#!/usr/bin/env node
// `npm run docs:config`: writes README's configuration table and `.env.example` from the one declaration of every
// environment variable (backend/src/config/settings.ts). `--check` only reports whether they are current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build({ only: ['contracts', 'backend'] });
const docs = await import(pathToFileURL(path.join(root, 'backend/dist/backend/src/config/settings-docs.js')).href);

const files = [
  [path.join(root, 'README.md'), (current) => docs.withConfigTable(current)],
  [path.join(root, '.env.example'), () => docs.renderEnvExample()],
];
const check = process.argv.includes('--check');
let stale = 0;
for (const [file, render] of files) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const next = render(current);
  if (next === current) continue;
  stale++;
  if (check) console.error(`${path.relative(root, file)} is not what settings.ts generates: run npm run docs:config`);
  else fs.writeFileSync(file, next);
}
if (check && stale) process.exit(1);
