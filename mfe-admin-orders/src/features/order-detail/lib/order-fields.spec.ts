import { describe, expect, it } from '@jest/globals';
import { emptyToNull, fileExtension, fileLabel, isImageFile, mailTextLines, parseOrderId, parseOrderPrice, trackingNumberProblem } from './order-fields';

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

  it('splits mail text into bullet lines', () => {
    expect(mailTextLines('Перший рядок\r\n\nДругий  \n')).toEqual(['Перший рядок', 'Другий']);
    expect(mailTextLines(null)).toEqual([]);
  });

  it('tells images from other files and names them', () => {
    expect(isImageFile('/api/files/u1/scan.JPG')).toBe(true);
    expect(isImageFile('/api/files/u1/contract.pdf')).toBe(false);
    expect(fileLabel('/api/files/u1/%D0%B4%D0%BE%D0%B3%D0%BE%D0%B2%D1%96%D1%80.pdf', 0)).toBe('договір.pdf');
    expect(fileLabel('/api/files/', 2)).toBe('Файл 3');
    expect(fileExtension('/api/files/u1/contract.pdf')).toBe('PDF');
    expect(fileExtension('/api/files/u1/notes')).toBe('ФАЙЛ');
  });
});
