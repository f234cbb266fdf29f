import { describe, expect, it } from '@jest/globals';
import { firmHour, nextPartnerIndex, partnersPerView, SPECIALISTS_BY_HOUR, specialistsOnline } from './landing';

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
