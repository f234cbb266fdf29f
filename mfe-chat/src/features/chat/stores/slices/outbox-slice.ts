import type { StateCreator, StoreApi } from 'zustand';
import { CHAT_MESSAGES, ErrorCode, type SendMessageAck, type SendMessagePayload } from '@law/contracts';
import { emitChat } from '../chat-socket';
import { writeOutbox } from '../chat-outbox-storage';
import { validateMessageText, type VisitorMessage } from '../chat-message-rules';
import { chatSelectors } from '../chat-selectors';
import type { ChatState, OutboxEntry, OutboxSlice } from '../chat-store-types';
import { notifyError, type ChatStoreContext } from './chat-store-context';

/**
 * What the visitor writes (spec sections 4, 5, 8): a message is shown at once as pending and kept in the outbox
 * until the server acknowledges it; a refusal gives the text back, a "not now" keeps it for the next try.
 */
export const createOutboxSlice =
  (ctx: ChatStoreContext): StateCreator<ChatState, [], [], OutboxSlice> =>
  (set, get) => {
    const transmit = (payload: SendMessagePayload) => {
      if (!ctx.socket) return;
      const id = payload.clientMessageId!;
      emitChat(ctx.socket, 'message', payload, (ack: SendMessageAck) => applyAck(id, ack));
    };

    const applyAck = (clientMessageId: string, ack: SendMessageAck | undefined) => {
      if (!get().outbox[clientMessageId]) return;
      // Nothing was stored and nothing is wrong with the message: it stays pending in the outbox, no toast.
      if (ack && !ack.ok && ack.retryable === true) {
        ctx.connection.serverBusy(false);
        return;
      }
      const { [clientMessageId]: entry, ...outbox } = get().outbox;
      if (ack?.ok) {
        set((s) => ({
          outbox,
          messages: s.messages.map((m) => (m.clientMessageId === clientMessageId ? { ...m, id: String(ack.id), pending: false } : m)),
        }));
        ctx.connection.serverAnswered();
        return;
      }
      // Refused by the server: nothing was stored, so the text goes back into the box instead of being lost.
      set((s) => ({
        outbox,
        messages: s.messages.filter((m) => m.clientMessageId !== clientMessageId),
        draft: s.draft || entry.payload.content,
      }));
      refused(ack?.error || CHAT_MESSAGES.serverError, ack?.code);
    };

    /** An `error` event or a negative ack (both may come for one message). */
    const refused = (message: string, code: ErrorCode | undefined) => {
      // A verdict, not "try later": the server is reachable, and this message will not be sent by itself.
      ctx.connection.serverAnswered();
      set({ assistantTyping: false });
      if (code === ErrorCode.UnknownUser) {
        // The server no longer knows this id: the next send asks for the (remembered) contact again.
        ctx.registration.forget();
        return;
      }
      if (code === ErrorCode.ChatFinished) set({ isDisconnected: true, draft: '' });
      notifyError(ctx, message);
    };

    const resend = (): number => {
      const entries = Object.values(get().outbox);
      for (const { payload } of entries) {
        const { userId, sessionId } = get();
        transmit({ ...payload, userId: userId ?? payload.userId, ...(sessionId ? { sessionId } : {}) });
      }
      return entries.length;
    };

    const deliver = (content: string) => {
      const { userId, sessionId, agent } = get();
      if (!userId || !ctx.socket?.connected) return 'offline';
      ctx.conversation.stopTyping();
      const clientMessageId = ctx.deps.randomId();
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

    ctx.outbox = { deliver, resend, applyAck, refused };

    return {
      outbox: Object.fromEntries(ctx.unsent.map((e) => [e.payload.clientMessageId!, e])),
      draft: '',

      setDraft: (text) => {
        if (!get().isDisconnected) set({ draft: text });
      },

      sendMessage: (text) => {
        const problem = validateMessageText(text);
        if (problem === 'empty') return 'empty';
        if (problem === 'too_long') {
          notifyError(ctx, CHAT_MESSAGES.tooLong, 'chat-too-long');
          return 'too_long';
        }
        const s = get();
        if (s.isDisconnected) return 'disconnected';
        if (chatSelectors.isWaitingForReply(s)) return 'waiting';
        if (!s.agent) {
          notifyError(ctx, CHAT_MESSAGES.noAgent, 'chat-no-agent');
          return 'no_agent';
        }
        const content = text.trim();
        if (!s.userId) {
          set({ pendingText: content, contactModalOpen: true });
          return 'needs_registration';
        }
        return deliver(content);
      },
    };
  };

/** How an unacknowledged message of the visitor's is shown: theirs, pending, at the time it was written. */
export function pendingMessage({ payload, queuedAt }: OutboxEntry): VisitorMessage {
  const id = payload.clientMessageId!;
  return { id, clientMessageId: id, sender: 'user', type: 'text', content: payload.content, timestamp: new Date(queuedAt), pending: true };
}

/** This tab's unacknowledged messages follow the outbox into sessionStorage (read back by the next store). */
export function keepOutboxStored(store: StoreApi<ChatState>, session: Storage | null): () => void {
  return store.subscribe((s, prev) => {
    if (s.outbox !== prev.outbox) writeOutbox(session, Object.values(s.outbox));
  });
}
