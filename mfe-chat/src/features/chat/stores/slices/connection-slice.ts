import type { StateCreator } from 'zustand';
import { CHAT_MESSAGES, CHAT_SOCKET, TOAST_MS, isErrorCode } from '@law/contracts';
import { useChatBridgeStore } from '@law/ui/chat-bridge';
import { emitChat, type ChatSocket } from '../chat-socket';
import { normalizeAgent, readAgent, writeAgent } from '../chat-storage';
import { createBackoffTimer } from '../chat-backoff';
import { createReconnectState } from '../chat-reconnect-state';
import type { ChatState, ConnectionSlice } from '../chat-store-types';
import { bridge, type ChatStoreContext } from './chat-store-context';

export const AUTO_OPEN_DELAY_MS = 2500;
export const CONNECT_FAILED_TOAST_MS = 6000;
/** The connection attempt is given up after this many `connect_error`s (spec section 4). */
export const MAX_CONNECT_ERRORS = 5;

/**
 * The socket's life (spec sections 4 and 7): connecting and giving up, the agent in the header, telling the server
 * who this visitor is, and getting back after a drop or a "not now" (announce again, resend the outbox).
 */
export const createConnectionSlice =
  (ctx: ChatStoreContext): StateCreator<ChatState, [], [], ConnectionSlice> =>
  (set, get) => {
    let autoOpenTimer: ReturnType<typeof setTimeout> | undefined;
    let connectTimer: ReturnType<typeof setTimeout> | undefined;
    let serverKickTimer: ReturnType<typeof setTimeout> | undefined;
    let connectErrors = 0;
    let failureReported = false;
    /** After a retryable failure, the next try says user_connect again (it may be the part that failed). */
    let reannounce = false;

    const reconnect = createReconnectState((reconnecting) => {
      if (get().reconnecting !== reconnecting) set({ reconnecting });
    });

    const announce = (): boolean => {
      const { userId } = get();
      if (!userId || !ctx.socket?.connected) return false;
      emitChat(ctx.socket, 'user_connect', { userId });
      return true;
    };

    const retryNow = () => {
      // Without a link the `connect` handler announces and resends as soon as the socket is back.
      if (!ctx.socket?.connected) return;
      const announced = reannounce && announce();
      reannounce = false;
      const resent = ctx.outbox.resend();
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

    const serverAnswered = () => {
      retry.reset();
      reconnect.serverAnswered();
    };

    ctx.connection = { announce, serverAnswered, serverBusy };

    const reportFailure = () => {
      clearTimeout(connectTimer);
      if (failureReported || ctx.socket?.connected) return;
      failureReported = true;
      bridge().setConnection('disconnected');
      ctx.deps.notify('error', CHAT_MESSAGES.connectFailed, {
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

    /** The agent of this connection: the header, the 'online' toast, and the chat opening by itself for a newcomer. */
    const agentStatus = (raw: unknown) => {
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
      writeAgent(ctx.storage, agent);
      const s = get();
      if (!bridge().isOpen && ctx.socket?.connected && !s.successToastShown) {
        set({ successToastShown: true });
        ctx.deps.notify('success', CHAT_MESSAGES.connected, { autoClose: TOAST_MS, toastId: 'chat-connected' });
        if (!s.userName) {
          clearTimeout(autoOpenTimer);
          autoOpenTimer = setTimeout(() => {
            if (!get().userName && !bridge().isOpen && ctx.socket?.connected) bridge().open();
          }, AUTO_OPEN_DELAY_MS);
        }
      }
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
        ctx.outbox.resend();
        // Replies written while this tab was away (another instance answered, an ack was lost) are not re-sent
        // live: a reconnection re-reads the history the visitor already had open.
        if (reconnection && get().historyStatus === 'loaded') void get().loadHistory();
      },
      disconnect: (reason: string) => {
        ctx.conversation.linkLost();
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
          serverKickTimer = setTimeout(() => ctx.socket?.connect(), CHAT_SOCKET.reconnectionDelayMs);
        }
      },
      connect_error: () => {
        connectErrors += 1;
        if (connectErrors >= MAX_CONNECT_ERRORS) reportFailure();
      },
      status: (raw: unknown) => {
        // A registered visitor waits for session_created (user_connect succeeded); anyone else has only this.
        if (!get().userId) serverAnswered();
        agentStatus(raw);
      },
      error: (payload: { message?: unknown; code?: unknown; retryable?: unknown } | string) => {
        // e.g. user_connect failed on an unreachable database: not a refusal, announce and resend later.
        if (typeof payload === 'object' && payload?.retryable === true) {
          serverBusy(true);
          return;
        }
        const message = typeof payload === 'string' ? payload : typeof payload?.message === 'string' ? payload.message : '';
        const code = typeof payload === 'object' && isErrorCode(payload?.code) ? payload.code : undefined;
        if (message) ctx.outbox.refused(message, code);
      },
      // The instance is going down; the disconnect that follows cancels this retry and reconnects instead.
      server_restarting: () => serverBusy(true),
    };

    const attach = (s: ChatSocket) => {
      ctx.socket = s;
      const entries = Object.entries({ ...handlers, ...ctx.conversation.handlers }) as Array<[string, (...args: any[]) => void]>;
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
        [connectTimer, autoOpenTimer, serverKickTimer].forEach((t) => clearTimeout(t));
        ctx.conversation.detach();
        retry.cancel();
        retry.reset();
        reannounce = false;
        reconnect.reset();
        if (ctx.socket === s) ctx.socket = null;
      };
    };

    return {
      agent: readAgent(ctx.storage),
      liveAgent: null,
      socketConnected: false,
      reconnecting: false,
      statusHandled: false,
      successToastShown: false,

      attachSocket: attach,
      retryConnection: () => {
        if (!ctx.socket || ctx.socket.connected) return;
        startAttempt();
        ctx.socket.connect();
      },
    };
  };
