import { chatBridgeSelectors, useChatBridgeStore } from '@law/ui/chat-bridge';

/** The chat state mfe-chat publishes, plus the two actions our buttons need. */
export function useChatConnection() {
  const connected = useChatBridgeStore(chatBridgeSelectors.isConnected);
  const connection = useChatBridgeStore(chatBridgeSelectors.connection);
  const open = useChatBridgeStore((s) => s.open);
  const warmUp = useChatBridgeStore((s) => s.warmUp);
  return { connected, connection, open, warmUp };
}
