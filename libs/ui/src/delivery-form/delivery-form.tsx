import { useEffect, useId, useRef, useState } from 'react';
import { isRecipientNameComplete, type DeliveryFormValue, type NpCity, type NpWarehouse } from '@law/contracts';
import { CityCombobox } from './city-combobox';
import { WarehouseSelect } from './warehouse-select';
import { buildDeliveryValue, nameWords } from './delivery-rules';

/** Stored delivery data to start from (the order's current delivery). */
export interface DeliveryFormInitial {
  city: string;
  city_area?: string | null;
  city_ref?: string | null;
  warehouse?: string | null;
  warehouse_ref?: string | null;
  recipient_name?: string | null;
}

interface Props {
  /** The recipient phone comes from the user record. */
  recipientPhone: string;
  initial?: DeliveryFormInitial | null;
  /** The complete value, or null while the form is incomplete. */
  onChange: (value: DeliveryFormValue | null) => void;
  disabled?: boolean;
}

function initialCity(i?: DeliveryFormInitial | null): NpCity | null {
  return i?.city && i.city_ref ? { Ref: i.city_ref, Description: i.city, AreaDescription: i.city_area ?? '' } : null;
}
function initialWarehouse(i?: DeliveryFormInitial | null): NpWarehouse | null {
  return i?.warehouse && i.warehouse_ref ? { Ref: i.warehouse_ref, Description: i.warehouse } : null;
}

/** Nova Poshta delivery: city, branch and recipient. Emits only a complete value, otherwise null. */
export function DeliveryForm({ recipientPhone, initial, onChange, disabled }: Props) {
  const nameId = useId();
  const nameHintId = useId();
  const [city, setCity] = useState<NpCity | null>(() => initialCity(initial));
  const [warehouse, setWarehouse] = useState<NpWarehouse | null>(() => initialWarehouse(initial));
  const [recipientName, setRecipientName] = useState(initial?.recipient_name ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const value = buildDeliveryValue({ city, warehouse, recipientName, recipientPhone });
  const key = value ? JSON.stringify(value) : '';
  useEffect(() => {
    onChangeRef.current(key ? (JSON.parse(key) as DeliveryFormValue) : null);
  }, [key]);

  const nameIncomplete = recipientName.trim() !== '' && !isRecipientNameComplete(recipientName);
  return (
    <fieldset className="delivery-form" disabled={disabled}>
      <legend className="visually-hidden">Доставка Новою поштою</legend>
      <CityCombobox
        selected={city}
        disabled={disabled}
        onSelect={(c) => {
          setCity(c);
          setWarehouse(null);
        }}
      />
      <WarehouseSelect cityRef={city?.Ref ?? null} selected={warehouse} onSelect={setWarehouse} disabled={disabled} />
      <div className="delivery-field">
        <label htmlFor={nameId}>ПІБ отримувача</label>
        <input
          id={nameId}
          type="text"
          autoComplete="off"
          placeholder="Прізвище Ім'я"
          value={recipientName}
          aria-invalid={nameIncomplete || undefined}
          aria-describedby={nameHintId}
          onChange={(e) => setRecipientName(e.target.value)}
        />
        <p id={nameHintId} className={nameIncomplete ? 'delivery-hint form-error' : 'delivery-hint muted'}>
          {nameIncomplete ? `Вкажіть щонайменше два слова (зараз: ${nameWords(recipientName).length})` : 'Прізвище та ім\u2019я отримувача'}
        </p>
      </div>
      <p className="delivery-phone muted">
        Телефон отримувача: <strong>{recipientPhone || 'Невідомо'}</strong>
      </p>
    </fieldset>
  );
}
