import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import { ReconnectingBar } from './reconnecting-bar';

/** Header, conversation and input, as one column. */
export function ChatPanel({ onClose, onAttach }: { onClose: () => void; onAttach: () => void }) {
  return (
    <>
      <ChatHeader onClose={onClose} />
      <MessageList />
      <ReconnectingBar />
      <ChatInput onAttach={onAttach} />
      <p className="chat-footnote">Перша консультація безкоштовна · розмова конфіденційна</p>
    </>
  );
}
