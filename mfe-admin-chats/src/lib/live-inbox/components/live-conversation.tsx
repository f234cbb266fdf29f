import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import {
  ADMIN_CHAT_MESSAGES,
  CHAT_MESSAGE_MAX,
  LIVE_CHAT_MESSAGES as M,
  TYPING_STOP_DELAY_MS,
  chatMessageTextError,
  type AdminChat,
  type AdminMessage,
} from '@law/contracts';
import { ConfirmDialog, serverError } from '@law/ui';
import { finishChat, releaseChat, sendAgentMessage, takeOverChat } from '../api/live-chat-actions';
import { liveInbox, useLiveInbox } from '../stores/live-inbox-store';

interface Props {
  chat: AdminChat;
  /** A message this screen stored (the live event may come first or after: the page de-duplicates by id). */
  onMessage: (m: AdminMessage) => void;
  onChatChange: (patch: Partial<AdminChat>) => void;
  /** After a 409 the detail reloads: the server says who holds the chat now. */
  reload: () => Promise<void>;
}

/** A lawyer in the conversation (issue 17): take it over, reply, hand it back to the assistant or finish it. */
export function LiveConversation({ chat, onMessage, onChatChange, reload }: Props) {
  const me = useLiveInbox((s) => s.me);
  const visitorTyping = useLiveInbox((s) => s.typing[chat.id] === true);
  const connected = useLiveInbox((s) => s.connected);
  const [busy, setBusy] = useState<null | 'takeover' | 'release' | 'finish' | 'send'>(null);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingOn = useRef(false);

  const heldByMe = chat.held_by !== null && me !== null && chat.held_by.id === me.id;
  const heldByOther = chat.held_by !== null && !heldByMe;

  const stopTyping = () => {
    clearTimeout(typingTimer.current);
    if (typingOn.current) liveInbox.typing(chat.id, false);
    typingOn.current = false;
  };
  // Leaving the chat (or the page) ends the lawyer's typing signal.
  useEffect(
    () => () => {
      clearTimeout(typingTimer.current);
      if (typingOn.current) liveInbox.typing(chat.id, false);
      typingOn.current = false;
    },
    [chat.id],
  );

  const fail = async (e: unknown) => {
    const message = serverError(e) ?? ADMIN_CHAT_MESSAGES.actionFailed;
    toast.error(message, { toastId: `live-${chat.id}` });
    setProblem(message);
    await reload();
  };

  const run = async (what: 'takeover' | 'release' | 'finish', action: () => Promise<unknown>, patch: Partial<AdminChat>) => {
    setBusy(what);
    setProblem(null);
    try {
      await action();
      onChatChange(patch);
    } catch (e) {
      await fail(e);
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const error = chatMessageTextError(draft);
    if (error) {
      setProblem(error);
      return;
    }
    stopTyping();
    setBusy('send');
    setProblem(null);
    try {
      onMessage(await sendAgentMessage(chat.id, draft.trim()));
      setDraft('');
    } catch (e) {
      await fail(e);
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!busy) void send();
    }
  };

  const onType = (value: string) => {
    setDraft(value);
    if (problem) setProblem(null);
    if (!typingOn.current) {
      typingOn.current = true;
      liveInbox.typing(chat.id, true);
    }
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, TYPING_STOP_DELAY_MS);
  };

  if (chat.is_chat_finished) return null;
  const length = draft.trim().length;

  return (
    <section className="card ac-card ac-live" aria-label="Розмова з клієнтом">
      <div className="ac-live-head">
        <p className="ac-live-status" data-testid="live-status">
          {heldByMe ? M.heldByYou : heldByOther ? M.heldBy(chat.held_by!.name) : M.assistantAnswers}
        </p>
        <div className="ac-live-actions">
          {!chat.held_by && (
            <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run('takeover', () => takeOverChat(chat.id), { held_by: me })}>
              {M.takeover}
            </button>
          )}
          {heldByMe && (
            <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => void run('release', () => releaseChat(chat.id), { held_by: null })}>
              {M.release}
            </button>
          )}
          {!heldByOther && (
            <button type="button" className="btn btn-danger" disabled={busy !== null} onClick={() => setConfirmFinish(true)}>
              {M.finish}
            </button>
          )}
        </div>
      </div>
      {visitorTyping && (
        <p className="ac-live-typing" aria-live="polite" data-testid="visitor-typing">
          <span className="ac-live-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {M.visitorTyping}
        </p>
      )}
      {!connected && <p className="muted ac-live-offline">{M.liveDisconnected}</p>}
      {heldByMe && (
        <form
          className="ac-live-reply"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor="ac-live-reply" className="visually-hidden">
            Відповідь клієнту
          </label>
          <textarea
            id="ac-live-reply"
            rows={3}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX + 200}
            placeholder={M.replyPlaceholder}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={problem !== null}
            aria-describedby="ac-live-reply-meta"
          />
          <div className="ac-live-reply-row" id="ac-live-reply-meta">
            <span className={length > CHAT_MESSAGE_MAX ? 'form-error' : 'muted'}>
              {length}/{CHAT_MESSAGE_MAX}
            </span>
            {problem && (
              <span className="form-error" role="alert">
                {problem}
              </span>
            )}
            <button type="submit" className="btn btn-primary" disabled={busy !== null || length === 0 || length > CHAT_MESSAGE_MAX}>
              {M.send}
            </button>
          </div>
        </form>
      )}
      {!heldByMe && problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {confirmFinish && (
        <ConfirmDialog
          title={M.finishConfirmTitle}
          message={M.finishConfirmText}
          confirmLabel={M.finish}
          loading={busy === 'finish'}
          loadingLabel="Завершення..."
          onCancel={() => setConfirmFinish(false)}
          onConfirm={() => void run('finish', () => finishChat(chat.id), { is_chat_finished: true, held_by: null }).then(() => setConfirmFinish(false))}
        />
      )}
    </section>
  );
}
