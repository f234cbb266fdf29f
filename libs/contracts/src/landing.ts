/** Landing-page rules shared by mfe-landing, its tests and the backend (spec sections 2, 9). */

/** The firm works on Kyiv time whatever the visitor's own time zone is. */
export const FIRM_TIME_ZONE = 'Europe/Kyiv';

/** Free specialists online by hour of day 0..23 in the firm's time zone (spec section 9). */
export const SPECIALISTS_BY_HOUR: readonly number[] = [7, 7, 7, 7, 7, 7, 7, 8, 9, 13, 15, 11, 16, 12, 13, 13, 12, 15, 12, 9, 8, 7, 7, 7];

/** The counter fades in this long after the chat connects. */
export const SPECIALISTS_FADE_IN_MS = 100;

const kyivHourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: FIRM_TIME_ZONE });

/** Hour of day 0..23 on the firm's clock. */
export function firmHour(at: Date): number {
  const hour = Number(kyivHourFormat.formatToParts(at).find((p) => p.type === 'hour')?.value);
  return Number.isInteger(hour) && hour >= 0 && hour < 24 ? hour : at.getUTCHours();
}

/** How many specialists the counter shows at this moment. */
export function specialistsOnline(at: Date): number {
  return SPECIALISTS_BY_HOUR[firmHour(at)];
}

/** Partner carousel (spec section 9). */
export const PARTNER_CAROUSEL = { logos: 12, intervalMs: 4000 } as const;

/** Logos visible at once: 6 at width 1024+, 4 at 640+, else 3. */
export function partnersPerView(viewportWidth: number): number {
  if (viewportWidth >= 1024) return 6;
  if (viewportWidth >= 640) return 4;
  return 3;
}

/** The next first-visible logo: one step on, back to the start once the last logo has been shown. */
export function nextPartnerIndex(index: number, perView: number, total: number = PARTNER_CAROUSEL.logos): number {
  const last = Math.max(0, total - perView);
  return index >= last ? 0 : index + 1;
}

/** GET /api/site-config: public settings the landing page needs at run time. */
export interface SiteConfig {
  /** Embeddable player URL of the 'Why choose us' video; the client adds autoplay. */
  video_url: string;
}
