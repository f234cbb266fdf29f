import { normalizeText } from '../text-match';
import { PLACE_FORM_EXCEPTIONS } from './gazetteer-data';
/** How a Ukrainian place name declines: the forms a client writes it in ('з Броварів', 'у Надвірній', 'під Києвом'). */

export type Case = 'gen' | 'dat' | 'loc' | 'ins' | 'acc';
const CASES: readonly Case[] = ['gen', 'dat', 'loc', 'ins', 'acc'];
type Forms = Record<Case, string[]>;

const FEM_ADJECTIVES = new Set(['біла', 'стара', 'велика', 'нова', 'гола', 'мала', 'липова', 'софіївська', 'петропавлівська', 'рава', 'кам\'янка']);
const SOFTEN: Record<string, string> = { к: 'ц', г: 'з', х: 'с' };
const forms = (f: Partial<Forms>): Forms => ({ gen: [], dat: [], loc: [], ins: [], acc: [], ...f });

/** Case forms of one word of a place name (lower case), by its ending. */
function wordForms(w: string, adjectiveHint: boolean): Forms {
  const stem = (n: number) => w.slice(0, w.length - n);
  if (/(ий|ій)$/.test(w)) {
    const s = stem(2);
    const soft = w.endsWith('ій');
    return forms({ gen: [s + (soft ? 'ього' : 'ого')], dat: [s + (soft ? 'ьому' : 'ому')], loc: [s + (soft ? 'ьому' : 'ому'), s + 'ім'], ins: [s + 'им', s + 'ім'], acc: [w] });
  }
  // 'Городище' is a noun: 'у Городищі', 'з Городища'.
  if (w.endsWith('ще')) {
    const s = stem(1);
    return forms({ gen: [s + 'а'], dat: [s + 'у'], loc: [s + 'і', s + 'у'], ins: [s + 'ем'], acc: [w] });
  }
  if (w.endsWith('е') && !w.endsWith('че')) {
    const s = stem(1);
    return forms({ gen: [s + 'ого'], dat: [s + 'ому'], loc: [s + 'ому', s + 'ім'], ins: [s + 'им'], acc: [w] });
  }
  if (w.endsWith('а') && (adjectiveHint || FEM_ADJECTIVES.has(w) || /(ська|цька)$/.test(w))) {
    const s = stem(1);
    return forms({ gen: [s + 'ої'], dat: [s + 'ій'], loc: [s + 'ій'], ins: [s + 'ою'], acc: [s + 'у'] });
  }
  if (w.endsWith('а')) {
    const s = stem(1);
    const last = s.slice(-1);
    const soft = SOFTEN[last] ? s.slice(0, -1) + SOFTEN[last] + 'і' : s + 'і';
    // 'Надвірна', 'Лозова', 'Кремінна' decline as adjectives ('у Надвірній'), most other names as nouns ('у Долині').
    const adj = /[нв]а$/.test(w) ? { gen: s + 'ої', loc: s + 'ій' } : null;
    return forms({ gen: [s + 'и', s + 'і', ...(adj ? [adj.gen] : [])], dat: [soft, s + 'і', ...(adj ? [adj.loc] : [])], loc: [soft, s + 'і', ...(adj ? [adj.loc] : [])], ins: [s + 'ою', s + 'ею'], acc: [s + 'у'] });
  }
  // 'Верхня Сироватка': a soft adjective before the noun ('з Верхньої Сироватки', 'у Верхній Сироватці').
  if (w.endsWith('ня') && adjectiveHint) {
    const s = stem(1);
    return forms({ gen: [s + 'ьої'], dat: [s + 'ій'], loc: [s + 'ій'], ins: [s + 'ьою'], acc: [s + 'ю'] });
  }
  if (w.endsWith('я')) {
    const s = stem(1);
    return forms({ gen: [s + 'ї', s + 'і', w], dat: [s + 'ї', s + 'і'], loc: [s + 'ї', s + 'і'], ins: [s + 'ею', s + 'єю', s + 'ям'], acc: [s + 'ю', w] });
  }
  // 'Великі Гаї', 'Нові Петрівці': a plural adjective before the noun ('у Великих Гаях', 'з Нових Петрівців').
  if (/[иі]$/.test(w) && adjectiveHint) {
    const s = stem(1);
    return forms({ gen: [s + 'их', s + 'іх'], dat: [s + 'им', s + 'ім'], loc: [s + 'их', s + 'іх'], ins: [s + 'ими', s + 'іми'], acc: [w] });
  }
  if (/[иії]$/.test(w)) {
    const s = stem(1);
    const soft = !w.endsWith('и');
    const gen = w.endsWith('ї') ? s + 'їв' : s + 'ів';
    return forms({ gen: [gen, s], dat: [s + (soft ? 'ям' : 'ам')], loc: [s + (soft ? 'ях' : 'ах')], ins: [s + (soft ? 'ями' : 'ами')], acc: [w] });
  }
  if (w.endsWith('о')) {
    const s = stem(1);
    return forms({ gen: [s + 'а'], dat: [s + 'у', s + 'ові'], loc: [s + 'і', s + 'ові'], ins: [s + 'ом'], acc: [w] });
  }
  if (w.endsWith('ь')) {
    let s = stem(1);
    if (/лець$/.test(w)) s = w.slice(0, -3) + 'ьц';
    else if (/ець$/.test(w)) s = w.slice(0, -3) + 'ц';
    else if (/[іо]ль$/.test(w)) s = w.slice(0, -3) + 'ол';
    else if (/інь$/.test(w)) s = w.slice(0, -3) + 'ен';
    return forms({ gen: [s + 'я', s + 'і'], dat: [s + 'ю', s + 'і'], loc: [s + 'і'], ins: [s + 'ем', s + 'ню'], acc: [w] });
  }
  if (/[іїо]в$/.test(w)) {
    // 'Харків' → 'Харкова', 'Київ' → 'Києва'; after a hushing consonant і alternates with е: 'Коростишів' → 'Коростишева'.
    // ('Седнів' → 'у Седневі': some take е after other consonants too.)
    const s = w.slice(0, -2) + (w.endsWith('їв') ? 'є' : /[жчшщ]ів$/.test(w) ? 'е' : 'о') + 'в';
    const e = w.endsWith('ів') && !/[жчшщ]ів$/.test(w) ? w.slice(0, -2) + 'ев' : null;
    const both = (end: string) => [s + end, ...(e ? [e + end] : [])];
    return forms({ gen: both('а'), dat: [...both('у'), ...both('ові')], loc: [...both('і'), ...both('ові')], ins: both('ом'), acc: [w] });
  }
  if (w.endsWith('й')) {
    const s = stem(1);
    // 'Минай' → 'з Минаю', 'Гай' → 'з Гаю'.
    return forms({ gen: [s + 'я', s + 'ю'], dat: [s + 'ю'], loc: [s + 'ї', s + 'ю'], ins: [s + 'єм'], acc: [w] });
  }
  const last = w.slice(-1);
  const hush = /[жчшщ]$/.test(w);
  // 'Самбір' → 'Самбора', 'у Самборі': і of the last closed syllable alternates with о when the word grows.
  const stems = /і[рлнмдтсзжчшпбк]$/.test(w) ? [w, w.slice(0, -2) + 'о' + last] : [w];
  const locOf = (x: string) => (SOFTEN[last] ? x.slice(0, -1) + SOFTEN[last] + 'і' : x + 'і');
  return forms({
    gen: stems.map((x) => x + 'а'),
    dat: stems.flatMap((x) => [x + 'у', x + 'ові']),
    loc: stems.flatMap((x) => [locOf(x), x + 'у', x + 'і']),
    ins: stems.map((x) => x + (hush ? 'ем' : 'ом')),
    acc: [w],
  });
}

