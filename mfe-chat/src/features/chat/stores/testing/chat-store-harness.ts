import { useChatBridgeStore } from '@law/ui/chat-bridge';
import type { StoredUserData } from '@law/contracts';
import { USER_DATA_KEY } from '@law/contracts';
import { createChatStore } from '../use-chat-store';
import type { ToastKind, ToastOptions } from '../chat-store-types';
import { FakeSocket } from './fake-socket';

export interface RecordedToast {
  kind: ToastKind;
  message: string;
  options: ToastOptions;
}

export const VISITOR: StoredUserData = {
  userId: '7d7c3f3e-8a51-4a7e-9d54-0b1d9b2f6e11',
  userName: 'Олена',
  userPhone: '+380501234567',
  timestamp: 1_700_000_000_000,
};

/**
 * A fresh chat store on a fake socket, with toasts and analytics recorded (spec section 4 rules under test).
 * `reload`: the same tab loaded again, so localStorage and sessionStorage keep what the previous store wrote.
 */
export function setupChat(opts: { userData?: StoredUserData | string; connect?: boolean; reload?: boolean } = {}) {
  if (!opts.reload) {
    localStorage.clear();
    sessionStorage.clear();
  }
  useChatBridgeStore.setState({ connection: 'connecting', isOpen: false, warm: false });
  if (opts.userData !== undefined) {
    localStorage.setItem(USER_DATA_KEY, typeof opts.userData === 'string' ? opts.userData : JSON.stringify(opts.userData));
  }
  const toasts: RecordedToast[] = [];
  const tracked: string[] = [];
  let ids = 0;
  const store = createChatStore({
    notify: (kind, message, options) => toasts.push({ kind, message, options }),
    storage: (area) => (area === 'local' ? localStorage : sessionStorage),
    randomId: () => `client-${++ids}`,
    track: (event) => tracked.push(event),
  });
  const socket = new FakeSocket();
  const detach = store.getState().attachSocket(socket);
  if (opts.connect) socket.serverConnect();
  let serverIds = 0;
  return {
    store,
    socket,
    toasts,
    tracked,
    detach,
    state: () => store.getState(),
    bridge: () => useChatBridgeStore.getState(),
    /** The server's agent status (answer to user_connect / connection). */
    status: (agent: unknown = { name: 'Марія', avatar: '/media/agent.webp' }) => socket.fire('status', agent),
    /** A server `message` event. */
    incoming: (content: string, sender = 'assistant', extra: Record<string, unknown> = {}) =>
      socket.fire('message', { id: `srv-${++serverIds}`, sender, content, timestamp: new Date().toISOString(), ...extra }),
  };
}
