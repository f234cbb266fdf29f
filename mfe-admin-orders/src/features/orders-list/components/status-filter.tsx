import { useId } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatusFilter } from '@law/contracts';
import { STATUS_FILTERS } from '../hooks/use-orders-query';

interface Props {
  value: OrderStatusFilter;
  onChange: (status: OrderStatusFilter) => void;
}

export function StatusFilter({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="orders-filter">
      <label htmlFor={id}>Статус</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as OrderStatusFilter)}>
        {STATUS_FILTERS.map((s) => (
          <option key={s} value={s}>
            {s === 'all' ? 'Усі' : ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
