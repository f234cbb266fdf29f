import { describe, expect, it } from '@jest/globals';
import { callbackPhrase, hoursPhrase, parseHoursRange, type FirmHours } from './firm-hours';

const HOURS: FirmHours = { openMinute: 9 * 60, closeMinute: 20 * 60, timeZone: 'Europe/Kyiv', callbackMinutes: 60 };

describe('firm hours', () => {
  it('promises a call within the window during working hours, in Kyiv time', () => {
    expect(callbackPhrase(new Date('2026-11-23T12:10:00Z'), HOURS)).toBe('протягом години (до 15:10)');
  });

  it('moves the call to the opening hour before opening and to tomorrow after closing', () => {
    expect(callbackPhrase(new Date('2026-11-23T05:00:00Z'), HOURS)).toBe('сьогодні з 09:00 до 10:00');
    expect(callbackPhrase(new Date('2026-11-23T17:30:00Z'), HOURS)).toBe('завтра з 09:00 до 10:00');
  });

  it('reads and prints the hours', () => {
    expect(parseHoursRange('9:00-20:00')).toEqual({ open: 540, close: 1200 });
    expect(parseHoursRange('20:00-09:00')).toBeNull();
    expect(parseHoursRange('09:75-10:00')).toBeNull();
    expect(hoursPhrase(HOURS)).toBe('з 09:00 до 20:00');
  });
});
