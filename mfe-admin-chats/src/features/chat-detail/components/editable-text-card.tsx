import { useEffect, useId, useState } from 'react';

interface Props {
  title: string;
  /** The stored value. */
  value: string;
  placeholder: string;
  maxLength: number;
  rows?: number;
  save: (value: string) => Promise<void>;
  onSaved: (value: string) => void;
}

/** A text saved only by an explicit click; on failure it reverts silently to the stored value (spec section 8). */
export function EditableTextCard({ title, value, placeholder, maxLength, rows = 4, save, onSaved }: Props) {
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
    <section className="card ac-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ac-card-title">
        <label htmlFor={`${id}-input`}>{title}</label>
      </h2>
      <textarea
        id={`${id}-input`}
        className="ac-textarea"
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
      <div className="ac-card-actions">
        {justSaved && draft === value && (
          <span className="ac-saved" role="status">
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
