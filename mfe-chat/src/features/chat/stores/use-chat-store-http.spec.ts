/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CHAT_MESSAGES, PRIVACY_POLICY_VERSION, USER_DATA_KEY } from '@law/contracts';
import { http } from '@law/ui/http';
import { setupChat, VISITOR } from './testing/chat-store-harness';
import { startLocalApi, type ApiHandler } from './testing/local-api-server';

const NEW_ID = '0b7f8e0c-3a4f-4c35-9a55-6c2f1d7e9a10';
let api: Awaited<ReturnType<typeof startLocalApi>>;
let chat: ReturnType<typeof setupChat> | undefined;
let answer: ApiHandler;
const originalBase = http.defaults.baseURL;

beforeEach(async () => {
  answer = () => ({ status: 404, body: { success: false, error: 'Не знайдено' } });
  api = await startLocalApi((req) => answer(req));
  http.defaults.baseURL = api.baseURL;
  window.dataLayer = [];
});
afterEach(async () => {
  chat?.detach();
  chat = undefined;
  http.defaults.baseURL = originalBase;
  delete window.dataLayer;
  await api.close();
});

/** An unregistered visitor who tried to send 'Мене звільнили' and now sees the contact modal. */
function visitorAtContactModal() {
  chat = setupChat({ connect: true });
  chat.status();
  chat.state().sendMessage('Мене звільнили');
  return chat;
}

describe('registration from the contact modal', () => {
  it('registers, stores userData, announces the user, sends the pending message, closes the modal and fires the conversion event', async () => {
    answer = () => ({ status: 201, body: { success: true, data: { id: NEW_ID } } });
    const c = visitorAtContactModal();
    expect(await c.state().register('  Олена ', '+380501234567')).toBe(true);
    expect(api.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/api/users', body: { name: 'Олена', phone: '+380501234567', consent_version: PRIVACY_POLICY_VERSION } })]);
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY)!)).toEqual({
      userId: NEW_ID,
      userName: 'Олена',
      userPhone: '+380501234567',
      timestamp: expect.any(Number),
    });
    expect(c.socket.emitted.map((e) => e.event)).toEqual(['user_connect', 'message']);
    expect(c.socket.lastSent('message')?.payload).toMatchObject({ content: 'Мене звільнили', userId: NEW_ID });
    expect(c.state()).toMatchObject({ contactModalOpen: false, pendingText: null, userId: NEW_ID });
    expect(c.tracked).toEqual(['conversion_event_contact']);
  });

  it('does not call the server with an invalid name or phone', async () => {
    const c = visitorAtContactModal();
    expect(await c.state().register('О', '+380501234567')).toBe(false);
    expect(await c.state().register('Олена', '+38050123456')).toBe(false);
    expect(await c.state().register('Олена', '0501234567')).toBe(false);
    expect(api.requests).toHaveLength(0);
    expect(c.state().contactModalOpen).toBe(true);
  });

  it('shows "Невірні дані" on a 400 and keeps the modal and the pending message', async () => {
    answer = () => ({ status: 400, body: { success: false, error: 'Телефон має бути у форматі +380XXXXXXXXX' } });
    const c = visitorAtContactModal();
    expect(await c.state().register('Олена', '+380501234567')).toBe(false);
    expect(c.toasts.at(-1)).toMatchObject({ kind: 'error', message: CHAT_MESSAGES.registrationInvalid });
    expect(c.state()).toMatchObject({ contactModalOpen: true, pendingText: 'Мене звільнили', userId: null, registering: false });
    expect(c.tracked).toEqual([]);
  });

  it('shows "Не вдалося зберегти дані" on any other failure', async () => {
    answer = () => ({ status: 500, body: { success: false, error: 'Внутрішня помилка' } });
    const c = visitorAtContactModal();
    expect(await c.state().register('Олена', '+380501234567')).toBe(false);
    expect(c.toasts.at(-1)?.message).toBe(CHAT_MESSAGES.registrationFailed);
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('with a remembered contact skips validation and registers the stored name and phone again', async () => {
    answer = (req) => (req.path === '/api/users' ? { status: 201, body: { success: true, data: { id: NEW_ID } } } : { status: 404, body: { success: false, error: 'Користувача не знайдено' } });
    chat = setupChat({ userData: VISITOR, connect: true });
    const c = chat;
    c.status();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await c.state().loadHistory(); // the server no longer knows this id
    log.mockRestore();
    expect(c.state()).toMatchObject({ userId: null, hasStoredContact: true, userName: 'Олена' });
    expect(await c.state().register('', '')).toBe(true);
    expect(api.requests.at(-1)?.body).toEqual({ name: 'Олена', phone: '+380501234567', consent_version: PRIVACY_POLICY_VERSION });
    expect(c.state().userId).toBe(NEW_ID);
  });
});

