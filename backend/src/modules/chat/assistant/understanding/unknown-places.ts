import { words } from '../text-match';
import { isNo, isYes } from './intents';

// Settlements the gazetteer does not know, read from how the client names them.

const NOT_A_PLACE = /^(не|так|ні|дякую|добре|ок|а|і|я|ми|мене|мені|коли|що|як|чи|все|усе|вірно|правильно|знаю|скажу|ви|вам|вас)$/;

const NAME = "([А-ЯІЇЄҐ][\\p{L}'’-]+(?:\\s[А-ЯІЇЄҐ][\\p{L}'’-]+)?)";
/** 'пишіть Стебник': the name as the client wants it written. */
const WRITE_AS = new RegExp(`(?:пишіть|напишіть|запишіть|поставте|вкажіть|пишите|напишите|запишите|поставьте|укажите)\\s+(?:місто\\s+|село\\s+|город\\s+)?${NAME}`, 'u');
/** 'не в Шаровечці, а в Масівцях', 'а хата у Великих Сорочинцях': a plural name after the contrast, in the locative. */
const BUT_IN = new RegExp(`(?:^|[\\s,])а\\s+(?:\\p{L}+\\s+)?(?:в|у)\\s+${NAME}`, 'u');

/**
 * A settlement the gazetteer does not know, named in a correction: as the client asks it written, or a plural name
 * after 'а в' turned back to the nominative ('у Масівцях' → 'Масівці', 'у Великих Сорочинцях' → 'Великі Сорочинці').
 */
export function namedInCorrection(text: string): string | null {
  const written = WRITE_AS.exec(text)?.[1];
  if (written && !AREA_UNIT.test(written.toLowerCase())) return written;
  const loc = BUT_IN.exec(text)?.[1];
  if (!loc || !loc.split(/\s/).every((w) => /(ях|ах|их)$/.test(w))) return null;
  return loc.split(/\s/).map((w) => w.replace(/ях$/, 'і').replace(/их$/, 'і').replace(/ах$/, 'и')).join(' ');
}


/** 'Київська область', 'Бучанський район': a region, never a settlement's name. */
const AREA_UNIT = /^(област|обл$|район|р-н|громад|регіон|край$)/;

/** A settlement the gazetteer does not know ('село Гатне', or a bare capitalised name after a clarification). */
export function unknownSettlement(text: string, clarified: boolean): string | null {
  const marked = /(?:^|[\s,(])(?:село|села|селі|селище|селища|селищі|смт|с\.|м\.|місто|хутір|хутора|хуторі|х\.|посёлок|поселок|пгт|деревня)\s*([А-ЯІЇЄҐ][\p{L}'’-]{2,30}(?:\s[А-ЯІЇЄҐ][\p{L}'’-]{2,30})?)/u.exec(text);
  if (marked) return marked[1];
  // 'Мала Данилівка, під Харковом': a name, then where it is — a place even unasked.
  const near = /^([А-ЯІЇЄҐ][\p{L}'’-]+(?:\s[А-ЯІЇЄҐ][\p{L}'’-]+)?),\s*(?:біля|під|коло|поблизу|недалеко від|возле|около|под)\s/u.exec(text.trim());
  if (near && !words(near[1]).some((x) => NOT_A_PLACE.test(x) || AREA_UNIT.test(x))) return near[1];
  if (!clarified) return null;
  // 'Стрижавка, біля Вінниці': the name, then where it is.
  const t = text.trim().replace(/[.!]+$/, '').replace(/,\s*(?:(?:біля|під|коло|поблизу|недалеко від|возле|около|под)\s+\S+|\S+\s+(?:область|обл\.?|район|р-н))$/iu, '');
  const w = words(t);
  // A bare name: one to three capitalised words, nothing else ('Гатне', 'Нові Петрівці' — not 'Так, все вірно').
  if (!w.length || w.length > 3 || /[\d?,;:]/.test(t) || !/^[А-ЯІЇЄҐ]/.test(t) || w.some((x) => NOT_A_PLACE.test(x) || AREA_UNIT.test(x)) || isYes(t) || isNo(t)) return null;
  return t;
}
