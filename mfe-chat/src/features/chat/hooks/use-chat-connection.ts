import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { CHAT_NAMESPACE, CHAT_SOCKET } from '@law/contracts';
import { chatStore } from '../stores/use-chat-store';

/**
 * Owns the page's one chat socket (namespace /chat, websocket first then polling) and hands its
 * events to the chat store, which writes the connection state into the shared chat bridge.
 */
export function useChatConnection(): void {
  useEffect(() => {
    const socket = io(CHAT_NAMESPACE, {
      autoConnect: false,
      transports: ['websocket', 'polling'],
      // Behind proxies that block WebSocket, fall back to long-polling instead of failing.
      tryAllTransports: true,
      timeout: CHAT_SOCKET.connectTimeoutMs,
      reconnectionAttempts: CHAT_SOCKET.reconnectionAttempts,
      reconnectionDelay: CHAT_SOCKET.reconnectionDelayMs,
      reconnectionDelayMax: CHAT_SOCKET.reconnectionDelayMaxMs,
    });
    const detach = chatStore.getState().attachSocket(socket);
    socket.connect();

    // After the attempts are used up, try again when the device is back online or the tab is shown again.
    const retry = () => chatStore.getState().retryConnection();
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
      detach();
      socket.disconnect();
    };
  }, []);
}
