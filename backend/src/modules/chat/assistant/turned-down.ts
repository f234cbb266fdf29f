import { LEGAL_AREAS } from './legal-catalogue';
import { ukrainianWords } from './russian-words';
import { hasKeyword, normalizeText, words } from './text-match';
import { goalSentences, sentencesOf } from './understanding/intents';

// Too late for it, or done already ('претензію я їм уже відносив', 'заявление на перерасчёт я уже подавала').
const FILED_WORDS = 'подава|подав|подала|відносив|відносила|відправля|писав|писала|писал|звертал|обращал';
/** Filed already ('подавала', 'відносив'): a step the client took. */
const FILED = new RegExp(`(${FILED_WORDS})`, 'u');
const TOO_LATE = new RegExp(`(вже|уже) (?:давно )?(маю|є|есть|отримав|отримала|отримали|оформив|оформила|оформили|получил|получила|получили|оформил|оформлен\\p{L}*|пізно|поздно|не допоможе|не поможет|нема сенсу|нет смысла|${FILED_WORDS})`, 'u');
/** The other side's step ('банк уже подав на мене позов', 'они уже подали иск против меня'), not the client's. */
const AGAINST_ME = /(^|\s)(на мене|на нас|проти мене|проти нас|на меня|против меня|против нас)(\s|$)|(^|\s)(він|вона|вони|он|она|они) (вже|уже) /u;
const NOT_WANT = /(^|\s)(не хочу|не хочемо|не хотим|не буду|не будемо|не будем|(?:поки|пока) не (?:треба|хочу|хочемо|будемо|буду|потрібно|надо|нужно|хотим|будем|варто|стоит|подаю|подаємо|подаем)|давайте не|не треба|не надо|не нужно)(?!\p{L})/u;
const COURT = /(^|\s)(суд|суди|судом|судит\p{L}*|судиться|судитися|позов\p{L}*|иск\p{L}*)(\s|$)/u;
const PAPER = /^(скарг|заяв|позов|претен|клопот|зверн)/;
/** A kind of paper said and the titles of that kind ('заяву' → 'Заява …', not 'Позовна заява …'). */
const PAPER_KINDS: ReadonlyArray<[RegExp, RegExp]> = [[/^заяв/, /^Заява/], [/^(позов|позовн)/, /^Позовна/], [/^скарг/, /скарга/i], [/^претенз/, /^Претензія/], [/^клопот/, /^Клопотання/]];
// Put off, or nothing to do ('скарга на ТЦК почекає', 'розривати нічого', 'это потом').
const PUT_OFF = /(^|\s)(почека|підожд|подожд|потім|потом|не горить|не горит|не зараз|не сейчас|другорядн|второстепен|\p{L}+(ти|тися|тись|ть) (нічого|нечего)(\s|$))/u;

/**
 * The documents the client turns down in a correction: 'Ні, не апеляція', 'не розлучення, а аліменти' — a clause that
 * starts with 'не' followed by a word of a document (one of its one-word keywords or a long word of its title), not
 * by a verb of the story ('він не платить' does not start a clause).
 */
