import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a card, as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="ac-details">
      {items.map((i) => (
        <div key={i.label} className="ac-details-row">
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
