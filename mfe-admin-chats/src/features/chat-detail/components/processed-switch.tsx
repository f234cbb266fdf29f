import { useEffect, useState } from 'react';
import { setChatProcessed } from '../api/set-chat-processed';

interface Props {
  chatId: number;
  value: boolean;
  /** A chat with an order cannot change its processed state. */
  hasOrder: boolean;
  onSaved: (value: boolean) => void;
}

/** Disabled while saving or when an order exists; on failure the value reverts silently (spec sections 4, 8). */
export function ProcessedSwitch({ chatId, value, hasOrder, onSaved }: Props) {
  const [checked, setChecked] = useState(value);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(value), [value]);

  const toggle = async () => {
    const next = !checked;
    setChecked(next);
    setSaving(true);
    try {
      await setChatProcessed(chatId, next);
      onSaved(next);
    } catch (error) {
      console.error('process chat', error);
      setChecked(!next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <label className="ac-switch" title={hasOrder ? 'Для чату вже створено замовлення' : undefined}>
      <input type="checkbox" role="switch" checked={checked} disabled={saving || hasOrder} onChange={toggle} aria-checked={checked} />
      <span className="ac-switch-track" aria-hidden="true" />
      <span>Опрацьовано</span>
    </label>
  );
}
