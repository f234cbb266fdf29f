import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, ErrorCode, type NewConsultationAck } from '@law/contracts';
import { api, startTestApp, type TestApp } from '../helpers/test-app';
import { RecordingClient, registerUser } from '../helpers/chat-client';

describe('a returning client starts a new consultation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  const newConsultation = (c: RecordingClient, userId: unknown): Promise<NewConsultationAck> =>
    (c.socket.timeout(8000) as unknown as { emitWithAck: (e: string, p: unknown) => Promise<NewConsultationAck> }).emitWithAck('new_consultation', { userId });

  async function finishedClient() {
    const userId = await registerUser(t.url, 'Оксана', '+380671112233');
    const c = await RecordingClient.connect(t.url);
    await c.say(userId, 'Добрий день, хочу розлучитися');
    const [{ id }] = await t.db.query('SELECT id FROM chats WHERE user_id = $1', [userId]);
    await t.db.query('UPDATE chats SET is_chat_finished = true WHERE id = $1', [id]);
    return { userId, c, firstChatId: String(id) };
  }

  it('opens a new chat for the same user after the finished one; messages go there and are answered', async () => {
    const { userId, c, firstChatId } = await finishedClient();
    try {
      const refused = await c.send({ type: 'text', content: 'Ще питання', userId });
      expect(refused).toEqual({ ok: false, error: CHAT_MESSAGES.chatFinished, code: ErrorCode.ChatFinished });

      const from = c.events.length;
      const ack = await newConsultation(c, userId);
      expect(ack).toEqual({ ok: true, sessionId: expect.any(String) });
      if (!ack.ok) return;
      expect(ack.sessionId).not.toBe(firstChatId);
      expect(await c.waitFor('session_created', (p) => p.sessionId === ack.sessionId, from)).toBeTruthy();

      const { reply } = await c.say(userId, 'Тепер питання про аліменти');
      expect(reply.chatId).toBe(ack.sessionId);
      const chats = await t.db.query('SELECT id, user_id, is_chat_finished FROM chats WHERE user_id = $1 ORDER BY id', [userId]);
      expect(chats.map((r: { is_chat_finished: boolean }) => r.is_chat_finished)).toEqual([true, false]);
      const users = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE phone = '+380671112233' AND id = $1`, [userId]);
      expect(users[0].n).toBe(1);

      const history = await api(t.url, 'GET', `/api/chat/history?userId=${userId}`);
      const ids = [...new Set(history.body.data.messages.map((m: { chatId: string }) => m.chatId))];
      expect(ids).toEqual([firstChatId, ack.sessionId]);
    } finally {
      c.close();
    }
  });

  it('returns the open chat instead of a second one when asked twice at once', async () => {
    const { userId, c } = await finishedClient();
    try {
      const [a, b] = await Promise.all([newConsultation(c, userId), newConsultation(c, userId)]);
      expect(a.ok && b.ok && a.sessionId === b.sessionId).toBe(true);
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM chats WHERE user_id = $1', [userId]);
      expect(n).toBe(2);
    } finally {
      c.close();
    }
  });

  it('refuses an unknown, malformed or blocked visitor and opens nothing', async () => {
    const c = await RecordingClient.connect(t.url);
    try {
      expect(await newConsultation(c, randomUUID())).toEqual({ ok: false, error: CHAT_MESSAGES.unknownUser, code: ErrorCode.UnknownUser });
      expect(await newConsultation(c, 'not-a-uuid')).toEqual({ ok: false, error: CHAT_MESSAGES.unknownUser, code: ErrorCode.UnknownUser });
      const userId = await registerUser(t.url);
      await t.db.query('UPDATE users SET is_abuser = true WHERE id = $1', [userId]);
      expect(await newConsultation(c, userId)).toEqual({ ok: false, error: CHAT_MESSAGES.blocked, code: ErrorCode.Blocked });
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM chats WHERE user_id = $1', [userId]);
      expect(n).toBe(0);
    } finally {
      c.close();
    }
  });
});
