/** Dates and numbers in the uk-UA locale: 2-digit day, month, hour, minute (spec section 9). */
/**
 * Each formatter is built on its first use, not when the module loads: a formatter with a time zone loads the zone
 * data (tens of ms on a phone), and the public page loads this module with the chat, before any date is shown.
 */
function lazily<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('uk-UA', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Kyiv',
    }),
);
const dateOnly = lazily(() => new Intl.DateTimeFormat('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Kyiv' }));
const timeOnly = lazily(() => new Intl.DateTimeFormat('uk-UA', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' }));
const money = lazily(() => new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 }));

const toDate = (v: string | number | Date) => (v instanceof Date ? v : new Date(v));
const valid = (d: Date) => !Number.isNaN(d.getTime());

export function formatDateTime(v: string | number | Date | null | undefined): string {
  if (v == null) return '';
  const d = toDate(v);
  return valid(d) ? dateTime().format(d) : '';
}

export function formatDate(v: string | number | Date | null | undefined): string {
  if (v == null) return '';
  const d = toDate(v);
  return valid(d) ? dateOnly().format(d) : '';
}

export function formatTime(v: string | number | Date | null | undefined): string {
  if (v == null) return '';
  const d = toDate(v);
  return valid(d) ? timeOnly().format(d) : '';
}

/** '1 250 ₴' */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return `${money().format(Number.isFinite(n) ? (n as number) : 0)} ₴`;
}

export function formatNumber(value: number): string {
  return money().format(value);
}
