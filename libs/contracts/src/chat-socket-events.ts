import { CHAT_MESSAGE_MAX, type ClientToServerEvents, type ServerToClientEvents } from './chat';

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
      ack: '{ ok: true; id: string; clientMessageId?: string } | { ok: false; error: string; retryable?: boolean }',
      description:
        'A visitor message. Acknowledged only after it is stored; a resend with the same clientMessageId is stored once. `retryable: true` means the database is briefly unreachable: send again. The assistant\'s reply arrives as `message`.',
    },
    typing: { payload: '{ isTyping: boolean; userId: string; sessionId?: string }', description: 'The visitor is typing. No server action.' },
    new_consultation: {
      payload: '{ userId: string }',
      ack: '{ ok: true; sessionId: string } | { ok: false; error: string }',
      description: 'After a finished consultation: opens a new chat for the same user; every tab of the user gets `session_created`.',
    },
  },
  serverToClient: {
    status: { payload: 'string | { name: string; avatar: string }', description: 'The agent shown in the chat header (on connect and after `user_connect`).' },
    session_created: { payload: '{ sessionId: string }', description: 'The chat (consultation) the user\'s messages now go to.' },
    message: {
      payload: '{ id: string; sender: string; content: string; timestamp: string (ISO 8601); clientMessageId?: string; chatId?: string }',
      description: 'A message for the user\'s room: the assistant\'s reply, or the visitor\'s own message written in another tab.',
    },
    typing: { payload: '{ isTyping: boolean }', description: 'The assistant is writing a reply.' },
    error: { payload: '{ message: string; retryable?: boolean }', description: 'A refusal in Ukrainian, to show to the visitor (`retryable`: reconnecting, not a refusal).' },
    server_restarting: {
      payload: "{ reason: 'shutdown' }",
      description: 'This instance is shutting down; the connection closes next. Reconnect and resend what was not acknowledged.',
    },
  },
};
