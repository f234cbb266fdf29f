/**
 * Ukrainian grammar helpers shared by the intake assistant, the document templates and the screens.
 * Pure functions; names of people are declined on the server (library), everything here is rule-based.
 */

export type UkCase = 'nom' | 'gen' | 'acc' | 'ins';

/** Head phrases of document titles and their forms; the longest matching head wins. */
const DOCUMENT_HEADS: ReadonlyArray<readonly [nom: string, gen: string, acc: string, ins: string]> = [
  ['Позовна заява', 'позовної заяви', 'позовну заяву', 'позовною заявою'],
  ['Адміністративний позов', 'адміністративного позову', 'адміністративний позов', 'адміністративним позовом'],
  ['Апеляційна скарга', 'апеляційної скарги', 'апеляційну скаргу', 'апеляційною скаргою'],
  ['Касаційна скарга', 'касаційної скарги', 'касаційну скаргу', 'касаційною скаргою'],
  ['Письмове звернення', 'письмового звернення', 'письмове звернення', 'письмовим зверненням'],
  ['Заява', 'заяви', 'заяву', 'заявою'],
  ['Скарга', 'скарги', 'скаргу', 'скаргою'],
  ['Претензія', 'претензії', 'претензію', 'претензією'],
  ['Клопотання', 'клопотання', 'клопотання', 'клопотанням'],
  ['Відзив', 'відзиву', 'відзив', 'відзивом'],
  ['Рапорт', 'рапорту', 'рапорт', 'рапортом'],
  ['Запит', 'запиту', 'запит', 'запитом'],
  ['Договір', 'договору', 'договір', 'договором'],
];

/**
 * A document title in the case a sentence needs: 'Позовна заява про стягнення аліментів' →
 * acc 'позовну заяву про стягнення аліментів' ('підготувати …'), gen 'позовної заяви …' ('для …').
 * Only the head changes: the rest of a title is already in the case its preposition governs.
 * A title with an unknown head is returned in quotes after 'документ' in that case.
 */
export function documentInCase(title: string, c: UkCase): string {
  const t = title.trim();
  const lower = t.toLowerCase();
  const head = DOCUMENT_HEADS.filter(([nom]) => lower.startsWith(nom.toLowerCase()) && (lower.length === nom.length || /[\s,(—-]/.test(lower[nom.length])))
    .sort((a, b) => b[0].length - a[0].length)[0];
  if (!head) {
    const word = { nom: 'документ', gen: 'документа', acc: 'документ', ins: 'документом' }[c];
    return `${word} «${t}»`;
  }
  if (c === 'nom') return t;
  const form = { gen: head[1], acc: head[2], ins: head[3] }[c];
  return form + t.slice(head[0].length);
}

/**
 * The plural form for a count: pluralUk(1, ['дитина','дитини','дітей']) → 'дитина', 2 → 'дитини', 5 → 'дітей'.
 */
export function pluralUk(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const abs = Math.abs(Math.trunc(n));
  const d10 = abs % 10;
  const d100 = abs % 100;
  if (d10 === 1 && d100 !== 11) return forms[0];
  if (d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14)) return forms[1];
  return forms[2];
}

// ——— Numbers, money and dates in Ukrainian legal style (document templates, issue 14) ———

type Gender = 'm' | 'f';

const UNITS_M = ['', 'один', 'два', 'три', 'чотири', 'п’ять', 'шість', 'сім', 'вісім', 'дев’ять'];
const UNITS_F = ['', 'одна', 'дві', 'три', 'чотири', 'п’ять', 'шість', 'сім', 'вісім', 'дев’ять'];
const TEENS = ['десять', 'одинадцять', 'дванадцять', 'тринадцять', 'чотирнадцять', 'п’ятнадцять', 'шістнадцять', 'сімнадцять', 'вісімнадцять', 'дев’ятнадцять'];
const TENS = ['', '', 'двадцять', 'тридцять', 'сорок', 'п’ятдесят', 'шістдесят', 'сімдесят', 'вісімдесят', 'дев’яносто'];
const HUNDREDS = ['', 'сто', 'двісті', 'триста', 'чотириста', 'п’ятсот', 'шістсот', 'сімсот', 'вісімсот', 'дев’ятсот'];
const SCALES: readonly { forms: readonly [string, string, string]; gender: Gender }[] = [
  { forms: ['тисяча', 'тисячі', 'тисяч'], gender: 'f' },
  { forms: ['мільйон', 'мільйони', 'мільйонів'], gender: 'm' },
  { forms: ['мільярд', 'мільярди', 'мільярдів'], gender: 'm' },
];

function triadWords(n: number, gender: Gender): string[] {
  const out: string[] = [];
  if (Math.floor(n / 100)) out.push(HUNDREDS[Math.floor(n / 100)]);
  const rest = n % 100;
  if (rest >= 10 && rest < 20) out.push(TEENS[rest - 10]);
  else {
    if (Math.floor(rest / 10)) out.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10) out.push((gender === 'f' ? UNITS_F : UNITS_M)[rest % 10]);
  }
  return out;
}

