import { describe, expect, it } from '@jest/globals';
import {
  deliveryFormToOrderDelivery,
  isRecipientNameComplete,
  isValidIsoDate,
  isValidOrderPrice,
  isValidTrackingNumber,
  normalizeTrackingNumber,
} from './orders';

describe('order rules', () => {
  it('accepts only real calendar dates in YYYY-MM-DD', () => {
    for (const ok of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-01']) expect(isValidIsoDate(ok)).toBe(true);
    for (const bad of ['2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-3-1', 'abc', '', '2026-03-01T00:00:00Z', ' 2026-03-01']) {
      expect(isValidIsoDate(bad)).toBe(false);
    }
  });

  it('accepts prices >= 0 with at most 2 decimals', () => {
    for (const ok of [0, 1, 1500, 1999.99, 0.1, 0.29, 1234567.89]) expect(isValidOrderPrice(ok)).toBe(true);
    for (const bad of [-1, -0.01, 1.234, Number.NaN, Number.POSITIVE_INFINITY, 1e13, '100', null, undefined]) expect(isValidOrderPrice(bad)).toBe(false);
  });

  it('knows a Nova Poshta tracking number is 14 digits and stores empty values as null', () => {
    expect(isValidTrackingNumber('20450000000001')).toBe(true);
    for (const bad of ['2045000000000', '204500000000012', '2045000000000a', 'ABCDEFGHIJKLMN', '']) expect(isValidTrackingNumber(bad)).toBe(false);
    expect(normalizeTrackingNumber('  ')).toBeNull();
    expect(normalizeTrackingNumber(null)).toBeNull();
    expect(normalizeTrackingNumber(' 20450000000001 ')).toBe('20450000000001');
  });

  it('needs a recipient of at least two words and maps the form output to the order fields', () => {
    expect(isRecipientNameComplete('Іван')).toBe(false);
    expect(isRecipientNameComplete('  Іван   Петренко ')).toBe(true);
    expect(
      deliveryFormToOrderDelivery({
        city: { ref: 'c', name: 'Київ', area: 'Київська' },
        warehouse: { ref: 'w', description: 'Відділення №1' },
        recipient: { name: ' Іван Петренко ', phone: '+380501234567' },
      }),
    ).toEqual({ city: 'Київ', city_area: 'Київська', city_ref: 'c', warehouse: 'Відділення №1', warehouse_ref: 'w', recipient_name: 'Іван Петренко', recipient_phone: '+380501234567' });
  });
});