/** The lower-case forms of a name: each word (and each part of a hyphenated word) declined in the same case. */
export function placeForms(name: string): string[] {
  return [...new Set(Object.values(placeFormsByCase(name)).flat())];
}

/** The forms of a name by case ('nom' holds the name and any irregular forms). */
export function placeFormsByCase(name: string): Record<Case | 'nom', string[]> {
  const lower = normalizeText(name);
  const out: Record<Case | 'nom', string[]> = { nom: [lower, ...(PLACE_FORM_EXCEPTIONS[name] ?? [])], gen: [], dat: [], loc: [], ins: [], acc: [] };
  if (PLACE_FORM_EXCEPTIONS[name]) return out;
  const parts = lower.split(' ');
  const perWord = parts.map((word, i) => {
    const pieces = word.split('-');
    // 'Івано-Франківськ': a first part in -о stays; 'Білгород-Дністровський': both parts decline.
    const fixedPrefix = pieces.length > 1 && pieces[0].endsWith('о');
    return CASES.map((c) => {
      if (fixedPrefix) return wordForms(pieces.slice(1).join('-'), false)[c].map((f) => `${pieces[0]}-${f}`);
      if (pieces.length === 1) return wordForms(word, parts.length > 1 && i === 0)[c];
      const a = wordForms(pieces[0], true)[c];
      const b = wordForms(pieces[1], pieces[0].endsWith('а'))[c];
      return a.flatMap((x) => b.map((y) => `${x}-${y}`));
    });
  });
  CASES.forEach((c, ci) => {
    let combos = [''];
    for (const w of perWord) combos = combos.flatMap((prefix) => w[ci].map((f) => (prefix ? `${prefix} ${f}` : f)));
    out[c] = combos;
  });
  return out;
}

