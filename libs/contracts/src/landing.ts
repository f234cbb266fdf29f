/** Landing-page rules shared by mfe-landing, its tests and the backend (spec sections 2, 9). */

/** The firm works on Kyiv time whatever the visitor's own time zone is. */
export const FIRM_TIME_ZONE = 'Europe/Kyiv';

/** Free specialists online by hour of day 0..23 in the firm's time zone (spec section 9). */
export const SPECIALISTS_BY_HOUR: readonly number[] = [7, 7, 7, 7, 7, 7, 7, 8, 9, 13, 15, 11, 16, 12, 13, 13, 12, 15, 12, 9, 8, 7, 7, 7];

/** The counter fades in this long after the chat connects. */
export const SPECIALISTS_FADE_IN_MS = 100;

/** 01:00 UTC on the last Sunday of a month (month 0..11): when EU summer time starts (March) and ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Hour of day 0..23 on the firm's clock: Kyiv is UTC+2, and UTC+3 from the last Sunday of March to the last Sunday
 * of October (01:00 UTC, the EU rule Europe/Kyiv follows). Written out instead of `Intl.DateTimeFormat` with a
 * time zone: building that formatter loads the zone data and costs a phone ~150 ms of main thread on '/'.
 */
export function firmHour(at: Date): number {
  const t = at.getTime();
  if (!Number.isFinite(t)) return at.getUTCHours();
  const year = at.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  return new Date(t + (summer ? 3 : 2) * 3_600_000).getUTCHours();
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
  /** The firm's phone as people read it ('+380 44 000 00 00'), from FIRM_PHONE. */
  firm_phone: string;
}

/** The tel: link of a phone as written ('+380 44 000 00 00' → 'tel:+380440000000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The version of the privacy policy a visitor agrees to when they leave their name and phone. */
export const PRIVACY_POLICY_VERSION = '2026-11-23';
export const PRIVACY_PATH = '/privacy';

export const PRIVACY_MESSAGES = {
  consentBefore: 'Натискаючи «Продовжити», ви погоджуєтеся на обробку вашого імені й телефону для зворотного дзвінка юриста згідно з ',
  consentLink: 'Політикою конфіденційності',
  title: 'Політика конфіденційності',
} as const;

/** GET /api/admin/chats/{id}/export-client — everything stored about the chat's client, as staff hand it over. */
export interface ClientDataExport {
  exported_at: string;
  user: { id: string; name: string; phone: string; user_ip: string | null; city: string | null; created_at: string; consent_at: string | null; consent_version: string | null };
  chats: Array<{
    id: number;
    created_at: string;
    document: string | null;
    comment: string | null;
    case_card: unknown;
    files: string[];
    messages: Array<{ author: 'user' | 'agent'; message: string; created_at: string }>;
  }>;
  orders: Array<{ id: number; chat_id: number; created_at: string; document_price: number; payment_date: string | null; delivery_data: unknown }>;
  sms: Array<{ type: string; status: string; phone: string; text: string; created_at: string }>;
  /** The conversations as plain text, oldest first. */
  chat_text: string;
}

/** POST /api/admin/chats/{id}/erase-client {confirm_phone} — what the erase removed (under data). */
export interface EraseClientResponse {
  erased: true;
  chats: number;
  messages: number;
  files: number;
}

export const CLIENT_DATA_MESSAGES = {
  title: 'Дані клієнта',
  export: 'Експорт даних клієнта',
  erase: 'Видалити дані клієнта',
  eraseTitle: 'Видалити дані клієнта?',
  eraseText:
    'Буде видалено ім’я, телефон, IP, усі повідомлення та файли клієнта в усіх його чатах. Суми й дати замовлень залишаться без персональних даних. Цю дію неможливо скасувати. Щоб підтвердити, введіть телефон клієнта.',
  eraseConfirmLabel: 'Телефон клієнта',
  erased: 'Дані клієнта видалено',
  confirmMismatch: 'Телефон не збігається з телефоном клієнта',
  alreadyErased: 'Дані цього клієнта вже видалено',
  erasedName: 'Видалено',
  erasedPhone: '+380000000000',
} as const;
