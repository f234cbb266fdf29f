import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { LOGIN_THROTTLE } from '@law/contracts';
import { MIGRATIONS } from '../../src/database/migrations';
import { adminCookie, api, TEST_ADMIN_PASSWORD } from '../helpers/test-app';
import { BackendProcess, ensureBackendBuilt } from '../helpers/backend-process';
import { RecordingClient, registerUser, sleep } from '../helpers/chat-client';
import { freePort } from '../helpers/ports';
import { startRedis, type TestRedis } from '../helpers/redis-server';
import { ResendingVisitor } from '../helpers/resending-visitor';
import { TcpBalancer } from '../helpers/tcp-balancer';

/**
 * Two production backend processes (the tsc build, as deployed) on one PostgreSQL database and one Redis, behind a
 * TCP balancer that fails over like the shipped nginx config. They are started at the same moment on an empty
 * database, so they also prove that concurrent start-ups apply the migrations once.
 */
describe('two backend instances on one PostgreSQL and one Redis', () => {
  let redis: TestRedis;
  let db: InstanceType<typeof pg.Client>;
  let dbName: string;
  let env: Record<string, string>;
  const ports: number[] = [];
  const instances: BackendProcess[] = [];
  let balancer: TcpBalancer;
  let lbUrl: string;
  const visitors: Array<{ close(): void }> = [];

  const startInstance = async (i: number) => (instances[i] = await BackendProcess.start(ports[i], env));
  const conversation = async (userId: string) =>
    (await db.query(
      `SELECT m.author, m.message FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 ORDER BY m.id`,
      [userId],
    )).rows as Array<{ author: 'user' | 'agent'; message: string }>;

  beforeAll(async () => {
    ensureBackendBuilt();
    redis = await startRedis();
    const adminUrl = process.env.TEST_DATABASE_ADMIN_URL!;
    dbName = `law_scale_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    env = { DATABASE_URL: url.toString(), REDIS_URL: redis.url, ASSISTANT_TYPING_DELAY_MS: '1500' };
    ports.push(await freePort(), await freePort());
    await Promise.all([startInstance(0), startInstance(1)]);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    balancer = new TcpBalancer(ports);
    lbUrl = await balancer.start();
  }, 180_000);

  afterAll(async () => {
    visitors.forEach((v) => v.close());
    await balancer?.stop();
    await Promise.all(instances.map((p) => p.kill('SIGKILL')));
    await db?.end();
    redis?.stop();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL! });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('applied every migration exactly once although both instances started together on an empty database', async () => {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    // Without the migration lock the loser fails ("already exists") and only Nest's connection retry hides it.
    for (const instance of instances) expect(instance.log).not.toMatch(/already exists|Unable to connect to the database|QueryFailedError/);
  });

  it('delivers the assistant reply to the visitor\'s tabs on both instances', async () => {
    const userId = await registerUser(instances[0].url);
    const tabA = await RecordingClient.connect(instances[0].url);
    const tabB = await RecordingClient.connect(instances[1].url);
    visitors.push(tabA, tabB);
    tabA.socket.emit('user_connect', { userId });
    tabB.socket.emit('user_connect', { userId });
    expect(await tabB.waitFor('session_created')).toEqual(await tabA.waitFor('session_created'));
    await sleep(200); // the room subscription reaches Redis
    const { reply } = await tabA.say(userId, 'Мені не виплатили зарплату за два місяці');
    expect(await tabB.waitFor('message', (m) => m.sender === 'assistant')).toEqual(reply);
    expect(await tabB.waitFor('message', (m) => m.sender === 'user')).toMatchObject({ content: 'Мені не виплатили зарплату за два місяці' });
  });

  it('accepts a session made on one instance on the other, and a logout on the other ends it everywhere', async () => {
    const cookie = await adminCookie(instances[0].url, '10.9.0.1');
    expect((await api(instances[1].url, 'GET', '/api/admin/chats', undefined, { cookie })).status).toBe(200);
    expect((await api(instances[1].url, 'POST', '/api/admin/logout', undefined, { cookie })).status).toBe(200);
    expect((await api(instances[0].url, 'GET', '/api/admin/chats', undefined, { cookie })).status).toBe(401);
  });

  it('counts login failures of one address across both instances', async () => {
    const ip = { 'x-forwarded-for': '10.9.0.2' };
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await api(instances[i % 2].url, 'POST', '/api/admin/login', { password: `wrong-${i}` }, ip)).status).toBe(401);
    }
    for (const instance of instances) {
      expect((await api(instance.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, ip)).status).toBe(429);
    }
  });

  it('counts registrations of one address across both instances (the per-IP limit holds wherever requests land)', async () => {
    const ip = { 'x-forwarded-for': '10.9.0.4' };
    const register = (i: number) => api(instances[i % 2].url, 'POST', '/api/users', { name: `Клієнт ${i}`, phone: '+380501234567' }, ip);
    const statuses = await Promise.all(Array.from({ length: 14 }, (_, i) => register(i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE name LIKE 'Клієнт %'`);
    expect(rows[0].n).toBe(10);
  });

  it('on SIGTERM finishes the reply in flight, says server_restarting, exits 0; the visitor goes on with the other instance', async () => {
    balancer.prefer(0);
    const userId = await registerUser(lbUrl, 'Тарас');
    const v = new ResendingVisitor(lbUrl, userId);
    visitors.push(v);
    await v.until('connect', () => v.socket.connected);
    const id = v.send('Сусід затопив мою квартиру');
    await v.until('ack', () => v.acked.has(id));
    await v.until('typing', () => v.events.includes('typing')); // instance 0 is writing the reply (1.5 s delay)
    const exit = await instances[0].kill('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(v.events).toContain('server_restarting');
    expect(v.events.indexOf('message')).toBeLessThan(v.events.indexOf('server_restarting')); // the reply came first
    expect(v.replies.size).toBe(1);

    await v.until('reconnect', () => v.connections === 2 && v.socket.connected);
    await v.say('Він відмовляється платити за ремонт');
    expect((await conversation(userId)).map((r) => r.author)).toEqual(['user', 'agent', 'user', 'agent']);
    await startInstance(0);
  }, 60_000);

  it('on SIGTERM refuses new connections but answers a request already in flight, with the database still open', async () => {
    const body = JSON.stringify({ name: 'Остап', phone: '+380631234567' });
    const req = httpRequest(`${instances[0].url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': '10.9.0.3' },
    });
    const response = new Promise<{ status?: number; body: any }>((resolve, reject) => {
      req.on('response', (res) => {
        let raw = '';
        res.on('data', (c) => (raw += c));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(raw) }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 12)); // headers and part of the body: the request is in flight
    await sleep(300);
    const exited = instances[0].kill('SIGTERM');
    await sleep(500);
    await expect(fetch(`${instances[0].url}/api/health/live`)).rejects.toThrow();
    req.end(body.slice(12));
    const answer = await response;
    expect(answer.status).toBe(201);
    expect(await exited).toEqual({ code: 0, signal: null });
    const { rows } = await db.query('SELECT name FROM users WHERE id = $1', [answer.body.data.id]);
    expect(rows).toEqual([{ name: 'Остап' }]);
    await startInstance(0);
  }, 60_000);

  it('loses and doubles nothing when instances are killed mid-conversation (before the ack, and before the reply)', async () => {
    balancer.prefer(0);
    const userId = await registerUser(lbUrl, 'Ганна');
    const v = new ResendingVisitor(lbUrl, userId);
    visitors.push(v);
    const said: string[] = [];
    const say = async (text: string) => {
      said.push(text);
      await v.say(text);
    };
    await v.until('connect', () => v.socket.connected);
    await say('Мене звільнили з роботи без попередження');

    // 1. Killed right after the message left the browser: stored or not, it is resent to instance 1 and stored once.
    said.push('Це сталося у Києві минулого місяця');
    v.send(said.at(-1)!);
    await instances[0].kill('SIGKILL');
    await v.until('the reply to the resent message', () => v.replies.size === 2, 30_000);
    expect(v.connections).toBe(2);
    await startInstance(0);

    // 2. Killed after the message was stored and acknowledged, while the assistant was "typing": the other
    //    instance answers it when the visitor reconnects.
    const mark = v.events.length;
    const id = v.send('Роботодавець не виплатив розрахунок');
    said.push('Роботодавець не виплатив розрахунок');
    await v.until('ack', () => v.acked.has(id));
    await v.until('typing', () => v.events.slice(mark).includes('typing'));
    await instances[1].kill('SIGKILL');
    await v.until('the reply after the crash', () => v.replies.size === 3, 30_000);
    expect(v.connections).toBe(3);
    await startInstance(1);
    await say('Що мені робити?');

    const rows = await conversation(userId);
    expect(rows.filter((r) => r.author === 'user').map((r) => r.message)).toEqual(said);
    expect(rows.map((r) => r.author)).toEqual(said.flatMap(() => ['user', 'agent']));
    expect(v.refusals).toEqual([]);
    expect(v.replies.size).toBe(said.length);
  }, 120_000);
});
