import type { ReactNode } from 'react';

interface Props<T> {
  /** Read by screen readers ('Чати', 'Відгуки'). */
  caption: string;
  columns: readonly string[];
  items: readonly T[];
  /** A newer page is loading: the old rows stay, marked busy. */
  busy: boolean;
  /** The one row shown for an empty list. */
  empty: string;
  /** The remote's own class prefix for its styles ('ac' → ac-table-wrap, ac-table, ac-empty). */
  prefix: string;
  row: (item: T) => ReactNode;
}

/** A back-office list table: caption, column headers, the rows or the empty line. */
export function AdminTable<T>({ caption, columns, items, busy, empty, prefix, row }: Props<T>) {
  return (
    <div className={`${prefix}-table-wrap card`} aria-busy={busy}>
      <table className={`table ${prefix}-table`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={`${prefix}-empty`}>
                {empty}
              </td>
            </tr>
          ) : (
            items.map(row)
          )}
        </tbody>
      </table>
    </div>
  );
}
