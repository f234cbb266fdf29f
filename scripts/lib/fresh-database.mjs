// A fresh, empty database for a test or bench run: a new database on DATABASE_URL's server when set,
// otherwise a data folder for the backend's embedded PostgreSQL. Returns the env to give the server and a cleanup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function freshDatabase(prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  if (!process.env.DATABASE_URL) {
    return { databaseUrl: '', dataDir, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `${prefix.replace(/\W/g, '_')}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
