import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminCookie, startTestApp, type TestApp } from '../helpers/test-app';
import { listRoutes, type AppRoute } from '../helpers/routes';
import { routeFields } from '../helpers/route-fields';
import { rawRequest } from '../helpers/raw-http';
import { seedChat } from '../helpers/admin-seed';
import { RecordingClient, registerUser } from '../helpers/chat-client';
import { ErrorCode, hasForbiddenCharacters, isErrorCode } from '@law/contracts';

/** The fixed corpus of bad values: wrong types, NUL and control characters, broken Unicode, huge, nested. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  3.5,
  '',
  ' ',
  'Іван\u0000',
  'a\u0007b',
  '\uD83D',
  '\uDE00x',
  '\u202Eвідгук\u202C',
  '😀'.repeat(3000),
  'я'.repeat(200_000),
  '1e3',
  '0x10',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  Array.from({ length: 24 }).reduce<unknown>((inner) => [inner], 'deep'),
];

const RAW_BODIES = [
  '{"a":',
  'not json',
  '[]',
  '"text"',
  '123',
  'null',
  '['.repeat(100_000),
  `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

const BAD_IDS = ['0', '-1', '1e3', '0x1', '99999999999999999999', 'abc', '%00', '%F0%9F', 'null', '1;DROP'];

/** Percent-encodes a value; a lone surrogate (which encodeURIComponent refuses) goes as the bytes a client would send. */
function encodeQuery(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%BD';
  }
}

/** A path with its parameters filled from real rows, so a request reaches as far as its handler would go. */
function concrete(route: AppRoute, ids: { chatId: number; userId: string }, badId?: string): string {
  return route.path
    .replace(/:userId\b/g, badId ?? ids.userId)
    .replace(/:(id|orderId|documentId|chatId|feedbackId)\b/g, badId ?? String(ids.chatId))
    .replace(/\*[A-Za-z]+/g, badId ?? 'x/y.pdf');
}

