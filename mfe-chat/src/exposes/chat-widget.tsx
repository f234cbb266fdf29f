import { lazy, Suspense, useState } from 'react';
import { useChatBridgeStore } from '@law/ui/chat-bridge';
import { useChatConnection } from '../features/chat/hooks/use-chat-connection';
import { ChatWidgetButton } from '../features/chat/components/chat-widget-button';
import { ChatUiBoundary } from '../features/chat/components/chat-ui-boundary';
import '../features/chat/styles/widget.css';

const loadChatUi = () => import(/* webpackChunkName: "chat-ui" */ '../features/chat/components/chat-experience');

/**
 * The chat widget on every public page. Kept tiny on purpose: the socket, the connection state and the
 * floating button load with the page; the overlay, panel and dialogs load on first open or when a chat
 * button is hovered/focused (bridge `warm`).
 */
export default function ChatWidget() {
  useChatConnection();
  const isOpen = useChatBridgeStore((s) => s.isOpen);
  const warm = useChatBridgeStore((s) => s.warm);
  const [attempt, setAttempt] = useState(0);
  const [ChatExperience, setChatExperience] = useState(() => lazy(loadChatUi));

  const retry = () => {
    setChatExperience(() => lazy(loadChatUi));
    setAttempt((n) => n + 1);
  };

  return (
    <>
      <ChatWidgetButton />
      {(warm || isOpen) && (
        <ChatUiBoundary key={attempt} visible={isOpen} onRetry={retry}>
          <Suspense fallback={isOpen ? <div className="chat-loading" role="status" aria-label="Завантаження чату" /> : null}>
            <ChatExperience />
          </Suspense>
        </ChatUiBoundary>
      )}
    </>
  );
}
