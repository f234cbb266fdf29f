import { describe, expect, it } from '@jest/globals';
import { emptyToNull, parseOrderId, parseOrderPrice, trackingNumberProblem } from './order-fields';

describe('order detail field rules', () => {
  it("rejects a missing, 'undefined' or non-numeric order id", () => {
    expect(parseOrderId(undefined)).toBeNull();
    expect(parseOrderId('')).toBeNull();
    expect(parseOrderId('undefined')).toBeNull();
    expect(parseOrderId('abc')).toBeNull();
    expect(parseOrderId('0')).toBeNull();
    expect(parseOrderId('-3')).toBeNull();
    expect(parseOrderId('42')).toBe(42);
  });

  it('parses the price as an integer, non-numeric as 0', () => {
    expect(parseOrderPrice('1500')).toBe(1500);
    expect(parseOrderPrice('1500.99')).toBe(1500);
    expect(parseOrderPrice('')).toBe(0);
    expect(parseOrderPrice('abc')).toBe(0);
    expect(parseOrderPrice('-20')).toBe(0);
  });

  it('sends empty values as null', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull('   ')).toBeNull();
    expect(emptyToNull(' 2026-11-01 ')).toBe('2026-11-01');
  });

  it('accepts an empty or a 14-digit tracking number only', () => {
    expect(trackingNumberProblem('')).toBeNull();
    expect(trackingNumberProblem('20450000000001')).toBeNull();
    expect(trackingNumberProblem('2045')).toMatch(/14 цифр/);
    expect(trackingNumberProblem('2045000000000A')).toMatch(/14 цифр/);
  });
});
