import { useEffect, useId, useState } from 'react';
import { ORDER_COMMENT_MAX } from '@law/contracts';
import { updateOrderComment } from '../api/update-comment';

interface Props {
  orderId: number;
  stored: string | null;
  onSaved: (comment: string) => void;
}

/** The case comment, saved only by its button; a failed save goes back to the stored text (logged only). */
export function CommentCard({ orderId, stored, onSaved }: Props) {
  const id = useId();
  const [value, setValue] = useState(stored ?? '');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => setValue(stored ?? ''), [stored]);

  const save = async () => {
    setSaving(true);
    setSaved(false);
    try {
      await updateOrderComment(orderId, { comment: value });
      onSaved(value);
      setSaved(true);
    } catch (e) {
      console.error('Не вдалося зберегти коментар', e);
      setValue(stored ?? '');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card order-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Коментар</h2>
      <label htmlFor={id} className="visually-hidden">
        Коментар до замовлення
      </label>
      <textarea
        id={id}
        className="order-comment"
        rows={4}
        maxLength={ORDER_COMMENT_MAX}
        placeholder="Нотатки щодо справи"
        value={value}
        disabled={saving}
        onChange={(e) => {
          setValue(e.target.value);
          setSaved(false);
        }}
      />
      <div className="order-card-foot">
        {saved && <span className="order-saved" role="status">Збережено</span>}
        <button type="button" className="btn btn-primary" onClick={save} disabled={saving || value === (stored ?? '')}>
          {saving ? 'Збереження...' : 'Зберегти'}
        </button>
      </div>
    </section>
  );
}
