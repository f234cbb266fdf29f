import { useId, useState } from 'react';
import { COMMON_TEXTS, type MailData } from '@law/contracts';
import { clientFileName, ClientFileTrash } from './client-file-trash';
import { fileExtension, fileLabel, isImageFile, mailTextLines } from './client-mail';
import type { AdminCardClasses } from './editable-text-card';

interface Props extends AdminCardClasses {
  title: string;
  chatId: number;
  mail: MailData;
  onChange: (mail: MailData) => void;
  /**
   * How the files show: 'buttons' — 'Файл N' with the client's file name (the chat, spec section 8); 'tiles' — a
   * grid of thumbnails and file-type tiles (the order). Each remote styles the view it uses (`mail-buttons`, `mail-grid`).
   */
  view: 'buttons' | 'tiles';
  /** Shown when the client mailed nothing; without it the card is left out altogether. */
  emptyText?: string;
}

/**
 * What the client mailed, on the chat and the order pages: the files (opened in a new tab; × asks before removing
 * one, removed ones can be restored) and the letters' text as bullet lines.
 */
export function ClientMailCard({ title, chatId, mail, onChange, view, emptyText, className, titleClassName }: Props) {
  const id = useId();
  const [asking, setAsking] = useState<number | null>(null);
  const files = mail?.files ?? [];
  const lines = mailTextLines(mail?.text);
  const nothing = files.length === 0 && lines.length === 0;
  if (nothing && emptyText === undefined && !(mail?.removed_files ?? []).length) return null;

  return (
    <section className={`card ${className}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={titleClassName}>
        {title}
      </h2>
      {nothing && emptyText !== undefined && <p className="muted">{emptyText}</p>}
      {files.length > 0 && (view === 'buttons' ? <FileButtons mail={mail} onRemove={setAsking} /> : <FileTiles mail={mail} onRemove={setAsking} />)}
      <ClientFileTrash chatId={chatId} mail={mail} onChange={onChange} confirmIndex={asking} onCloseConfirm={() => setAsking(null)} />
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

interface ViewProps {
  mail: MailData;
  onRemove: (index: number) => void;
}

function FileButtons({ mail, onRemove }: ViewProps) {
  return (
    <ul className="mail-buttons" aria-label="Файли">
      {mail.files.map((url, i) => {
        const name = clientFileName(mail, url);
        return (
          <li key={url} className="mail-button">
            <a className="btn btn-ghost btn-small" href={url} target="_blank" rel="noopener noreferrer" title={name ?? undefined}>
              {COMMON_TEXTS.file(i + 1)}
            </a>
            {name && <span className="client-file-name">{name}</span>}
            <button type="button" className="mail-button-remove" onClick={() => onRemove(i)} aria-label={`Прибрати файл ${i + 1}`} title="Прибрати зі списку">
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function FileTiles({ mail, onRemove }: ViewProps) {
  return (
    <ul className="mail-grid">
      {mail.files.map((url, i) => (
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
          <button type="button" className="mail-remove" aria-label={`Видалити файл ${fileLabel(url, i)}`} onClick={() => onRemove(i)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
