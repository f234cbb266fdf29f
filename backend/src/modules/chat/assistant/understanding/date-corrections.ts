import type { CaseWhen } from '@law/contracts';
import { normalizeText } from '../text-match';
import { parseWhen } from './dates';
import { sentencesOf } from './intents';

// A correction of the date said as a contrast: 'не позавчора, а тиждень тому', 'до 1 марта, а не мая', 'не цього
// вересня, а минулого, в 2025 році', 'в лютому 2025-го, а не 24-го', 'задержали 21-го, а не 20-го'.

const NOT_X_BUT_Y = /(?:^|[^\p{L}])не\s+((?:(?![-—–]\s)[^\s,.;!?—–]+\s*){1,4}?)\s*[,—–-]?\s*(?<!\p{L})а\s+([^.;!?]{1,80})/u;
/** 'не просто навесні — у травні': the right date after a dash. */
const NOT_X_DASH_Y = /(?:^|[^\p{L}])не\s+(?:просто\s+|тільки\s+|лише\s+|только\s+)?([^—–,.;!?]{1,30}?)\s+[—–]\s*([^.;!?]{1,80})/u;
const Y_NOT_X = /([^.;!?—–:]{1,80}?)\s*,?\s+а\s+не\s+([^,.;!?]{1,40})/u;
/** 'затримали вночі 16-го, не 17-го'. */
const Y_COMMA_NOT_X = /([^.;!?—–:]{1,80}?)\s*,\s+не\s+([^,.;!?]{1,40})/u;
/** What makes the denied part a time, not a place or a goal ('не Київ, а Бровари'). */
const TIME_WORD = /(\d{1,2}-?(?:го|е)(?!\p{L})|\d{4}|тому|назад|вчора|позавчора|сьогодні|вчера|позавчера|сегодня|минул|прошл|цього|этого|того|тиждень|неделю|місяц|месяц|рік|року|год|січ|лют|берез|квіт|трав|черв|лип|серп|верес|жовт|листоп|груд|январ|феврал|март|апрел|ма[яйе]|июн|июл|август|сентябр|октябр|ноябр|декабр|весн|влітку|літом|восен|осін|осен|взимку|зимою|зимой|летом)/u;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** 'N-го' alone: that day of the month the other date speaks of (or the latest such day not in the future). */
function bareDay(text: string, ref: CaseWhen | null, now: Date): CaseWhen | null {
  const m = /(?:^|[^\p{L}\d])(\d{1,2})-?(?:го|е|ого)(?![\p{L}\d])/u.exec(text);
  if (!m) return null;
  const day = Number(m[1]);
  const base = ref?.from ? new Date(`${ref.from}T00:00:00Z`) : now;
  let d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), day));
  if (!ref?.from && d > now) d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() - 1, day));
  if (d.getUTCDate() !== day) return null;
  const text2 = d.toLocaleDateString('uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(' р.', ' р.');
  return { text: text2, from: iso(d), to: iso(d) };
}

/** The denied date moved by a year ('не цього вересня, а минулого'). */
function yearBack(denied: CaseWhen): CaseWhen | null {
  if (!denied.from || !denied.to) return null;
  const back = (x: string) => `${Number(x.slice(0, 4)) - 1}${x.slice(4)}`;
  return { text: denied.text.replace(/\d{4}/, (y) => String(Number(y) - 1)), from: back(denied.from), to: back(denied.to) };
}

/** A whole year given for a date that had a month or a day: the same month or day in that year ('2025-го, а не 24-го'). */
function sameInYear(year: CaseWhen, other: CaseWhen | null): CaseWhen {
  if (!other?.from || !other.to || !year.from || year.from.slice(5) !== '01-01' || year.to?.slice(5) !== '12-31') return year;
  const y = year.from.slice(0, 4);
  return { text: other.text.replace(/\d{4}/, y), from: `${y}${other.from.slice(4)}`, to: `${y}${other.to.slice(4)}` };
}

/** The date moved into the year another date was said in with its year ('14 березня 2025'), not into the future. */
function inYearOf(when: CaseWhen, previous: CaseWhen | null, now: Date): CaseWhen {
  const y = previous?.text.match(/\d{4}/)?.[0];
  // ('у грудні 2025 р.' read from 'в середині грудня' carries the year the assistant gave it, not the client's.)
  const month = previous?.from?.slice(5);
  const assumed = month && `${now.getUTCFullYear()}-${month}` > iso(now) ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  if (!y || Number(y) === assumed || !when.from || !when.to || when.from.slice(0, 4) === y || when.from.slice(0, 4) !== when.to.slice(0, 4)) return when;
  const moved = { text: when.text.replace(/\d{4}/, y), from: `${y}${when.from.slice(4)}`, to: `${y}${when.to.slice(4)}` };
  return moved.from > iso(now) ? when : moved;
}

/** When it was, by a correction that contrasts the right date with the wrong one; null when it does not. */
export function contrastedWhen(text: string, previous: CaseWhen | null, now: Date): CaseWhen | null {
  // (The dash form is read across the dash, which ends a sentence elsewhere.)
  const dashed = normalizeText(text).split(/[.;!?]+\s*/).filter((x) => NOT_X_DASH_Y.test(x));
  for (const sentence of [...sentencesOf(normalizeText(text)), ...dashed]) {
    const a = NOT_X_BUT_Y.exec(sentence) ?? NOT_X_DASH_Y.exec(sentence);
    const b = a ? null : Y_NOT_X.exec(sentence) ?? Y_COMMA_NOT_X.exec(sentence);
    const [denied, rest] = a ? [a[1], a[2]] : b ? [b[2], b[1].split(/[,:—–]\s*/).pop() ?? ''] : ['', ''];
    if (!denied || !TIME_WORD.test(denied)) continue;
    // The right date runs to the next comma, a year after it still belongs ('а минулого, в 2025 році').
    const [given, ...after] = rest.split(/,\s*/);
    const year = after.find((x) => /\d{4}/.test(x));
    const deniedWhen = parseWhen(denied, now) ?? previous;
    if (/^(минул|прошл)\p{L}*$/u.test(given.trim()) && deniedWhen && /(цього|этого|цей|этот)/.test(denied)) return yearBack(deniedWhen);
    const when = parseWhen(year ? `${given} ${year}` : given, now) ?? bareDay(given, deniedWhen, now);
    // 'народилась 14 травня, а не березня' of '14 березня 2025': a day or month said without a year keeps the year the
    // card's date was given in.
    const kept = when && !year && !/\d{4}|минул|прошл|цього|этого|торік|тому|назад/u.test(given) ? inYearOf(when, previous, now) : when;
    if (kept) return withinDay(sameInYear(kept, deniedWhen), text, now);
  }
  return null;
}

/** A month given, and a day of it said after ('а в травні 2025, в розписці 12 травня стоїть'): that day, in that year. */
function withinDay(when: CaseWhen, text: string, now: Date): CaseWhen {
  if (!when.from || !when.to || when.from === when.to) return when;
  const y = when.from.slice(0, 4);
  for (const part of sentencesOf(text).flatMap((s) => s.split(/,\s*/))) {
    // ('а в травні, 11-го': the day alone, of that month.)
    const bare = /^(\d{1,2})-?го$/.exec(part.trim().replace(/[.!]+$/, ''));
    const d = bare ? bareDay(part, when, now) : parseWhen(part, now);
    if (!d?.from || d.from !== d.to) continue;
    const day = `${y}${d.from.slice(4)}`;
    if (day >= when.from && day <= when.to) return { text: d.text.replace(/\d{4}/, y), from: day, to: day };
  }
  return when;
}
