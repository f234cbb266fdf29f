import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES, sameReferenceUrl, validateReference, type DocumentReferenceDto, REFERENCE_TITLE_MAX, REFERENCE_URL_MAX } from '@law/contracts';
import { Modal } from '@law/ui';

interface Props {
  existing: readonly DocumentReferenceDto[];
  saving: boolean;
  onSubmit: (reference: DocumentReferenceDto) => void;
  onClose: () => void;
}

/** 'Додати джерело': title and url, both required, url an absolute http(s) address (spec section 5). */
export function AddSourceDialog({ existing, saving, onSubmit, onClose }: Props) {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const urlId = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateReference({ title, url }) ?? (existing.some((r) => sameReferenceUrl(r.url, url)) ? DOCUMENT_MESSAGES.duplicate : null);
    setError(problem);
    if (!problem) onSubmit({ title: title.trim(), url: url.trim() });
  };

  return (
    <Modal title="Додати джерело" onClose={onClose} dismissible={!saving}>
      <form className="source-form" onSubmit={submit} noValidate>
        <label htmlFor={titleId}>Назва</label>
        <input
          id={titleId}
          className="input"
          value={title}
          maxLength={REFERENCE_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Наприклад: Цивільний кодекс України"
          aria-describedby={error ? errorId : undefined}
          disabled={saving}
          autoFocus
        />
        <label htmlFor={urlId}>Посилання (URL)</label>
        <input
          id={urlId}
          className="input"
          type="url"
          inputMode="url"
          value={url}
          maxLength={REFERENCE_URL_MAX}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://zakon.rada.gov.ua/laws/show/435-15"
          aria-describedby={error ? errorId : undefined}
          disabled={saving}
        />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
            Скасувати
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Додавання...' : 'Додати'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