/**
 * How a declined word goes back to its nominative, likeliest first: [ending written, nominative ending]
 * ('у Стебнику' → Стебник, 'у Празі' → Прага, 'з Квасилова' → Квасилів, 'з Минаю' → Минай).
 */
const BACK: Record<'gen' | 'loc' | 'acc', ReadonlyArray<readonly [string, string]>> = {
  // 'переїхала в Малу Данилівку': where one moved to, in the accusative.
  acc: [['у', 'а'], ['ю', 'я']],
  gen: [['ова', 'ів'], ['ева', 'ів'], ['єва', 'їв'], ['ьця', 'ець'], ['ця', 'ець'], ['ього', 'ій'], ['ого', 'е'], ['ого', 'ий'], ['ьої', 'я'], ['ої', 'а'],
    ['их', 'і'], ['іх', 'і'], ['їв', 'ї'], ['ів', 'и'], ['ів', 'і'], ['ю', 'й'], ['я', 'й'], ['и', 'а'], ['і', 'я'], ['ї', 'я'], ['і', 'а'],
    ['а', ''], ['я', 'ь'], ['а', 'е'], ['а', 'о']],
  loc: [['ові', 'ів'], ['еві', 'ів'], ['єві', 'їв'], ['ці', 'ка'], ['зі', 'га'], ['сі', 'ха'], ['ьці', 'ець'], ['ьому', 'ій'], ['ому', 'е'], ['ому', 'ий'],
    ['ім', 'е'], ['ім', 'ий'], ['ій', 'а'], ['ій', 'я'], ['их', 'і'], ['іх', 'і'], ['ах', 'и'], ['ях', 'ї'], ['ях', 'і'], ['у', ''], ['ю', 'й'],
    ['ю', 'ь'], ['ї', 'я'], ['ї', 'й'], ['і', 'а'], ['і', ''], ['і', 'я'], ['і', 'ь'], ['і', 'е'], ['і', 'о']],
};
/** What an adjective before the noun ends in, by the noun's ending: 'Верхня Сироватка', 'Великі Гаї', 'Кривий Ріг'. */
const agreeing = (noun: string) =>
  /[ая]$/.test(noun) ? /^[ая]$/ : /[иії]$/.test(noun) ? /^[иі]$/ : /([еоє]|ще)$/.test(noun) ? /^[еє]$/ : /^(ий|ій)$/;

const SOFT_ADJECTIVE = /^(верхн|нижн|середн|крайн|задн|передн|давн)/;

