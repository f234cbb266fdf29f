import { CHAT_MESSAGE_MAX, type ClientToServerEvents, type ServerToClientEvents } from './chat';
import type { AdminClientToServerEvents, AdminServerToClientEvents } from './live-chat';

/** One event of the /chat namespace as the API document describes it. */
export interface SocketEventDoc {
  /** The payload's shape, written as TypeScript. */
  payload: string;
  /** The acknowledgement the server answers with, when the event takes one. */
  ack?: string;
  description: string;
}

/**
 * A description of every event of the typed maps `ClientToServerEvents` / `ServerToClientEvents` (chat.ts): the keys
 * are checked against the maps by the compiler, so an event added there cannot be missing here. The backend's
 * OpenAPI document (`/api/docs`) renders this into its description.
 */
export const CHAT_SOCKET_EVENTS: {
  clientToServer: { [K in keyof ClientToServerEvents]-?: SocketEventDoc };
  serverToClient: { [K in keyof ServerToClientEvents]-?: SocketEventDoc };
} = {
  clientToServer: {
    user_connect: {
      payload: '{ userId: string }',
      description: 'After connecting: join the user\'s room. The server answers `status` and `session_created` (opens a chat when there is none), or `error` for an unknown user.',
    },
    message: {
      payload: `{ type: 'text'; content: string (1–${CHAT_MESSAGE_MAX} characters); userId: string; sessionId?: string; clientMessageId?: string (UUID) }`,
      ack: '{ ok: true; id: string; clientMessageId?: string } | { ok: false; error: string; code: ErrorCode; retryable?: boolean }',
      description:
        'A visitor message. Acknowledged only after it is stored; a resend with the same clientMessageId is stored once. `retryable: true` means the database is briefly unreachable: send again. The assistant\'s reply arrives as `message`.',
    },
    typing: {
      payload: '{ isTyping: boolean; userId: string; sessionId?: string }',
      description: 'The visitor is typing (or stopped): staff following the chat on `/admin` get `visitor_typing`.',
    },
    new_consultation: {
      payload: '{ userId: string }',
      ack: '{ ok: true; sessionId: string } | { ok: false; error: string; code: ErrorCode }',
      description: 'After a finished consultation: opens a new chat for the same user; every tab of the user gets `session_created`.',
    },
  },
  serverToClient: {
    status: {
      payload: "string | { name: string; avatar: string; kind?: 'assistant' | 'lawyer' }",
      description: "The agent shown in the chat header (on connect and after `user_connect`). `kind: 'lawyer'`: a lawyer took the chat over; `kind: 'assistant'`: handed back.",
    },
    session_created: { payload: '{ sessionId: string }', description: 'The chat (consultation) the user\'s messages now go to.' },
    message: {
      payload:
        "{ id: string; sender: 'user' | 'assistant' | 'agent' | 'system'; content: string; timestamp: string (ISO 8601); clientMessageId?: string; chatId?: string; agent?: { name: string; avatar: string } }",
      description:
        "A message for the user's room: the assistant's reply, a lawyer's message (`sender: 'agent'` with `agent`), a line about the conversation (`sender: 'system'`), or the visitor's own message written in another tab.",
    },
    typing: { payload: '{ isTyping: boolean }', description: 'The assistant, or the lawyer holding the chat, is writing.' },
    error: {
      payload: '{ message: string; code: ErrorCode; retryable?: boolean }',
      description:
        "A refusal: `message` in Ukrainian, to show to the visitor; `code` (e.g. 'unknown_user', 'chat_finished', 'blocked', 'invalid_message', 'too_many_requests', 'too_many_connections', 'internal') is what a client branches on. `retryable` (code 'service_unavailable'): reconnecting, not a refusal.",
    },
    server_restarting: {
      payload: "{ reason: 'shutdown' }",
      description: 'This instance is shutting down; the connection closes next. Reconnect and resend what was not acknowledged.',
    },
  },
};

/** Every event of the staff's live inbox, namespace /admin (issue 17), as the API document describes it. */
export const ADMIN_SOCKET_EVENTS: {
  clientToServer: { [K in keyof AdminClientToServerEvents]-?: SocketEventDoc };
  serverToClient: { [K in keyof AdminServerToClientEvents]-?: SocketEventDoc };
} = {
  clientToServer: {
    typing: { payload: '{ chatId: number; isTyping: boolean }', description: 'The lawyer holding the chat is typing: its visitor gets `typing`. Ignored from anyone else.' },
  },
  serverToClient: {
    chat_created: { payload: '{ chat: AdminChatListItem }', description: 'A new chat, as the inbox lists it (GET /api/admin/chats row).' },
    chat_updated: { payload: '{ chat: AdminChatListItem }', description: 'A chat taken over, handed back or finished: its new row (`held_by`).' },
    chat_message: {
      payload: "{ chatId: number; message: { id; author: 'user' | 'agent'; message; created_at; agent_name: string | null; kind: 'text' | 'system' } }",
      description: 'A message stored in a chat: the visitor\'s, the assistant\'s, a lawyer\'s, or a system line.',
    },
    visitor_typing: { payload: '{ chatId: number; isTyping: boolean }', description: 'The visitor of this chat is typing (or stopped).' },
  },
};
