import { ORDER_STATUS_LABELS, type OrderListFilter, type OrderStats, type OrderStatusFilter } from '@law/contracts';
import { formatMoney, formatNumber } from '@law/ui';

interface Props {
  stats: OrderStats | null;
  active: OrderListFilter;
  onSelect: (status: OrderStatusFilter) => void;
}

const CARDS: { key: OrderStatusFilter; stat: keyof OrderStats; label: string }[] = [
  { key: 'all', stat: 'total', label: 'Усього' },
  { key: 'no_invoice', stat: 'no_invoice', label: ORDER_STATUS_LABELS.no_invoice },
  { key: 'pending', stat: 'pending', label: ORDER_STATUS_LABELS.pending },
  { key: 'paid_in_work', stat: 'paid_in_work', label: ORDER_STATUS_LABELS.paid_in_work },
  { key: 'completed', stat: 'completed', label: ORDER_STATUS_LABELS.completed },
];

/** Five counters; a card is also a shortcut to its status filter. */
export function OrderStatCards({ stats, active, onSelect }: Props) {
  return (
    <ul className="order-stats" aria-label="Статистика замовлень">
      {CARDS.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            className={`card order-stat order-stat-${c.key}${active === c.key ? ' active' : ''}`}
            aria-pressed={active === c.key}
            onClick={() => onSelect(c.key)}
          >
            <span className="order-stat-label">{c.label}</span>
            <span className="order-stat-value" data-testid={`stat-${c.stat}`}>
              {stats ? formatNumber(stats[c.stat]) : '—'}
            </span>
            {c.key === 'all' && stats && <span className="order-stat-sub muted">Оплачено: {formatMoney(stats.revenue)}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
