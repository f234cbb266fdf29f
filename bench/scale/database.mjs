// The benchmark's own database on DATABASE_URL's server, dropped at the end, and the bulk seed of idle visitors.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './services.mjs';

const pg = createRequire(path.join(root, 'backend/package.json'))('pg');

export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped;
  return {
    url: url.toString(),
    /** Pids of the PostgreSQL server processes serving this database's connections (to read their CPU time). */
    serverPids: async () => (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((r) => r.pid),
    drop: () =>
      (dropped ??= admin
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch((e) => console.error(`dropping ${name} failed: ${e.message}`))
        .finally(() => admin.end().catch(() => {}))),
  };
}

/**
 * Registers `count` visitors in SQL, each with an open chat, and returns their ids. Registering 20k visitors over
 * HTTP would take minutes and is not what this phase measures (the load phases do go through POST /api/users).
 * The rows are what POST /api/users and the first user_connect would write: a UUID v4 id, a name, a +380 phone,
 * the client IP, and one unfinished chat, so user_connect only reads and joins the visitor's room.
 */
export async function seedIdleVisitors(databaseUrl, count) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query(
      `WITH u AS (
         INSERT INTO users (id, name, phone, user_ip)
         SELECT gen_random_uuid(), 'Відвідувач ' || g, '+380' || (700000000 + g), '127.0.0.1' FROM generate_series(1, $1) g
         RETURNING id)
       INSERT INTO chats (user_id) SELECT id FROM u RETURNING user_id`,
      [count],
    );
    return rows.map((r) => r.user_id);
  } finally {
    await c.end();
  }
}
