import type { CaseWhen } from '@law/contracts';
import { normalizeText } from '../text-match';

const MONTHS: ReadonlyArray<[RegExp, string, string]> = [
  [/^січ(?:ень|ня|ні|нем|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'січня', 'січні'], [/^лют(?:ий|ого|ому|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'лютого', 'лютому'], [/^берез(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'березня', 'березні'],
  [/^квіт(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'квітня', 'квітні'], [/^трав(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'травня', 'травні'], [/^черв(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'червня', 'червні'],
  [/^лип(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'липня', 'липні'], [/^серп(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'серпня', 'серпні'], [/^верес(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'вересня', 'вересні'],
  [/^жовт(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'жовтня', 'жовтні'], [/^листопад(?:а|і|ов(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))?$/, 'листопада', 'листопаді'], [/^груд(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))$/, 'грудня', 'грудні'],
];
const MONTH_WORD = '(січ(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|лют(?:ий|ого|ому|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|берез(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|квіт(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|трав(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|черв(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|лип(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|серп(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|верес(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|жовт(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))|листопад(?:а|і|ов(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е))?|груд(?:ень|ня|ні|нев(?:ий|ого|ому|ої|ій|у|ою|і|их|им|а|е)))';

const NUMBERS: Record<string, number> = {
  один: 1, одна: 1, одну: 1, два: 2, дві: 2, три: 3, чотири: 4, "п'ять": 5, шість: 6, сім: 7, вісім: 8, "дев'ять": 9, десять: 10,
  пару: 2, пара: 2, кілька: 3, декілька: 3, півтора: 1.5, півтори: 1.5, пів: 0.5,
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const day = (d: Date, text: string): CaseWhen => ({ text, from: iso(d), to: iso(d) });
const period = (a: Date, b: Date, text: string): CaseWhen => ({ text, from: iso(a), to: iso(b) });
const monthIndex = (word: string) => MONTHS.findIndex(([re]) => re.test(word));
const lastDay = (y: number, m: number) => utc(y, m + 1, 0);

function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * 86_400_000);
}

function minusMonths(d: Date, months: number): Date {
  const whole = Math.floor(months);
  const r = utc(d.getUTCFullYear(), d.getUTCMonth() - whole, Math.min(d.getUTCDate(), lastDay(d.getUTCFullYear(), d.getUTCMonth() - whole).getUTCDate()));
  return addDays(r, -Math.round((months - whole) * 30));
}

function validDay(y: number, m: number, d: number): Date | null {
  const r = utc(y, m, d);
  return r.getUTCFullYear() === y && r.getUTCMonth() === m && r.getUTCDate() === d ? r : null;
}

/** A year as written ('24' → 2024); months without a year mean the latest one not in the future. */
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

const SEASONS: Record<string, number> = { зим: 11, весн: 2, навесні: 2, літ: 5, влітку: 5, осен: 8, восени: 8, взимку: 11 };

/** Russian words of dates as their Ukrainian counterparts ('2 октября' → '2 жовтня', 'недели две назад' → 'тижні дві тому'). */
const RUSSIAN_DATE_WORDS: ReadonlyArray<[string, string]> = [
  ['января', 'січня'], ['январе', 'січні'], ['январь', 'січень'], ['февраля', 'лютого'], ['феврале', 'лютому'], ['февраль', 'лютий'],
  ['марта', 'березня'], ['марте', 'березні'], ['март', 'березень'], ['апреля', 'квітня'], ['апреле', 'квітні'], ['апрель', 'квітень'],
  ['мая', 'травня'], ['мае', 'травні'], ['май', 'травень'], ['июня', 'червня'], ['июне', 'червні'], ['июнь', 'червень'],
  ['июля', 'липня'], ['июле', 'липні'], ['июль', 'липень'], ['августа', 'серпня'], ['августе', 'серпні'], ['август', 'серпень'],
  ['сентября', 'вересня'], ['сентябре', 'вересні'], ['сентябрь', 'вересень'], ['октября', 'жовтня'], ['октябре', 'жовтні'], ['октябрь', 'жовтень'],
  ['ноября', 'листопада'], ['ноябре', 'листопаді'], ['ноябрь', 'листопад'], ['декабря', 'грудня'], ['декабре', 'грудні'], ['декабрь', 'грудень'],
  ['дней', 'днів'], ['недели', 'тижні'], ['недель', 'тижнів'], ['неделю', 'тиждень'], ['неделя', 'тиждень'], ['месяца', 'місяці'],
  ['месяцев', 'місяців'], ['месяц', 'місяць'], ['года', 'року'], ['лет', 'років'], ['год', 'рік'], ['году', 'році'], ['полгода', 'півроку'],
  ['назад', 'тому'], ['вчера', 'вчора'], ['позавчера', 'позавчора'], ['сегодня', 'сьогодні'], ['прошлого', 'минулого'], ['прошлой', 'минулої'],
  ['прошлом', 'минулому'], ['этого', 'цього'], ['этом', 'цьому'], ['начале', 'початку'], ['начала', 'початку'], ['конце', 'кінці'],
  ['середине', 'середині'], ['понедельник', 'понеділок'], ['вторник', 'вівторок'], ['среду', 'середу'], ['четверг', 'четвер'],
  ['пятницу', "п'ятницю"], ['субботу', 'суботу'], ['воскресенье', 'неділю'], ['во', 'у'], ['две', 'дві'], ['пять', "п'ять"], ['четыре', 'чотири'], ['шесть', 'шість'], ['несколько', 'кілька'],
];
const RUSSIAN_DATES = new Map(RUSSIAN_DATE_WORDS);

function fromRussian(t: string): string {
  return t
    .replace(/(?<![\p{L}])(?:в|на) (прошлом|этом) (месяце|году)(?![\p{L}])/gu, (_m, w: string, unit: string) => `${w === 'прошлом' ? 'минулого' : 'цього'} ${unit === 'месяце' ? 'місяця' : 'року'}`)
    .replace(/(?<![\p{L}])на (прошлой|этой) неделе(?![\p{L}])/gu, (_m, w: string) => `${w === 'прошлой' ? 'минулого' : 'цього'} тижня`)
    .replace(/(?<![\p{L}])с (начала|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)(?![\p{L}])/gu, 'з $1')
    .replace(/(?<![\p{L}])в (начале|конце|середине)(?![\p{L}])/gu, (_m, w: string) => (w === 'начале' ? 'на початку' : `в ${RUSSIAN_DATES.get(w)}`))
    .replace(/[\p{L}']+/gu, (w) => RUSSIAN_DATES.get(w) ?? w);
}

/**
 * When something happened, from what the client wrote, relative to `now` (the message's time): '12.03.2024',
 * '12 березня', 'у березні 2024', 'у 2023 році', 'вчора', 'два тижні тому', 'минулого місяця', 'півроку тому'...
 * Returns the day or the period (ISO, inclusive), or null when the text holds no date.
 */
const SPAN_UNIT = '(пів ?року|півроку|дн(?:і|ів|я)|день|тижн(?:і|ів|я)|тиждень|місяц(?:і|ів|я)|місяць|рок(?:и|ів|у)|рік|років)';
/** Sunday first, as Date.getUTCDay counts; stems that start every case form used after 'у'/'минулої'. */
const WEEKDAYS = ['неділ', 'понеділ', 'вівтор', 'серед', 'четвер', "п'ятниц", 'субот'];

/** A number in digits or words ('3', 'два', 'п'ять'). */
const isCount = (x: string | undefined): x is string => x !== undefined && (/^\d+$/.test(x) || NUMBERS[x] !== undefined);

/** The day N units before today ('два тижні', 'пів року'). */
function spanBack(today: Date, raw: string | undefined, unit: string): Date {
  let n = raw === undefined ? 1 : /^\d+$/.test(raw) ? Number(raw) : NUMBERS[raw];
  if (n === undefined) n = 1;
  if (/^пів ?року$/.test(unit)) return minusMonths(today, 6 * (raw === 'півтора' ? 3 : 1));
  if (/^(день|дн)/.test(unit)) return addDays(today, -Math.round(n));
  if (/^тиж/.test(unit)) return addDays(today, -Math.round(n * 7));
  if (/^місяц/.test(unit)) return minusMonths(today, n);
  return minusMonths(today, n * 12);
}

/** `asAnswer`: the text answers 'when?', so a duration ('вже два роки') dates it; said in passing it only approximates. */
/** Days said as ordinals ('першого вересня', 'двадцять п'ятого', 'пятого марта'): 1–9, tens added after. */
const ORDINAL_UNITS: ReadonlyArray<[string, number]> = [
  ['перш', 1], ['перв', 1], ['друг', 2], ['втор', 2], ['трет', 3], ['четверт', 4], ["п'ят", 5], ['пят', 5], ['шост', 6], ['шест', 6], ['сьом', 7], ['седьм', 7],
  ['восьм', 8], ["дев'ят", 9], ['девят', 9], ['десят', 10], ['одинадцят', 11], ['одиннадцат', 11], ['дванадцят', 12], ['двенадцат', 12],
  ['тринадцят', 13], ['тринадцат', 13], ['чотирнадцят', 14], ['четырнадцат', 14], ["п'ятнадцят", 15], ['пятнадцат', 15], ['шістнадцят', 16],
  ['шестнадцат', 16], ['сімнадцят', 17], ['семнадцат', 17], ['вісімнадцят', 18], ['восемнадцат', 18], ["дев'ятнадцят", 19], ['девятнадцат', 19],
  ['двадцят', 20], ['двадцат', 20], ['тридцят', 30], ['тридцат', 30],
];
const ORDINAL = new RegExp(`(^|[^\\p{L}'])(?:(двадцять|двадцать|тридцять|тридцать) )?(\\p{L}[\\p{L}']*?(?:ого|его|ьего))(?= ${MONTH_WORD}(?!\\p{L}))`, 'gu');

function ordinalDays(t: string): string {
  return t.replace(ORDINAL, (all, lead: string, tens: string | undefined, word: string) => {
    const unit = [...ORDINAL_UNITS].sort((a, b) => b[0].length - a[0].length).find(([stem]) => word.startsWith(stem) && word.length - stem.length <= 4);
    if (!unit) return all;
    const n = (tens ? (/^тридц/.test(tens) ? 30 : 20) : 0) + unit[1];
    return n >= 1 && n <= 31 ? `${lead}${n}` : all;
  });
}

export function parseWhen(text: string, now: Date, asAnswer = false): CaseWhen | null {
  const said = normalizeText(text).replace(/\s+/g, ' ');
  const t = ordinalDays(fromRussian(said));
  // 'пенсія така вже кілька років' (the answer to 'when?'): some years, no date to count from (a lawyer asks); not three years to the day.
  if (asAnswer && /(^|[^\p{L}])(кілька|декілька) (років|рік)(?!\p{L})/u.test(t) && !/\d/.test(t)) return vagueWhen(t) ?? { text: 'кілька років', from: null, to: null };
  const when = parseNormalized(t, now, asAnswer);
  // Said in Russian: a day is shown as the date itself, not as the words translated one by one ('недели две назад').
  if (when && t !== said && when.from && when.from === when.to && !/^\d{1,2} \p{L}+ \d{4} р\.$/u.test(when.text)) {
    const [y, mo, d] = when.from.split('-').map(Number);
    return { ...when, text: `${d} ${MONTHS[mo - 1][1]} ${y} р.` };
  }
  return when;
}

const AVAILABLE = /(^|\s)(можу|зможу|можемо|зможемо|могу|смогу|зручно|удобно|краще|лучше|буду|будемо|відповім|подзвоню|напишу) (\p{L}+ )?(тільки |лише |только )?(зранку|сьогодні)(\s|,|\.|$)/u;

function parseNormalized(said: string, now: Date, asAnswer: boolean): CaseWhen | null {
  const today = utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const Y = today.getUTCFullYear();
  let m: RegExpExecArray | null;
  // 'з березня 22-го': two digits after a month in the genitive are its year (the day would come first).
  said = said.replace(new RegExp(`${MONTH_WORD} (\\d{2})-?(?:го|й)(?![\\p{L}\\d])`, 'gu'), (all, mo: string, yy: string) => (/(ня|ого)$/.test(mo) && Number(yy) >= 14 && Number(yy) <= Y % 100 ? `${mo} 20${yy}` : all));
  // 'я в Польщі до лютого': a month things last until is not when it happened (unless a period starts before it).
  const t = new RegExp(`(?:з|із|від) ${MONTH_WORD}`, 'u').test(said) ? said : said.replace(new RegExp(`(^|[^\\p{L}])(?:аж )?до ${MONTH_WORD}(?: \\d{4})?`, 'gu'), '$1');
  // 'у серпні, 14-го', 'в червні 28 числа': the month (in the locative), then the day.
  if ((m = new RegExp(`(?:^|[^\\p{L}])(?:у|в) ${MONTH_WORD}(?: (\\d{4}))?,? (\\d{1,2})(?:-?го| числа)(?![\\p{L}\\d])`, 'u').exec(t)) && /(і|ому)$/.test(m[1])) {
    const mo = monthIndex(m[1]);
    let y = m[2] ? Number(m[2]) : Y;
    let r = validDay(y, mo, Number(m[3]));
    if (r && !m[2] && r > today) r = validDay((y = Y - 1), mo, Number(m[3]));
    if (r) return day(r, `${Number(m[3])} ${MONTHS[mo][1]} ${y} р.`);
  }
  // 'в суботу, 21-го', 'субота 14-го': the weekday, then the day — of this month, or the last one when it is ahead.
  if ((m = /(?:^|[^\p{L}])(?:понеділ|вівтор|серед|четвер|п'ятниц|субот|неділ)\p{L}*,? (\d{1,2})-?го(?![\p{L}\d])/u.exec(t))) {
    const n = Number(m[1]);
    const r = n <= today.getUTCDate() ? validDay(Y, today.getUTCMonth(), n) : validDay(today.getUTCMonth() ? Y : Y - 1, (today.getUTCMonth() + 11) % 12, n);
    if (r) return day(r, `${n} ${MONTHS[r.getUTCMonth()][1]} ${r.getUTCFullYear()} р.`);
  }

  if ((m = /(?:^|[^\d])(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?(?![\d])(?! ?(?:тис|грн|млн|%|тисяч|гривень|рок|рік|год|лет|міс|мес|тиж|нед|кг|км|літр|ставк))/u.exec(t))) {
    const d = Number(m[1]);
    const mo = Number(m[2]) - 1;
    let y = m[3] ? fullYear(m[3]) : Y;
    let r = validDay(y, mo, d);
    if (r && !m[3] && r > today) r = validDay((y = Y - 1), mo, d);
    // '1/2' without a year is a share ('по 1/2 частки'), not the 1st of February.
    if (r && (m[3] || !m[0].includes('/'))) return day(r, `${String(d).padStart(2, '0')}.${String(mo + 1).padStart(2, '0')}.${y}`);
  }
  if ((m = new RegExp(`(?:^|[^\\p{L}\\d])(\\d{1,2})(?:-?го)? ${MONTH_WORD}(?: (\\d{4}))?`, 'u').exec(t))) {
    const mo = monthIndex(m[2]);
    // 'в травні 2025, в розписці 12 травня': the year said with the same month elsewhere.
    const sameMonth = [...t.matchAll(new RegExp(`${MONTH_WORD} (\\d{4})`, 'gu'))].find((x) => monthIndex(x[1]) === mo);
    let y = m[3] ? Number(m[3]) : sameMonth ? Number(sameMonth[2]) : Y;
    let r = validDay(y, mo, Number(m[1]));
    if (r && !m[3] && r > today) r = validDay((y = Y - 1), mo, Number(m[1]));
    if (r) return day(r, `${Number(m[1])} ${MONTHS[mo][1]} ${y} р.`);
  }
  if ((m = new RegExp(`(?:^|[^\\p{L}])(?:(на початку|в кінці|у кінці|наприкінці|в середині|у середині|з|із|від|у|в) )?${MONTH_WORD}(?: (\\d{4}|минулого|цього|позаминулого))?`, 'u').exec(t))) {
    const mo = monthIndex(m[2]);
    const since = m[1] === 'з' || m[1] === 'із' || m[1] === 'від';
    // 'з березня по червень 2022': the year said after the second month is the year of both.
    const until = since ? new RegExp(`^ (?:по|до) ${MONTH_WORD}(?: (\\d{4}))?`, 'u').exec(t.slice(m.index + m[0].length)) : null;
    // 'в листопаді, минулого року' / 'торік у березні': the year said elsewhere in the message.
    const yearSaid = /(позаминулого року|позаторік)/.test(t) ? Y - 2 : /(минулого року|минулому році|торік)/.test(t) ? Y - 1 : null;
    let y = m[3] && /\d/.test(m[3]) ? Number(m[3]) : m[3] === 'минулого' ? Y - 1 : m[3] === 'позаминулого' ? Y - 2 : until?.[2] ? Number(until[2]) : (yearSaid ?? Y);
    if (!m[3] && !until?.[2] && yearSaid === null && utc(y, mo, 1) > today) y -= 1;
    const text = `${MONTHS[mo][2].replace(/^/, 'у ')} ${y} р.`;
    if (until) {
      const mo2 = monthIndex(until[1]);
      const y2 = mo2 < mo ? y + 1 : y;
      const to = lastDay(y2, mo2);
      return period(utc(y, mo, 1), to > today ? today : to, `з ${MONTHS[mo][1]} до ${MONTHS[mo2][1]} ${y2} р.`);
    }
    if (since) return period(utc(y, mo, 1), today, `з ${MONTHS[mo][1]} ${y} р.`);
    return period(utc(y, mo, 1), lastDay(y, mo), text);
  }
  if ((m = /(?:^|[^\p{L}\d])(з|із|від|у|в)? ?(\d{4}) ?(?:року|році|рік|р\.?)?(?![\d])(?! ?(?:грн|гривень|гривні|доларів|долари|дол|євро|\$|usd|eur|тис|км|м2|кв))/u.exec(t)) && Number(m[2]) >= 1950 && Number(m[2]) <= Y) {
    const y = Number(m[2]);
    if (m[1] === 'з' || m[1] === 'із' || m[1] === 'від') return period(utc(y, 0, 1), today, `з ${y} р.`);
    return period(utc(y, 0, 1), y === Y ? today : utc(y, 11, 31), `у ${y} р.`);
  }
  // ('я можу тільки зранку' says when the client is free, not when it happened.)
  if ((m = /(?:^|[^\p{L}])(позавчора|учора|вчора|сьогодні|цього ранку|зранку|щойно)(?![\p{L}])/u.exec(t)) && !(/^(зранку|сьогодні)$/.test(m[1]) && AVAILABLE.test(t))) {
    const back = m[1] === 'позавчора' ? 2 : m[1] === 'вчора' || m[1] === 'учора' ? 1 : 0;
    return day(addDays(today, -back), m[1]);
  }
  // 'тижнів два тому', 'років п'ять тому': the number after the unit says it is approximate.
  if ((m = new RegExp(`(?:^|[^\\p{L}])${SPAN_UNIT} (?:зо |з |десь |приблизно )?(\\d+|[\\p{L}']+) (?:тому|назад)`, 'u').exec(t)) && isCount(m[2])) {
    return day(spanBack(today, m[2], m[1]), m[0].replace(/^[^\p{L}\d]/u, '').trim());
  }
  // 'останні місяці два', 'останні два місяці': the period from then until now.
  if ((m = new RegExp(`(?:^|[^\\p{L}])останні (?:(\\d+|[\\p{L}']+) )?${SPAN_UNIT}(?: (\\d+|[\\p{L}']+))?(?![\\p{L}])`, 'u').exec(t))) {
    const n = isCount(m[1]) ? m[1] : m[3];
    if (isCount(n)) return period(spanBack(today, n, m[2]), today, m[0].replace(/^[^\p{L}]/u, '').trim());
  }
  if ((m = new RegExp(`(?:^|[^\\p{L}])(?:(\\d+|[\\p{L}']+) )?${SPAN_UNIT} (?:тому|назад)`, 'u').exec(t))) {
    return day(spanBack(today, m[1], m[2]), m[0].replace(/^[^\p{L}\d]/u, '').trim());
  }
  // 'це триває вже два роки', 'уже пів року не платить', 'живу тут шість років': the period from then until now.
  if (asAnswer && (m = new RegExp(`(?:^|[^\\p{L}])(?:вже|уже|триває|протягом|впродовж|понад|більше|(?:живу|живемо|мешкаю|мешкаємо)(?: тут| там| в україні)?) (?:(\\d+|[\\p{L}']+) )?${SPAN_UNIT}(?: (\\d+|[\\p{L}']+))?(?![\\p{L}])`, 'u').exec(t))) {
    // 'вже місяці три так': the count after the unit.
    const after = isCount(m[3]) && !isCount(m[1]);
    const said = after || !m[3] ? m[0] : m[0].slice(0, m[0].length - m[3].length - 1);
    return period(spanBack(today, after ? m[3] : m[1], m[2]), today, said.replace(/^[^\p{L}\d]/u, '').trim());
  }
  if ((m = /(?:^|[^\p{L}])з початку (?:цього |поточного )?(тижня|місяця|року)(?![\p{L}])/u.exec(t))) {
    const from = m[1] === 'року' ? utc(Y, 0, 1) : m[1] === 'місяця' ? utc(Y, today.getUTCMonth(), 1) : addDays(today, -((today.getUTCDay() + 6) % 7));
    return period(from, today, m[0].replace(/^[^\p{L}]/u, '').trim());
  }
  // 'минулої неділі', 'у понеділок' (not in a question such as 'ви працюєте в суботу?'): the latest such day before today.
  if (!t.includes('?') && (m = /(?:^|[^\p{L}])(минулої|минулого|у|в) (понеділок|вівторок|середу|четвер|п'ятницю|суботу|неділю|понеділка|вівторка|середи|четверга|п'ятниці|суботи|неділі)(?![\p{L}])/u.exec(t))) {
    const target = WEEKDAYS.findIndex((w) => m![2].startsWith(w));
    let back = (today.getUTCDay() - target + 7) % 7 || 7;
    if (m[1].startsWith('минул') && back < ((today.getUTCDay() + 6) % 7) + 1) back += 7;
    return day(addDays(today, -back), m[0].replace(/^[^\p{L}]/u, '').trim());
  }
  // 'торік' (last year), 'позаторік' (the year before).
  if ((m = /(?:^|[^\p{L}])(позаторік|торік)(?![\p{L}])/u.exec(t))) {
    const back = m[1] === 'позаторік' ? 2 : 1;
    return period(utc(Y - back, 0, 1), utc(Y - back, 11, 31), m[1]);
  }
  if ((m = /(?:^|[^\p{L}])(минулого|цього|позаминулого|на цьому|на минулому|в минулому|у минулому|в цьому|у цьому|минулому|цьому|позаминулому) (тижня|тижні|місяця|місяці|року|році)/u.exec(t))) {
    const back = m[1].startsWith('позаминул') ? 2 : /минулому|минулого/.test(m[1]) ? 1 : 0;
    const text = m[0].replace(/^[^\p{L}]/u, '').trim();
    if (m[2].startsWith('тиж')) {
      const monday = addDays(today, -((today.getUTCDay() + 6) % 7) - 7 * back);
      return period(monday, back ? addDays(monday, 6) : today, text);
    }
    if (m[2].startsWith('місяц')) {
      const first = utc(Y, today.getUTCMonth() - back, 1);
      return period(first, back ? lastDay(first.getUTCFullYear(), first.getUTCMonth()) : today, text);
    }
    return period(utc(Y - back, 0, 1), back ? utc(Y - back, 11, 31) : today, text);
  }
  if ((m = /(?:^|[^\p{L}])(?:(минулої|цієї|минулого|цього) )?(зим[аиіу]|весн[аиіу]|літа|літо|осен[іь]|навесні|влітку|восени|взимку)(?![\p{L}])/u.exec(t))) {
    const key = Object.keys(SEASONS).find((k) => m![2].startsWith(k))!;
    const startMonth = SEASONS[key];
    let y = Y;
    if (utc(y, startMonth, 1) > today) y -= 1;
    // 'минулої зими' in November: the last winter that ended; in January: the one before the current.
    if (m[1]?.startsWith('минул') && lastDay(y, startMonth + 2) >= today) y -= 1;
    const from = utc(y, startMonth, 1);
    const to = lastDay(y, startMonth + 2);
    return period(from, to > today ? today : to, m[0].replace(/^[^\p{L}]/u, '').trim());
  }
  return null;
}

/** Vague wording that answers 'when?' without a date: kept as text, the lawyer will ask. */
export function vagueWhen(text: string): CaseWhen | null {
  const m = /(?:^|[^\p{L}])(нещодавно|недавно|днями|давно|кілька років|багато років|постійно|регулярно)(?![\p{L}])/u.exec(normalizeText(text));
  return m ? { text: m[1], from: null, to: null } : null;
}
