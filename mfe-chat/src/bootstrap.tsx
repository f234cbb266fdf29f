// Standalone mount for the team's own dev server (npm run dev -w mfe-chat); the shell does not load this file.
import { createRoot } from 'react-dom/client';
import { AppToasts } from '@law/ui/toasts';
import '@law/ui/src/theme.css';
import { chatBridgeSelectors, useChatBridgeStore } from '@law/ui/chat-bridge';
import ChatWidget from './exposes/chat-widget';

/** Stands in for the landing page's "get free consultation" button: it drives the chat only through the bridge. */
function OpenChatButton() {
  const connected = useChatBridgeStore(chatBridgeSelectors.isConnected);
  const open = useChatBridgeStore((s) => s.open);
  const warmUp = useChatBridgeStore((s) => s.warmUp);
  return (
    <button type="button" className="btn btn-gold" disabled={!connected} onClick={open} onPointerEnter={warmUp} onFocus={warmUp}>
      Отримати безкоштовну консультацію
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <>
    <main style={{ maxWidth: 720, margin: '48px auto', padding: 16 }}>
      <h1>Чат (окремий запуск)</h1>
      <p className="muted">Віджет чату працює з бекендом на localhost:3000 (запити /api і /socket.io проксуються).</p>
      <OpenChatButton />
    </main>
    <ChatWidget />
    <AppToasts />
  </>,
);
