import { describe, expect, it } from '@jest/globals';
import { FIRM_TIME_ZONE, firmHour, nextPartnerIndex, partnersPerView, SPECIALISTS_BY_HOUR, specialistsOnline } from './landing';

describe('specialists online', () => {
  it('has a value for each of the 24 hours', () => {
    expect(SPECIALISTS_BY_HOUR).toHaveLength(24);
  });

  it('reads the hour on Kyiv time, whatever the machine zone (winter UTC+2)', () => {
    const at = new Date('2026-01-15T08:30:00Z'); // 10:30 in Kyiv
    expect(firmHour(at)).toBe(10);
    expect(specialistsOnline(at)).toBe(15);
  });

  it('follows summer time (UTC+3)', () => {
    const at = new Date('2026-07-15T09:05:00Z'); // 12:05 in Kyiv
    expect(firmHour(at)).toBe(12);
    expect(specialistsOnline(at)).toBe(16);
  });

  it('agrees with the time zone database on every hour of 2025-2027, summer time changes included', () => {
    const kyiv = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: FIRM_TIME_ZONE });
    const differ: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const at = new Date(t);
      if (firmHour(at) !== Number(kyiv.formatToParts(at).find((p) => p.type === 'hour')?.value)) differ.push(at.toISOString());
    }
    expect(differ).toEqual([]);
  });

  it('switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(firmHour(new Date('2026-03-29T00:59:00Z'))).toBe(2);
    expect(firmHour(new Date('2026-03-29T01:00:00Z'))).toBe(4);
    expect(firmHour(new Date('2026-10-25T00:59:00Z'))).toBe(3);
    expect(firmHour(new Date('2026-10-25T01:00:00Z'))).toBe(3);
    expect(firmHour(new Date('2026-10-25T02:00:00Z'))).toBe(4);
  });

  it('wraps around midnight', () => {
    expect(firmHour(new Date('2026-01-15T22:00:00Z'))).toBe(0);
    expect(specialistsOnline(new Date('2026-01-15T21:59:00Z'))).toBe(7); // 23:59
    expect(specialistsOnline(new Date('2026-01-15T15:00:00Z'))).toBe(15); // 17:00
  });
});

describe('partner carousel', () => {
  it('shows 6 at 1024+, 4 at 640+, else 3', () => {
    expect(partnersPerView(1280)).toBe(6);
    expect(partnersPerView(1024)).toBe(6);
    expect(partnersPerView(1023)).toBe(4);
    expect(partnersPerView(640)).toBe(4);
    expect(partnersPerView(639)).toBe(3);
    expect(partnersPerView(360)).toBe(3);
  });

  it('advances one logo at a time and wraps to the start after the last one is shown', () => {
    expect(nextPartnerIndex(0, 6)).toBe(1);
    expect(nextPartnerIndex(5, 6)).toBe(6);
    expect(nextPartnerIndex(6, 6)).toBe(0);
    expect(nextPartnerIndex(8, 4)).toBe(0);
    expect(nextPartnerIndex(9, 3)).toBe(0);
    expect(nextPartnerIndex(8, 3)).toBe(9);
  });
});
