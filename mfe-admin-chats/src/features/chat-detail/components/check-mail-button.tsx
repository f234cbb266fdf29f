import { useState } from 'react';
import { toast } from 'react-toastify';
import { scrapeChatMails } from '../api/scrape-chat-mails';

interface Props {
  chatId: number;
  onDone: () => Promise<void>;
}

/** Pulls the client's mail into the chat, then reloads the chat. */
export function CheckMailButton({ chatId, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await scrapeChatMails(chatId);
      result.skipped.forEach((reason) => toast.warning(reason));
      if (result.added_files === 0 && result.added_text_lines === 0 && result.skipped.length === 0) toast.info('Нових листів немає');
      await onDone();
    } catch (error) {
      console.error('scrape mails', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-small" onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? 'Перевірка пошти...' : 'Перевірити пошту'}
    </button>
  );
}
