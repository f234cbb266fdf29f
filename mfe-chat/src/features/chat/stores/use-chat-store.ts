import { toast } from 'react-toastify';
import { createStore, useStore } from 'zustand';
import { trackEvent } from '../lib/track-event';
import type { ChatState, ChatStoreDeps } from './chat-store-types';
import { createChatStoreContext } from './slices/chat-store-context';
import { createConnectionSlice } from './slices/connection-slice';
import { createConversationSlice } from './slices/conversation-slice';
import { createOutboxSlice, keepOutboxStored } from './slices/outbox-slice';
import { createRegistrationSlice } from './slices/registration-slice';

/**
 * The visitor chat's state machine (spec sections 4, 5, 7, 8), made of slices (`./slices`): the connection, the
 * conversation, the outbox and the registration. One instance per page; tests build their own.
 */
export function createChatStore(deps: ChatStoreDeps) {
  const ctx = createChatStoreContext(deps);
  const store = createStore<ChatState>()((...a) => ({
    ...createConnectionSlice(ctx)(...a),
    ...createConversationSlice(ctx)(...a),
    ...createOutboxSlice(ctx)(...a),
    ...createRegistrationSlice(ctx)(...a),
  }));
  keepOutboxStored(store, ctx.session);
  return store;
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