describe('history', () => {
  it('loads the history of the stored user, converting server timestamps to dates, and restores the finished state', async () => {
    answer = () => ({
      status: 200,
      body: {
        success: true,
        data: {
          messages: [
            { id: '1', sender: 'assistant', content: 'Вітаю!', timestamp: '2026-03-01T10:00:00.000Z' },
            { id: '2', sender: 'user', content: 'Мене звільнили', timestamp: '2026-03-01T10:01:00.000Z' },
            { id: '3', sender: 'assistant', content: 'Дякую. Наразі відключаю наш чат.', timestamp: '2026-03-01T10:02:00.000Z' },
          ],
        },
      },
    });
    chat = setupChat({ userData: VISITOR, connect: true });
    const loading = chat.state().loadHistory();
    expect(chat.state().historyStatus).toBe('loading');
    await loading;
    expect(api.requests[0].query.get('userId')).toBe(VISITOR.userId);
    expect(chat.state().messages.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(chat.state().messages[1].timestamp).toEqual(new Date('2026-03-01T10:01:00.000Z'));
    expect(chat.state()).toMatchObject({ historyStatus: 'loaded', isDisconnected: true });
  });

  it('keeps the chat open when only an earlier consultation ended, and closed when the latest one did', async () => {
    const earlier = [
      { id: '1', chatId: '4', sender: 'user', content: 'Розлучення', timestamp: '2026-03-01T10:00:00.000Z' },
      { id: '2', chatId: '4', sender: 'assistant', content: 'Дякую. Наразі відключаю наш чат.', timestamp: '2026-03-01T10:02:00.000Z' },
    ];
    const latest = { id: '3', chatId: '9', sender: 'user', content: 'Нове питання', timestamp: '2026-04-01T09:00:00.000Z' };
    answer = () => ({ status: 200, body: { success: true, data: { messages: [...earlier, latest] } } });
    chat = setupChat({ userData: VISITOR, connect: true });
    await chat.state().loadHistory();
    expect(chat.state().isDisconnected).toBe(false);
    chat.detach();
    answer = () => ({ status: 200, body: { success: true, data: { messages: earlier } } });
    chat = setupChat({ userData: VISITOR, connect: true });
    await chat.state().loadHistory();
    expect(chat.state().isDisconnected).toBe(true);
  });

  it('only logs a history failure (no toast)', async () => {
    answer = () => ({ status: 500, body: { success: false, error: 'Внутрішня помилка' } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    chat = setupChat({ userData: VISITOR, connect: true });
    await chat.state().loadHistory();
    expect(log).toHaveBeenCalled();
    expect(chat.toasts).toEqual([]);
    expect(chat.state()).toMatchObject({ historyStatus: 'error', userId: VISITOR.userId });
    log.mockRestore();
  });

  it('re-reads the history after a reconnection, so a reply written while the tab was away shows once', async () => {
    const messages = [
      { id: '1', sender: 'user', content: 'Мене звільнили', timestamp: '2026-03-01T10:01:00.000Z' },
      { id: '2', sender: 'assistant', content: 'Розкажіть, коли це сталося?', timestamp: '2026-03-01T10:02:00.000Z' },
    ];
    answer = () => ({ status: 200, body: { success: true, data: { messages } } });
    chat = setupChat({ userData: VISITOR, connect: true });
    await chat.state().loadHistory();
    expect(api.requests).toHaveLength(1);

    chat.status();
    expect(chat.state().sendMessage('Минулого тижня')).toBe('sent');
    const clientMessageId = chat.socket.lastSent('message')!.payload.clientMessageId as string;
    // The server stored it and answered while the connection was down: the ack and the reply never arrived.
    messages.push(
      { id: '3', sender: 'user', content: 'Минулого тижня', timestamp: '2026-03-01T10:03:00.000Z', clientMessageId } as never,
      { id: '4', sender: 'assistant', content: 'У якому місті?', timestamp: '2026-03-01T10:04:00.000Z' },
    );
    chat.socket.serverDrop();
    chat.socket.serverConnect();
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 100 && chat.state().historyStatus !== 'loaded'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(api.requests).toHaveLength(2);
    expect(chat.state().messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'Мене звільнили'],
      ['assistant', 'Розкажіть, коли це сталося?'],
      ['user', 'Минулого тижня'],
      ['assistant', 'У якому місті?'],
    ]);
  });

  it('does not fetch the history on the first connection (the panel loads it when opened)', async () => {
    chat = setupChat({ userData: VISITOR, connect: true });
    chat.socket.serverDrop();
    chat.socket.serverConnect();
    await new Promise((r) => setTimeout(r, 30));
    expect(api.requests).toHaveLength(0);
  });
});
