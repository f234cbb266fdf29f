import { isValidOrderPrice } from '@law/contracts';

/** A price typed in UAH: present, a number with at most 2 decimals, greater than 0; otherwise null. */
export function parseCreatePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text.trim().replace(',', '.'));
  return isValidOrderPrice(n) && n > 0 ? n : null;
}
