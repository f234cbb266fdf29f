import type { ChatAgent, SendMessagePayload } from '@law/contracts';
import type { ChatSocket } from './chat-socket';
import type { VisitorMessage } from './chat-message-rules';

export type StorageArea = 'local' | 'session';

/** A visitor message the server has not acknowledged yet, with when it was written (for the 24 h limit). */
export interface OutboxEntry {
  payload: SendMessagePayload;
  /** ms since the epoch */
  queuedAt: number;
}

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastOptions {
  autoClose: number;
  toastId?: string;
  position?: 'top-right';
}

/** What the store needs from the page: injected so the state machine runs the same in tests. */
export interface ChatStoreDeps {
  notify: (kind: ToastKind, message: string, options: ToastOptions) => void;
  /** 'local' remembers the visitor across visits; 'session' keeps this tab's unsent messages over a reload. */
  storage: (area: StorageArea) => Storage | null;
  randomId: () => string;
  track: (event: string) => void;
}

export type SendResult =
  | 'sent'
  | 'empty'
  | 'too_long'
  | 'no_agent'
  | 'waiting'
  | 'disconnected'
  | 'needs_registration'
  | 'offline';

export type HistoryStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The socket's life: the agent it announces, whether it is up, and getting it back (slices/connection-slice.ts). */
export interface ConnectionSlice {
  agent: ChatAgent | null;
  /** A lawyer who took the conversation over (a `status` with kind 'lawyer'); null while the assistant answers. */
  liveAgent: ChatAgent | null;
  socketConnected: boolean;
  /**
   * The connection is being restored: the socket dropped after having been up, or the server said to try again
   * later (database unreachable, restarting). Unsent messages stay pending and go out by themselves.
   */
  reconnecting: boolean;
  /** The agent status was handled on the current connection (reset by a disconnect). */
  statusHandled: boolean;
  successToastShown: boolean;

  attachSocket: (socket: ChatSocket) => () => void;
  retryConnection: () => void;
}

/** The consultation: its messages, the history, typing, and starting a new one (slices/conversation-slice.ts). */
export interface ConversationSlice {
  sessionId: string | null;
  messages: VisitorMessage[];
  historyStatus: HistoryStatus;
  assistantTyping: boolean;
  /** The current consultation was closed ('Наразі відключаю наш чат'); a new one reopens the chat. */
  isDisconnected: boolean;

  loadHistory: () => Promise<void>;
  /** After a finished consultation: opens a new one for the same visitor (stored contact reused). */
  startNewConsultation: () => Promise<boolean>;
  notifyTyping: () => void;
}

/** What the visitor writes: the input box and the messages not yet acknowledged (slices/outbox-slice.ts). */
export interface OutboxSlice {
  /** Visitor messages not yet acknowledged by the server, by clientMessageId, in send order. */
  outbox: Record<string, OutboxEntry>;
  /** The input box text (kept here so a rejected message can be given back and a finished chat clears it). */
  draft: string;

  setDraft: (text: string) => void;
  sendMessage: (text: string) => SendResult;
}

/** Who the visitor is: the stored contact and the contact form (slices/registration-slice.ts). */
export interface RegistrationSlice {
  userId: string | null;
  userName: string;
  userPhone: string;
  /** A name/phone is remembered on this device (the contact modal offers 'Продовжити з цим іменем'). */
  hasStoredContact: boolean;
  contactModalOpen: boolean;
  /** The message an unregistered visitor tried to send; sent right after registration. */
  pendingText: string | null;
  registering: boolean;

  register: (name: string, phone: string) => Promise<boolean>;
  openContactModal: () => void;
  closeContactModal: () => void;
}

export type ChatState = ConnectionSlice & ConversationSlice & OutboxSlice & RegistrationSlice;
