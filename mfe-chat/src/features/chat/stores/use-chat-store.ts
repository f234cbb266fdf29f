import { toast } from 'react-toastify';
import { createStore, useStore } from 'zustand';
import {
  CHAT_MESSAGES,
  CHAT_SOCKET,
  ErrorCode,
  PRIVACY_POLICY_VERSION,
  TYPING_STOP_DELAY_MS,
  isErrorCode,
  isValidName,
  isValidPhone,
  type ChatMessageWire,
  type NewConsultationAck,
  type SendMessageAck,
  type SendMessagePayload,
} from '@law/contracts';
import { useChatBridgeStore } from '@law/ui/chat-bridge';
import { httpStatusOf } from '../lib/http-status';
import { trackEvent } from '../lib/track-event';
import { emitChat, type ChatSocket } from './chat-socket';
import { normalizeAgent, readAgent, readUserData, writeAgent, writeUserData } from './chat-storage';
import { readOutbox, writeOutbox } from './chat-outbox-storage';
import { createBackoffTimer } from './chat-backoff';
import { createReconnectState } from './chat-reconnect-state';
import {
  endsChat,
  fromWire,
  isConsultationFinished,
  isDuplicateIncoming,
  isWaitingForReply,
  mergeMessages,
  validateMessageText,
  type VisitorMessage,
} from './chat-message-rules';
import type { ChatState, ChatStoreDeps, OutboxEntry, SendResult } from './chat-store-types';

export const AUTO_OPEN_DELAY_MS = 2500;
export const CONNECTED_TOAST_MS = 4000;
export const CONNECT_FAILED_TOAST_MS = 6000;
export const NO_AGENT_TOAST_MS = 4000;
/** The connection attempt is given up after this many `connect_error`s (spec section 4). */
export const MAX_CONNECT_ERRORS = 5;
export const CONVERSION_EVENT = 'conversion_event_contact';
export const NEW_CONSULTATION_TIMEOUT_MS = 8000;

