import { describe, expect, it } from '@jest/globals';
import {
  buildDeliveryValue,
  canSearchCities,
  carrierErrorMessage,
  isDeliveryComplete,
  nameWords,
  type DeliveryFormState,
} from './delivery-rules';
import { isRecipientNameComplete } from '@law/contracts';

const kyiv = { Ref: 'city-kyiv', Description: 'Київ', AreaDescription: 'Київська' };
const branch = { Ref: 'wh-1', Description: 'Відділення №1: вул. Хрещатик, 1' };
const full: DeliveryFormState = { city: kyiv, warehouse: branch, recipientName: 'Шевченко Тарас', recipientPhone: '+380501234567' };

describe('delivery form rules', () => {
  it('searches cities only from two characters, ignoring surrounding spaces', () => {
    expect(canSearchCities('')).toBe(false);
    expect(canSearchCities('К')).toBe(false);
    expect(canSearchCities('  К  ')).toBe(false);
    expect(canSearchCities('Ки')).toBe(true);
  });

  it('splits a name into space-separated words', () => {
    expect(nameWords('  Тарас   Григорович  Шевченко ')).toEqual(['Тарас', 'Григорович', 'Шевченко']);
    expect(nameWords('   ')).toEqual([]);
  });

  it('accepts a recipient name only with at least two words', () => {
    expect(isRecipientNameComplete('')).toBe(false);
    expect(isRecipientNameComplete('Тарас')).toBe(false);
    expect(isRecipientNameComplete('Тарас ')).toBe(false);
    expect(isRecipientNameComplete('Тарас Шевченко')).toBe(true);
    expect(isRecipientNameComplete('Шевченко Тарас Григорович')).toBe(true);
  });

  it('is complete only with a city, a branch and a two-word recipient', () => {
    expect(isDeliveryComplete(full)).toBe(true);
    expect(isDeliveryComplete({ ...full, city: null })).toBe(false);
    expect(isDeliveryComplete({ ...full, warehouse: null })).toBe(false);
    expect(isDeliveryComplete({ ...full, recipientName: 'Тарас' })).toBe(false);
  });

  it('emits the city, branch and recipient only when complete', () => {
    expect(buildDeliveryValue({ ...full, recipientName: ' Шевченко   Тарас ' })).toEqual({
      city: { ref: 'city-kyiv', name: 'Київ', area: 'Київська' },
      warehouse: { ref: 'wh-1', description: 'Відділення №1: вул. Хрещатик, 1' },
      recipient: { name: 'Шевченко Тарас', phone: '+380501234567' },
    });
    expect(buildDeliveryValue({ ...full, warehouse: null })).toBeNull();
    expect(buildDeliveryValue({ ...full, recipientName: 'Тарас' })).toBeNull();
  });

  it("shows the carrier's first error or 'API request failed'", () => {
    expect(carrierErrorMessage(['CityRef is invalid', 'second'])).toBe('CityRef is invalid');
    expect(carrierErrorMessage([])).toBe('API request failed');
    expect(carrierErrorMessage(undefined)).toBe('API request failed');
    expect(carrierErrorMessage(['', 7])).toBe('API request failed');
  });
});
