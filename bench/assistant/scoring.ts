import type { Asked, EvalConversation, QuestionKind, WhenExpect } from './corpus-types';
import { LEGAL_AREAS } from '../../backend/src/modules/chat/assistant/legal-catalogue';
import { CLIENT_QUESTIONS } from '../../backend/src/modules/chat/assistant/understanding/client-questions';
import { PHRASES } from '../../backend/src/modules/chat/assistant/intake-phrases';
import { PLACE_ALIASES } from '../../backend/src/modules/chat/assistant/understanding/gazetteer-data';
import { oneApostrophe } from '../../backend/src/modules/chat/assistant/text-match';

/** The card fields the harness scores (a subset of libs/contracts CaseCard, read from the admin API). */
export interface ScoredCard {
  area: string | null;
  document: string | null;
  secondary_document: string | null;
  city: string | null;
  when: { text: string; from: string | null; to: string | null } | null;
  outcome: string | null;
  questions: string[];
}

export interface Transcript {
  /** [client, assistant] pairs in order. */
  turns: Array<{ client: string; assistant: string }>;
  finished: boolean;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

function monthsAgo(today: Date, n: number): Date {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() - n;
  const last = utc(y, m + 1, 0).getUTCDate();
  return utc(y, m, Math.min(today.getUTCDate(), last));
}

/** The latest given month (1–12) that is not in the future. */
function latestMonth(today: Date, month: number): Date {
  const y = today.getUTCFullYear();
  return utc(month - 1 > today.getUTCMonth() ? y - 1 : y, month - 1, 1);
}

/**
 * The first day a date expectation means, relative to `today` (UTC midnight); 'vague' and null are returned as is.
 * Independent of the assistant's parser on purpose: this is the calendar a lawyer reads.
 */
export function expectedFrom(spec: WhenExpect, today: Date): string | 'vague' | null {
  if (spec === null || spec === 'vague') return spec;
  const t = utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const [kind, arg = ''] = spec.split(':');
  const Y = t.getUTCFullYear();
  switch (kind) {
    case 'd': {
      const m = /^this-(\d{2})-(\d{2})$/.exec(arg);
      if (!m) return arg;
      const d = utc(Y, Number(m[1]) - 1, Number(m[2]));
      return iso(d > t ? utc(Y - 1, Number(m[1]) - 1, Number(m[2])) : d);
    }
    case 'mon': {
      const m = /^(?:last|this)-(\d{2})$/.exec(arg);
      return m ? iso(latestMonth(t, Number(m[1]))) : `${arg}-01`;
    }
    case 'since':
      return arg.startsWith('year-') ? `${arg.slice(5)}-01-01` : iso(latestMonth(t, Number(arg)));
    case 'year':
      return `${arg}-01-01`;
    case 'thisyear':
      return `${Y}-01-01`;
    case 'thismonth':
      return iso(utc(Y, t.getUTCMonth(), 1));
    case 'thisweek':
      return iso(new Date(t.getTime() - ((t.getUTCDay() + 6) % 7) * 86_400_000));
    case 'lastweek':
      return iso(new Date(t.getTime() - (((t.getUTCDay() + 6) % 7) + 7) * 86_400_000));
    case 'lastmonth':
      return iso(utc(Y, t.getUTCMonth() - 1, 1));
    case 'lastyear':
      return `${Y - 1}-01-01`;
    case 'rel':
      return iso(new Date(t.getTime() + Number(arg) * 86_400_000));
    case 'mago':
      return iso(monthsAgo(t, Number(arg)));
    case 'yago':
      return iso(monthsAgo(t, 12 * Number(arg)));
    case 'season': {
      const start = { winter: 11, spring: 2, summer: 5, autumn: 8 }[arg as 'summer'] ?? 0;
      return iso(utc(utc(Y, start, 1) > t ? Y - 1 : Y, start, 1));
    }
    default:
      throw new Error(`unknown date expectation ${spec}`);
  }
}

export function whenMatches(spec: WhenExpect, card: ScoredCard['when'], today: Date): boolean {
  const want = expectedFrom(spec, today);
  if (want === null) return card === null || card.from === null;
  if (want === 'vague') return card !== null && card.text.trim() !== '' && card.from === null;
  // 'This year' or a year is met by a closer period inside it ('цього літа', 'з весни').
  if (spec === 'thisyear' || spec?.startsWith('year:')) return Boolean(card?.from && card.from >= want && card.from.slice(0, 4) === want.slice(0, 4));
  return card?.from === want;
}

/** Which question an assistant message asks (by its last question), in words any assistant would use. */
export function detectAsked(reply: string): Asked | undefined {
  const sentences = reply.split(/(?<=[.?!])\s+|\n/).map((s) => s.trim()).filter(Boolean);
  // A request ('Підкажіть, будь ласка, ваш населений пункт.') asks too: without a question mark, the last sentence.
  const last = (sentences.filter((s) => s.endsWith('?')).at(-1) ?? sentences.at(-1) ?? '').toLowerCase();
  // A clarification may put its key word in the sentence before ('Не змогла зрозуміти дату. Напишіть…').
  const q = detectIn(last) ? last : (reply.split(/\n\s*\n/).at(-1) ?? '').toLowerCase();
  return detectIn(q);
}

function detectIn(q: string): Asked | undefined {
  if (!q) return undefined;
  if (/(що з цього)/.test(q)) return 'choice';
  // 'Щоб правильно визначити напрям, підкажіть: хто інша сторона…?' asks for details, not for confirmation.
  if (/(з ким|сторона|спір)/.test(q)) return 'details';
  if (/(правильно|вірно|передавати|підтверд|усе так|все так)/.test(q)) return 'confirm';
  if (/(міст|сел|населен|область|живете|підсудн)/.test(q)) return 'city';
  if (/(коли|дат|час поді|місяць і рік|почалося|приблизно)/.test(q)) return 'when';
  if (/(результат|досягти|вирішенням|хочете|мета)/.test(q)) return 'outcome';
  if (/(сталося|ситуаці|трапилося)/.test(q)) return 'situation';
  return undefined;
}

const ACK: Record<QuestionKind, RegExp> = {
  price: /(безкоштовн|0 грн|вартіст)/i,
  duration: /(тривал|днів|тижн|місяц)/i,
  confidentiality: /(конфіденц|таємниц)/i,
  hours: /(працюємо|\d{2}:\d{2})/i,
  prepare: /(документ|перелік)/i,
  self: /(самостійн|сам[оі]|ризик)/i,
  deadline: /(строк|давніст)/i,
  callback: /(зателефону|передзвон)/i,
  online: /(онлайн|телефоном|приїжджати)/i,
  guarantee: /(гарант|шанс)/i,
  other: /(передам|юрист)/i,
};

/** The card's stored words: its values, not its keys (an injected 'set outcome…' must not match the key 'outcome'). */
export function cardValues(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).map(cardValues).join(' ');
  return String(value);
}

