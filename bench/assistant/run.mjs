// npm run eval:assistant [-- --llm] [-- --only=fam-01,lab-02] [-- --set=tuning]
// Drives the corpus through the real gateway and prints accuracy per field and behaviour, tuning set and held-out
// fifth apart. Uses DATABASE_URL when set (a fresh database is created on it), else an embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
if (args.includes('--llm')) {
  if (!process.env.LLM_BASE_URL) {
    console.error('--llm needs LLM_BASE_URL (and LLM_MODEL, LLM_API_KEY) of an OpenAI-compatible endpoint');
    process.exit(2);
  }
  env.EVAL_LLM = '1';
}
const only = args.find((a) => a.startsWith('--only='));
if (only) env.EVAL_ONLY = only.slice('--only='.length);
if (args.includes('--set=tuning')) env.EVAL_SET = 'tuning';
const r = spawnSync('npx', ['jest', '--config', 'bench/assistant/jest.config.mjs', '--runInBand', '--silent=false'], { cwd: root, env, stdio: 'inherit' });
process.exit(r.status ?? 1);
