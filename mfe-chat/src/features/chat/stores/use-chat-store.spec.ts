/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CHAT_DISCONNECT_PHRASE, CHAT_MESSAGE_MAX, CHAT_MESSAGES, ErrorCode, USER_DATA_KEY } from '@law/contracts';
import { AGENT_KEY } from './chat-storage';
import { OUTBOX_KEY, OUTBOX_MAX_AGE_MS } from './chat-outbox-storage';
import { chatSelectors } from './chat-selectors';
import { setupChat, VISITOR } from './testing/chat-store-harness';

type Chat = ReturnType<typeof setupChat>;
let chat: Chat | undefined;
const start = (opts: Parameters<typeof setupChat>[0] = {}) => (chat = setupChat(opts));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  chat?.detach();
  chat = undefined;
  jest.useRealTimers();
});

describe('stored visitor (userData)', () => {
  it('treats a visitor as registered exactly when a user id is stored', () => {
    expect(chatSelectors.isRegistered(start().state())).toBe(false);
    chat!.detach();
    const c = start({ userData: VISITOR });
    expect(chatSelectors.isRegistered(c.state())).toBe(true);
    expect(c.state()).toMatchObject({ userName: 'Олена', userPhone: '+380501234567', hasStoredContact: true });
  });

  it('clears corrupt stored user data', () => {
    const c = start({ userData: '{"userId": 42, ' });
    expect(c.state().userId).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('clears stored user data with a field missing, as every remote reads it (parseStoredUserData)', () => {
    const c = start({ userData: JSON.stringify({ userId: VISITOR.userId, userName: 'Олена', timestamp: 1 }) });
    expect(c.state()).toMatchObject({ userId: null, hasStoredContact: false });
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });
});

describe('connection', () => {
  it('is connecting until the socket connects, then connected in the shared bridge', () => {
    const c = start();
    expect(c.bridge().connection).toBe('connecting');
    c.socket.serverConnect();
    expect(c.bridge().connection).toBe('connected');
    expect(c.state().socketConnected).toBe(true);
  });

  it('announces a known user on connect (and again after a reconnect)', () => {
    const c = start({ userData: VISITOR, connect: true });
    expect(c.socket.sent('user_connect').map((e) => e.payload)).toEqual([{ userId: VISITOR.userId }]);
    c.socket.serverDrop();
    c.socket.serverConnect();
    expect(c.socket.sent('user_connect')).toHaveLength(2);
  });

  it('does not announce an unknown visitor', () => {
    const c = start({ connect: true });
    expect(c.socket.sent('user_connect')).toHaveLength(0);
  });

  it('gives up after 10 s without a connection: disconnected + the 6 s failure toast', () => {
    const c = start();
    jest.advanceTimersByTime(9_999);
    expect(c.bridge().connection).toBe('connecting');
    jest.advanceTimersByTime(1);
    expect(c.bridge().connection).toBe('disconnected');
    expect(c.toasts).toEqual([
      { kind: 'error', message: CHAT_MESSAGES.connectFailed, options: expect.objectContaining({ autoClose: 6000, position: 'top-right' }) },
    ]);
  });

  it('gives up after 5 connection errors, with one toast', () => {
    const c = start();
    for (let i = 0; i < 4; i++) c.socket.fire('connect_error', new Error('xhr poll error'));
    expect(c.bridge().connection).toBe('connecting');
    c.socket.fire('connect_error', new Error('xhr poll error'));
    expect(c.bridge().connection).toBe('disconnected');
    c.socket.fire('connect_error', new Error('xhr poll error'));
    jest.advanceTimersByTime(20_000);
    expect(c.toasts.filter((t) => t.message === CHAT_MESSAGES.connectFailed)).toHaveLength(1);
  });

  it('reconnects by itself after the server closed the connection (e.g. a restart)', () => {
    const c = start({ connect: true });
    c.socket.serverDrop('io server disconnect');
    expect(c.bridge().connection).toBe('connecting');
    jest.advanceTimersByTime(1_000);
    expect(c.socket.connectCalls).toBe(1);
  });

  it('turns connected again when a later attempt succeeds, and a retry starts a new attempt', () => {
    const c = start();
    c.socket.io.fire('reconnect_failed');
    expect(c.bridge().connection).toBe('disconnected');
    c.state().retryConnection();
    expect(c.socket.connectCalls).toBe(1);
    expect(c.bridge().connection).toBe('connecting');
    c.socket.serverConnect();
    expect(c.bridge().connection).toBe('connected');
  });
});

describe('agent status', () => {
  it('stores the agent (state and localStorage) once per connection; a disconnect resets the once-flag', () => {
    const c = start({ connect: true });
    c.status({ name: 'Марія', avatar: '/a.webp' });
    c.status('Інший агент');
    expect(c.state().agent).toEqual({ name: 'Марія', avatar: '/a.webp' });
    expect(JSON.parse(localStorage.getItem(AGENT_KEY)!)).toEqual({ name: 'Марія', avatar: '/a.webp' });
    c.socket.serverDrop();
    expect(c.state().statusHandled).toBe(false);
    c.socket.serverConnect();
    c.status('Олег');
    expect(c.state().agent).toEqual({ name: 'Олег', avatar: '' });
  });

  it('shows the success toast and auto-opens the chat after 2.5 s when no name is registered', () => {
    const c = start({ connect: true });
    c.status();
    expect(c.toasts).toEqual([{ kind: 'success', message: CHAT_MESSAGES.connected, options: expect.objectContaining({ autoClose: 4000 }) }]);
    jest.advanceTimersByTime(2_499);
    expect(c.bridge().isOpen).toBe(false);
    jest.advanceTimersByTime(1);
    expect(c.bridge().isOpen).toBe(true);
  });

  it('does not reopen the chat when the visitor opened and closed it before the auto-open', () => {
    const c = start({ connect: true });
    c.status();
    jest.advanceTimersByTime(1_000);
    c.bridge().open();
    c.bridge().close();
    jest.advanceTimersByTime(5_000);
    expect(c.bridge().isOpen).toBe(false);
  });

  it('shows the toast but does not auto-open for a visitor whose name is registered', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    expect(c.toasts.map((t) => t.message)).toEqual([CHAT_MESSAGES.connected]);
    jest.advanceTimersByTime(5_000);
    expect(c.bridge().isOpen).toBe(false);
  });

  it('shows the success toast only once per page, and not while the chat is open', () => {
    const c = start({ connect: true });
    c.bridge().open();
    c.status();
    expect(c.toasts).toHaveLength(0);
    c.bridge().close();
    c.socket.serverDrop();
    c.socket.serverConnect();
    c.status();
    c.socket.serverDrop();
    c.socket.serverConnect();
    c.status();
    expect(c.toasts.filter((t) => t.message === CHAT_MESSAGES.connected)).toHaveLength(1);
  });
});

describe('sending', () => {
  it('refuses to send when the socket is not connected', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.socket.serverDrop();
    expect(c.state().sendMessage('Добрий день')).toBe('offline');
    expect(c.socket.sent('message')).toHaveLength(0);
  });

  it('opens the contact modal with the pending message for an unregistered visitor', () => {
    const c = start({ connect: true });
    c.status();
    expect(c.state().sendMessage('  Мене звільнили  ')).toBe('needs_registration');
    expect(c.state()).toMatchObject({ contactModalOpen: true, pendingText: 'Мене звільнили' });
    expect(c.socket.sent('message')).toHaveLength(0);
  });

  it('ignores a blank message and refuses one over 1500 characters', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    expect(c.state().sendMessage('   \n ')).toBe('empty');
    expect(c.state().sendMessage('я'.repeat(CHAT_MESSAGE_MAX + 1))).toBe('too_long');
    expect(c.toasts.at(-1)?.message).toBe(CHAT_MESSAGES.tooLong);
    expect(c.state().sendMessage('я'.repeat(CHAT_MESSAGE_MAX))).toBe('sent');
  });

  it('refuses to send without an agent, with the 4 s "chat unavailable" toast', () => {
    const c = start({ userData: VISITOR, connect: true });
    expect(c.state().sendMessage('Добрий день')).toBe('no_agent');
    expect(c.toasts).toEqual([{ kind: 'error', message: CHAT_MESSAGES.noAgent, options: expect.objectContaining({ autoClose: 4000 }) }]);
  });

  it('blocks sending while waiting for a reply and unblocks on the reply', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    expect(c.state().sendMessage('Перше')).toBe('sent');
    expect(chatSelectors.isWaitingForReply(c.state())).toBe(true);
    expect(c.state().sendMessage('Друге')).toBe('waiting');
    c.incoming('Розкажіть детальніше.');
    expect(c.state().sendMessage('Друге')).toBe('sent');
    expect(c.socket.sent('message').map((e) => e.payload.content)).toEqual(['Перше', 'Друге']);
  });

  it('sends the message with the user id, agent, session and a client message id', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status('Марія');
    c.socket.fire('session_created', { sessionId: '15' });
    c.state().sendMessage('Питання щодо аліментів');
    expect(c.socket.lastSent('message')?.payload).toEqual({
      type: 'text',
      content: 'Питання щодо аліментів',
      userId: VISITOR.userId,
      sessionId: '15',
      agent: 'Марія',
      clientMessageId: 'client-1',
    });
  });
});

