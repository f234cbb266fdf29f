import type { CaseCard } from '@law/contracts';

/** The assistant behind the visitor chat: the scripted intake (offline default) or an LLM adapter. */
export interface AssistantTurn {
  author: 'user' | 'agent';
  text: string;
}

export interface AssistantContext {
  chatId: number;
  userId: string;
  userName: string;
  /** When the visitor's latest message was stored: relative dates ('вчора') count from it. */
  now: Date;
  agentName: string;
  /** The stored conversation, oldest first, including the visitor's new messages. */
  history: AssistantTurn[];
  /** The visitor's messages not answered yet, oldest first. */
  newMessages: string[];
  /** chat.assistant_state as stored. */
  state: Record<string, unknown>;
}

export interface AssistantReply {
  text: string;
  /** The document the client needs, when the assistant named it. */
  document?: string;
  /** The conversation is over; `text` then contains CHAT_DISCONNECT_PHRASE. */
  finished: boolean;
  /** The client's city, when learnt. */
  city?: string;
  /** The new chat.assistant_state. */
  state: Record<string, unknown>;
  /** The case card as the intake knows it now (written to chats.case_card with the reply). */
  card?: CaseCard;
  /** Repeated abuse: the user is flagged as an abuser, as staff would block them. */
  blockUser?: boolean;
}

export interface ChatAssistant {
  reply(ctx: AssistantContext): Promise<AssistantReply>;
}

export const CHAT_ASSISTANT = Symbol('CHAT_ASSISTANT');
