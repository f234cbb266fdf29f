import { isWaitingForReply } from './chat-message-rules';
import type { ChatState } from './chat-store-types';

/** Derived views of the chat state, shared by the components (spec sections 2 and 4). */
export const chatSelectors = {
  isRegistered: (s: ChatState) => s.userId !== null,
  isWaitingForReply: (s: ChatState) => isWaitingForReply(s.messages, s.isDisconnected, s.sessionId),
  isAgentOnline: (s: ChatState) => s.agent !== null && !s.isDisconnected,
  agentName: (s: ChatState) => s.agent?.name ?? null,
  agentAvatar: (s: ChatState) => s.agent?.avatar ?? '',
  messages: (s: ChatState) => s.messages,
  isHistoryLoading: (s: ChatState) => s.historyStatus === 'loading',
  canType: (s: ChatState) => !s.isDisconnected,
  /** A finished chat has nothing left to send, so there is nothing to reconnect for. */
  isReconnecting: (s: ChatState) => s.reconnecting && !s.isDisconnected,
};
