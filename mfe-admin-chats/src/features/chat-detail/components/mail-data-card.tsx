import { useState } from 'react';
import type { MailData } from '@law/contracts';
import { clientFileName, ClientFileTrash } from '@law/ui';

interface Props {
  chatId: number;
  mail: MailData;
  onChange: (mail: MailData) => void;
}

/** Files the client mailed ('Файл N' with its own name, opened in a new tab; × asks first) and the text of their letters. */
export function MailDataCard({ chatId, mail, onChange }: Props) {
  const [asking, setAsking] = useState<number | null>(null);
  const lines = mail.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

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
              <a className="btn btn-ghost btn-small" href={url} target="_blank" rel="noopener noreferrer" title={clientFileName(mail, url) ?? undefined}>
                Файл {i + 1}
              </a>
              {clientFileName(mail, url) && <span className="client-file-name">{clientFileName(mail, url)}</span>}
              <button
                type="button"
                className="ac-file-remove"
                onClick={() => setAsking(i)}
                aria-label={`Прибрати файл ${i + 1}`}
                title="Прибрати зі списку"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ClientFileTrash chatId={chatId} mail={mail} onChange={onChange} confirmIndex={asking} onCloseConfirm={() => setAsking(null)} />
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
