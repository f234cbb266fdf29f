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
  if (w.endsWith('я')) {
    const s = stem(1);
    return forms({ gen: [s + 'ї', s + 'і', w], dat: [s + 'ї', s + 'і'], loc: [s + 'ї', s + 'і'], ins: [s + 'ею', s + 'єю', s + 'ям'], acc: [s + 'ю', w] });
  }
  if (/[иі]$/.test(w)) {
    const s = stem(1);
    const soft = w.endsWith('і');
    return forms({ gen: [s + 'ів', s], dat: [s + (soft ? 'ям' : 'ам')], loc: [s + (soft ? 'ях' : 'ах')], ins: [s + (soft ? 'ями' : 'ами')], acc: [w] });
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
    const s = w.slice(0, -2) + (w.endsWith('їв') ? 'є' : /[жчшщ]ів$/.test(w) ? 'е' : 'о') + 'в';
    return forms({ gen: [s + 'а'], dat: [s + 'у', s + 'ові'], loc: [s + 'і', s + 'ові'], ins: [s + 'ом'], acc: [w] });
  }
  if (w.endsWith('й')) {
    const s = stem(1);
    return forms({ gen: [s + 'я'], dat: [s + 'ю'], loc: [s + 'ї', s + 'ю'], ins: [s + 'єм'], acc: [w] });
  }
  const last = w.slice(-1);
  const hush = /[жчшщ]$/.test(w);
  // 'Самбір' → 'Самбора', 'у Самборі': і of the last closed syllable alternates with о when the word grows.
  const stems = /і[рлнмдтсз]$/.test(w) ? [w, w.slice(0, -2) + 'о' + last] : [w];
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
