/** The firm's public identity: the landing's header and footer, the privacy page. The phone is FIRM_PHONE (site-config). */
export const FIRM = {
  name: 'Юридична фірма «Право і Захист»',
  shortName: 'Право і Захист',
  email: 'info@pravo-zakhyst.com.ua',
  registry: { name: 'Єдиний реєстр адвокатів України', url: 'https://erau.unba.org.ua/' },
  social: { name: 'Telegram-канал фірми', url: 'https://t.me/pravo_zakhyst_online' },
} as const;
