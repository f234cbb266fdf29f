import { useEffect, useId, useState } from 'react';

/** How a shared admin card fits its page: the remote's card class (`ac-card`, `order-card`) and its titles' class, if any. */
export interface AdminCardClasses {
  className: string;
  titleClassName?: string;
}

interface Props extends AdminCardClasses {
  title: string;
  /** The text box's name when it is not the title (e.g. 'Коментар до замовлення' under 'Коментар'). */
  label?: string;
  /** The stored value. */
  value: string;
  placeholder: string;
  maxLength: number;
  rows?: number;
  save: (value: string) => Promise<void>;
  onSaved: (value: string) => void;
}

/**
 * A text of a chat or an order (comment, document) saved only by an explicit click; on failure it goes back to the
 * stored value, logged only (spec section 8).
 */
export function EditableTextCard({ title, label, value, placeholder, maxLength, rows = 4, save, onSaved, className, titleClassName }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  useEffect(() => setDraft(value), [value]);

  const submit = async () => {
    setSaving(true);
    setJustSaved(false);
    try {
      await save(draft);
      onSaved(draft);
      setJustSaved(true);
    } catch (error) {
      console.error(`save ${title}`, error);
      setDraft(value);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={`card ${className}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={titleClassName}>
        {label ? title : <label htmlFor={`${id}-input`}>{title}</label>}
      </h2>
      {label && (
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {label}
        </label>
      )}
      <textarea
        id={`${id}-input`}
        className="card-textarea"
        rows={rows}
        value={draft}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={saving}
        onChange={(e) => {
          setDraft(e.target.value);
          setJustSaved(false);
        }}
      />
      <div className="card-actions">
        {justSaved && draft === value && (
          <span className="card-saved" role="status">
            Збережено
          </span>
        )}
        <button type="button" className="btn btn-primary btn-small" onClick={submit} disabled={saving || draft === value}>
          {saving ? 'Збереження...' : 'Зберегти'}
        </button>
      </div>
    </section>
  );
}
