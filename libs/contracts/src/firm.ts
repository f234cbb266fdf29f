/**
 * The firm's public identity, written once: the landing's header and footer, the privacy page, the contacts SMS, the
 * API document. The phone is FIRM_PHONE (site-config); the site's origin is PUBLIC_URL where set.
 */
export const FIRM = {
  name: 'Юридична фірма «Право і Захист»',
  shortName: 'Право і Захист',
  email: 'info@pravo-zakhyst.com.ua',
  site: 'https://pravo-zakhyst.com.ua',
  registry: { name: 'Єдиний реєстр адвокатів України', url: 'https://erau.unba.org.ua/' },
  social: { name: 'Telegram-канал фірми', url: 'https://t.me/pravo_zakhyst_online' },
} as const;

/** The contacts SMS (POST /api/admin/sms/{chatId}/contacts) unless FIRM_CONTACTS_SMS replaces it. */
export function firmContactsSms(phone: string): string {
  return `${FIRM.name}. Тел.: ${phone}, e-mail: ${FIRM.email}, сайт: ${FIRM.site}. Звертайтеся, ми на звʼязку!`;
}