describe('delivery guarantee', () => {
  it('keeps a message pending until the server acknowledges it', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.state().sendMessage('Добрий день');
    expect(c.state().messages[0]).toMatchObject({ id: 'client-1', pending: true, sender: 'user' });
    c.socket.lastSent('message')!.ack!({ ok: true, id: '901', clientMessageId: 'client-1' });
    expect(c.state().messages[0]).toMatchObject({ id: '901', pending: false });
    expect(c.state().outbox).toEqual({});
  });

  it('re-sends an unacknowledged message after a reconnect, with the same client id', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.state().sendMessage('Добрий день');
    c.socket.serverDrop();
    c.socket.serverConnect();
    const sends = c.socket.sent('message');
    expect(sends).toHaveLength(2);
    expect(sends[1].payload).toMatchObject({ content: 'Добрий день', clientMessageId: 'client-1' });
    const order = c.socket.emitted.map((e) => e.event);
    expect(order.lastIndexOf('user_connect')).toBeLessThan(order.lastIndexOf('message'));
    sends[1].ack!({ ok: true, id: '902' });
    c.socket.serverDrop();
    c.socket.serverConnect();
    expect(c.socket.sent('message')).toHaveLength(2);
  });

  it('treats the server echo of the own message as its acknowledgement (no duplicate)', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.state().sendMessage('Добрий день');
    c.incoming('Добрий день', 'user', { id: '77', clientMessageId: 'client-1' });
    expect(c.state().messages).toHaveLength(1);
    expect(c.state().messages[0]).toMatchObject({ id: '77', pending: false });
  });

  it('gives the text back and shows the error when the server refuses the message', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.state().sendMessage('Текст');
    c.socket.lastSent('message')!.ack!({ ok: false, error: CHAT_MESSAGES.rateLimited, code: ErrorCode.TooManyRequests });
    expect(c.state().messages).toHaveLength(0);
    expect(c.state().draft).toBe('Текст');
    expect(c.toasts.at(-1)?.message).toBe(CHAT_MESSAGES.rateLimited);
  });
});

