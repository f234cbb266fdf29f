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
