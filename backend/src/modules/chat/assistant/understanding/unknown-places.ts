import { words } from '../text-match';
import { findPlace } from './gazetteer';
import { apposedName, nominativeOf, russianNeuter } from './place-forms';
import { ukrainianSpellings } from './russian-spelling';
import { isNo, isYes } from './intents';

// Settlements the gazetteer does not know, read from how the client names them.

const NOT_A_PLACE = /^(треба|остальное|решта|інше|всё|дата|не|так|ні|дякую|добре|ок|а|і|я|ми|мене|мені|коли|що|як|чи|все|усе|вірно|правильно|знаю|скажу|ви|вам|вас)$/;

const NAME = "([А-ЯІЇЄҐ][\\p{L}'’-]+(?:\\s[А-ЯІЇЄҐ][\\p{L}'’-]+)?)";
/** 'пишіть Стебник': the name as the client wants it written. */
const WRITE_AS = new RegExp(`(?:пишіть|напишіть|запишіть|поставте|вкажіть|пишите|напишите|запишите|поставьте|укажите)\\s+(?:(?:мій|моє|мою|мой|моё|мое|наш|наше|краще|лучше|тоді|тогда|просто|місто|село|город|селище)[,:]?\\s+)*${NAME}`, 'u');
/** 'не в Шаровечці, а в Масівцях', 'а хата у Великих Сорочинцях': a plural name after the contrast, in the locative. */
const BUT_FROM = new RegExp(`(?:^|[\\s,])а\\s+(?:\\p{L}+\\s+)?(?:з|із|зі)\\s+${NAME}`, 'u');
const BUT_IN = new RegExp(`(?:^|[\\s,])а\\s+(?:\\p{L}+\\s+)?(?:в|у)\\s+${NAME}`, 'u');

/**
 * A settlement the gazetteer does not know, named in a correction: as the client asks it written, or a plural name
 * after 'а в' turned back to the nominative ('у Масівцях' → 'Масівці', 'у Великих Сорочинцях' → 'Великі Сорочинці').
 */
export function namedInCorrection(text: string): string | null {
  const written = writtenAs(text);
  if (written) return written;
  const t = readUkrainian(text);
  const loc = BUT_IN.exec(t)?.[1];
  if (loc && loc.split(/\s/).every((w) => /(ях|ах|их)$/.test(w))) return loc.split(/\s/).map((w) => fromLocative(w, true)).join(' ');
  // 'не з Калуша, а з Войнилова': the contrast in the genitive.
  const gen = BUT_FROM.exec(t)?.[1];
  if (gen && !bad(gen)) {
    const guess = nominative(gen, 'gen');
    if (guess) return guess;
  }
  // 'не в Киеве, а в Гатном': the contrast names the right place, singular too.
  if (loc && !bad(loc)) {
    const guess = nominative(loc, 'loc');
    if (guess) return guess;
  }
  const small = SMALL_VILLAGE.exec(t);
  const smallName = small ? small[1].charAt(0).toUpperCase() + small[1].slice(1) : null;
  return homeNamed(t) ?? homeVillage(t) ?? (smallName && !bad(smallName) ? nominative(smallName, caseAfter(small![0].replace(/^[\s,]+/, '').split(/\s+/)[0])) : null);
}

/** 'X правильно', 'тому Старі Безрадичі правильно': the name the client confirms. */
const RIGHT_IS = new RegExp(`(?<=\\p{Ll},?\\s)${NAME}\\s+(?:правильно|вірно|верно)(?!\\p{L})`, 'u');

/** The place as the client asks it written ('пишите мой, Кременец', 'Старі Безрадичі правильно'), in Ukrainian spelling. */
export function writtenAs(text: string): string | null {
  const written = WRITE_AS.exec(text)?.[1] ?? RIGHT_IS.exec(text)?.[1];
  if (!written || AREA_UNIT.test(written.toLowerCase()) || words(written).some((x) => NOT_A_PLACE.test(x))) return null;
  const spelled = ukrainianName(written);
  return findPlace(written, true)?.city ?? findPlace(spelled, true)?.city ?? spelled;
}

