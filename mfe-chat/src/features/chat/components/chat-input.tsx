import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '@law/contracts';
import { chatSelectors } from '../stores/chat-selectors';
import { chatStore, useChatStore } from '../stores/use-chat-store';
import { useAutoGrow } from '../hooks/use-auto-grow';

export const INPUT_MAX_HEIGHT_PX = 120;
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/** Multiline input: Enter sends, Shift+Enter breaks the line; the paperclip is for registered visitors only. */
export function ChatInput({ onAttach }: { onAttach: () => void }) {
  const draft = useChatStore((s) => s.draft);
  const disconnected = useChatStore((s) => s.isDisconnected);
  const connected = useChatStore((s) => s.socketConnected);
  const reconnecting = useChatStore(chatSelectors.isReconnecting);
  const waiting = useChatStore(chatSelectors.isWaitingForReply);
  const registered = useChatStore(chatSelectors.isRegistered);
  const box = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(box, draft, INPUT_MAX_HEIGHT_PX);

  const canSend = !disconnected && connected && !waiting && draft.trim().length > 0;

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    chatStore.getState().sendMessage(draft);
    box.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  // While reconnecting, the panel's reconnecting bar already says so.
  const hint = disconnected || reconnecting ? null : !connected ? 'З’єднання втрачено. Відновлюємо підключення…' : null;

  return (
    <form className="chat-input" onSubmit={send}>
      {hint && (
        <p className="chat-input-hint" role="status">
          {hint}
        </p>
      )}
      {disconnected && registered && (
        <div className="chat-new-consultation">
          <p>{CHAT_MESSAGES.newConsultationHint}</p>
          <button
            type="button"
            className="btn btn-gold btn-small"
            disabled={!connected}
            onClick={() => {
              void chatStore
                .getState()
                .startNewConsultation()
                .then((ok) => ok && box.current?.focus());
            }}
          >
            {CHAT_MESSAGES.newConsultation}
          </button>
        </div>
      )}
      <div className="chat-input-row">
        {/* Stays after the chat ends: documents are reviewed by a specialist once the chat is over. */}
        {registered && (
          <button type="button" className="chat-icon-btn" onClick={onAttach} aria-label="Надіслати документи" title="Надіслати документи">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M16.5 6.5v10.6a4.5 4.5 0 0 1-9 0V5.8a3 3 0 0 1 6 0v10.4a1.5 1.5 0 0 1-3 0V6.5H9v9.7a3 3 0 0 0 6 0V5.8a4.5 4.5 0 0 0-9 0v11.3a6 6 0 0 0 12 0V6.5z" />
            </svg>
          </button>
        )}
        <label htmlFor="chat-input-box" className="visually-hidden">
          Ваше повідомлення
        </label>
        <textarea
          id="chat-input-box"
          ref={box}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={disconnected}
          placeholder={disconnected ? CHAT_MESSAGES.disconnectedPlaceholder : 'Опишіть вашу ситуацію…'}
          onChange={(e) => {
            chatStore.getState().setDraft(e.target.value);
            chatStore.getState().notifyTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-send" disabled={!canSend} aria-label="Надіслати повідомлення" title="Надіслати">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10.1 15 12 3.4 13.9z" />
          </svg>
        </button>
      </div>
      {draft.length >= COUNTER_FROM && (
        <p className="chat-counter" aria-live="polite">
          {draft.length}/{CHAT_MESSAGE_MAX}
        </p>
      )}
    </form>
  );
}
