/** The firm's public details, shown in the header and footer. */
export const FIRM = {
  name: 'Юридична фірма «Право і Захист»',
  shortName: 'Право і Захист',
  email: 'info@pravo-zakhyst.com.ua',
  registry: { name: 'Єдиний реєстр адвокатів України', url: 'https://erau.unba.org.ua/' },
  social: { name: 'Telegram-канал фірми', url: 'https://t.me/pravo_zakhyst_online' },
} as const;