/** A message in Russian read with Ukrainian place spellings ('в Малой Даниловке' → 'в Малій Данилівке'). */
const readUkrainian = (text: string) =>
  /[ыэёъ]|(^|\s)(я|мы) (живу|живем|живём)|(^|\s)(только|почти|пишите|живем|живём)(\s|$)/u.test(text.toLowerCase())
    ? (ukrainianSpellings(text)[0] ?? text).replace(/((?:^|\s)(?:в|во)\s+\p{Lu}\p{L}+?)[оеё]ве(?!\p{L})/gu, '$1ові')
    : text;

/** A Russian spelling of a name in Ukrainian letters ('Седнев' → 'Седнів', 'Гатное' → 'Гатне', 'Кременец' → 'Кременець'). */
function ukrainianName(name: string): string {
  return name.split(/\s/).map((w) => w.replace(/ы/g, 'и').replace(/э/g, 'е').replace(/ё/g, 'е').replace(/([бвгджзклмнпрстфхцчшщ])[ое]в$/u, '$1ів').replace(/[ое]вка$/u, 'івка').replace(/ое$/u, 'е').replace(/ая$/u, 'а').replace(/ец$/u, 'ець')).join(' ');
}

/** The client says where they live: 'я з Квасилова, це під Рівним', 'я в Козельці живу', 'Гора, це село біля Борисполя'. */
const FROM = new RegExp(`(?:^|[\\s,.:;—–-])(?:я|ми|мы|сам|сама|сами|самі)\\s+(?:\\p{L}+\\s+)?(?:з|із|зі|из|с)\\s+${NAME}`, 'gu');
const LIVE_IN = new RegExp(`(?:^|[\\s,.:;—–-])(?:я|ми|мы)\\s+(?:в|у|во)\\s+${NAME}|(?:живу|живемо|живём|живем|проживаю|проживаємо|мешкаю|мешкаємо|переїхала|переїхав|переїхали|переехала|переехал|переехали)\\s+(?:(?!не\\s)\\p{L}+\\s+){0,3}(?:в|у|во)\\s+${NAME}|(?:в|у)\\s+${NAME}\\s+(?:живу|живемо|живём|живем|проживаю|мешкаю)`, 'gu');
/** 'в паланці, це село під уманню': a name written small, said to be a village. */
const SMALL_VILLAGE = /(?:^|[\s,])(?:в|у|з|із)\s+(\p{Ll}[\p{L}'’-]{3,30}),?\s+(?:це|то|это)\s+(?:\p{L}+\s+)?(?:село|селище|смт|поселок|посёлок|деревня)(?!\p{L})/u;
const IS_VILLAGE = new RegExp(`${NAME},?\\s+(?:це|то|это)\\s+(?:поруч|поряд|рядом|недалеко|коло|біля|возле|около)(?!\\p{L})|${NAME}[,.]?\\s+(?:(?:це|то|это)\\s+)?(?:\\p{L}+\\s+)?(?:село|селище|смт|містечко|поселок|посёлок|пгт|деревня)`, 'u');
/** What makes a capitalised word a place in a correction: the text speaks of places. */
const PLACE_TALK = /(^|[^\p{L}])(село|селі|селище|смт|містечк|місто|город|біля|під|поруч|поряд|рядом|недалеко|живу|живемо|живём|живем|проживаю|мешкаю|не з|не із|не в|не у|не из|а не)(?!\p{L})/u;

/**
 * A settlement the gazetteer does not know, named as where the client lives, turned back to the nominative by its
 * ending — a guess for the lawyer to check on the call ('з Стрижавки' → 'Стрижавка', 'у Зимній Воді' → 'Зимна Вода').
 */
function homeNamed(text: string): string | null {
  if (!PLACE_TALK.test(text.toLowerCase())) return null;
  // 'Гора, це село біля Борисполя', 'Святопетрівське, Бучанський район' — in whatever case the preposition before asks.
  for (const re of [IS_VILLAGE, IN_DISTRICT]) {
    const m = re.exec(text);
    const name = m?.[1] ?? m?.[2];
    if (!m || !name || bad(name)) continue;
    const before = text.slice(0, m.index + m[0].indexOf(name)).trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    const guess = /^(селі|селищі|хуторі|села|селища|хутора)$/.test(before) ? apposedName(name, before) : nominative(name, caseAfter(before));
    if (guess) return guess;
  }
  // Every naming is tried: 'то я в Києві працюю. ми в Ходосівці' — the known city first, the village after it.
  for (const m of text.matchAll(FROM)) if (!bad(m[1])) return nominative(m[1], 'gen');
  for (const m of text.matchAll(LIVE_IN)) {
    const at = m[1] ?? m[2] ?? m[3];
    if (at && !bad(at)) return nominative(at, 'loc');
  }
  return null;
}

const IN_DISTRICT = new RegExp(`${NAME},?\\s+\\p{L}+(?:ський|цький|зький)\\s+(?:район|р-н)`, 'u');

/** Not a settlement's name: a word of the talk, a region, capitals ('я в ТЦК'), or a place the gazetteer knows. */
const bad = (name: string) => /^\p{Lu}{2,}/u.test(name) || words(name).some((x) => NOT_A_PLACE.test(x) || AREA_UNIT.test(x)) || known(name);
/** The gazetteer reads the whole name ('Броварів'), not a part of it ('Вільшанці' of 'Малій Вільшанці'). */
const known = (name: string) => findPlace(`в ${name}`, true)?.city?.split(' ').length === name.split(/\s/).length;

/** The case a place preposition asks: 'з Калуша', 'у Стрижавці'; null for any other word. */
const caseAfter = (preposition: string): 'gen' | 'loc' | null => (/^(з|із|зі|с|из)$/.test(preposition) ? 'gen' : /^(в|у|во)$/.test(preposition) ? 'loc' : null);

/**
 * Each word turned back to the nominative from the case the preposition asks (null: as written); null when a word
 * keeps a case ending (a Russian form: 'в Подгородном').
 */
function nominative(name: string, c: 'gen' | 'loc' | null): string | null {
  // Declined back by the gazetteer's own rules where they give the written form ('в' + the accusative of a move too);
  // the endings below otherwise.
  const declined = c && (nominativeOf(name, c) ?? (c === 'loc' ? nominativeOf(name, 'acc') : null));
  if (declined) return declined;
  const back = c === 'gen' ? fromGenitive : c === 'loc' ? fromLocative : (w: string) => w;
  const out = name.split(/\s/).map((w, i, all) => back(w, i < all.length - 1));
  return out.some((w) => /(ом|ем|ой|ей|ах|ях|ым|ою|ею|ому|ого)$/.test(w)) ? null : russianNeuter(out.join(' '));
}

/** 'Стрижавки' → 'Стрижавка', 'Квасилова' → 'Квасилів', 'Зимної' → 'Зимна', 'Слобожанського' → 'Слобожанське'. */
function fromGenitive(w: string, adjective: boolean): string {
  if (adjective && /их$/.test(w)) return w.slice(0, -2) + 'і';
  if (/ого$/.test(w)) return w.slice(0, -3) + 'е';
  if (/ої$/.test(w)) return w.slice(0, -2) + 'а';
  if (/[оеє]ва$/.test(w) && !adjective) return w.slice(0, -3) + (w.endsWith('єва') ? 'їв' : 'ів');
  // A plural name: 'з Фурсів' → 'Фурси' (a singular one in -ів would be 'з Квасилова').
  if (/ів$/.test(w)) return w.slice(0, -2) + 'и';
  if (/ці$/.test(w)) return w.slice(0, -1) + 'я';
  if (/ї$/.test(w)) return w.slice(0, -1) + 'я';
  if (/[^аеєиіїоуюя]и$/.test(w)) return w.slice(0, -1) + 'а';
  return w;
}

/** 'Стрижавці' → 'Стрижавка', 'Козельці' stays a guess, 'Воді' → 'Вода', 'Зимній' → 'Зимна', 'Слобожанському' → 'Слобожанське'. */
function fromLocative(w: string, adjective: boolean): string {
  if (adjective && /их$/.test(w)) return w.slice(0, -2) + 'і';
  if (/ому$/.test(w)) return w.slice(0, -3) + 'е';
  // A plural name: 'у Сокільниках' → 'Сокільники', 'в Гряделях' → 'Гряделі'.
  if (/ах$/.test(w)) return w.slice(0, -2) + 'и';
  if (/ях$/.test(w)) return w.slice(0, -2) + 'і';
  if (adjective && /ій$/.test(w)) return w.slice(0, -2) + 'а';
  if (/[оеє]ві$/.test(w)) return w.slice(0, -3) + (w.endsWith('єві') ? 'їв' : 'ів');
  if (/ці$/.test(w)) return w.slice(0, -2) + 'ка';
  // A Russian locative left by the spelling ('Данилівке'): '-ке' is '-ка'.
  if (/ке$/.test(w)) return w.slice(0, -1) + 'а';
  if (/зі$/.test(w)) return w.slice(0, -2) + 'га';
  if (/[^аеєиіїоуюя]і$/.test(w)) return w.slice(0, -1) + 'а';
  return w;
}


/** 'Київська область', 'Бучанський район': a region, never a settlement's name. */
const AREA_UNIT = /^(област|обл$|район|р-н|громад|регіон|край$)/;

/** 'у селі Старі Безрадичі', 'з села Кислиця': a settlement said as where one is, the gazetteer's or not (not 'біля села Гребінки'). */
export function homeVillage(text: string): string | null {
  const m = /(?:^|[\s,(])(?:в|у|во|з|із)\s+(селі|селе|селищі|поселке|посёлке|села|селища|смт)\s+([А-ЯІЇЄҐ][\p{L}'’-]{2,30}(?:\s[А-ЯІЇЄҐ][\p{L}'’-]{2,30})?)/u.exec(text);
  return m && !bad(m[2]) ? apposedName(m[2], m[1]) : null;
}


/** A settlement the gazetteer does not know ('село Гатне', or a bare capitalised name after a clarification). */
export function unknownSettlement(text: string, clarified: boolean): string | null {
  const marked = /(?:^|[\s,(])(село|села|селі|селе|селище|селища|селищі|смт|с\.|м\.|місто|хутір|хутора|хуторі|х\.|посёлок|поселок|посёлке|поселке|пгт|деревня|деревне)\s*([А-ЯІЇЄҐ][\p{L}'’-]{2,30}(?:\s[А-ЯІЇЄҐ][\p{L}'’-]{2,30})?)/u.exec(text);
  if (marked) return apposedName(marked[2], marked[1]);
  // 'в Малій Дівиці, Прилуцький район': the name in the case its preposition asks, then its district.
  // ('в Гатному під Києвом': near a city; 'в Мошнах': the answer to 'where?' alone.)
  const inDistrict = /^(в|у|з|із)\s+([А-ЯІЇЄҐ][\p{L}'’-]+(?:\s[А-ЯІЇЄҐ][\p{L}'’-]+)?)(?:,?\s*(?:\p{L}+(?:ський|цький|зький|ский|цкий)\s+(?:район|р-н)|(?:біля|під|коло|поблизу|недалеко від|возле|около|под)\s+\S+)|[.!]?$)/u.exec(text.trim());
  if (inDistrict && !bad(inDistrict[2])) {
    const guess = nominative(inDistrict[2], caseAfter(inDistrict[1]));
    if (guess) return guess;
  }
  // 'Мала Данилівка, під Харковом': a name, then where it is — a place even unasked.
  // 'Градизьк, Кременчуцький район': a name, then its district.
  const near = /^([А-ЯІЇЄҐ][\p{L}'’-]+(?:\s[А-ЯІЇЄҐ][\p{L}'’-]+)?),\s*(?:(?:біля|під|коло|поблизу|недалеко від|возле|около|под)\s|\p{L}+(?:ський|цький|зький|ский|цкий)\s+(?:район|р-н))/u.exec(text.trim());
  if (near && !words(near[1]).some((x) => NOT_A_PLACE.test(x) || AREA_UNIT.test(x))) return near[1];
  if (!clarified) return null;
  // 'Стрижавка, біля Вінниці': the name, then where it is.
  const t = text.trim().replace(/[.!]+$/, '').replace(/,\s*(?:(?:біля|під|коло|поблизу|недалеко від|возле|около|под)\s+\S+|\S+\s+(?:область|обл\.?|район|р-н))$/iu, '');
  const w = words(t);
  // A bare name: one to three capitalised words, nothing else ('Гатне', 'Нові Петрівці' — not 'Так, все вірно').
  if (!w.length || w.length > 3 || /[\d?,;:]/.test(t) || !/^[А-ЯІЇЄҐ]/.test(t) || w.some((x) => NOT_A_PLACE.test(x) || AREA_UNIT.test(x)) || isYes(t) || isNo(t)) return null;
  return t;
}
