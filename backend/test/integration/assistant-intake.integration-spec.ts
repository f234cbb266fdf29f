import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CASE_CARD_MESSAGES, INPUT_MESSAGES, CHAT_DISCONNECT_PHRASE, emptyCaseCard, type CaseCard } from '@law/contracts';
import { RecordingClient, registerUser } from '../helpers/chat-client';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';

/** The intake through the real gateway: a correction journey, the card the admin reads, and the card edit. */
describe('intake assistant: case card', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ ASSISTANT_TYPING_DELAY_MS: '0', MAILBOX_TEMPLATE: 'docs+{userId}@mail.example.org' });
    cookie = await adminCookie(t.url, '10.6.0.1');
  });
  afterAll(() => t.close());

  const chatOf = async (userId: string) => (await t.db.query('SELECT id FROM chats WHERE user_id = $1', [userId]))[0].id as number;

  it('takes a wrong city and a changed goal back before closing, and the admin reads the corrected card', async () => {
    const userId = await registerUser(t.url, 'Оксана');
    const c = await RecordingClient.connect(t.url);
    try {
      const first = await c.say(userId, 'Хочу розлучитися з чоловіком, у нас двоє дітей. Живу в Києві');
      expect(first.reply.content).toContain('Оксано');
      await c.say(userId, 'у березні 2024');
      const summary = await c.say(userId, 'Розірвати шлюб');
      expect(summary.reply.content).toContain('**Населений пункт:** Київ');
      expect(summary.reply.content).toContain('Позовна заява про розірвання шлюбу');
      expect(summary.reply.content).not.toContain(CHAT_DISCONNECT_PHRASE);

      const corrected = await c.say(userId, 'Ні, місто неправильне — я з Броварів. І найголовніше для мене зараз — аліменти на дітей');
      expect(corrected.reply.content).toContain('Виправила');
      expect(corrected.reply.content).toContain('Бровари (Київська область)');
      expect(corrected.reply.content).toContain('**Документ:** Позовна заява про стягнення аліментів');
      expect(corrected.reply.content).not.toContain(CHAT_DISCONNECT_PHRASE);

      const last = await c.say(userId, 'Так, все вірно');
      expect(last.reply.content).toContain('позовну заяву про стягнення аліментів');
      expect(last.reply.content).toContain(`docs+${userId}@mail.example.org`);
      expect(last.reply.content).toContain(CHAT_DISCONNECT_PHRASE);
    } finally {
      c.close();
    }

    const chatId = await chatOf(userId);
    const [row] = await t.db.query('SELECT c.document, c.is_chat_finished, u.city FROM chats c JOIN users u ON u.id = c.user_id WHERE c.id = $1', [chatId]);
    expect(row).toEqual({ document: 'Позовна заява про стягнення аліментів', is_chat_finished: true, city: 'Бровари' });
    const res = await api(t.url, 'GET', `/api/admin/chats/${chatId}/messages`, undefined, { cookie });
    const card: CaseCard = res.body.data.chat.case_card;
    expect(card).toMatchObject({
      area: 'family',
      document: 'Позовна заява про стягнення аліментів',
      secondary_document: 'Позовна заява про розірвання шлюбу',
      city: 'Бровари',
      region: 'Київська область',
      when: { text: 'у березні 2024 р.', from: '2024-03-01', to: '2024-03-31' },
      facts: { children_count: 2, amounts: [], deadlines: [] },
    });
    expect(card.parties.map((p) => p.role)).toContain('spouse');
    expect(card.summary).toMatch(/сімейного права/);
    expect(card.summary).not.toContain('Хочу розлучитися');
  });

  it('lets staff edit the card, audits it, and refuses bad cards with a Ukrainian 400', async () => {
    const userId = await registerUser(t.url, 'Петро');
    const c = await RecordingClient.connect(t.url);
    try {
      await c.say(userId, 'Мене звільнили з роботи без попередження');
    } finally {
      c.close();
    }
    const chatId = await chatOf(userId);
    const post = (body: unknown) => api(t.url, 'POST', `/api/admin/chats/${chatId}/update-case-card`, body, { cookie });
    const before = (await api(t.url, 'GET', `/api/admin/chats/${chatId}/messages`, undefined, { cookie })).body.data.chat.case_card as CaseCard;
    expect(before.area).toBe('labour');

    const edited: CaseCard = { ...before, city: 'Бровари', region: 'Київська область', outcome: 'поновлення на роботі та виплата за вимушений прогул' };
    const ok = await post({ case_card: edited });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, data: { case_card: edited } });
    const after = await api(t.url, 'GET', `/api/admin/chats/${chatId}/messages`, undefined, { cookie });
    expect(after.body.data.chat.case_card).toEqual(edited);
    expect(after.body.data.user.city).toBe('Бровари');
    const [audit] = await t.db.query(`SELECT actor, before, after FROM audit_log WHERE action = 'chat.update_case_card' AND entity_id = $1`, [String(chatId)]);
    expect(audit.before.case_card.city).toBeNull();
    expect(audit.after.case_card.city).toBe('Бровари');

    const bad: Array<[unknown, string]> = [
      [{}, CASE_CARD_MESSAGES.invalid],
      [{ case_card: 'text' }, CASE_CARD_MESSAGES.invalid],
      [{ case_card: { ...emptyCaseCard(), hacked: true } }, 'Невідоме поле картки: hacked'],
      [{ case_card: { ...emptyCaseCard(), area: 'astrology' } }, 'Невідома галузь права'],
      // A NUL anywhere in a request is refused by the one input-hygiene rule before the card is read.
      [{ case_card: { ...emptyCaseCard(), city: 'Київ\u0000' } }, INPUT_MESSAGES.forbiddenCharacters],
      [{ case_card: { ...emptyCaseCard(), summary: 'я'.repeat(200_000) } }, 'Некоректне поле картки: summary'],
      [{ case_card: { ...emptyCaseCard(), when: { text: 'вчора', from: '2024-02-30', to: null } } }, 'Дата має бути у форматі РРРР-ММ-ДД'],
      [{ case_card: { ...emptyCaseCard(), facts: { children_count: -1, amounts: [], deadlines: [] } } }, 'Кількість дітей має бути цілим числом від 0 до 20'],
      [{ case_card: emptyCaseCard(), extra: 1 }, 'Невідоме поле: extra'],
    ];
    for (const [body, error] of bad) {
      const res = await post(body);
      expect([res.status, res.body]).toEqual([400, { success: false, error, code: expect.any(String) }]);
    }
    expect((await api(t.url, 'GET', `/api/admin/chats/${chatId}/messages`, undefined, { cookie })).body.data.chat.case_card).toEqual(edited);
    const missing = await api(t.url, 'POST', '/api/admin/chats/2147483000/update-case-card', { case_card: emptyCaseCard() }, { cookie });
    expect(missing.status).toBe(404);
  });
});