describe('fuzz: a fixed corpus of bad values to every endpoint and socket event', () => {
  let t: TestApp;
  let cookie: string;
  let routes: AppRoute[];
  let fields: ReturnType<typeof routeFields>;
  let ids: { chatId: number; userId: string };

  /** The next transaction id to be assigned: it moves only when a transaction wrote or locked a row. */
  const writeMark = async () => String((await t.db.query('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0].x);
  /** Whether any transaction that started since `mark` committed (a rolled-back lock or write leaves nothing). */
  const committedSince = async (mark: string) => {
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM generate_series($1::bigint, pg_snapshot_xmax(pg_current_snapshot())::text::bigint - 1) x
        WHERE pg_xact_status(x::text::xid8) = 'committed'`,
      [mark],
    );
    return n > 0;
  };

  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0', USER_REGISTRATION_RATE_LIMIT_PER_MINUTE: '100000', FEEDBACK_RATE_LIMIT_MAX: '100000' });
    cookie = await adminCookie(t.url, '10.60.0.1');
    routes = listRoutes(t.app);
    fields = routeFields(t.app);
    const seeded = await seedChat(t.db, { name: 'Фаззер', finished: true });
    ids = { chatId: seeded.chatId, userId: seeded.userId };
  });
  afterAll(() => t.close());

  it('answers every bad value with a 4xx (never a 5xx) and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (route: AppRoute, path: string, body: string | undefined, label: string) => {
      const headers: Record<string, string> = { 'x-forwarded-for': `10.61.${sent % 250}.${(sent >> 8) % 250}` };
      if (!route.public) headers.cookie = cookie;
      const before = await writeMark();
      const res = await rawRequest(t.url, route.method.toUpperCase(), path, { body, headers });
      sent += 1;
      if (res.status >= 500) failures.push(`${route.method.toUpperCase()} ${path} ${label} → ${res.status} ${res.body.slice(0, 100)}`);
      // A refused login is recorded on purpose (that is the throttle); nothing else writes when it refuses.
      if (res.status >= 400 && res.status < 500 && route.path !== '/api/admin/login' && (await committedSince(before))) {
        failures.push(`${route.method.toUpperCase()} ${path} ${label} → ${res.status} but wrote`);
      }
    };
    // Logging out would end the session the rest of the run uses.
    for (const route of routes.filter((r) => r.path !== '/api/admin/logout')) {
      const f = (route.handler && fields.get(route.handler)) || { body: [], query: [] };
      const path = concrete(route, ids);
      const hasBody = route.method !== 'get';
      for (const [i, value] of BAD_VALUES.entries()) {
        const json = JSON.stringify(value) ?? 'null';
        if (hasBody) {
          await send(route, path, json, `body=#${i}`);
          for (const field of f.body) await send(route, path, JSON.stringify({ [field]: value }), `${field}=#${i}`);
        }
        if (typeof value === 'string' && value.length < 5000) {
          const q = encodeQuery(value);
          for (const field of [...f.query, 'page']) await send(route, `${path}?${field}=${q}`, hasBody ? '{}' : undefined, `?${field}=#${i}`);
        }
      }
      if (hasBody) for (const [i, raw] of RAW_BODIES.entries()) await send(route, path, raw, `raw#${i}`);
      if (/:[A-Za-z]|\*/.test(route.path)) for (const bad of BAD_IDS) await send(route, concrete(route, ids, bad), hasBody ? '{}' : undefined, `id=${bad}`);
    }
    expect(sent).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);

  it('answers every bad socket payload with an error, never a server error, and stores nothing', async () => {
    const userId = await registerUser(t.url);
    const c = await RecordingClient.connect(t.url);
    try {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM messages'))[0].n;
      const payloads: unknown[] = [
        ...BAD_VALUES,
        ...BAD_VALUES.map((content) => ({ type: 'text', content, userId })),
        ...BAD_VALUES.map((u) => ({ type: 'text', content: 'Добрий день', userId: u })),
        ...BAD_VALUES.map((id) => ({ type: 'text', content: 'Добрий день', userId, clientMessageId: id })),
        { type: 'image', content: 'x', userId },
        // Past maxHttpBufferSize (64 KB) Socket.IO drops the connection by design; that is tested below.
      ].filter((p) => (JSON.stringify(p) ?? '').length < 60_000);
      for (const p of payloads) {
        const ack = await c.send(p);
        expect(ack.ok === false || ack.ok === true).toBe(true);
        if (!c.socket.connected) throw new Error(`dropped after message ${JSON.stringify(p)?.slice(0, 80)}`);
      }
      // Untyped on purpose: these events get payloads the typed event map would never allow.
      const rawEmit = (event: string, payload: unknown) => (c.socket as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
      for (const p of BAD_VALUES.filter((v) => (JSON.stringify(v) ?? '').length < 60_000)) {
        rawEmit('user_connect', p);
        rawEmit('new_consultation', p);
        await new Promise((r) => setTimeout(r, 20));
        if (!c.socket.connected) throw new Error(`dropped after user_connect ${JSON.stringify(p)?.slice(0, 80)}`);
      }
      for (const p of BAD_VALUES.filter((v) => (JSON.stringify(v) ?? '').length < 60_000)) rawEmit('typing', p);
      rawEmit('no_such_event', { a: 1 });
      await new Promise((r) => setTimeout(r, 300));
      const serverErrors = c.of('error').filter((e: { code: string }) => e.code === ErrorCode.Internal);
      expect(serverErrors).toEqual([]);
      // Every refusal names its code: the client branches on it, never on the text.
      expect(c.of('error').filter((e: { code?: unknown }) => !isErrorCode(e.code))).toEqual([]);
      expect(c.socket.connected).toBe(true);
      // Only the plain texts of the corpus ('1e3', '<script>…', …) are messages a visitor may send; nothing else.
      const rows: Array<{ message: string }> = await t.db.query(
        `SELECT m.message FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 AND m.author = 'user' ORDER BY m.id`,
        [userId],
      );
      const allowed = new Set(
        [...BAD_VALUES, 'Добрий день']
          .filter((v): v is string => typeof v === 'string')
          .map((v) => v.trim())
          .filter((v) => v !== '' && v.length <= 1500 && !hasForbiddenCharacters(v)),
      );
      for (const { message } of rows) {
        expect(allowed.has(message)).toBe(true);
        expect(hasForbiddenCharacters(message)).toBe(false);
        expect(message.length).toBeLessThanOrEqual(1500);
      }
      void before;
    } finally {
      c.close();
    }
  });

  it('drops a socket that sends a frame over the size limit, and keeps serving everyone else', async () => {
    const userId = await registerUser(t.url);
    const big = await RecordingClient.connect(t.url);
    const other = await RecordingClient.connect(t.url);
    try {
      big.socket.emit('message', { type: 'text', content: 'я'.repeat(200_000), userId });
      await new Promise((r) => setTimeout(r, 300));
      expect(big.socket.connected).toBe(false);
      const ack = await other.send({ type: 'text', content: 'Добрий день', userId });
      expect(ack.ok).toBe(true);
    } finally {
      big.close();
      other.close();
    }
  });
});
