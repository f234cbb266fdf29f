import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BackendProcess, ensureBackendBuilt } from '../helpers/backend-process';
import { adminCookie, api, testDatabaseUrl } from '../helpers/test-app';
import { RecordingClient, registerUser } from '../helpers/chat-client';
import { freePort } from '../helpers/ports';

const root = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(root, 'backend/dist/backend/src/main.js');

// Personal data the conversation carries: none of it may reach the log.
const NAME = 'Зоряна Приклад';
const PHONE = '+380671112233';
const TEXTS = ['Мене звільнили з роботи без попередження', 'Працювала у Житомирі три роки'];
const METRICS_TOKEN = 'metrics-token-for-tests-0001';

/** `name{labels} value` lines of a Prometheus text answer, summed per metric name and label filter. */
function sample(metrics: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of metrics.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const ls = m[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => ls.includes(`${k}="${v}"`))) sum += Number(m[3]);
  }
  return sum;
}

describe('the operator kit on a real backend process: one JSON log format without personal data, metrics', () => {
  let backend: BackendProcess;
  let before: string;
  let after: string;
  let scrape: { status: number; type: string | null };
  let lines: Array<Record<string, unknown>>;

  const metrics = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${backend.url}/api/metrics`, { headers });
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
  };

  beforeAll(async () => {
    ensureBackendBuilt();
    const llmPort = await freePort(); // nothing listens: every model call fails and the scripted assistant answers
    backend = await BackendProcess.start(await freePort(), {
      DATABASE_URL: testDatabaseUrl(),
      LOG_LEVEL: 'debug',
      ASSISTANT_TYPING_DELAY_MS: '0',
      LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
      METRICS_TOKEN,
    });
    before = (await metrics()).text;

    // A chat conversation...
    const userId = await registerUser(backend.url, NAME, PHONE);
    const visitor = await RecordingClient.connect(backend.url);
    visitor.socket.emit('user_connect', { userId });
    await visitor.waitFor('session_created');
    for (const text of TEXTS) await visitor.say(userId, text);
    visitor.close();
    // ...and an admin at work.
    const cookie = await adminCookie(backend.url, '10.44.0.1');
    const list = await api(backend.url, 'GET', `/api/admin/chats?status=all&search=${encodeURIComponent(NAME)}`, undefined, { cookie });
    expect(list.status).toBe(200);
    const chatId = list.body.data.chats[0].id;
    expect((await api(backend.url, 'GET', `/api/admin/chats/${chatId}/messages`, undefined, { cookie })).status).toBe(200);
    expect((await api(backend.url, 'POST', `/api/admin/chats/${chatId}/update-comment`, { comment: `Передзвонити ${NAME} на ${PHONE}` }, { cookie })).status).toBe(200);
    expect((await api(backend.url, 'GET', '/api/admin/chats/abc/messages', undefined, { cookie })).status).toBe(400);

    await new Promise((r) => setTimeout(r, 200)); // the disconnect line
    const last = await metrics();
    after = last.text;
    scrape = { status: last.status, type: last.type };
    await backend.kill('SIGTERM');
    lines = backend.log
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return { unparsed: l };
        }
      });
  }, 90_000);
  afterAll(() => backend?.kill('SIGKILL'));

  it('writes every line as one JSON object with level, time and message', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((l) => 'unparsed' in l)).toEqual([]);
    for (const l of lines) {
      expect(typeof l.level).toBe('string');
      expect(typeof l.msg).toBe('string');
      expect(new Date(String(l.time)).toISOString()).toBe(l.time);
    }
    // Nest's own lines come through the same logger.
    expect(lines.some((l) => l.source === 'nest' && l.msg === 'Nest application successfully started')).toBe(true);
  });

  it('gives HTTP lines their request id and socket lines their socket id', () => {
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(4);
    for (const r of requests) expect(r.requestId).toEqual(expect.stringMatching(/^[\w.-]{8,64}$/));
    expect(requests).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'GET', route: '/api/admin/chats/:id/messages', status: 200 })]));
    const stored = lines.filter((l) => l.msg === 'chat message stored');
    expect(stored).toHaveLength(2);
    for (const s of stored) expect(s.socketId).toEqual(expect.any(String));
    expect(lines.some((l) => l.msg === 'chat socket connected' && l.socketId)).toBe(true);
    expect(lines.some((l) => l.msg === 'chat socket disconnected' && l.socketId)).toBe(true);
    // The failed model call is logged with its reason, as a warning of that socket's reply.
    expect(lines.some((l) => l.level === 'warn' && String(l.msg).startsWith('llm assistant failed'))).toBe(true);
  });

  it('writes no name, phone, message text or client address', () => {
    const log = backend.log;
    const phoneDigits = PHONE.slice(1);
    for (const secret of [NAME, ...NAME.split(' '), PHONE, phoneDigits, phoneDigits.slice(3), ...TEXTS, 'Житомир', '10.77.', '10.44.0.1']) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });

  it('serves Prometheus text to a loopback scrape', () => {
    expect(scrape.status).toBe(200);
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts the conversation: messages stored and answered, reply time, sockets, HTTP routes, outside calls', () => {
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('chat_messages_stored_total')).toBe(2);
    expect(moved('chat_messages_answered_total')).toBeGreaterThanOrEqual(2);
    expect(moved('assistant_reply_seconds_count', { outcome: 'stored' })).toBeGreaterThanOrEqual(2);
    expect(moved('outside_service_calls_total', { service: 'llm', outcome: 'error' })).toBeGreaterThanOrEqual(2);
    expect(moved('http_request_duration_seconds_count', { route: '/api/admin/chats/:id/messages', status: '200' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { route: '/api/admin/chats/:id/messages', status: '400' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { route: '/api/users', method: 'POST', status: '201' })).toBe(1);
    expect(after).toContain('socketio_connections{namespace="/chat"} 0');
    expect(after).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
    expect(after).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });

  it('the Grafana dashboard in deploy/ asks only for series the backend exports', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana-dashboard.json'), 'utf8'));
    const exprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.map((t) => t.expr));
    const names = new Set(exprs.flatMap((e) => [...e.matchAll(/\b([a-z_]+(?:_total|_seconds|_bucket|_count|_bytes|_connections|_p99_seconds))\{/g)].map((m) => m[1])));
    expect(names.size).toBeGreaterThan(8);
    for (const name of names) expect([name, new RegExp(`^${name}[{ ]`, 'm').test(after)]).toEqual([name, true]);
  });
});

describe('metrics access', () => {
  let backend: BackendProcess;
  beforeAll(async () => {
    ensureBackendBuilt();
    backend = await BackendProcess.start(await freePort(), { DATABASE_URL: testDatabaseUrl(), METRICS_TOKEN });
  }, 60_000);
  afterAll(() => backend?.kill('SIGKILL'));

  it('refuses a scrape that came through a proxy, unless it brings METRICS_TOKEN', async () => {
    const get = (headers: Record<string, string>) => fetch(`${backend.url}/api/metrics`, { headers }).then((r) => r.status);
    expect(await get({})).toBe(200);
    expect(await get({ 'x-forwarded-for': '203.0.113.9' })).toBe(403);
    expect(await get({ forwarded: 'for=203.0.113.9' })).toBe(403);
    expect(await get({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer wrong-token-of-the-same-len' })).toBe(403);
    expect(await get({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
  });
});

// Every kind of refusal is checked in config/settings.spec.ts; here the real process shows it is one line and exit 1.
describe('an invalid setting stops the start with one line', () => {
  beforeAll(() => ensureBackendBuilt());

  it.each([
    ['IMAP_TLS', 'yes', 'IMAP_TLS="yes" is not allowed: true or false'],
    ['IMAP_PORT', '1.5', 'IMAP_PORT="1.5" is not allowed: an integer from 1 to 65535'],
    ['LLM_BASE_URL', 'localhost:11434', 'LLM_BASE_URL="localhost:11434" is not allowed: an absolute http/https URL'],
    ['MAILBOX_TEMPLATE', 'docs@example.com', 'MAILBOX_TEMPLATE="docs@example.com" is not allowed: an e-mail address containing {userId}, e.g. docs+{userId}@example.com'],
  ])('%s=%s', (name, value, message) => {
    const res = spawnSync(process.execPath, [MAIN], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: testDatabaseUrl(), DATA_DIR: '/tmp/law-test-data', [name]: value },
    });
    expect(res.status).toBe(1);
    const out = `${res.stdout}${res.stderr}`.trim().split('\n');
    expect(out).toHaveLength(1);
    const line = JSON.parse(out[0]);
    expect(line).toMatchObject({ level: 'fatal', msg: `Помилка конфігурації: ${message}` });
  });
});
