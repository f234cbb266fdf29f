/** Visitor chat: REST + Socket.IO contract shared by the backend gateway and mfe-chat (spec sections 3, 5, 7). */
import type { ErrorCode } from './error-codes';
import { hasForbiddenCharacters, INPUT_MESSAGES } from './input-text';

export const CHAT_NAMESPACE = '/chat';
export const CHAT_MESSAGE_MAX = 1500;
export const CHAT_DISCONNECT_PHRASE = 'Наразі відключаю наш чат';
export const TYPING_STOP_DELAY_MS = 1000;
export const CHAT_SOCKET = {
  connectTimeoutMs: 10_000,
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  reconnectionAttempts: 5,
} as const;

/** Agent shown in the chat header: the server sends a name string or {name, avatar}. */
export interface ChatAgent {
  name: string;
  avatar: string;
  /**
   * Who answers now: the assistant, or a lawyer who took the conversation over (issue 17). A `status` with a
   * lawyer arrives while the chat is held; one with the assistant when it is handed back. Absent = the assistant.
   */
  kind?: 'assistant' | 'lawyer';
}

/** 'agent': a lawyer's message; 'system': a line about the conversation itself ('До розмови приєднався юрист …'). */
export type ChatSender = 'user' | 'assistant' | 'agent' | 'system' | (string & {});

/** Visitor-side message (timestamps converted to Date on the client). */
export interface ChatMessage {
  id: string;
  sender: ChatSender;
  type: 'text' | 'system';
  content: string;
  timestamp: Date;
}

/** Wire form of a message: history items and socket `message` events. */
export interface ChatMessageWire {
  id: string;
  sender: ChatSender;
  content: string;
  /** ISO 8601 */
  timestamp: string;
  /** Echo of the client's id for its own message (delivery guarantee, de-duplication). */
  clientMessageId?: string;
  /** The consultation (chat) the message belongs to: a returning client's history holds several. */
  chatId?: string;
  /** sender 'agent': the lawyer who wrote it (issue 17). */
  agent?: ChatAgent;
}

// ---- client -> server
export interface UserConnectPayload {
  userId: string;
}
export interface SendMessagePayload {
  type: 'text';
  content: string;
  userId: string;
  sessionId?: string;
  agent?: string;
  /** Client-generated id (UUID) so a resend after reconnect is stored once. */
  clientMessageId?: string;
}
export interface TypingPayload {
  isTyping: boolean;
  userId: string;
  sessionId?: string;
  agent?: string;
}
/** Ack of `message`: sent only after the visitor's message is stored. */
export type SendMessageAck =
  | { ok: true; id: string; clientMessageId?: string }
  /**
   * `retryable`: nothing was stored because the server cannot reach its database for a moment; the client keeps
   * the message and sends it again (same clientMessageId) — it is not a refusal.
   */
  | { ok: false; error: string; code: ErrorCode; retryable?: boolean };

// ---- server -> client
export interface SessionCreatedPayload {
  sessionId: string;
}
export interface ServerTypingPayload {
  isTyping: boolean;
}
/** A refusal on the socket: `message` is for the visitor, `code` is what the client branches on. */
export interface ChatErrorPayload {
  message: string;
  code: ErrorCode;
  /** The server's database is unreachable for a moment: show "reconnecting" and try again, not a refusal. */
  retryable?: boolean;
}
/**
 * `server_restarting`: this instance is shutting down (a deploy or a restart). The connection closes right
 * after; the client reconnects (to another instance behind the proxy) and resends what was not acknowledged.
 */
export interface ServerRestartingPayload {
  reason: 'shutdown';
}

export interface ClientToServerEvents {
  user_connect: (payload: UserConnectPayload) => void;
  message: (payload: SendMessagePayload, ack?: (res: SendMessageAck) => void) => void;
  typing: (payload: TypingPayload) => void;
  /** A returning client asks a new question after a finished consultation: a new chat opens for the same user. */
  new_consultation: (payload: UserConnectPayload, ack?: (res: NewConsultationAck) => void) => void;
}

export type NewConsultationAck = { ok: true; sessionId: string } | { ok: false; error: string; code: ErrorCode };

export interface ServerToClientEvents {
  status: (agent: string | ChatAgent) => void;
  session_created: (payload: SessionCreatedPayload) => void;
  message: (payload: ChatMessageWire) => void;
  typing: (payload: ServerTypingPayload) => void;
  error: (payload: ChatErrorPayload) => void;
  server_restarting: (payload: ServerRestartingPayload) => void;
}

export interface ChatHistoryResponse {
  messages: ChatMessageWire[];
}

/** GET /api/chat/mailbox?userId= — the personal address documents can be sent to. */
export interface ChatMailboxResponse {
  address: string;
}

export const CHAT_MESSAGES = {
  noAgent: 'Чат недоступний. Спробуйте пізніше.',
  connectFailed: 'Не вдалося підключитися до чату. Спробуйте пізніше, коли консультанти будуть онлайн',
  connected: 'Юристи онлайн! Готові надати консультацію прямо зараз ⚖️🚀',
  registrationInvalid: 'Невірні дані. Спробуйте ще раз.',
  registrationFailed: 'Не вдалося зберегти дані. Спробуйте ще раз.',
  disconnectedPlaceholder: 'Чат відключено...',
  emptyMessage: 'Повідомлення не може бути порожнім',
  tooLong: `Повідомлення не може перевищувати ${CHAT_MESSAGE_MAX} символів`,
  unknownUser: 'Користувача не знайдено. Оновіть сторінку та спробуйте знову.',
  chatFinished: 'Цей чат завершено. Спеціаліст зв’яжеться з вами найближчим часом.',
  rateLimited: 'Забагато повідомлень. Зачекайте хвилину.',
  blocked: 'Чат недоступний.',
  invalidMessage: 'Некоректне повідомлення. Оновіть сторінку та спробуйте знову.',
  serverError: 'Не вдалося надіслати повідомлення. Спробуйте ще раз.',
  /** Shown in the chat panel while the socket reconnects or the server's database is unreachable. */
  reconnecting: 'Відновлюємо з’єднання… Повідомлення буде надіслано автоматично.',
  /** Past SOCKETS_PER_ADDRESS_MAX open chat connections from one client address. */
  /** The button under a finished consultation. */
  newConsultation: 'Нова консультація',
  newConsultationHint: 'Маєте нове питання? Почніть нову консультацію — ваші дані вже збережено.',
  pastConsultation: 'Попередня консультація',
  tooManyConnections: 'Забагато відкритих вкладок чату з вашої адреси. Закрийте зайві та оновіть сторінку.',
} as const;

/**
 * The rule of one chat message's text (spec section 5), for the visitor's and the lawyer's messages alike:
 * non-empty after trimming, at most CHAT_MESSAGE_MAX characters, no control characters. The Ukrainian refusal or null.
 */
export function chatMessageTextError(text: string): string | null {
  const content = text.trim();
  if (!content) return CHAT_MESSAGES.emptyMessage;
  if (content.length > CHAT_MESSAGE_MAX) return CHAT_MESSAGES.tooLong;
  if (hasForbiddenCharacters(content)) return INPUT_MESSAGES.forbiddenCharacters;
  return null;
}
