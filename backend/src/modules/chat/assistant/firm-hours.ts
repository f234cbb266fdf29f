/** The firm's working hours and the call-back promise made at the end of a chat. */
export interface FirmHours {
  /** Minutes after midnight, local time. */
  openMinute: number;
  closeMinute: number;
  timeZone: string;
  /** How soon a lawyer calls back during working hours. */
  callbackMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** 'з 09:00 до 20:00' */
export function hoursPhrase(h: FirmHours): string {
  return `з ${clock(h.openMinute)} до ${clock(h.closeMinute)}`;
}

function localMinute(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * When the lawyer calls, within working hours: 'протягом 60 хвилин (до 15:40)' during the day; 'сьогодні з 09:00 до
 * 10:00' before opening; 'завтра з 09:00 до 10:00' after closing or too close to it.
 */
export function callbackPhrase(now: Date, h: FirmHours): string {
  const m = localMinute(now, h.timeZone);
  const windowEnd = (from: number) => clock(Math.min(from + h.callbackMinutes, h.closeMinute));
  if (m < h.openMinute) return `сьогодні з ${clock(h.openMinute)} до ${windowEnd(h.openMinute)}`;
  if (m + h.callbackMinutes <= h.closeMinute) {
    const span = h.callbackMinutes === 60 ? 'години' : `${h.callbackMinutes} хв`;
    return `протягом ${span} (до ${clock(m + h.callbackMinutes)})`;
  }
  return `завтра з ${clock(h.openMinute)} до ${windowEnd(h.openMinute)}`;
}

/** Parses FIRM_HOURS ('09:00-20:00'); null when malformed. */
export function parseHoursRange(value: string): { open: number; close: number } | null {
  const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const open = Number(m[1]) * 60 + Number(m[2]);
  const close = Number(m[3]) * 60 + Number(m[4]);
  if (Number(m[2]) > 59 || Number(m[4]) > 59 || open >= close || close > 24 * 60) return null;
  return { open, close };
}
