import { useEffect, useId, useRef, useState } from 'react';
import { DOCUMENT_MESSAGES, type DocumentReferenceDto } from '@law/contracts';

interface Props {
  reference: DocumentReferenceDto;
  /** Element id the draft's citations link to (#anchor opens and shows this row). */
  anchor: string;
  /** The text read from this source, undefined when it has not been read yet. */
  content: string | undefined;
  disabled: boolean;
  onDelete: () => void;
}

const PREVIEW_MAX = 4000;

/** One accordion row: title (toggles), delete button; the body shows the link and what was read from it. */
export function SourceItem({ reference, anchor, content, disabled, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const row = useRef<HTMLLIElement>(null);

  // A citation in the draft links here: the row opens and scrolls into view.
  useEffect(() => {
    const show = () => {
      if (window.location.hash !== `#${anchor}`) return;
      setOpen(true);
      row.current?.scrollIntoView({ block: 'center' });
      row.current?.focus();
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [anchor]);
  const failed = content?.startsWith(DOCUMENT_MESSAGES.sourceFailed) ?? false;
  const status = content === undefined ? 'не прочитано' : failed ? 'помилка читання' : 'прочитано';
  const tone = content === undefined ? 'pending' : failed ? 'failed' : 'read';

  return (
    <li className="source-item" id={anchor} ref={row} tabIndex={-1}>
      <div className="source-item-head">
        <button type="button" className="source-item-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)}>
          <span className="source-item-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="source-item-title">{reference.title}</span>
          <span className={`source-item-status source-item-status-${tone}`}>{status}</span>
        </button>
        <button type="button" className="btn btn-ghost btn-small source-item-delete" onClick={onDelete} disabled={disabled} aria-label={`Видалити джерело «${reference.title}»`}>
          Видалити
        </button>
      </div>
      {open && (
        <div id={bodyId} className="source-item-body">
          <a href={reference.url} target="_blank" rel="noopener noreferrer" className="source-item-url">
            {reference.url}
          </a>
          {content === undefined ? (
            <p className="muted">Джерело ще не прочитано. Натисніть «Прочитати джерела».</p>
          ) : (
            <p className={failed ? 'form-error' : 'source-item-text'}>
              {content.length > PREVIEW_MAX ? `${content.slice(0, PREVIEW_MAX)}…` : content || 'Текст не знайдено.'}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
