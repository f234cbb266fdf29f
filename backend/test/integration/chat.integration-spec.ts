import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { CHAT_DISCONNECT_PHRASE, CHAT_MESSAGE_MAX, CHAT_MESSAGES, DEFAULT_MAILBOX_TEMPLATE, ErrorCode, mailboxAddress } from '@law/contracts';
import { INVALID_USER_ID, USER_NOT_FOUND } from '../../src/modules/chat/dto/user-id-query.dto';
import { api, startTestApp, type TestApp } from '../helpers/test-app';
import { RecordingClient, registerUser, sleep } from '../helpers/chat-client';
import { freePort } from '../helpers/ports';
import { startRedis, type TestRedis } from '../helpers/redis-server';

const AGENT = { name: 'Олена', avatar: '/media/agent-avatar.svg' };

describe('visitor chat over Socket.IO with the scripted assistant', () => {
  let t: TestApp;
  const clients: RecordingClient[] = [];
  const connect = async () => {
    const c = await RecordingClient.connect(t.url);
    clients.push(c);
    return c;
  };
  const count = async (sql: string, params: unknown[]) => (await t.db.query(sql, params))[0].n as number;
  const messagesOf = (userId: string) =>
    count('SELECT count(*)::int AS n FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1', [userId]);

  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0' });
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  afterAll(() => t.close());

  it('shows the agent on plain connect, before the visitor registers', async () => {
    const c = await connect();
    expect(await c.waitFor('status')).toEqual(AGENT);
  });

  it('answers user_connect with status and the session of the one open chat', async () => {
    const userId = await registerUser(t.url);
    const c = await connect();
    c.socket.emit('user_connect', { userId });
    const { sessionId } = await c.waitFor('session_created');
    expect(c.of('status')).toHaveLength(2);
    const [chat] = await t.db.query('SELECT id FROM chats WHERE user_id = $1', [userId]);
    expect(sessionId).toBe(String(chat.id));
    const again = await connect();
    again.socket.emit('user_connect', { userId });
    expect(await again.waitFor('session_created')).toEqual({ sessionId });
    expect(await count('SELECT count(*)::int AS n FROM chats WHERE user_id = $1', [userId])).toBe(1);
  });

  it('answers on user_connect a visitor message left unanswered by a restart', async () => {
    const userId = await registerUser(t.url, 'Софія');
    const [chat] = await t.db.query('INSERT INTO chats (user_id) VALUES ($1) RETURNING id', [userId]);
    await t.db.query(`INSERT INTO messages (chat_id, author, message) VALUES ($1, 'user', 'Хочу оскаржити штраф за паркування')`, [chat.id]);
    const c = await connect();
    c.socket.emit('user_connect', { userId });
    expect(await c.waitFor('session_created')).toEqual({ sessionId: String(chat.id) });
    const reply = await c.waitFor('message', (m) => m.sender === 'assistant');
    expect(reply.content).toContain('Софіє');
    expect(reply.content).toContain('адміністративних штрафів');
  });

  it('refuses user_connect for an unknown or malformed user id, with the code unknown_user', async () => {
    const c = await connect();
    c.socket.emit('user_connect', { userId: '5f0c7a3e-1111-4222-8333-444455556666' });
    expect(await c.waitFor('error')).toEqual({ message: CHAT_MESSAGES.unknownUser, code: ErrorCode.UnknownUser });
    const from = c.events.length;
    c.socket.emit('user_connect', { userId: "1' OR '1'='1" } as never);
    expect(await c.waitFor('error', () => true, from)).toEqual({ message: CHAT_MESSAGES.unknownUser, code: 'unknown_user' });
    expect(c.of('session_created')).toHaveLength(0);
  });

  it('runs a whole intake conversation to the closing message and stores the document', async () => {
    const userId = await registerUser(t.url, 'Марія');
    const c = await connect();
    c.socket.emit('user_connect', { userId });
    await c.waitFor('session_created');

    const first = await c.say(userId, 'Добрий день');
    expect(first.reply.content).toContain('Маріє');
    expect(first.reply.content).toContain('Олена');
    const typingBefore = c.events.findIndex((e) => e.event === 'typing' && e.payload.isTyping === true);
    const replyAt = c.events.findIndex((e) => e.event === 'message' && e.payload.sender === 'assistant');
    expect(typingBefore).toBeGreaterThanOrEqual(0);
    expect(typingBefore).toBeLessThan(replyAt);
    await c.waitFor('typing', (p) => p.isTyping === false, replyAt);

    const area = await c.say(userId, 'Мене звільнили з роботи без жодних причин');
    expect(area.reply.content).toContain('трудового права');
    await c.say(userId, 'Львів');
    await c.say(userId, 'десь два тижні тому');
    const summary = await c.say(userId, 'Хочу поновитися на роботі');
    expect(summary.reply.content).toContain('Позовна заява про поновлення на роботі');
    expect(summary.reply.content).not.toContain(CHAT_DISCONNECT_PHRASE);
    const last = await c.say(userId, 'Так, все вірно');
    expect(last.reply.content).toContain(CHAT_DISCONNECT_PHRASE);
    expect(last.reply).toEqual({ id: expect.stringMatching(/^\d+$/), chatId: expect.stringMatching(/^\d+$/), sender: 'assistant', content: expect.any(String), timestamp: expect.any(String) });
    expect(new Date(last.reply.timestamp).toISOString()).toBe(last.reply.timestamp);

    const [chat] = await t.db.query('SELECT c.document, c.is_chat_finished, u.city FROM chats c JOIN users u ON u.id = c.user_id WHERE c.user_id = $1', [userId]);
    expect(chat).toEqual({ document: 'Позовна заява про поновлення на роботі', is_chat_finished: true, city: 'Львів' });

    const history = await api(t.url, 'GET', `/api/chat/history?userId=${userId}`);
    expect(history.status).toBe(200);
    const msgs = history.body.data.messages;
    expect(msgs).toHaveLength(12);
    expect(msgs.map((m: { sender: string }) => m.sender)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'assistant' : 'user')));
    expect(msgs[0].content).toBe('Добрий день');
    expect(msgs[11].content).toContain(CHAT_DISCONNECT_PHRASE);
    const times = msgs.map((m: { timestamp: string }) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // The finished chat takes no more messages.
    const refused = await c.send({ type: 'text', content: 'Ще одне питання', userId });
    expect(refused).toEqual({ ok: false, error: CHAT_MESSAGES.chatFinished, code: ErrorCode.ChatFinished });
    expect(await c.waitFor('error', (p) => p.code === ErrorCode.ChatFinished)).toEqual({ message: CHAT_MESSAGES.chatFinished, code: 'chat_finished' });
    expect(await messagesOf(userId)).toBe(12);
  });

  it('stores the visitor message before acknowledging it', async () => {
    const userId = await registerUser(t.url);
    const c = await connect();
    const ack = await c.send({ type: 'text', content: 'Потрібна консультація щодо аліментів', userId, clientMessageId: 'cm-1' });
    expect(ack).toEqual({ ok: true, id: expect.stringMatching(/^\d+$/), clientMessageId: 'cm-1' });
    if (!ack.ok) throw new Error('refused');
    const [row] = await t.db.query('SELECT author, message, client_message_id FROM messages WHERE id = $1', [ack.id]);
    expect(row).toEqual({ author: 'user', message: 'Потрібна консультація щодо аліментів', client_message_id: 'cm-1' });
    await c.waitFor('message', (m) => m.sender === 'assistant');
  });

  it('stores a resent message once and answers it once', async () => {
    const userId = await registerUser(t.url);
    const c = await connect();
    const payload = { type: 'text' as const, content: 'Банк нараховує пеню за кредит', userId, clientMessageId: 'resend-42' };
    const a = await c.send(payload);
    const b = await c.send(payload);
    expect(a.ok && b.ok).toBe(true);
    expect(b).toEqual(a);
    await c.waitFor('message', (m) => m.sender === 'assistant');
    await sleep(300);
    expect(await count(`SELECT count(*)::int AS n FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 AND author = 'user'`, [userId])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 AND author = 'agent'`, [userId])).toBe(1);
    expect(c.assistantMessages()).toHaveLength(1);
  });

  it('answers two quick messages without interleaving or answering twice', async () => {
    const userId = await registerUser(t.url);
    const c = await connect();
    await Promise.all([
      c.send({ type: 'text', content: 'Добрий день', userId }),
      c.send({ type: 'text', content: 'Мене звільнили з роботи', userId }),
    ]);
    await c.waitFor('message', (m) => m.sender === 'assistant');
    await sleep(400);
    const rows = await t.db.query(`SELECT author FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 ORDER BY m.id`, [userId]);
    const authors = rows.map((r: { author: string }) => r.author);
    expect(authors.filter((a: string) => a === 'user')).toHaveLength(2);
    expect(authors[0]).toBe('user');
    expect(authors.at(-1)).toBe('agent');
    expect(authors.filter((a: string) => a === 'agent').length).toBeLessThanOrEqual(2);
    for (let i = 1; i < authors.length; i++) expect(authors[i] === 'agent' && authors[i - 1] === 'agent').toBe(false);
    expect(c.assistantMessages().length).toBe(authors.filter((a: string) => a === 'agent').length);
  });

  it('gives an abuser no reply and stores nothing', async () => {
    const userId = await registerUser(t.url);
    await t.db.query('UPDATE users SET is_abuser = true WHERE id = $1', [userId]);
    const c = await connect();
    const ack = await c.send({ type: 'text', content: 'Привіт', userId });
    expect(ack).toEqual({ ok: false, error: CHAT_MESSAGES.blocked, code: ErrorCode.Blocked });
    expect(await c.waitFor('error')).toEqual({ message: CHAT_MESSAGES.blocked, code: ErrorCode.Blocked });
    await sleep(200);
    expect(c.of('typing')).toHaveLength(0);
    expect(c.assistantMessages()).toHaveLength(0);
    expect(await messagesOf(userId)).toBe(0);
  });

  it('refuses empty, oversize and malformed messages and stores nothing', async () => {
    const userId = await registerUser(t.url);
    const c = await connect();
    const { InvalidMessage, UnknownUser } = ErrorCode;
    const cases: Array<[unknown, string, ErrorCode]> = [
      [{ type: 'text', content: '', userId }, CHAT_MESSAGES.emptyMessage, InvalidMessage],
      [{ type: 'text', content: '   \n\t ', userId }, CHAT_MESSAGES.emptyMessage, InvalidMessage],
      [{ type: 'text', content: 'а'.repeat(CHAT_MESSAGE_MAX + 1), userId }, CHAT_MESSAGES.tooLong, InvalidMessage],
      [{ type: 'text', content: 42, userId }, CHAT_MESSAGES.emptyMessage, InvalidMessage],
      [{ type: 'text', content: 'Привіт', userId: 'not-a-uuid' }, CHAT_MESSAGES.unknownUser, UnknownUser],
      [{ type: 'text', content: 'Привіт', userId: '5f0c7a3e-1111-4222-8333-444455556666' }, CHAT_MESSAGES.unknownUser, UnknownUser],
      [{ type: 'image', content: 'Привіт', userId }, CHAT_MESSAGES.invalidMessage, InvalidMessage],
      [{ type: 'text', content: 'Привіт', userId, clientMessageId: 'bad id with spaces' }, CHAT_MESSAGES.invalidMessage, InvalidMessage],
      ['just a string', CHAT_MESSAGES.invalidMessage, InvalidMessage],
    ];
    for (const [payload, error, code] of cases) {
      const from = c.events.length;
      expect(await c.send(payload)).toEqual({ ok: false, error, code });
      expect(await c.waitFor('error', () => true, from)).toEqual({ message: error, code });
    }
    expect(await messagesOf(userId)).toBe(0);
    const exact = await c.send({ type: 'text', content: `  ${'а'.repeat(CHAT_MESSAGE_MAX)}  `, userId });
    expect(exact.ok).toBe(true);
    await c.waitFor('message', (m) => m.sender === 'assistant');
  });

  it('delivers the reply to every tab of the user, and the message to the other tabs', async () => {
    const userId = await registerUser(t.url);
    const a = await connect();
    const b = await connect();
    a.socket.emit('user_connect', { userId });
    b.socket.emit('user_connect', { userId });
    await a.waitFor('session_created');
    await b.waitFor('session_created');
    await a.say(userId, 'Хочу оформити спадщину після смерті батька');
    const replyB = await b.waitFor('message', (m) => m.sender === 'assistant');
    expect(replyB).toEqual(a.assistantMessages()[0]);
    expect(await b.waitFor('message', (m) => m.sender === 'user')).toMatchObject({ content: 'Хочу оформити спадщину після смерті батька' });
    expect(a.of('message').filter((m) => m.sender === 'user')).toHaveLength(0);
  });

  it('serves only the own history, refusing malformed and unknown ids', async () => {
    const alice = await registerUser(t.url, 'Аліса');
    const bob = await registerUser(t.url, 'Богдан');
    const c = await connect();
    await c.say(alice, 'Сусід захопив мою земельну ділянку');
    await c.say(bob, 'Мені не платять пенсію');
    const own = await api(t.url, 'GET', `/api/chat/history?userId=${alice}`);
    expect(own.body.success).toBe(true);
    const contents = own.body.data.messages.map((m: { content: string }) => m.content);
    expect(contents).toContain('Сусід захопив мою земельну ділянку');
    expect(contents).not.toContain('Мені не платять пенсію');
    expect(own.body.data.messages.every((m: { sender: string }) => m.sender === 'user' || m.sender === 'assistant')).toBe(true);

    const fresh = await registerUser(t.url);
    expect((await api(t.url, 'GET', `/api/chat/history?userId=${fresh}`)).body).toEqual({ success: true, data: { messages: [] } });
    for (const q of ['', '?userId=', '?userId=123', `?userId=${alice}x`, `?userId=${alice}&extra=1`]) {
      const res = await api(t.url, 'GET', `/api/chat/history${q}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await api(t.url, 'GET', '/api/chat/history?userId=abc')).body.error).toBe(INVALID_USER_ID);
    const unknown = await api(t.url, 'GET', '/api/chat/history?userId=5f0c7a3e-1111-4222-8333-444455556666');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: USER_NOT_FOUND, code: expect.any(String) });
  });

  it('serves the personal mailbox address built from the user id', async () => {
    const userId = await registerUser(t.url);
    const res = await api(t.url, 'GET', `/api/chat/mailbox?userId=${userId}`);
    expect(res.body).toEqual({ success: true, data: { address: mailboxAddress(DEFAULT_MAILBOX_TEMPLATE, userId) } });
    expect((await api(t.url, 'GET', '/api/chat/mailbox?userId=nope')).status).toBe(400);
    expect((await api(t.url, 'GET', '/api/chat/mailbox?userId=5f0c7a3e-1111-4222-8333-444455556666')).status).toBe(404);
  });
});

