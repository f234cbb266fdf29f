/** Pure rules of the delivery form (spec sections 5 and 9); the shared constants and the name rule live in @law/contracts. */
import {
  NP_CITY_SEARCH_MIN,
  NP_DEFAULT_ERROR,
  isRecipientNameComplete,
  type DeliveryFormValue,
  type NpCity,
  type NpWarehouse,
} from '@law/contracts';

export interface DeliveryFormState {
  city: NpCity | null;
  warehouse: NpWarehouse | null;
  recipientName: string;
  recipientPhone: string;
}

/** City search runs only from two characters (ignoring surrounding spaces). */
export function canSearchCities(query: string): boolean {
  return query.trim().length >= NP_CITY_SEARCH_MIN;
}

/** The space-separated words of a name. */
export function nameWords(name: string): string[] {
  return name.trim().split(/\s+/u).filter(Boolean);
}

export function isDeliveryComplete(s: DeliveryFormState): boolean {
  return Boolean(s.city?.Ref && s.warehouse?.Ref && isRecipientNameComplete(s.recipientName));
}

/** The emitted value, or null while the form is incomplete. The name is normalised to single spaces. */
export function buildDeliveryValue(s: DeliveryFormState): DeliveryFormValue | null {
  if (!isDeliveryComplete(s) || !s.city || !s.warehouse) return null;
  return {
    city: { ref: s.city.Ref, name: s.city.Description, area: s.city.AreaDescription ?? '' },
    warehouse: { ref: s.warehouse.Ref, description: s.warehouse.Description },
    recipient: { name: nameWords(s.recipientName).join(' '), phone: s.recipientPhone },
  };
}

/** The first carrier error, or 'API request failed'. */
export function carrierErrorMessage(errors: readonly unknown[] | null | undefined): string {
  const first = errors?.find((e) => typeof e === 'string' && e.trim() !== '');
  return typeof first === 'string' ? first : NP_DEFAULT_ERROR;
}
