import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `node scripts/staff.mjs <args>` against a database, as staff would from a shell. */
export function staffScript(databaseUrl: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const res = spawnSync(process.execPath, ['scripts/staff.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: databaseUrl },
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** `add --name …` and the password it printed once. */
export function addStaff(databaseUrl: string, name: string): { id: number; password: string } {
  const res = staffScript(databaseUrl, 'add', '--name', name);
  if (res.status !== 0) throw new Error(`staff add failed: ${res.stderr}`);
  const id = Number(/#(\d+)/.exec(res.stdout)?.[1]);
  const password = /^\s+(\S+)\s*$/m.exec(res.stdout)?.[1];
  if (!id || !password) throw new Error(`unexpected output: ${res.stdout}`);
  return { id, password };
}
