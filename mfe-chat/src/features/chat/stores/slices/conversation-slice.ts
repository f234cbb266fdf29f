import type { StateCreator } from 'zustand';
import { CHAT_MESSAGES, ErrorCode, TYPING_STOP_DELAY_MS, type ChatMessageWire, type NewConsultationAck } from '@law/contracts';
import { httpStatusOf } from '../../lib/http-status';
import { emitChat } from '../chat-socket';
import { endsChat, fromWire, isConsultationFinished, isDuplicateIncoming, mergeMessages } from '../chat-message-rules';
import type { ChatState, ConversationSlice } from '../chat-store-types';
import { notifyError, type ChatStoreContext } from './chat-store-context';
import { pendingMessage } from './outbox-slice';

export const NEW_CONSULTATION_TIMEOUT_MS = 8000;

/**
 * The consultation (spec sections 4, 7, 8): messages from the server and the history, the typing line both ways,
 * the end of a consultation ('Наразі відключаю наш чат') and a new one after it.
 */
export const createConversationSlice =
  (ctx: ChatStoreContext): StateCreator<ChatState, [], [], ConversationSlice> =>
  (set, get) => {
    let typingActive = false;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;

    const emitTyping = (isTyping: boolean) => {
      const { userId, sessionId, agent } = get();
      if (!ctx.socket || !userId) return;
      emitChat(ctx.socket, 'typing', { isTyping, userId, ...(sessionId ? { sessionId } : {}), ...(agent ? { agent: agent.name } : {}) });
    };

    const stopTyping = () => {
      clearTimeout(typingTimer);
      if (typingActive && ctx.socket?.connected) emitTyping(false);
      typingActive = false;
    };

    ctx.conversation = {
      stopTyping,
      linkLost: () => {
        typingActive = false;
      },
      detach: () => clearTimeout(typingTimer),
      handlers: {
        session_created: (payload) => {
          ctx.connection.serverAnswered();
          if (typeof payload?.sessionId === 'string' || typeof payload?.sessionId === 'number') {
            const sessionId = String(payload.sessionId);
            // Another tab (or this one) started a new consultation: the chat is open again.
            set((st) => ({
              sessionId,
              ...(st.isDisconnected && st.sessionId !== sessionId && !isConsultationFinished(st.messages, sessionId) ? { isDisconnected: false } : {}),
            }));
          }
        },
        message: (wire: ChatMessageWire) => {
          if (!wire || typeof wire.content !== 'string') return;
          const incoming = fromWire(wire);
          const s = get();
          if (incoming.clientMessageId && s.messages.some((m) => m.clientMessageId === incoming.clientMessageId)) {
            // The server's echo of our own message doubles as its acknowledgement.
            ctx.outbox.applyAck(incoming.clientMessageId, { ok: true, id: incoming.id });
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
        typing: (payload) => {
          if (!get().isDisconnected) set({ assistantTyping: payload?.isTyping === true });
        },
      },
    };

    return {
      sessionId: null,
      messages: ctx.unsent.map(pendingMessage),
      historyStatus: 'idle',
      assistantTyping: false,
      isDisconnected: false,

      loadHistory: async () => {
        const { userId, historyStatus } = get();
        if (!userId || historyStatus === 'loading') return;
        set({ historyStatus: 'loading' });
        try {
          // The API calls (and axios) load when first needed: nothing of them is in the widget's first download.
          const { fetchChatHistory } = await import('../../api/fetch-chat-history');
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
          if (httpStatusOf(e) === 404) ctx.registration.forget();
          set({ historyStatus: 'error' });
        }
      },

      startNewConsultation: async () => {
        const { userId, isDisconnected } = get();
        const socket = ctx.socket;
        if (!userId || !isDisconnected || !socket?.connected) return false;
        const ack = await new Promise<NewConsultationAck>((resolve) => {
          // No answer in time: the server is out of reach for now.
          const timer = setTimeout(() => resolve({ ok: false, error: CHAT_MESSAGES.serverError, code: ErrorCode.ServiceUnavailable }), NEW_CONSULTATION_TIMEOUT_MS);
          emitChat(socket, 'new_consultation', { userId }, (res) => {
            clearTimeout(timer);
            resolve(res);
          });
        });
        if (!ack.ok) {
          notifyError(ctx, ack.error, 'chat-new-consultation');
          return false;
        }
        set({ sessionId: ack.sessionId, isDisconnected: false, draft: '' });
        return true;
      },

      notifyTyping: () => {
        const { userId, isDisconnected } = get();
        if (!userId || !ctx.socket?.connected || isDisconnected) return;
        if (!typingActive) {
          typingActive = true;
          emitTyping(true);
        }
        clearTimeout(typingTimer);
        typingTimer = setTimeout(stopTyping, TYPING_STOP_DELAY_MS);
      },
    };
  };