describe('chat limits and configuration', () => {
  let t: TestApp;
  let c: RecordingClient | undefined;
  beforeAll(async () => {
    t = await startTestApp({
      ASSISTANT_TYPING_DELAY_MS: '0',
      CHAT_RATE_LIMIT_PER_MINUTE: '3',
      AGENT_NAME: 'Тарас',
      AGENT_AVATAR_URL: '/media/taras.svg',
      MAILBOX_TEMPLATE: 'client-{userId}@mail.example.org',
      SOCKETS_PER_ADDRESS_MAX: '2',
    });
  });
  afterEach(() => c?.close());
  afterAll(() => t.close());

  it('limits messages per user per minute and stores nothing over the limit', async () => {
    const userId = await registerUser(t.url);
    c = await RecordingClient.connect(t.url);
    expect(await c.waitFor('status')).toEqual({ name: 'Тарас', avatar: '/media/taras.svg' });
    for (const text of ['Добрий день', 'Мене звільнили з роботи', 'Київ']) expect((await c.say(userId, text)).ack.ok).toBe(true);
    const refused = await c.send({ type: 'text', content: 'Ще одне', userId });
    expect(refused).toEqual({ ok: false, error: CHAT_MESSAGES.rateLimited, code: ErrorCode.TooManyRequests });
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 AND author = 'user'`, [userId]);
    expect(rows[0].n).toBe(3);
  });

  it('builds the mailbox from MAILBOX_TEMPLATE', async () => {
    const userId = await registerUser(t.url);
    const res = await api(t.url, 'GET', `/api/chat/mailbox?userId=${userId}`);
    expect(res.body.data.address).toBe(`client-${userId}@mail.example.org`);
  });

  it('refuses a socket past SOCKETS_PER_ADDRESS_MAX with the code too_many_connections and closes it', async () => {
    const open = [await RecordingClient.connect(t.url), await RecordingClient.connect(t.url)];
    try {
      const third = await RecordingClient.connect(t.url);
      open.push(third);
      expect(await third.waitFor('error')).toEqual({ message: CHAT_MESSAGES.tooManyConnections, code: ErrorCode.TooManyConnections });
      await new Promise<void>((resolve) => (third.socket.connected ? third.socket.once('disconnect', () => resolve()) : resolve()));
      expect(open.slice(0, 2).every((o) => o.socket.connected && o.of('error').length === 0)).toBe(true);
    } finally {
      for (const o of open) o.close();
    }
  });
});

const LLM_CARD = {
  area: 'debt', document: 'Позовна заява про стягнення боргу за розпискою', secondary_document: null, city: 'з Броварів', region: null,
  when: null, outcome: 'повернути борг', parties: [{ role: 'debtor', label: 'знайомий', name: null }],
  facts: { children_count: null, amounts: [{ value: 50000, currency: 'UAH', label: 'борг' }], deadlines: [] }, questions: [], summary: 'Знайомий не повертає борг за розпискою.',
};

/** A local OpenAI-compatible server speaking the real /v1/chat/completions JSON format. */
class FakeCompletions {
  mode: 'ok' | 'finish' | 'card' | 'error' | 'slow' | 'garbage' = 'ok';
  readonly requests: Array<{ headers: IncomingMessage['headers']; body: any }> = [];
  private readonly server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      this.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      if (this.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        return;
      }
      if (this.mode === 'slow') return; // never answers: the adapter's timeout must fire
      const content =
        this.mode === 'garbage'
          ? 'Вибачте, я не можу відповісти у форматі JSON'
          : JSON.stringify(
              this.mode === 'card'
                ? { reply: 'Дякую, Оксано! Підкажіть, коли це сталося?', finished: false, card: LLM_CARD }
                : this.mode === 'finish'
                ? { reply: 'Дякую! Перша консультація безкоштовна, юрист вам зателефонує.', document: 'Апеляційна скарга', finished: true, city: 'Полтава' }
                : { reply: 'Вітаю! Я **Олена**. Розкажіть, що сталося?', document: null, finished: false, city: null },
            );
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}

describe('LLM assistant (OpenAI-compatible chat completions)', () => {
  let t: TestApp;
  let llm: FakeCompletions;
  let c: RecordingClient | undefined;
  beforeAll(async () => {
    llm = new FakeCompletions();
    const baseUrl = await llm.start();
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0', LLM_BASE_URL: baseUrl, LLM_API_KEY: 'sk-test-key', LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '400' });
  });
  beforeEach(() => {
    llm.mode = 'ok';
    llm.requests.length = 0;
  });
  afterEach(() => c?.close());
  afterAll(async () => {
    await t.close();
    await llm.stop();
  });

  it('sends the conversation with a Ukrainian system prompt and delivers the model reply', async () => {
    const userId = await registerUser(t.url, 'Оксана');
    c = await RecordingClient.connect(t.url);
    const { reply } = await c.say(userId, 'Мені не повертають борг за розпискою');
    expect(reply.content).toBe('Вітаю! Я **Олена**. Розкажіть, що сталося?');
    expect(llm.requests).toHaveLength(1);
    const { headers, body } = llm.requests[0];
    expect(headers.authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('test-model');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'intake_turn', strict: true } });
    expect(body.response_format.json_schema.schema.properties.card.required).toContain('secondary_document');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('Оксана');
    expect(body.messages[0].content).toContain(CHAT_DISCONNECT_PHRASE);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Мені не повертають борг за розпискою' });
    const [row] = await t.db.query(`SELECT m.message FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 AND author = 'agent'`, [userId]);
    expect(row.message).toBe(reply.content);
  });

  it('stores the document and closes the chat when the model finishes, adding the closing phrase', async () => {
    const userId = await registerUser(t.url);
    c = await RecordingClient.connect(t.url);
    await c.say(userId, 'Суд ухвалив рішення не на мою користь');
    llm.mode = 'finish';
    const { reply } = await c.say(userId, 'Так, все правильно');
    expect(reply.content).toContain(CHAT_DISCONNECT_PHRASE);
    expect(llm.requests[1].body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const [chat] = await t.db.query('SELECT c.document, c.is_chat_finished, u.city FROM chats c JOIN users u ON u.id = c.user_id WHERE c.user_id = $1', [userId]);
    expect(chat).toEqual({ document: 'Апеляційна скарга', is_chat_finished: true, city: 'Полтава' });
  });

  it('stores the case card the model filled, with the city in the nominative', async () => {
    const userId = await registerUser(t.url, 'Оксана');
    c = await RecordingClient.connect(t.url);
    llm.mode = 'card';
    const { reply } = await c.say(userId, 'Знайомий не повертає 50 000 грн за розпискою, я з Броварів');
    expect(reply.content).toContain('Оксано');
    const [chat] = await t.db.query('SELECT case_card FROM chats WHERE user_id = $1', [userId]);
    expect(chat.case_card).toMatchObject({ area: 'debt', city: 'Бровари', region: 'Київська область', document: 'Позовна заява про стягнення боргу за розпискою' });
  });

  it('falls back to the scripted reply when the LLM endpoint is down (connection refused)', async () => {
    const down = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0', LLM_BASE_URL: `http://127.0.0.1:${await freePort()}/v1`, LLM_API_KEY: 'sk-test-key', LLM_MODEL: 'test-model' });
    const visitor = await RecordingClient.connect(down.url);
    try {
      const userId = await registerUser(down.url, 'Петро');
      const { ack, reply } = await visitor.say(userId, 'Мене звільнили з роботи без попередження');
      expect(ack.ok).toBe(true);
      expect(reply.content).toContain('трудового права');
    } finally {
      visitor.close();
      await down.close();
    }
  });

  it.each([
    ['an HTTP 500', 'error'],
    ['a timeout', 'slow'],
    ['an answer that is not JSON', 'garbage'],
  ] as const)('falls back to the scripted reply on %s, keeping the visitor message', async (_what, mode) => {
    llm.mode = mode;
    const userId = await registerUser(t.url, 'Петро');
    c = await RecordingClient.connect(t.url);
    const { ack, reply } = await c.say(userId, 'Мене звільнили з роботи без попередження');
    expect(llm.requests).toHaveLength(1);
    expect(reply.content).toContain('Петре');
    expect(reply.content).toContain('трудового права');
    const rows = await t.db.query(`SELECT m.id::text AS id, author FROM messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 ORDER BY m.id`, [userId]);
    expect(rows).toEqual([{ id: ack.ok ? ack.id : 'x', author: 'user' }, { id: reply.id, author: 'agent' }]);
  });
});

