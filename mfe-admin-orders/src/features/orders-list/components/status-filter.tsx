import { useId } from 'react';
import { ORDER_LIST_FILTERS, ORDER_MESSAGES, ORDER_STATUS_LABELS, type OrderListFilter } from '@law/contracts';

interface Props {
  value: OrderListFilter;
  onChange: (status: OrderListFilter) => void;
}

export function StatusFilter({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="orders-filter">
      <label htmlFor={id}>Статус</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as OrderListFilter)}>
        {ORDER_LIST_FILTERS.map((s) => (
          <option key={s} value={s}>
            {s === 'all' ? 'Усі' : s === 'trash' ? ORDER_MESSAGES.trash : ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