describe('a lawyer in the chat (issue 17)', () => {
  it('shows the lawyer as the agent while they hold the chat and the assistant again after a hand-back', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.status({ name: 'Олена Петренко', avatar: '', kind: 'lawyer' });
    expect(chatSelectors.agentName(c.state())).toBe('Олена Петренко');
    expect(chatSelectors.isLawyer(c.state())).toBe(true);
    expect(c.state().agent).toEqual({ name: 'Марія', avatar: '/media/agent.webp' }); // the stored assistant stays
    c.status({ name: 'Марія', avatar: '/media/agent.webp', kind: 'assistant' });
    expect(chatSelectors.agentName(c.state())).toBe('Марія');
    expect(chatSelectors.isLawyer(c.state())).toBe(false);
  });

  it('lets the visitor write several messages in a row to a lawyer, and keeps the lawyer\'s name on their messages', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.status({ name: 'Олена Петренко', avatar: '', kind: 'lawyer' });
    expect(c.state().sendMessage('Перше')).toBe('sent');
    expect(c.state().sendMessage('Друге')).toBe('sent');
    c.incoming('Добре', 'agent', { agent: { name: 'Олена Петренко', avatar: '' } });
    c.incoming('Добре', 'agent', { agent: { name: 'Олена Петренко', avatar: '' } });
    const agentMessages = c.state().messages.filter((m) => m.sender === 'agent');
    expect(agentMessages.map((m) => [m.content, m.agentName])).toEqual([
      ['Добре', 'Олена Петренко'],
      ['Добре', 'Олена Петренко'],
    ]);
  });
});

