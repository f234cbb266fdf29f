import { useState } from 'react';
import { CLIENT_FILE_MESSAGES, COMMON_TEXTS, type MailData } from '@law/contracts';
import { removeChatFile, restoreChatFile } from './admin-chat-api';
import { ConfirmDialog } from './confirm-dialog';

/** The name a client file had in the letter, or null (files stored before names were kept). */
export function clientFileName(mail: MailData, url: string): string | null {
  return mail.file_names?.[url] ?? null;
}

interface Props {
  chatId: number;
  mail: MailData;
  onChange: (mail: MailData) => void;
  /** The index of the file the admin clicked × on: asks before removing it; null when nothing is asked. */
  confirmIndex: number | null;
  onCloseConfirm: () => void;
}

/**
 * Removing a client's file never happens on one click: it asks first, and removed files stay listed below with
 * 'Відновити' (the file is kept on disk). Shared by the chat and order details.
 */
export function ClientFileTrash({ chatId, mail, onChange, confirmIndex, onCloseConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  const removed = mail.removed_files ?? [];
  const run = async (call: () => Promise<MailData>) => {
    setBusy(true);
    try {
      onChange(await call());
    } catch (e) {
      console.error('client file action', e);
    } finally {
      setBusy(false);
    }
  };
  const remove = (index: number) =>
    run(() => removeChatFile(chatId, index)).then(onCloseConfirm);
  const restore = (file: string) =>
    run(() => restoreChatFile(chatId, file));
  const asked = confirmIndex !== null ? mail.files[confirmIndex] : undefined;

  return (
    <>
      {asked !== undefined && confirmIndex !== null && (
        <ConfirmDialog
          title={CLIENT_FILE_MESSAGES.removeTitle}
          message={`${clientFileName(mail, asked) ?? COMMON_TEXTS.file(confirmIndex + 1)}. ${CLIENT_FILE_MESSAGES.removeText}`}
          confirmLabel={CLIENT_FILE_MESSAGES.remove}
          loading={busy}
          onConfirm={() => void remove(confirmIndex)}
          onCancel={onCloseConfirm}
        />
      )}
      {removed.length > 0 && (
        <details className="client-file-trash">
          <summary>
            {CLIENT_FILE_MESSAGES.trash} ({removed.length})
          </summary>
          <ul>
            {removed.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {clientFileName(mail, url) ?? url.split('/').pop()}
                </a>{' '}
                <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void restore(url)}>
                  {CLIENT_FILE_MESSAGES.restore}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