/** The visitor chat's state machine (spec sections 4, 5, 7, 8). One instance per page; tests build their own. */
export function createChatStore(deps: ChatStoreDeps) {
  let socket: ChatSocket | null = null;
  let typingActive = false;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let autoOpenTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let serverKickTimer: ReturnType<typeof setTimeout> | undefined;
  let connectErrors = 0;
  let failureReported = false;

  const storage = deps.storage('local');
  const session = deps.storage('session');
  const stored = readUserData(storage);
  // Messages a reload interrupted before the server acknowledged them: shown pending, resent on connect.
  const restored = readOutbox(session, stored?.userId ?? null, Date.now());
  const bridge = () => useChatBridgeStore.getState();

  const store = createStore<ChatState>()((set, get) => {
    const reconnect = createReconnectState((reconnecting) => {
      if (get().reconnecting !== reconnecting) set({ reconnecting });
    });
    /** After a retryable failure, the next try says user_connect again (it may be the part that failed). */
    let reannounce = false;

    const forgetRegistration = () => {
      // The server does not know this id (e.g. data removed): register again with the remembered contact.
      set({ userId: null, sessionId: null });
    };

    /** Says who this visitor is on the current connection; false when there is no one (or no link) to announce. */
    const announce = (): boolean => {
      const { userId } = get();
      if (!userId || !socket?.connected) return false;
      emitChat(socket, 'user_connect', { userId });
      return true;
    };

    /** Sends every unacknowledged message again, same clientMessageId (the server stores each once). */
    const resendOutbox = (): number => {
      const entries = Object.values(get().outbox);
      for (const { payload } of entries) {
        const { userId, sessionId } = get();
        transmit({ ...payload, userId: userId ?? payload.userId, ...(sessionId ? { sessionId } : {}) });
      }
      return entries.length;
    };

    const retryNow = () => {
      // Without a link the `connect` handler announces and resends as soon as the socket is back.
      if (!socket?.connected) return;
      const announced = reannounce && announce();
      reannounce = false;
      const resent = resendOutbox();
      // Nothing went out that the server could answer: there is nothing left to wait for.
      if (!announced && resent === 0) serverAnswered();
    };
    const retry = createBackoffTimer(retryNow);

    /** The server could not do it now (database unreachable, or restarting): keep everything, try again later. */
    const serverBusy = (withAnnounce: boolean) => {
      if (withAnnounce) reannounce = true;
      reconnect.serverBusy();
      retry.schedule();
    };

    /** The server answered for real, so it is reachable and its database works again. */
    const serverAnswered = () => {
      retry.reset();
      reconnect.serverAnswered();
    };

    const applyAck = (clientMessageId: string, ack: SendMessageAck | undefined) => {
      if (!get().outbox[clientMessageId]) return;
      // Nothing was stored and nothing is wrong with the message: it stays pending in the outbox, no toast.
      if (ack && !ack.ok && ack.retryable === true) {
        serverBusy(false);
        return;
      }
      const { [clientMessageId]: entry, ...outbox } = get().outbox;
      if (ack?.ok) {
        set((s) => ({
          outbox,
          messages: s.messages.map((m) =>
            m.clientMessageId === clientMessageId ? { ...m, id: String(ack.id), pending: false } : m,
          ),
        }));
        serverAnswered();
        return;
      }
      // Refused by the server: nothing was stored, so the text goes back into the box instead of being lost.
      set((s) => ({
        outbox,
        messages: s.messages.filter((m) => m.clientMessageId !== clientMessageId),
        draft: s.draft || entry.payload.content,
      }));
      serverRefused(ack?.error || CHAT_MESSAGES.serverError, ack?.code);
    };

    /**
     * The gateway's refusal (an `error` event or a negative ack; both may come for one message): the Ukrainian
     * `message` is shown, the `code` decides what happens.
     */
    const serverRefused = (message: string, code: ErrorCode | undefined) => {
      // A verdict, not "try later": the server is reachable, and this message will not be sent by itself.
      serverAnswered();
      set({ assistantTyping: false });
      if (code === ErrorCode.UnknownUser) {
        // The server no longer knows this id: the next send asks for the (remembered) contact again.
        forgetRegistration();
        return;
      }
      if (code === ErrorCode.ChatFinished) set({ isDisconnected: true, draft: '' });
      deps.notify('error', message, { autoClose: NO_AGENT_TOAST_MS, toastId: message });
    };

    const transmit = (payload: SendMessagePayload) => {
      if (!socket) return;
      const id = payload.clientMessageId!;
      emitChat(socket, 'message', payload, (ack: SendMessageAck) => applyAck(id, ack));
    };

    const stopTyping = () => {
      clearTimeout(typingTimer);
      const { userId, sessionId, agent } = get();
      if (typingActive && socket?.connected && userId) {
        emitChat(socket, 'typing', { isTyping: false, userId, ...(sessionId ? { sessionId } : {}), ...(agent ? { agent: agent.name } : {}) });
      }
      typingActive = false;
    };

    const reportFailure = () => {
      clearTimeout(connectTimer);
      if (failureReported || socket?.connected) return;
      failureReported = true;
      bridge().setConnection('disconnected');
      deps.notify('error', CHAT_MESSAGES.connectFailed, {
        autoClose: CONNECT_FAILED_TOAST_MS,
        toastId: 'chat-connect-failed',
        position: 'top-right',
      });
    };

    /** A connection attempt starts: it fails after 10 s or after 5 connection errors. */
    const startAttempt = () => {
      clearTimeout(connectTimer);
      connectErrors = 0;
      failureReported = false;
      bridge().setConnection('connecting');
      connectTimer = setTimeout(reportFailure, CHAT_SOCKET.connectTimeoutMs);
    };

    const handlers = {
      connect: () => {
        const reconnection = reconnect.hasConnected();
        clearTimeout(connectTimer);
        connectErrors = 0;
        failureReported = false;
        // This connection is the retry: a scheduled one would send the outbox a second time.
        retry.cancel();
        reannounce = false;
        set({ socketConnected: true });
        bridge().setConnection('connected');
        reconnect.connected();
        announce();
        resendOutbox();
        // Replies written while this tab was away (another instance answered, an ack was lost) are not re-sent
        // live: a reconnection re-reads the history the visitor already had open.
        if (reconnection && get().historyStatus === 'loaded') void get().loadHistory();
      },
      disconnect: (reason: string) => {
        typingActive = false;
        retry.cancel();
        set({ socketConnected: false, statusHandled: false, assistantTyping: false });
        reconnect.disconnected(reason === 'io client disconnect');
        if (reason === 'io client disconnect') {
          clearTimeout(connectTimer);
          bridge().setConnection('disconnected');
          return;
        }
        startAttempt();
        // socket.io does not reconnect by itself after a server-side disconnect (e.g. a server restart).
        if (reason === 'io server disconnect') {
          clearTimeout(serverKickTimer);
          serverKickTimer = setTimeout(() => socket?.connect(), CHAT_SOCKET.reconnectionDelayMs);
        }
      },
      connect_error: () => {
        connectErrors += 1;
        if (connectErrors >= MAX_CONNECT_ERRORS) reportFailure();
      },
      status: (raw: unknown) => {
        // A registered visitor waits for session_created (user_connect succeeded); anyone else has only this.
        if (!get().userId) serverAnswered();
        // A lawyer took the conversation over (or handed it back): the header and the typing line name who answers.
        // Any status without kind 'lawyer' is the assistant's (the one every connection starts with, too).
        const kind = raw && typeof raw === 'object' ? (raw as { kind?: unknown }).kind : undefined;
        if (kind === 'lawyer') {
          const lawyer = normalizeAgent(raw);
          if (lawyer) set({ liveAgent: lawyer });
          return;
        }
        if (get().liveAgent) set({ liveAgent: null });
        if (get().statusHandled) return;
        const agent = normalizeAgent(raw);
        if (!agent) return;
        set({ agent, statusHandled: true });
        writeAgent(storage, agent);
        const s = get();
        if (!bridge().isOpen && socket?.connected && !s.successToastShown) {
          set({ successToastShown: true });
          deps.notify('success', CHAT_MESSAGES.connected, { autoClose: CONNECTED_TOAST_MS, toastId: 'chat-connected' });
          if (!s.userName) {
            clearTimeout(autoOpenTimer);
            autoOpenTimer = setTimeout(() => {
              if (!get().userName && !bridge().isOpen && socket?.connected) bridge().open();
            }, AUTO_OPEN_DELAY_MS);
          }
        }
      },
      session_created: (payload: { sessionId?: unknown }) => {
        serverAnswered();
        if (typeof payload?.sessionId === 'string' || typeof payload?.sessionId === 'number') {
          const sessionId = String(payload.sessionId);
          // Another tab (or this one) started a new consultation: the chat is open again.
          set((st) => ({ sessionId, ...(st.isDisconnected && st.sessionId !== sessionId && !isConsultationFinished(st.messages, sessionId) ? { isDisconnected: false } : {}) }));
        }
      },
      message: (wire: ChatMessageWire) => {
        if (!wire || typeof wire.content !== 'string') return;
        const incoming = fromWire(wire);
        const s = get();
        if (incoming.clientMessageId && s.messages.some((m) => m.clientMessageId === incoming.clientMessageId)) {
          // The server's echo of our own message doubles as its acknowledgement.
          applyAck(incoming.clientMessageId, { ok: true, id: incoming.id });
          return;
        }
        if (isDuplicateIncoming(s.messages, incoming)) return;
        const finished = endsChat(incoming.content);
        set((st) => ({
          messages: [...st.messages, incoming],
          assistantTyping: incoming.sender === 'user' ? st.assistantTyping : false,
          ...(finished ? { isDisconnected: true, draft: '' } : {}),
        }));
        if (finished) stopTyping();
      },
      typing: (payload: { isTyping?: unknown }) => {
        if (!get().isDisconnected) set({ assistantTyping: payload?.isTyping === true });
      },
      error: (payload: { message?: unknown; code?: unknown; retryable?: unknown } | string) => {
        // e.g. user_connect failed on an unreachable database: not a refusal, announce and resend later.
        if (typeof payload === 'object' && payload?.retryable === true) {
          serverBusy(true);
          return;
        }
        const message = typeof payload === 'string' ? payload : typeof payload?.message === 'string' ? payload.message : '';
        const code = typeof payload === 'object' && isErrorCode(payload?.code) ? payload.code : undefined;
        if (message) serverRefused(message, code);
      },
      // The instance is going down; the disconnect that follows cancels this retry and reconnects instead.
      server_restarting: () => serverBusy(true),
    };

    const deliver = (content: string): SendResult => {
      const { userId, sessionId, agent } = get();
      if (!userId || !socket?.connected) return 'offline';
      stopTyping();
      const clientMessageId = deps.randomId();
      const payload: SendMessagePayload = {
        type: 'text',
        content,
        userId,
        clientMessageId,
        ...(sessionId ? { sessionId } : {}),
        ...(agent ? { agent: agent.name } : {}),
      };
      const queuedAt = Date.now();
      set((s) => ({
        draft: '',
        outbox: { ...s.outbox, [clientMessageId]: { payload, queuedAt } },
        messages: [...s.messages, pendingMessage({ payload, queuedAt })],
      }));
      transmit(payload);
      return 'sent';
    };

    return {
      userId: stored?.userId ?? null,
      userName: stored?.userName ?? '',
      userPhone: stored?.userPhone ?? '',
      hasStoredContact: stored !== null,
      agent: readAgent(storage),
      liveAgent: null,
      sessionId: null,
      messages: restored.map(pendingMessage),
      outbox: Object.fromEntries(restored.map((e) => [e.payload.clientMessageId!, e])),
      historyStatus: 'idle',
      assistantTyping: false,
      isDisconnected: false,
      socketConnected: false,
      reconnecting: false,
      statusHandled: false,
      successToastShown: false,
      contactModalOpen: false,
      pendingText: null,
      registering: false,
      draft: '',

      attachSocket: (s) => {
        socket = s;
        const entries = Object.entries(handlers) as Array<[string, (...args: any[]) => void]>;
        for (const [event, fn] of entries) s.on(event, fn);
        s.io.on('reconnect_failed', reportFailure);
        // Opened by the visitor before the auto-open fired: closing it later must not reopen it.
        const unsubscribeBridge = useChatBridgeStore.subscribe((b, prev) => {
          if (b.isOpen && !prev.isOpen) clearTimeout(autoOpenTimer);
        });
        if (s.connected) handlers.connect();
        else startAttempt();
        return () => {
          for (const [event, fn] of entries) s.off(event, fn);
          s.io.off('reconnect_failed', reportFailure);
          unsubscribeBridge();
          [connectTimer, typingTimer, autoOpenTimer, serverKickTimer].forEach((t) => clearTimeout(t));
          retry.cancel();
          retry.reset();
          reannounce = false;
          reconnect.reset();
          if (socket === s) socket = null;
        };
      },

      retryConnection: () => {
        if (!socket || socket.connected) return;
        startAttempt();
        socket.connect();
      },

      loadHistory: async () => {
        const { userId, historyStatus } = get();
        if (!userId || historyStatus === 'loading') return;
        set({ historyStatus: 'loading' });
        try {
          // The API calls (and axios) load when first needed: nothing of them is in the widget's first download.
          const { fetchChatHistory } = await import('../api/fetch-chat-history');
          const history = (await fetchChatHistory(userId)).map(fromWire);
          if (get().userId !== userId) return;
          set((s) => {
            const messages = mergeMessages(s.messages, history);
            const finished = isConsultationFinished(messages, s.sessionId);
            return {
              messages,
              historyStatus: 'loaded',
              ...(finished ? { isDisconnected: true, draft: '' } : { isDisconnected: false }),
            };
          });
        } catch (e) {
          console.error('Не вдалося завантажити історію чату', e);
          const status = httpStatusOf(e);
          if (status === 404) forgetRegistration();
          set({ historyStatus: 'error' });
        }
      },

      startNewConsultation: async () => {
        const { userId, isDisconnected } = get();
        if (!userId || !isDisconnected || !socket?.connected) return false;
        const ack = await new Promise<NewConsultationAck>((resolve) => {
          // No answer in time: the server is out of reach for now.
          const timer = setTimeout(() => resolve({ ok: false, error: CHAT_MESSAGES.serverError, code: ErrorCode.ServiceUnavailable }), NEW_CONSULTATION_TIMEOUT_MS);
          emitChat(socket!, 'new_consultation', { userId }, (res) => {
            clearTimeout(timer);
            resolve(res);
          });
        });
        if (!ack.ok) {
          deps.notify('error', ack.error, { autoClose: NO_AGENT_TOAST_MS, toastId: 'chat-new-consultation' });
          return false;
        }
        set({ sessionId: ack.sessionId, isDisconnected: false, draft: '' });
        return true;
      },

      setDraft: (text) => {
        if (!get().isDisconnected) set({ draft: text });
      },

      notifyTyping: () => {
        const { userId, sessionId, agent, isDisconnected } = get();
        if (!userId || !socket?.connected || isDisconnected) return;
        if (!typingActive) {
          typingActive = true;
          emitChat(socket, 'typing', { isTyping: true, userId, ...(sessionId ? { sessionId } : {}), ...(agent ? { agent: agent.name } : {}) });
        }
        clearTimeout(typingTimer);
        typingTimer = setTimeout(stopTyping, TYPING_STOP_DELAY_MS);
      },

      sendMessage: (text) => {
        const problem = validateMessageText(text);
        if (problem === 'empty') return 'empty';
        if (problem === 'too_long') {
          deps.notify('error', CHAT_MESSAGES.tooLong, { autoClose: NO_AGENT_TOAST_MS, toastId: 'chat-too-long' });
          return 'too_long';
        }
        const s = get();
        if (s.isDisconnected) return 'disconnected';
        if (!s.liveAgent && isWaitingForReply(s.messages, s.isDisconnected, s.sessionId)) return 'waiting';
        if (!s.agent) {
          deps.notify('error', CHAT_MESSAGES.noAgent, { autoClose: NO_AGENT_TOAST_MS, toastId: 'chat-no-agent' });
          return 'no_agent';
        }
        const content = text.trim();
        if (!s.userId) {
          set({ pendingText: content, contactModalOpen: true });
          return 'needs_registration';
        }
        return deliver(content);
      },

      register: async (name, phone) => {
        const s = get();
        if (s.registering) return false;
        // With a remembered contact the form is valid as it is (spec section 5).
        const body = s.hasStoredContact ? { name: s.userName, phone: s.userPhone } : { name: name.trim(), phone };
        if (!s.hasStoredContact && (!isValidName(body.name) || !isValidPhone(body.phone))) return false;
        set({ registering: true });
        let userId: string;
        try {
          // The consent line under the form names this policy version; it is stored with the registration.
          const { registerUser } = await import('../api/register-user');
          userId = await registerUser({ ...body, consent_version: PRIVACY_POLICY_VERSION });
        } catch (e) {
          const status = httpStatusOf(e);
          const message = status === 400 ? CHAT_MESSAGES.registrationInvalid : CHAT_MESSAGES.registrationFailed;
          deps.notify('error', message, { autoClose: NO_AGENT_TOAST_MS, toastId: 'chat-registration' });
          set({ registering: false });
          return false;
        }
        writeUserData(storage, { userId, userName: body.name, userPhone: body.phone, timestamp: Date.now() });
        set({ userId, userName: body.name, userPhone: body.phone, hasStoredContact: true, registering: false, historyStatus: 'loaded' });
        deps.track(CONVERSION_EVENT);
        announce();
        const pending = get().pendingText;
        set({ pendingText: null });
        // If the socket dropped meanwhile, the text waits in the box rather than being lost.
        if (pending && deliver(pending) !== 'sent') set({ draft: pending });
        set({ contactModalOpen: false });
        return true;
      },

      openContactModal: () => set({ contactModalOpen: true }),
      closeContactModal: () => set({ contactModalOpen: false, pendingText: null }),
    };
  });

  store.subscribe((s, prev) => {
    if (s.outbox !== prev.outbox) writeOutbox(session, Object.values(s.outbox));
  });
  return store;
}

/** How an unacknowledged message of the visitor's is shown: theirs, pending, at the time it was written. */
function pendingMessage({ payload, queuedAt }: OutboxEntry): VisitorMessage {
  const id = payload.clientMessageId!;
  return { id, clientMessageId: id, sender: 'user', type: 'text', content: payload.content, timestamp: new Date(queuedAt), pending: true };
}

export type ChatStore = ReturnType<typeof createChatStore>;

const browserDeps: ChatStoreDeps = {
  notify: (kind, message, options) => toast[kind](message, options),
  storage: (area) => {
    try {
      if (typeof window === 'undefined') return null;
      return area === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  },
  randomId: () => crypto.randomUUID(),
  track: trackEvent,
};

/** The page's chat store. */
export const chatStore = createChatStore(browserDeps);

export function useChatStore<T>(selector: (s: ChatState) => T): T {
  return useStore(chatStore, selector);
}
