/**
 * A lawyer joins the chat live (issue 17): staff take a conversation over from the assistant, reply, hand it back
 * or finish it; the back office follows every chat over the Socket.IO namespace /admin.
 */
import type { StaffMember } from './admin-auth';
import type { AdminChatListItem, AdminMessage } from './admin-chats';
import { CHAT_DISCONNECT_PHRASE } from './chat';
import { pluralUk } from './uk-grammar';

export const ADMIN_NAMESPACE = '/admin';
/** A held chat nobody wrote in for this long goes back to the assistant (LIVE_CHAT_IDLE_RELEASE_MINUTES). */
export const DEFAULT_IDLE_RELEASE_MINUTES = 15;

/** POST /api/admin/chats/{id}/takeover — under data. */
export interface TakeoverResponse {
  agent: { name: string };
}

/** POST /api/admin/chats/{id}/messages — the same 1500-character rule as the visitor's messages. */
export interface AgentMessageRequest {
  message: string;
}

/** Under data. */
export interface AgentMessageResponse {
  message: AdminMessage;
}

// ---- socket /admin (only with a live admin session cookie)
export interface AdminChatMessageEvent {
  chatId: number;
  message: AdminMessage;
}
export interface AdminTypingEvent {
  chatId: number;
  isTyping: boolean;
}
export interface AdminChatEvent {
  chat: AdminChatListItem;
}

export interface AdminServerToClientEvents {
  /** A new chat opened: the row as the inbox lists it. */
  chat_created: (payload: AdminChatEvent) => void;
  /** A chat's row changed (taken over, handed back, finished). */
  chat_updated: (payload: AdminChatEvent) => void;
  /** A message stored in a chat: the visitor's, the assistant's, a lawyer's or a system line. */
  chat_message: (payload: AdminChatMessageEvent) => void;
  /** The visitor is typing (or stopped) in this chat. */
  visitor_typing: (payload: AdminTypingEvent) => void;
}

export interface AdminClientToServerEvents {
  /** The lawyer who holds the chat is typing: the visitor sees '{name} пише...'. */
  typing: (payload: AdminTypingEvent) => void;
}

export const LIVE_CHAT_MESSAGES = {
  takeover: 'Взяти розмову',
  release: 'Повернути асистенту',
  finish: 'Завершити розмову',
  finishConfirmTitle: 'Завершити розмову?',
  finishConfirmText: 'Клієнт отримає прощальне повідомлення, і чат буде закрито. Відновити розмову не можна.',
  replyPlaceholder: 'Відповідь клієнту… (Enter — надіслати, Shift+Enter — новий рядок)',
  send: 'Надіслати',
  heldByYou: 'Розмову ведете ви: асистент мовчить.',
  heldBy: (name: string) => `Розмову веде ${name}`,
  alreadyHeld: (name: string) => `Розмову вже веде ${name}`,
  assistantAnswers: 'Відповідає асистент.',
  visitorTyping: 'Клієнт пише...',
  notHeld: 'Спершу візьміть розмову',
  chatFinished: 'Розмову вже завершено',
  emptyMessage: 'Повідомлення не може бути порожнім',
  /** What the visitor and the timeline see. */
  joined: (name: string) => `До розмови приєднався юрист ${name}`,
  released: 'Розмову продовжує асистент.',
  idleReleased: 'Юрист зараз не на зв’язку, тому розмову продовжує асистент.',
  closing: `Дякуємо за розмову! Якщо з’являться нові питання, почніть нову консультацію. ${CHAT_DISCONNECT_PHRASE}.`,
  liveBadge: (n: number) => `${n} ${pluralUk(n, ['чат чекає', 'чати чекають', 'чатів чекають'])} на юриста`,
  unread: 'Непрочитані повідомлення',
  notificationsEnable: 'Сповіщення на робочому столі',
  notificationTitle: (chatId: number) => `Нове повідомлення в чаті №${chatId}`,
  lawyerRole: 'юрист',
  liveDisconnected: 'Немає з’єднання з сервером: список оновиться, щойно воно відновиться.',
} as const;

/** The agent of a held chat as the visitor sees them (no photo: the header shows the initial). */
export function lawyerAgent(staff: StaffMember): { name: string; avatar: string; kind: 'lawyer' } {
  return { name: staff.name, avatar: '', kind: 'lawyer' };
}
