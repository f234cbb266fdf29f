import { FIRM, PRIVACY_MESSAGES, PRIVACY_POLICY_VERSION, telHref } from '@law/contracts';

export interface PrivacyPageSettings {
  firmPhone: string;
  mailboxExample: string;
  retentionMonths: number;
}

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The privacy policy at /privacy: plain Ukrainian, generated from the firm's configuration, no script. */
export function privacyPageHtml(s: PrivacyPageSettings): string {
  const phone = `<a href="${esc(telHref(s.firmPhone))}">${esc(s.firmPhone)}</a>`;
  const email = `<a href="mailto:${esc(FIRM.email)}">${esc(FIRM.email)}</a>`;
  return `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRIVACY_MESSAGES.title} — ${esc(FIRM.shortName)}</title>
<meta name="description" content="Як ${esc(FIRM.name)} обробляє ваше ім’я, телефон і листування під час безкоштовної консультації.">
<style>body{font:16px/1.6 system-ui,sans-serif;color:#1b2430;max-width:760px;margin:0 auto;padding:24px 16px 64px}h1{color:#12305a;font-size:1.8rem}h2{color:#12305a;font-size:1.2rem;margin-top:1.6em}a{color:#1d4a85}</style>
</head>
<body>
<p><a href="/">← ${esc(FIRM.shortName)}</a></p>
<h1>${PRIVACY_MESSAGES.title}</h1>
<p>Редакція ${esc(PRIVACY_POLICY_VERSION)}. Володілець персональних даних — ${esc(FIRM.name)} (далі — фірма), телефон ${phone}, e-mail ${email}.</p>
<h2>Які дані ми збираємо</h2>
<p>Ім’я та номер телефону, які ви вводите перед першим повідомленням у чаті; текст листування з консультантом; файли й листи, які ви надсилаєте на вашу персональну адресу (вигляду ${esc(s.mailboxExample)}); IP-адресу, з якої ви звернулися; дані для доставки документів Новою Поштою, якщо ви замовите документ.</p>
<h2>Навіщо</h2>
<p>Щоб юрист зрозумів вашу ситуацію, передзвонив вам, підготував документи й надіслав їх; щоб захистити чат від зловживань. Ми не продаємо і не передаємо ваші дані для реклами. Дані бачать лише працівники фірми; SMS надсилаються через оператора TurboSMS, доставка — через Нову Пошту.</p>
<h2>Правова підстава</h2>
<p>Ваша згода, яку ви надаєте, натискаючи «Продовжити» у формі чату (ми зберігаємо час згоди і редакцію цієї політики), та виконання договору про надання правничої допомоги — відповідно до Закону України «Про захист персональних даних».</p>
<h2>Скільки зберігаємо</h2>
<p>Листування без замовлення автоматично видаляється через ${s.retentionMonths} міс. після останнього звернення. Дані замовлень зберігаються стільки, скільки вимагають закон і правила адвокатської діяльності; на ваш запит персональні дані в них знеособлюються.</p>
<h2>Ваші права</h2>
<p>Ви можете отримати копію всіх своїх даних або попросити їх видалити: напишіть на ${email} або зателефонуйте ${phone} з того ж номера, який вказали в чаті. Ми виконаємо запит протягом 30 днів. Також ви маєте право звернутися до Уповноваженого Верховної Ради України з прав людини.</p>
</body>
</html>
`;
}