/** Every nominative of one word whose declined forms (in `c`) include the word as written, likeliest first. */
function wordNominatives(form: string, c: 'gen' | 'loc' | 'acc', adjective: boolean, only?: RegExp): string[] {
  const w = form.toLowerCase();
  const out: string[] = [];
  for (const [written, nom] of BACK[c]) {
    if (!w.endsWith(written) || (only && !only.test(nom))) continue;
    const bare = w.slice(0, w.length - written.length) + nom;
    // 'у Меджибожі' → Меджибіж, 'з Самбора' → Самбір: о/е of a closed last syllable is і in the nominative (not '-город').
    const closed = !nom && /[ое][бвгджзклмнпрстфхцчшщ]$/.test(bare) && !/город$/.test(bare) ? bare.replace(/[ое](?=[бвгджзклмнпрстфхцчшщ]$)/, 'і') : null;
    for (const cand of closed ? [closed, bare] : [bare]) {
    // Spelling: no 'і' after a vowel ('Гаї', not 'Гаі'), no 'ї' after a consonant, '-ці' not '-ци', no '-оя'.
      // …nor a case ending left on it ('Гатном' of 'у Гатному').
      if (cand.length < 3 || /[аеєиіїоуюя]і$|[^аеєиіїоуюя'’ʼ]ї$|ци$|[аеиоу]я$|(ом|ем|ім|им|ою|ею)$/.test(cand) || out.includes(cand)) continue;
      if (wordForms(cand, adjective)[c].includes(w)) out.push(cand);
    }
  }
  // 'у Малій Дівиці': a name in '-иця' (Вінниця, Криниця) is far likelier than one in '-ика'.
  out.sort((a, b) => Number(b.endsWith('иця')) - Number(a.endsWith('иця')));
  // 'у Верхній Сироватці': a soft adjective ('Верхня') where the hard one ('Зимна' of 'у Зимній Воді') reads the same.
  if (SOFT_ADJECTIVE.test(w)) return out.sort((a, b) => Number(b.endsWith('я')) - Number(a.endsWith('я')));
  // 'у Меджибожі': a name whose о turns і in the nominative is a masculine one (Меджибіж), not 'Меджибожа'.
  const alternated = out.find((x) => /і[бвгджзклмнпрстфхцчшщ]$/.test(x) && w.includes(x.replace(/і(?=[бвгджзклмнпрстфхцчшщ]$)/, 'о').slice(0, -1)));
  return alternated ? [alternated, ...out.filter((x) => x !== alternated)] : out;
}

const capitalised = (cand: string, form: string) => (form[0] === form[0].toUpperCase() ? cand[0].toUpperCase() + cand.slice(1) : cand);

/**
 * A settlement the gazetteer does not know, from the form the client wrote it in, back to the nominative by analysis
 * through synthesis: each candidate is declined by the rules above and kept only when it gives the written form
 * ('з Верхньої Сироватки' → 'Верхня Сироватка', 'у Великих Гаях' → 'Великі Гаї', 'з Минаю' → 'Минай',
 * 'у Новій Празі' → 'Нова Прага'). An adjective agrees with its noun. Null when nothing declines to the form.
 */
export function nominativeOf(name: string, c: 'gen' | 'loc' | 'acc'): string | null {
  const parts = name.trim().split(/\s+/);
  if (parts.length > 2 || parts.some((p) => p.includes('-'))) return null;
  const noun = parts[parts.length - 1];
  const nouns = wordNominatives(noun, c, false);
  if (parts.length === 1) {
    const best = nouns[0] ?? wordNominatives(noun, c, true)[0];
    return best ? capitalised(best, noun) : null;
  }
  for (const n of nouns) {
    const adjective = wordNominatives(parts[0], c, true, agreeing(n))[0];
    if (adjective) return `${capitalised(adjective, parts[0])} ${capitalised(n, noun)}`;
  }
  return null;
}

/**
 * A name after 'селі', 'села' may agree with it ('у селі Пукові', 'з села Судилкова') or stay in the nominative ('у
 * селі Старі Безрадичі', 'село Гатне'): declined back only where the gazetteer's rules give the written form; a Russian
 * indeclinable neuter ('в Балабино') is the Ukrainian '-ине', '-ове'.
 */
export function apposedName(name: string, noun: string): string {
  const c = /^(селі|селищі|хуторі)$/.test(noun) ? 'loc' : /^(села|селища|хутора)$/.test(noun) ? 'gen' : null;
  // Only an ending no nominative has is turned back: 'Гришківці', 'Кислиця', 'Пуків' may be the name as it is.
  const declined = c && name.split(/\s+/).some((w) => APPOSED_CASE_ENDING[c].test(w)) ? nominativeOf(name, c) : null;
  return declined ?? russianNeuter(name);
}

const APPOSED_CASE_ENDING = { loc: /(ові|еві|єві|ому|ій|ах|ях)$/u, gen: /(ова|ева|єва|ого|ої|их)$/u } as const;

/** 'Балабино', 'Иваново': a Russian indeclinable neuter name is the Ukrainian '-ине', '-ове' ('Балабине'). */
export const russianNeuter = (name: string) => name.replace(/([^\sаеєиіїоуюя])(ин|ов|ев)о$/u, (_, c: string, end: string) => `${c}${end}е`);