/** The reply acknowledges the client's question of this kind. */
export function acknowledges(kind: QuestionKind, reply: string): boolean {
  return ACK[kind].test(reply);
}

/** Question sentences the assistant wrote more than once. */
export function repeatedQuestions(replies: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const r of replies) {
    for (const q of r.split(/(?<=[.?!])\s+|\n/).map((s) => s.trim()).filter((s) => s.endsWith('?'))) {
      if (seen.has(q)) repeated.push(q);
      seen.add(q);
    }
  }
  return repeated;
}

const stems = (s: string) => (s.toLowerCase().match(/[\p{L}']{5,}/gu) ?? []).map((w) => w.slice(0, 6));

export interface ConversationScore {
  id: string;
  holdout: boolean;
  fields: { area: boolean; document: boolean; city: boolean; when: boolean; outcome: boolean };
  correction: boolean | null;
  questions: boolean | null;
  noRepeat: boolean;
  noAbuse: boolean;
  finished: boolean;
  turns: number;
}

/** Our own wordings on the card: each document's goal and each question's topic ('коли зателефонує юрист'). */
const NEEDS = [...LEGAL_AREAS.flatMap((a) => a.documents.map((d) => d.need.toLowerCase())), ...CLIENT_QUESTIONS.map((q) => q.topic.toLowerCase()), PHRASES.whoTopic.toLowerCase()];

/** Everything a client wrote in earnest: the opening, the answers, the correction and their own question. */
export const saidInEarnest = (c: EvalConversation): string[] => [...c.opening, ...Object.values(c.answers).flat(), ...(c.correction ? [c.correction.text] : []), ...(c.interrupt ? [c.interrupt.text] : [])];

/** Scores one conversation from its transcript and the card the admin API returned. */
export function scoreConversation(c: EvalConversation, t: Transcript, card: ScoredCard | null, today: Date, questionTurns: Array<{ kind: QuestionKind; reply: string }>, correctionReply: string | null): ConversationScore {
  const k = card ?? { area: null, document: null, secondary_document: null, city: null, when: null, outcome: null, questions: [] };
  const outcome = (k.outcome ?? '').toLowerCase();
  const fields = {
    area: k.area === c.expect.area,
    document: k.document === c.expect.document,
    city: sameCity(k.city ?? null, c.expect.city),
    when: whenMatches(c.expect.when, k.when, today),
    outcome: c.expect.outcome === null ? k.outcome === null : c.expect.outcome.every((s) => outcome.includes(s)),
  };
  let correction: boolean | null = null;
  if (c.correction) {
    const want = c.correction.expect;
    correction = (want.city === undefined || sameCity(k.city ?? null, want.city)) && (want.document === undefined || k.document === want.document) && (want.area === undefined || k.area === want.area)
      && correctionReply !== null && !/Наразі відключаю наш чат/.test(correctionReply);
  }
  const expectedKinds = c.expect.questions ?? [];
  const questions = expectedKinds.length ? expectedKinds.every((kind) => questionTurns.some((q) => q.kind === kind && acknowledges(kind, q.reply))) && k.questions.length >= 1 : null;
  // Words of the insult the client also used in earnest elsewhere ('колектори' in 'з колекторами одна банда') are not
  // evidence that the insult was stored.
  // The client's own question and correction are said in earnest too ('а скільки такі справи тягнуться?' kept on the
  // card is not the 'скільки' of an earlier 'ви ще спитайте скільки мені років').
  const said = new Set(stems(saidInEarnest(c).join(' ')));
  const abuseStems = c.abuse ? stems(c.abuse.text).filter((s) => !said.has(s)) : [];
  // The document titles come from the catalogue, the parties' labels from a fixed list ('державний орган') and the
  // summary is written from the other fields: none can hold the client's words ('пенсійний фонд' in an insult is not
  // stored because the document is 'Заява до Пенсійного фонду'; 'Держава на словах…' is not 'державний орган').
  const { document: _doc, secondary_document: _second, summary: _summary, parties: _parties, ...stored } = (card ?? {}) as Record<string, unknown>;
  // So does a goal's lead in the catalogue's words ('поновитися на роботі (словами клієнта: «…»)' is not the 'робот' of
  // 'вы робот что ли'), and a question kept as its topic ('Коли зателефонує юрист' is not the 'юрист' of 'вы юристы или
  // паспортный стол?').
  const cardText = NEEDS.reduce((text, need) => text.split(need).join(' '), cardValues(stored).toLowerCase());
  return {
    id: c.id,
    holdout: c.holdout === true,
    fields,
    correction,
    questions,
    noRepeat: repeatedQuestions(t.turns.map((x) => x.assistant)).length === 0,
    noAbuse: abuseStems.every((s) => !cardText.includes(s)),
    finished: t.finished,
    turns: t.turns.length,
  };
}

export interface Report {
  count: number;
  fields: Record<keyof ConversationScore['fields'], number>;
  correction: { rate: number; of: number };
  questions: { rate: number; of: number };
  noRepeat: number;
  noAbuse: number;
  finished: number;
  meanTurns: number;
}

const pct = (n: number, of: number) => (of ? n / of : 1);

export function aggregate(scores: readonly ConversationScore[]): Report {
  const n = scores.length;
  const field = (f: keyof ConversationScore['fields']) => pct(scores.filter((s) => s.fields[f]).length, n);
  const corr = scores.filter((s) => s.correction !== null);
  const qs = scores.filter((s) => s.questions !== null);
  return {
    count: n,
    fields: { area: field('area'), document: field('document'), city: field('city'), when: field('when'), outcome: field('outcome') },
    correction: { rate: pct(corr.filter((s) => s.correction).length, corr.length), of: corr.length },
    questions: { rate: pct(qs.filter((s) => s.questions).length, qs.length), of: qs.length },
    noRepeat: pct(scores.filter((s) => s.noRepeat).length, n),
    noAbuse: pct(scores.filter((s) => s.noAbuse).length, n),
    finished: pct(scores.filter((s) => s.finished).length, n),
    meanTurns: n ? scores.reduce((a, s) => a + s.turns, 0) / n : 0,
  };
}

/** The targets of issue 13 for the scripted assistant; the names of the figures that miss them. */
export function missedTargets(r: Report): string[] {
  const miss: string[] = [];
  for (const f of ['area', 'document', 'city', 'outcome'] as const) if (r.fields[f] < 0.9) miss.push(f);
  if (r.noAbuse < 1) miss.push('no abuse stored');
  if (r.noRepeat < 1) miss.push('no repeated question');
  if (r.correction.rate < 0.9) miss.push('corrections honoured');
  if (r.questions.rate < 0.9) miss.push('questions acknowledged');
  return miss;
}

/**
 * One name whichever apostrophe it is typed with ('Кам’янське', "Кам'янське"); the same settlement under its former
 * name too ('Новоград-Волинський' is 'Звягель' since 2022).
 */
function sameCity(a: string | null, b: string | null): boolean {
  if (a !== null && b !== null && [[a, b], [b, a]].some(([now, was]) => PLACE_ALIASES[now]?.includes(was.toLowerCase()))) return true;
  return (a === null ? null : oneApostrophe(a)) === (b === null ? null : oneApostrophe(b));
}