export function turnedDown(text: string, area: string | null): string[] {
  const t = normalizeText(text);
  const done: Array<{ words: string[]; kinds: RegExp[] }> = [];
  // ('так і не виплатила бойові' tells what did not happen: no clause of its own.)
  const named = [...t.matchAll(/(?:^|[.,;!?—–-]\s*|(?:^|\s)(?<!так\s)(?:ні|нет|та|а|і)\s+)не\s+(\p{L}+)/gu)].map((m) => m[1]);
  // 'договариваться с банком уже поздно', 'претензію я їм уже відносив': every word of that clause is turned down.
  // What is too late comes before the words that say so, or just after them ('уже подавала заяву'): not the rest of a
  // clause whose dash was lost ('з банком вже пізно вони подали на мене в суд').
  for (const clause of t.split(/[.,;!?—–]+/)) {
    // 'банк уже подав на мене позов': what the other side filed is not done by the client, it is what they answer.
    const found = TOO_LATE.exec(clause);
    const late = found && FILED.test(found[0]) && AGAINST_ME.test(clause.slice(Math.max(0, found.index - 8))) ? null : found;
    const end = late ? late.index + late[0].length + (/^\p{L}*/u.exec(clause.slice(late.index + late[0].length))?.[0].length ?? 0) : 0;
    const part = late ? `${clause.slice(0, end)} ${words(clause.slice(end)).slice(0, 3).join(' ')}` : clause;
    // 'я вже подавала заяву в пенсійний': done is the paper of the kind it names (the application), not every document
    // of that office (the claim against its refusal is the next step).
    if (late) {
      const said = ukrainianWords(words(part));
      const kinds = PAPER_KINDS.filter(([w]) => said.some((x) => w.test(x))).map(([, title]) => title);
      // 'ми вже подавали документи в міграційну': what was filed with an office, no paper named, is the application
      // (or the claim to a seller), not the complaint against its answer.
      done.push({ words: said, kinds: kinds.length || !FILED.test(late[0]) ? kinds : [/^Заява/, /^Претензія/] });
    } else if (PUT_OFF.test(clause)) named.push(...ukrainianWords(words(part)));
  }
  if (!named.length && !done.length && !NOT_WANT.test(t)) return [];
  const docs = LEGAL_AREAS.flatMap((area) => area.documents);
  const stemsOf = (doc: (typeof docs)[number]) => [...doc.keywords.filter((k) => !k.startsWith('~') && !k.includes(' ')), ...words(doc.title).filter((x) => x.length >= 6).map((x) => x.slice(0, 6))];
  const says = (doc: (typeof docs)[number], said: readonly string[], paper: boolean) => said.some((w) => stemsOf(doc).some((k) => PAPER.test(k) === paper && hasKeyword([w], k)));
  const inArea = new Set(LEGAL_AREAS.find((a) => a.id === area)?.documents ?? []);
  // What the client already did or has is a step of this case: a document of its area.
  const naming = (paper: boolean) => docs.filter((doc) => says(doc, named, paper) || (inArea.has(doc) && done.some((d) => (!d.kinds.length || d.kinds.some((k) => k.test(doc.title))) && says(doc, d.words, paper))));
  // A kind of paper ('скарга', 'претензію') names the documents of that kind in the case's area, and only when nothing
  // more telling of that area is said: 'скарга на ТЦК почекає' puts off the complaint about the TCC, not every complaint.
  const specific = naming(false);
  // 'я вже писала виконавцю заяву, він відповів що не зніме': done is the area's paper of that kind, when nothing
  // more telling names one.
  const doneKind = done.flatMap((d) => [...inArea].filter((doc) => d.kinds.some((k) => k.test(doc.title))));
  const paper = specific.some((d) => inArea.has(d)) ? [] : [...naming(true).filter((d) => inArea.has(d)), ...doneKind];
  // 'виселення через суд поки не треба': that document for now; 'в суд поки не хочу' with none named: no claim to court.
  const notNow = t.split(/[.,;!?—–]+/).filter((c) => NOT_WANT.test(c)).flatMap((c) => {
    const clauseWords = ukrainianWords(words(c));
    const docs = [...inArea].filter((doc) => stemsOf(doc).some((k) => !PAPER.test(k) && clauseWords.some((w) => hasKeyword([w], k))));
    return docs.length ? docs : COURT.test(c) ? [...inArea].filter((d) => d.title.startsWith('Позовна заява')) : [];
  });
  // 'воювати з банком я не хочу. Хочу домовитися про розстрочку': what the goal of the same message names stands.
  const wanted = ukrainianWords(words(sentencesOf(goalSentences(text)).filter((x) => !NOT_WANT.test(normalizeText(x)) && !/(^|\s)не\s/.test(normalizeText(x))).join(' ')));
  return [...new Set([...specific, ...paper, ...notNow])].filter((doc) => !notNow.includes(doc) || !stemsOf(doc).some((k) => !PAPER.test(k) && k.length >= 5 && wanted.some((w) => hasKeyword([w], k)))).map((doc) => doc.title);
}