/** A whole number 0…999 999 999 999 in words (nominative): numberToWordsUk(2, 'f') → 'дві', 21 000 → 'двадцять одна тисяча'. */
export function numberToWordsUk(value: number, gender: Gender = 'm'): string {
  const n = Math.trunc(Math.abs(value));
  if (n === 0) return 'нуль';
  const words: string[] = [];
  const triads: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 1000)) triads.push(v % 1000);
  for (let i = triads.length - 1; i >= 0; i--) {
    const t = triads[i];
    if (!t) continue;
    if (i === 0) words.push(...triadWords(t, gender));
    else {
      const scale = SCALES[i - 1];
      words.push(...triadWords(t, scale.gender), pluralUk(t, scale.forms));
    }
  }
  return words.join(' ');
}

const CURRENCIES = {
  UAH: { sign: 'грн', main: ['гривня', 'гривні', 'гривень'] as const, gender: 'f' as Gender, cents: ['копійка', 'копійки', 'копійок'] as const },
  USD: { sign: 'дол. США', main: ['долар США', 'долари США', 'доларів США'] as const, gender: 'm' as Gender, cents: ['цент', 'центи', 'центів'] as const },
  EUR: { sign: 'євро', main: ['євро', 'євро', 'євро'] as const, gender: 'm' as Gender, cents: ['цент', 'центи', 'центів'] as const },
};

/** '5 000,00' — digits grouped by a no-break space, two decimals after a comma. */
export function formatAmountDigitsUk(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** The amount in words as a payment form writes it: 5000 → 'п’ять тисяч гривень 00 копійок'. */
export function amountInWordsUk(value: number, currency: keyof typeof CURRENCIES = 'UAH'): string {
  const c = CURRENCIES[currency];
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const wholeWords = numberToWordsUk(whole, c.gender);
  return `${wholeWords} ${pluralUk(whole, c.main)} ${String(rest).padStart(2, '0')} ${pluralUk(rest, c.cents)}`;
}

/** Digits and words: 5000 → '5 000,00 грн (п’ять тисяч гривень 00 копійок)'. */
export function amountUk(value: number, currency: keyof typeof CURRENCIES = 'UAH'): string {
  return `${formatAmountDigitsUk(value)} ${CURRENCIES[currency].sign} (${amountInWordsUk(value, currency)})`;
}

const CHILDREN_GEN = ['', 'однієї дитини', 'двох дітей', 'трьох дітей', 'чотирьох дітей', 'п’ятьох дітей', 'шістьох дітей', 'сімох дітей', 'вісьмох дітей', 'дев’ятьох дітей', 'десятьох дітей'];
const CHILDREN_NOM = ['', 'одна дитина', 'двоє дітей', 'троє дітей', 'четверо дітей', 'п’ятеро дітей', 'шестеро дітей', 'семеро дітей', 'восьмеро дітей', 'дев’ятеро дітей', 'десятеро дітей'];

/**
 * A number of children in words: childrenUk(2, 'gen') → 'двох дітей' ('на утримання двох дітей'),
 * childrenUk(2, 'nom') → 'двоє дітей'; one child in the genitive is just 'дитини'. Past ten: digits.
 */
export function childrenUk(n: number, c: 'nom' | 'gen'): string {
  const count = Math.trunc(n);
  if (count === 1) return c === 'gen' ? 'дитини' : 'дитина';
  if (count >= 2 && count <= 10) return (c === 'gen' ? CHILDREN_GEN : CHILDREN_NOM)[count];
  return `${count} ${c === 'gen' ? pluralUk(count, ['дитини', 'дітей', 'дітей']) : pluralUk(count, ['дитина', 'дитини', 'дітей'])}`;
}

const MONTHS_GEN = ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'];

/** A YYYY-MM-DD day (or a Date, read in Kyiv time) in legal style: '12 березня 2024 року'. Null for an invalid value. */
export function legalDateUk(value: string | Date): string | null {
  let y: number;
  let m: number;
  let d: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
    [y, m, d] = parts.split('-').map(Number);
  } else {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (!match) return null;
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  }
  return `${d} ${MONTHS_GEN[m - 1]} ${y} року`;
}

/**
 * A person's name as a document needs it. Three words are taken as 'Прізвище Ім’я По батькові';
 * signature style is 'Ім’я ПРІЗВИЩЕ'. Fewer words: full is null (the template shows a placeholder).
 */
export function personNameUk(raw: string | null | undefined): { full: string | null; signature: string | null } {
  const words = (raw ?? '').replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (words.length !== 3 || words.some((w) => !/^[\p{Lu}][\p{L}’'ʼ-]+$/u.test(w))) return { full: null, signature: null };
  return { full: words.join(' '), signature: `${words[1]} ${words[0].toLocaleUpperCase('uk-UA')}` };
}

/** 'Київська область' → 'Київського окружного адміністративного суду' (genitive); null when the region is not an oblast. */
export function administrativeCourtGenUk(region: string | null | undefined): string | null {
  const m = /^([\p{Lu}][\p{L}-]+)ька область$/u.exec((region ?? '').trim());
  if (!m) return null;
  return `${m[1]}ького окружного адміністративного суду`;
}
