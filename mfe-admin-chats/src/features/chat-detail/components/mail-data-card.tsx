import { useState } from 'react';
import type { MailData } from '@law/contracts';
import { removeChatFile } from '../api/remove-chat-file';

interface Props {
  chatId: number;
  mail: MailData;
  onChange: (mail: MailData) => void;
}

/** Files the client mailed ('Файл N', opened in a new tab) and the text of their letters, line by line. */
export function MailDataCard({ chatId, mail, onChange }: Props) {
  const [removing, setRemoving] = useState<number | null>(null);
  const lines = mail.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

  const remove = async (index: number) => {
    setRemoving(index);
    try {
      const result = await removeChatFile(chatId, index);
      onChange(result.mail_data);
    } catch (error) {
      console.error('remove file', error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="card ac-card" aria-labelledby="mail-heading">
      <h2 id="mail-heading" className="ac-card-title">
        Пошта від клієнта
      </h2>
      {mail.files.length === 0 && lines.length === 0 && <p className="muted">Листів від клієнта ще немає</p>}
      {mail.files.length > 0 && (
        <ul className="ac-files" aria-label="Файли">
          {mail.files.map((url, i) => (
            <li key={url} className="ac-file">
              <a className="btn btn-ghost btn-small" href={url} target="_blank" rel="noopener noreferrer">
                Файл {i + 1}
              </a>
              <button
                type="button"
                className="ac-file-remove"
                onClick={() => remove(i)}
                disabled={removing !== null}
                aria-label={`Прибрати файл ${i + 1}`}
                title="Прибрати зі списку"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <ul className="ac-mail-lines">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
