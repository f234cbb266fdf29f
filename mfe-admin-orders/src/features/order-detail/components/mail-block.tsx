import { useState } from 'react';
import type { MailData } from '@law/contracts';
import { clientFileName, ClientFileTrash } from '@law/ui';
import { fileExtension, fileLabel, isImageFile, mailTextLines } from '../lib/order-fields';

interface Props {
  chatId: number;
  mail: MailData;
  onChanged: (mail: MailData) => void;
}

/** What the client mailed: a 6-column grid of files (open in a new tab, × removes) and the text as bullet lines. */
export function MailBlock({ chatId, mail, onChanged }: Props) {
  const [asking, setAsking] = useState<number | null>(null);
  const files = mail?.files ?? [];
  const lines = mailTextLines(mail?.text);
  if (files.length === 0 && lines.length === 0 && !(mail?.removed_files ?? []).length) return null;

  return (
    <section className="card order-card" aria-labelledby="order-mail-title">
      <h2 id="order-mail-title">Пошта від користувача</h2>
      {files.length > 0 && (
        <ul className="mail-grid">
          {files.map((url, i) => (
            <li key={`${url}-${i}`} className="mail-tile">
              <a href={url} target="_blank" rel="noopener noreferrer" title={fileLabel(url, i)}>
                {isImageFile(url) ? (
                  <img src={url} alt={fileLabel(url, i)} loading="lazy" />
                ) : (
                  <span className="mail-file">
                    <span className="mail-file-ext" aria-hidden="true">
                      {fileExtension(url)}
                    </span>
                    <span className="mail-file-name">{clientFileName(mail, url) ?? fileLabel(url, i)}</span>
                  </span>
                )}
              </a>
              <button
                type="button"
                className="mail-remove"
                aria-label={`Видалити файл ${fileLabel(url, i)}`}
                onClick={() => setAsking(i)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ClientFileTrash chatId={chatId} mail={mail} onChange={onChanged} confirmIndex={asking} onCloseConfirm={() => setAsking(null)} />
      {lines.length > 0 && (
        <ul className="mail-lines">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