describe('shutdown', () => {
  it('closes the app promptly while a visitor socket is still connected', async () => {
    const t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '5000' });
    const userId = await registerUser(t.url);
    const c = await RecordingClient.connect(t.url);
    expect((await c.send({ type: 'text', content: 'Добрий день', userId })).ok).toBe(true);
    await c.waitFor('typing', (p) => p.isTyping === true);
    const disconnected = new Promise((r) => c.socket.once('disconnect', r));
    const started = Date.now();
    await t.close();
    await disconnected;
    expect(Date.now() - started).toBeLessThan(3000);
    c.close();
  });
});

describe('two backend instances sharing Redis', () => {
  let redis: TestRedis;
  let one: TestApp;
  let two: TestApp;
  const clients: RecordingClient[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    const env = { ASSISTANT_TYPING_DELAY_MS: '0', REDIS_URL: redis.url };
    one = await startTestApp(env);
    two = await startTestApp(env);
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await one?.close();
    await two?.close();
    redis?.stop();
  });

  it('delivers the reply to the user\'s tab on the other instance', async () => {
    const userId = await registerUser(one.url);
    const a = await RecordingClient.connect(one.url);
    const b = await RecordingClient.connect(two.url);
    clients.push(a, b);
    a.socket.emit('user_connect', { userId });
    b.socket.emit('user_connect', { userId });
    expect(await b.waitFor('session_created')).toEqual(await a.waitFor('session_created'));
    await sleep(200); // the room subscription reaches Redis
    const { reply } = await a.say(userId, 'Мене звільнили з роботи');
    expect(await b.waitFor('message', (m) => m.sender === 'assistant')).toEqual(reply);
    expect(await b.waitFor('message', (m) => m.sender === 'user')).toMatchObject({ content: 'Мене звільнили з роботи' });
    expect(b.of('typing').map((p) => p.isTyping)).toEqual([true, false]);
  });
});
