import { useId, type InputHTMLAttributes } from 'react';
import type { AutosaveField } from '@law/ui';

interface Props {
  label: string;
  field: AutosaveField<string>;
  /** Shows a clear button that empties the field and saves at once. */
  clearable?: boolean;
  /** Cleans what is typed or pasted before it is kept (e.g. the digits of a tracking number). */
  normalize?: (raw: string) => string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'disabled' | 'id'>;
}

/** A labelled input bound to an autosaving field: disabled while its save is in flight. */
export function AutosaveInput({ label, field, clearable, normalize, inputProps }: Props) {
  const id = useId();
  const msgId = useId();
  return (
    <div className="order-field">
      <label htmlFor={id}>
        {label}
        {field.saving && <span className="order-field-saving"> · Збереження...</span>}
      </label>
      <div className="order-field-row">
        <input
          {...inputProps}
          id={id}
          value={field.value}
          disabled={field.saving}
          aria-invalid={field.invalid ? true : undefined}
          aria-describedby={field.invalid ? msgId : undefined}
          onChange={(e) => field.setValue(normalize ? normalize(e.target.value) : e.target.value)}
        />
        {clearable && (
          <button
            type="button"
            className="btn btn-ghost btn-small order-field-clear"
            aria-label={`Очистити: ${label}`}
            title="Очистити"
            disabled={field.saving || field.value === ''}
            onClick={() => field.commit('')}
          >
            ×
          </button>
        )}
      </div>
      {field.invalid && (
        <p id={msgId} className="form-error">
          {field.invalid}
        </p>
      )}
    </div>
  );
}
