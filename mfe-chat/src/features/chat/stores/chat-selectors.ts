import { isWaitingForReply } from './chat-message-rules';
import type { ChatState } from './chat-store-types';

/** Derived views of the chat state, shared by the components (spec sections 2 and 4). */
export const chatSelectors = {
  isRegistered: (s: ChatState) => s.userId !== null,
  /** With a lawyer in the chat the visitor may write several messages in a row, as in any live chat. */
  isWaitingForReply: (s: ChatState) => s.liveAgent === null && isWaitingForReply(s.messages, s.isDisconnected, s.sessionId),
  isAgentOnline: (s: ChatState) => (s.agent !== null || s.liveAgent !== null) && !s.isDisconnected,
  /** Who answers now: the lawyer who took the chat over, else the assistant. */
  agentName: (s: ChatState) => s.liveAgent?.name ?? s.agent?.name ?? null,
  agentAvatar: (s: ChatState) => (s.liveAgent ? s.liveAgent.avatar : (s.agent?.avatar ?? '')),
  isLawyer: (s: ChatState) => s.liveAgent !== null,
  messages: (s: ChatState) => s.messages,
  isHistoryLoading: (s: ChatState) => s.historyStatus === 'loading',
  canType: (s: ChatState) => !s.isDisconnected,
  /** A finished chat has nothing left to send, so there is nothing to reconnect for. */
  isReconnecting: (s: ChatState) => s.reconnecting && !s.isDisconnected,
};
