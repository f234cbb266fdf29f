import { createStore, useStore } from 'zustand';
import { io, type Socket } from 'socket.io-client';
import {
  ADMIN_NAMESPACE,
  LIVE_CHAT_MESSAGES,
  type AdminChatEvent,
  type AdminChatMessageEvent,
  type AdminClientToServerEvents,
  type AdminServerToClientEvents,
  type AdminTypingEvent,
  type StaffMember,
} from '@law/contracts';
import { http } from '@law/ui';

type AdminSocket = Socket<AdminServerToClientEvents, AdminClientToServerEvents>;
type Listener<T> = (payload: T) => void;

export interface LiveInboxState {
  connected: boolean;
  /** Who is logged in (GET /api/admin/session). */
  me: StaffMember | null;
  /** Visitor messages not seen yet, per chat (messages that arrived while the chat was not open on this screen). */
  unread: Record<number, number>;
  /** Chats whose visitor is typing right now. */
  typing: Record<number, boolean>;
  /** The chat open on this screen, if any: its messages are read as they come. */
  openChatId: number | null;
}

const UNREAD_KEY = 'law-admin-unread';
const TYPING_CLEAR_MS = 8000;

function readUnread(): Record<number, number> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(UNREAD_KEY) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(Object.entries(raw).filter(([k, v]) => /^\d+$/.test(k) && Number.isInteger(v) && (v as number) > 0)) as Record<number, number>;
  } catch {
    return {};
  }
}

/**
 * The back office's live connection (Socket.IO /admin, issue 17): one socket per page shared by the inbox, the
 * chat detail and the Chats tab badge. Events carry the row or the message itself; screens subscribe to them.
 */
export function createLiveInbox(connect: () => AdminSocket) {
  const store = createStore<LiveInboxState>()(() => ({ connected: false, me: null, unread: readUnread(), typing: {}, openChatId: null }));
  const listeners = {
    chat_created: new Set<Listener<AdminChatEvent>>(),
    chat_updated: new Set<Listener<AdminChatEvent>>(),
    chat_message: new Set<Listener<AdminChatMessageEvent>>(),
  };
  const typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
  /** Chats a staff member holds, as last heard: a visitor writing in one nobody holds may raise a notification. */
  const held = new Map<number, boolean>();
  let socket: AdminSocket | null = null;
  let users = 0;

  const setUnread = (unread: Record<number, number>) => {
    store.setState({ unread });
    try {
      sessionStorage.setItem(UNREAD_KEY, JSON.stringify(unread));
    } catch {
      /* storage unavailable: the counts live for this page only */
    }
  };

  const onMessage = (e: AdminChatMessageEvent) => {
    const { openChatId, unread } = store.getState();
    if (e.message.author === 'user') {
      setTyping({ chatId: e.chatId, isTyping: false });
      if (openChatId !== e.chatId || document.visibilityState === 'hidden') {
        setUnread({ ...unread, [e.chatId]: (unread[e.chatId] ?? 0) + 1 });
        if (!held.get(e.chatId)) notify(e.chatId, e.message.message);
      }
    }
    listeners.chat_message.forEach((fn) => fn(e));
  };

  const setTyping = ({ chatId, isTyping }: AdminTypingEvent) => {
    clearTimeout(typingTimers.get(chatId));
    const typing = { ...store.getState().typing };
    if (isTyping) {
      typing[chatId] = true;
      // A lost 'stopped' signal does not leave the indicator on forever.
      typingTimers.set(chatId, setTimeout(() => setTyping({ chatId, isTyping: false }), TYPING_CLEAR_MS));
    } else delete typing[chatId];
    store.setState({ typing });
  };

  const onRow = (kind: 'chat_created' | 'chat_updated') => (e: AdminChatEvent) => {
    held.set(e.chat.id, e.chat.held_by !== null);
    listeners[kind].forEach((fn) => fn(e));
  };

  function start() {
    users += 1;
    if (socket) return;
    const s = connect();
    socket = s;
    s.on('connect', () => store.setState({ connected: true }));
    s.on('disconnect', () => store.setState({ connected: false }));
    s.on('chat_message', onMessage);
    s.on('chat_created', onRow('chat_created'));
    s.on('chat_updated', onRow('chat_updated'));
    s.on('visitor_typing', setTyping);
    s.connect();
    if (!store.getState().me) {
      http
        .get<{ data: { staff: StaffMember } }>('/admin/session')
        .then((res) => store.setState({ me: res.data.data.staff }))
        .catch(() => undefined);
    }
  }

  function stop() {
    users = Math.max(0, users - 1);
    if (users > 0 || !socket) return;
    socket.disconnect();
    socket.removeAllListeners();
    socket = null;
    store.setState({ connected: false });
  }

  return {
    store,
    start,
    stop,
    on<E extends keyof typeof listeners>(event: E, fn: Parameters<(typeof listeners)[E]['add']>[0]): () => void {
      const set = listeners[event] as Set<typeof fn>;
      set.add(fn);
      return () => set.delete(fn);
    },
    /** The chat shown on this screen: its unread count is cleared and stays clear while it is open. */
    openChat(chatId: number | null) {
      store.setState({ openChatId: chatId });
      if (chatId !== null && store.getState().unread[chatId]) {
        const { [chatId]: _read, ...rest } = store.getState().unread;
        setUnread(rest);
      }
    },
    remember(chatId: number, isHeld: boolean) {
      held.set(chatId, isHeld);
    },
    /** The lawyer's own typing in a chat they hold (the visitor sees '{name} пише...'). */
    typing(chatId: number, isTyping: boolean) {
      socket?.emit('typing', { chatId, isTyping });
    },
  };
}

/** A desktop notification, only when the staff member allowed them (asked once, after a click). */
function notify(chatId: number, text: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const n = new Notification(LIVE_CHAT_MESSAGES.notificationTitle(chatId), { body: text.slice(0, 140), tag: `chat-${chatId}` });
    n.onclick = () => {
      window.focus();
      window.location.assign(`/admin/dashboard/chats/${chatId}`);
    };
  } catch {
    /* some browsers allow notifications only from a service worker */
  }
}

export const liveInbox = createLiveInbox(
  () =>
    io(ADMIN_NAMESPACE, {
      autoConnect: false,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    }) as AdminSocket,
);

export function useLiveInbox<T>(selector: (s: LiveInboxState) => T): T {
  return useStore(liveInbox.store, selector);
}