describe('incoming messages', () => {
  it('drops an assistant message duplicating an existing one (same sender and content)', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.incoming('Вітаю! Чим можу допомогти?');
    c.incoming('Вітаю! Чим можу допомогти?');
    c.incoming('Вітаю! Чим можу допомогти?', 'system');
    expect(c.state().messages.map((m) => [m.sender, m.content])).toEqual([
      ['assistant', 'Вітаю! Чим можу допомогти?'],
      ['system', 'Вітаю! Чим можу допомогти?'],
    ]);
  });

  it('converts server timestamps to dates', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.incoming('Так', 'assistant', { timestamp: '2026-03-01T10:15:00.000Z' });
    expect(c.state().messages[0].timestamp).toEqual(new Date('2026-03-01T10:15:00.000Z'));
  });

  it('disconnects the chat permanently on the closing phrase: input cleared, sending refused', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.state().setDraft('ще одне питання');
    c.incoming(`Дякуємо! ${CHAT_DISCONNECT_PHRASE}. Спеціаліст зателефонує.`);
    expect(c.state().isDisconnected).toBe(true);
    expect(c.state().draft).toBe('');
    expect(chatSelectors.isAgentOnline(c.state())).toBe(false);
    expect(c.state().sendMessage('ще одне питання')).toBe('disconnected');
    c.state().setDraft('abc');
    expect(c.state().draft).toBe('');
    c.socket.serverDrop();
    c.socket.serverConnect();
    expect(c.state().isDisconnected).toBe(true);
  });

  it('shows and hides the assistant typing indicator', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.socket.fire('typing', { isTyping: true });
    expect(c.state().assistantTyping).toBe(true);
    c.incoming('Відповідь');
    expect(c.state().assistantTyping).toBe(false);
  });

  it('asks for the contact again (without a toast) when the server no longer knows the stored user', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.toasts.length = 0;
    c.socket.fire('error', { message: CHAT_MESSAGES.unknownUser, code: ErrorCode.UnknownUser });
    expect(c.state()).toMatchObject({ userId: null, hasStoredContact: true, userName: 'Олена' });
    expect(c.toasts).toEqual([]);
    expect(c.state().sendMessage('Добрий день')).toBe('needs_registration');
  });

  it('marks the chat finished when the server says so', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.socket.fire('error', { message: CHAT_MESSAGES.chatFinished, code: ErrorCode.ChatFinished });
    expect(c.state().isDisconnected).toBe(true);
    expect(c.toasts.at(-1)?.message).toBe(CHAT_MESSAGES.chatFinished);
  });

  it('goes by the code of a refusal, never by its text', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.toasts.length = 0;
    // The same text without its code is only shown; a reworded text with the code still acts.
    c.socket.fire('error', { message: CHAT_MESSAGES.chatFinished });
    expect(c.state().isDisconnected).toBe(false);
    expect(c.toasts.at(-1)?.message).toBe(CHAT_MESSAGES.chatFinished);
    c.socket.fire('error', { message: 'Розмову закрито.', code: 'chat_finished' });
    expect(c.state().isDisconnected).toBe(true);
    c.socket.fire('error', { message: 'Хто ви?', code: 'unknown_user' });
    expect(c.state().userId).toBeNull();
  });
});

