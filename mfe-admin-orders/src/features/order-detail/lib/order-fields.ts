import { ORDER_MESSAGES, isValidTrackingNumber } from '@law/contracts';

/** The route's order id: missing or the literal 'undefined' (or not a positive integer) is invalid. */
export function parseOrderId(raw: string | undefined): number | null {
  if (!raw || raw === 'undefined' || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec section 5: the price is parsed as an integer; anything non-numeric becomes 0. */
export function parseOrderPrice(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** Empty tracking numbers and dates are sent as null. */
export function emptyToNull(text: string): string | null {
  const t = text.trim();
  return t === '' ? null : t;
}

/** A typed tracking number may be empty (cleared) or a 14-digit Nova Poshta number. */
export function trackingNumberProblem(text: string): string | null {
  const t = text.trim();
  return t === '' || isValidTrackingNumber(t) ? null : ORDER_MESSAGES.badTrackingNumber;
}
