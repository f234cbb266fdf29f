import { describe, expect, it } from '@jest/globals';
import { parseCreatePrice } from './parse-create-price';

describe('create-order price', () => {
  it('accepts a positive price with up to two decimals', () => {
    expect(parseCreatePrice('1500')).toBe(1500);
    expect(parseCreatePrice(' 99.5 ')).toBe(99.5);
    expect(parseCreatePrice('120,25')).toBe(120.25);
  });
  it('rejects a missing, zero, negative or non-numeric price', () => {
    expect(parseCreatePrice('')).toBeNull();
    expect(parseCreatePrice('   ')).toBeNull();
    expect(parseCreatePrice('0')).toBeNull();
    expect(parseCreatePrice('-5')).toBeNull();
    expect(parseCreatePrice('abc')).toBeNull();
    expect(parseCreatePrice('10.001')).toBeNull();
  });
});