describe('a returning client', () => {
  const finish = (c: ReturnType<typeof start>) => {
    c.status();
    c.socket.fire('session_created', { sessionId: '5' });
    c.incoming('Чим можу допомогти?', 'assistant', { chatId: '5' });
    c.incoming(`Дякуємо! ${CHAT_DISCONNECT_PHRASE}.`, 'assistant', { chatId: '5' });
    expect(c.state().isDisconnected).toBe(true);
  };

  it('starts a new consultation after a finished one: the chat opens again in the new session', async () => {
    const c = start({ userData: VISITOR, connect: true });
    finish(c);
    const pending = c.state().startNewConsultation();
    const emitted = c.socket.emitted.at(-1)!;
    expect(emitted).toMatchObject({ event: 'new_consultation', payload: { userId: VISITOR.userId } });
    emitted.ack?.({ ok: true, sessionId: '6' });
    expect(await pending).toBe(true);
    expect(c.state()).toMatchObject({ isDisconnected: false, sessionId: '6' });
    expect(c.state().sendMessage('Нове питання про аліменти')).toBe('sent');
    expect(c.socket.lastSent('message')?.payload).toMatchObject({ content: 'Нове питання про аліменти', sessionId: '6' });
  });

  it('keeps the chat closed and says why when the server refuses a new consultation', async () => {
    const c = start({ userData: VISITOR, connect: true });
    finish(c);
    const pending = c.state().startNewConsultation();
    c.socket.emitted.at(-1)!.ack?.({ ok: false, error: CHAT_MESSAGES.blocked, code: ErrorCode.Blocked });
    expect(await pending).toBe(false);
    expect(c.state().isDisconnected).toBe(true);
    expect(c.toasts.at(-1)?.message).toBe(CHAT_MESSAGES.blocked);
  });

  it('reopens when another tab started the new consultation, but not on a reconnection to the finished one', () => {
    const c = start({ userData: VISITOR, connect: true });
    finish(c);
    c.socket.fire('session_created', { sessionId: '5' });
    expect(c.state().isDisconnected).toBe(true);
    c.socket.fire('session_created', { sessionId: '6' });
    expect(c.state().isDisconnected).toBe(false);
  });

  it('does not offer a new consultation to a chat that is still open', async () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    expect(await c.state().startNewConsultation()).toBe(false);
    expect(c.socket.emitted.some((e) => e.event === 'new_consultation')).toBe(false);
  });
});

describe('typing signal', () => {
  it('signals typing on the first keystroke and stopped typing 1 s after the last one', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.state().notifyTyping();
    jest.advanceTimersByTime(600);
    c.state().notifyTyping();
    expect(c.socket.sent('typing').map((e) => e.payload.isTyping)).toEqual([true]);
    jest.advanceTimersByTime(999);
    expect(c.socket.sent('typing')).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(c.socket.sent('typing').map((e) => e.payload)).toEqual([
      { isTyping: true, userId: VISITOR.userId },
      { isTyping: false, userId: VISITOR.userId },
    ]);
  });

  it('sends no typing signal for an unregistered visitor', () => {
    const c = start({ connect: true });
    c.state().notifyTyping();
    jest.advanceTimersByTime(2_000);
    expect(c.socket.sent('typing')).toHaveLength(0);
  });
});

