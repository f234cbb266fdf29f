import { normalizePhoneInput } from './users';
import { isValidTrackingNumber, normalizeTrackingInput } from './orders';

describe('normalizePhoneInput: pasted and typed Ukrainian numbers', () => {
  it.each([
    ['+380 67 123 45 67', '+380671234567'],
    ['+38 (067) 123-45-67', '+380671234567'],
    ['+38(067)1234567', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['8 067 123 45 67', '+380671234567'],
    ['80671234567', '+380671234567'],
    ['067-123-45-67', '+380671234567'],
    ['067.123.45.67', '+380671234567'],
    ['(067) 123 45 67', '+380671234567'],
    ['671234567', '+380671234567'],
    ['+380', '+380'],
    ['', '+380'],
    ['+380 67 123 45 67 89', '+380671234567'],
    ['тел: +380 50 000 00 01', '+380500000001'],
  ])('%s → %s', (raw, expected) => expect(normalizePhoneInput(raw)).toBe(expected));

  it('keeps a partly typed number as typed so far', () => {
    expect(normalizePhoneInput('+380 6')).toBe('+3806');
    expect(normalizePhoneInput('06')).toBe('+3806');
  });
});

describe('normalizeTrackingInput: Nova Poshta numbers as pasted', () => {
  it.each([
    ['2045 0123 4567 89', '20450123456789'],
    ['20450-1234-567-89', '20450123456789'],
    [' 20450123456789 ', '20450123456789'],
    ['ТТН 20450123456789', '20450123456789'],
    ['204501234567891', '20450123456789'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeTrackingInput(raw)).toBe(expected);
    expect(isValidTrackingNumber(normalizeTrackingInput(raw))).toBe(true);
  });
});
