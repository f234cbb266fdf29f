import fs from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  const db = globalThis.__TEST_DB__;
  if (db && !process.env.KEEP_TEST_DB) {
    const client = new pg.Client({ connectionString: db.adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`).catch(() => undefined);
    await client.end();
  }
  const embedded = globalThis.__EMBEDDED_PG__;
  if (embedded) {
    await embedded.server.stop();
    fs.rmSync(embedded.dir, { recursive: true, force: true });
  }
}