describe('server restarts and database outages', () => {
  const retryable = { ok: false, error: CHAT_MESSAGES.reconnecting, code: ErrorCode.ServiceUnavailable, retryable: true };

  /** A registered visitor whose first message 'Добрий день' is on its way (client-1, not yet acknowledged). */
  function sending() {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.toasts.length = 0;
    c.state().sendMessage('Добрий день');
    return c;
  }

  it('keeps a message the server could not store pending, without a toast, and resends it after the backoff', () => {
    const c = sending();
    c.socket.lastSent('message')!.ack!(retryable);
    expect(c.state().messages).toEqual([expect.objectContaining({ clientMessageId: 'client-1', pending: true })]);
    expect(Object.keys(c.state().outbox)).toEqual(['client-1']);
    expect(c.state().draft).toBe('');
    expect(c.toasts).toEqual([]);
    expect(c.state().reconnecting).toBe(true);
    expect(chatSelectors.isWaitingForReply(c.state())).toBe(true);

    jest.advanceTimersByTime(999);
    expect(c.socket.sent('message')).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(c.socket.sent('message').map((e) => e.payload.clientMessageId)).toEqual(['client-1', 'client-1']);

    c.socket.lastSent('message')!.ack!({ ok: true, id: '901', clientMessageId: 'client-1' });
    expect(c.state().reconnecting).toBe(false);
    expect(c.state().messages[0]).toMatchObject({ id: '901', pending: false });
    expect(c.state().outbox).toEqual({});
    jest.advanceTimersByTime(30_000);
    expect(c.socket.sent('message')).toHaveLength(2);
  });

  it('doubles the retry delay up to the maximum, one timer even when the error event and the ack both say retry', () => {
    const c = sending();
    const gaps: number[] = [];
    let last = Date.now();
    for (let i = 0; i < 5; i++) {
      c.socket.fire('error', { message: CHAT_MESSAGES.reconnecting, code: ErrorCode.ServiceUnavailable, retryable: true });
      c.socket.lastSent('message')!.ack!(retryable);
      const before = c.socket.sent('message').length;
      for (let waited = 0; waited < 10_000 && c.socket.sent('message').length === before; waited += 100) jest.advanceTimersByTime(100);
      expect(c.socket.sent('message')).toHaveLength(before + 1);
      gaps.push(Date.now() - last);
      last = Date.now();
    }
    expect(gaps).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(c.toasts).toEqual([]);
  });

  it('re-announces the visitor after a retryable error event and clears "reconnecting" on session_created', () => {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.toasts.length = 0;
    c.socket.fire('error', { message: CHAT_MESSAGES.reconnecting, code: ErrorCode.ServiceUnavailable, retryable: true });
    expect(c.toasts).toEqual([]);
    expect(c.state().reconnecting).toBe(true);
    expect(c.socket.sent('user_connect')).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    expect(c.socket.sent('user_connect')).toHaveLength(2);
    c.socket.fire('session_created', { sessionId: '15' });
    expect(c.state().reconnecting).toBe(false);
    expect(c.state().sessionId).toBe('15');
  });

  it.each(['transport close', 'io server disconnect'])(
    'after server_restarting and a "%s" disconnect, reconnects and resends the outbox once',
    (reason) => {
      const c = sending();
      c.socket.fire('server_restarting', { reason: 'shutdown' });
      expect(c.state().reconnecting).toBe(true);
      c.socket.serverDrop(reason);
      expect(c.state().reconnecting).toBe(true);
      jest.advanceTimersByTime(1_000);
      expect(c.socket.sent('message')).toHaveLength(1);
      c.socket.serverConnect();
      const sends = c.socket.sent('message');
      expect(sends).toHaveLength(2);
      expect(sends[1].payload).toMatchObject({ content: 'Добрий день', clientMessageId: 'client-1' });
      expect(c.socket.sent('user_connect')).toHaveLength(2);
      // Up again, but not yet confirmed by the (new) server instance.
      expect(c.state().reconnecting).toBe(true);
      jest.advanceTimersByTime(30_000);
      expect(c.socket.sent('message')).toHaveLength(2);
      sends[1].ack!({ ok: true, id: '902', clientMessageId: 'client-1' });
      expect(c.state().reconnecting).toBe(false);
      expect(c.state().messages).toEqual([expect.objectContaining({ id: '902', pending: false })]);
      expect(c.toasts).toEqual([]);
    },
  );

  it('shows "reconnecting" only after a connection was lost, not before the first one or after closing it', () => {
    const c = start({ userData: VISITOR });
    jest.advanceTimersByTime(10_000);
    expect(c.bridge().connection).toBe('disconnected');
    expect(c.state().reconnecting).toBe(false);
    c.socket.serverConnect();
    c.socket.serverDrop();
    expect(c.state().reconnecting).toBe(true);
    c.socket.serverConnect();
    expect(c.state().reconnecting).toBe(false);
    c.socket.disconnect();
    expect(c.state().reconnecting).toBe(false);
  });

  it('clears "reconnecting" for a visitor not registered yet once the restarted server says hello', () => {
    const c = start({ connect: true });
    c.socket.fire('server_restarting', { reason: 'shutdown' });
    c.socket.serverDrop('io server disconnect');
    c.socket.serverConnect();
    expect(c.state().reconnecting).toBe(true);
    c.status();
    expect(c.state().reconnecting).toBe(false);
  });

  it('stops retrying when the socket is detached', () => {
    const c = sending();
    c.socket.lastSent('message')!.ack!(retryable);
    c.detach();
    chat = undefined;
    expect(jest.getTimerCount()).toBe(0);
    expect(c.state().reconnecting).toBe(false);
  });

  it('does not resend twice when the link comes back while a retry is scheduled', () => {
    const c = sending();
    c.socket.lastSent('message')!.ack!(retryable);
    c.socket.serverDrop();
    c.socket.serverConnect();
    expect(c.socket.sent('message')).toHaveLength(2);
    jest.advanceTimersByTime(30_000);
    expect(c.socket.sent('message')).toHaveLength(2);
  });

  it('still gives the text back with a toast when a retried message is then refused for good', () => {
    const c = sending();
    c.socket.lastSent('message')!.ack!(retryable);
    jest.advanceTimersByTime(1_000);
    c.socket.lastSent('message')!.ack!({ ok: false, error: CHAT_MESSAGES.rateLimited, code: ErrorCode.TooManyRequests });
    expect(c.state().messages).toHaveLength(0);
    expect(c.state().outbox).toEqual({});
    expect(c.state().draft).toBe('Добрий день');
    expect(c.toasts.map((t) => t.message)).toEqual([CHAT_MESSAGES.rateLimited]);
    expect(c.state().reconnecting).toBe(false);
  });
});

