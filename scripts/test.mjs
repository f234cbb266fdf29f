#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, integration (real PostgreSQL), and browser tests (real Chromium).
// PostgreSQL: DATABASE_URL's server when set (a fresh database per run), otherwise an embedded one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'law-test-'));

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${res.status === 0 ? 'OK' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return res.status === 0;
}

/** Debian packages the tests need: Chromium for the browser tests, Dovecot as the real IMAP server. */
function ensureSystemPackages() {
  const wanted = [
    { bin: chromium, pkg: 'chromium' },
    { bin: '/usr/sbin/dovecot', pkg: 'dovecot-imapd' },
  ].filter((w) => !fs.existsSync(w.bin));
  if (wanted.length === 0) return;
  const pkgs = wanted.map((w) => w.pkg);
  if (!isRoot) {
    console.error(`Потрібні пакети: ${pkgs.join(' ')}. Встановіть: sudo apt-get install -y ${pkgs.join(' ')}`);
    process.exit(1);
  }
  console.log(`Встановлення ${pkgs.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const res = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const jestResult = (file) => {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
};

ensureSystemPackages();
const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--forceExit'];
const steps = [];
steps.push(run('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.json']));
steps.push(run('lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '.']));
steps.push(run('unit', process.execPath, [...jest, '--selectProjects', 'unit', '--json', `--outputFile=${tmp}/unit.json`]));
steps.push(run('integration', process.execPath, [...jest, '--selectProjects', 'integration', '--runInBand', '--json', `--outputFile=${tmp}/integration.json`]));
steps.push(run('e2e (Chromium)', process.execPath, ['scripts/e2e.mjs', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e.json` }));

const unit = jestResult(`${tmp}/unit.json`);
const integration = jestResult(`${tmp}/integration.json`);
let e2e = { passed: 0, failed: 1 };
try {
  const s = JSON.parse(fs.readFileSync(`${tmp}/e2e.json`, 'utf8')).stats;
  e2e = { passed: s.expected + (s.flaky ?? 0), failed: s.unexpected };
} catch {
  /* no report: counted as a failure */
}
const passed = unit.passed + integration.passed + e2e.passed;
// typecheck and lint count as one test each.
const gateFailures = steps.slice(0, 2).filter((ok) => !ok).length;
const failed = unit.failed + integration.failed + e2e.failed + gateFailures;
console.log(`\nunit ${unit.passed}/${unit.passed + unit.failed}, integration ${integration.passed}/${integration.passed + integration.failed}, e2e ${e2e.passed}/${e2e.passed + e2e.failed}`);
const allOk = steps.every(Boolean);
console.log(`tests: ${passed + 2 - gateFailures} passed, ${allOk ? 0 : Math.max(failed, 1)} failed`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(allOk ? 0 : 1);
