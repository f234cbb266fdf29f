import { useId } from 'react';
import type { NpWarehouse } from '@law/contracts';
import { useWarehouses } from './use-warehouses';

interface Props {
  cityRef: string | null;
  selected: NpWarehouse | null;
  onSelect: (warehouse: NpWarehouse | null) => void;
  disabled?: boolean;
}

/** The branches of the chosen city; disabled until a city is chosen. */
export function WarehouseSelect({ cityRef, selected, onSelect, disabled }: Props) {
  const id = useId();
  const errorId = useId();
  const { warehouses, loading, error } = useWarehouses(cityRef);
  // A stored branch stays selectable while (or if) the list does not contain it.
  const options = selected && !warehouses.some((w) => w.Ref === selected.Ref) ? [selected, ...warehouses] : warehouses;
  const placeholder = !cityRef ? 'Спочатку оберіть місто' : loading ? 'Завантаження відділень...' : 'Оберіть відділення';

  return (
    <div className="delivery-field">
      <label htmlFor={id}>Відділення Нової пошти</label>
      <select
        id={id}
        value={selected?.Ref ?? ''}
        disabled={disabled || !cityRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onSelect(options.find((w) => w.Ref === e.target.value) ?? null)}
      >
        <option value="">{placeholder}</option>
        {options.map((w) => (
          <option key={w.Ref} value={w.Ref}>
            {w.Description}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