describe('outbox across a page reload', () => {
  it('restores an unacknowledged message from sessionStorage (pending) and resends it on connect', () => {
    const first = sendThenReload();
    const c = start({ userData: VISITOR, reload: true });
    expect(c.state().messages).toEqual([
      expect.objectContaining({ clientMessageId: 'client-1', content: 'Добрий день', sender: 'user', pending: true }),
    ]);
    expect(c.state().messages[0].timestamp.getTime()).toBe(first.sentAt);
    expect(c.state().sendMessage('Ще одне')).toBe('waiting');
    expect(c.state().reconnecting).toBe(false);

    c.socket.serverConnect();
    const order = c.socket.emitted.map((e) => e.event);
    expect(order).toEqual(['user_connect', 'message']);
    expect(c.socket.lastSent('message')!.payload).toMatchObject({ content: 'Добрий день', clientMessageId: 'client-1', userId: VISITOR.userId });
    c.socket.lastSent('message')!.ack!({ ok: true, id: '903', clientMessageId: 'client-1' });
    expect(c.state().messages[0]).toMatchObject({ id: '903', pending: false });
    expect(sessionStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('drops messages older than 24 hours', () => {
    sendThenReload();
    jest.setSystemTime(Date.now() + OUTBOX_MAX_AGE_MS + 1);
    const c = start({ userData: VISITOR, reload: true });
    expect(c.state().messages).toEqual([]);
    expect(c.state().outbox).toEqual({});
    expect(sessionStorage.getItem(OUTBOX_KEY)).toBeNull();
    c.socket.serverConnect();
    expect(c.socket.sent('message')).toHaveLength(0);
  });

  it("keeps only this visitor's recent, readable entries", () => {
    const now = Date.now();
    const entry = (clientMessageId: string, userId: string, queuedAt: number) => ({
      payload: { type: 'text', content: clientMessageId, userId, clientMessageId },
      queuedAt,
    });
    sessionStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        entry('fresh', VISITOR.userId, now - OUTBOX_MAX_AGE_MS + 60_000),
        entry('stale', VISITOR.userId, now - OUTBOX_MAX_AGE_MS - 1),
        entry('other-visitor', 'a9a1b2c3-0000-4000-8000-000000000000', now),
        { payload: { content: 'broken' }, queuedAt: now },
      ]),
    );
    const c = start({ userData: VISITOR, reload: true });
    expect(c.state().messages.map((m) => m.content)).toEqual(['fresh']);
    expect(JSON.parse(sessionStorage.getItem(OUTBOX_KEY)!).map((e: { payload: { clientMessageId: string } }) => e.payload.clientMessageId)).toEqual(['fresh']);
  });

  it('ignores an unreadable stored outbox and removes it', () => {
    sessionStorage.setItem(OUTBOX_KEY, '{"not": "a list"');
    const c = start({ userData: VISITOR, reload: true });
    expect(c.state().messages).toEqual([]);
    expect(sessionStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  /** 'Добрий день' sent and never acknowledged; then the page goes away (store detached). */
  function sendThenReload() {
    const c = start({ userData: VISITOR, connect: true });
    c.status();
    c.state().sendMessage('Добрий день');
    expect(JSON.parse(sessionStorage.getItem(OUTBOX_KEY)!)).toEqual([
      { payload: expect.objectContaining({ content: 'Добрий день', clientMessageId: 'client-1' }), queuedAt: Date.now() },
    ]);
    const sentAt = Date.now();
    c.detach();
    chat = undefined;
    return { sentAt };
  }
});
