import { CHAT_DISCONNECT_PHRASE } from '@law/contracts';
import { areaById, classify } from './classifier';
import { asksAboutPrice, cityFromAnswer, extractCity, extractOutcome, extractWhen } from './facts';
import { GENERAL_AREA } from './legal-catalogue';
import { fill, PHRASES } from './intake-phrases';
import { words } from './text-match';

export type QuestionId = 'situation' | 'details' | 'city' | 'when' | 'outcome';
const QUESTION_ORDER: readonly QuestionId[] = ['situation', 'details', 'city', 'when', 'outcome'];
/** A conversation that somehow never completes is still closed and handed to a lawyer. */
export const MAX_TURNS = 10;
const NOTES_MAX_CHARS = 4000;

/** The scripted assistant's memory of one chat; stored as chat.assistant_state (jsonb). */
export interface IntakeState {
  v: 1;
  stage: 'intake' | 'confirm' | 'done';
  turn: number;
  seed: number;
  areaId?: string;
  document?: string;
  facts: { situation?: string; city?: string; when?: string; outcome?: string };
  asked: QuestionId[];
  lastAsked?: QuestionId;
  priceAnswered?: boolean;
  /** What the client wrote, for classification (bounded). */
  notes: string;
}

export interface IntakeInput {
  userName: string;
  agentName: string;
}

export interface IntakeStep {
  state: IntakeState;
  reply: string;
  finished: boolean;
  document?: string;
  city?: string;
}

export function initialState(seed: number): IntakeState {
  return { v: 1, stage: 'intake', turn: 0, seed, facts: {}, asked: [], notes: '' };
}

const isStr = (v: unknown): v is string => typeof v === 'string';

/** Reads a stored state defensively: anything unexpected starts over rather than crashing the chat. */
export function parseState(raw: unknown, seed: number): IntakeState {
  if (!raw || typeof raw !== 'object' || (raw as { v?: unknown }).v !== 1) return initialState(seed);
  const r = raw as Partial<IntakeState>;
  const facts = (r.facts && typeof r.facts === 'object' ? r.facts : {}) as Record<string, unknown>;
  return {
    v: 1,
    stage: r.stage === 'confirm' || r.stage === 'done' ? r.stage : 'intake',
    turn: Number.isInteger(r.turn) ? (r.turn as number) : 0,
    seed: Number.isInteger(r.seed) ? (r.seed as number) : seed,
    areaId: isStr(r.areaId) && areaById(r.areaId) ? r.areaId : undefined,
    document: isStr(r.document) ? r.document : undefined,
    facts: {
      situation: isStr(facts.situation) ? facts.situation : undefined,
      city: isStr(facts.city) ? facts.city : undefined,
      when: isStr(facts.when) ? facts.when : undefined,
      outcome: isStr(facts.outcome) ? facts.outcome : undefined,
    },
    asked: Array.isArray(r.asked) ? r.asked.filter((q): q is QuestionId => QUESTION_ORDER.includes(q as QuestionId)) : [],
    lastAsked: QUESTION_ORDER.includes(r.lastAsked as QuestionId) ? r.lastAsked : undefined,
    priceAnswered: r.priceAnswered === true,
    notes: isStr(r.notes) ? r.notes.slice(-NOTES_MAX_CHARS) : '',
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick(list: readonly string[], state: IntakeState, key: string): string {
  return list[hash(`${state.seed}:${state.turn}:${key}`) % list.length];
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A message that tells something about the case (not just 'добрий день'). */
function isSubstantive(text: string): boolean {
  return classify(text).score > 0 || words(text).length >= 8;
}

/**
 * Takes in what the client wrote: the answer to the question asked last, plus any city, date or wish mentioned
 * along the way, and the legal area of everything written so far. Used alone by the LLM adapter to keep the
 * scripted fallback up to date.
 */
export function observe(prev: IntakeState, text: string): IntakeState {
  const s: IntakeState = { ...prev, facts: { ...prev.facts }, asked: [...prev.asked] };
  const clean = oneLine(text);
  s.notes = `${s.notes}\n${text}`.slice(-NOTES_MAX_CHARS);
  switch (s.lastAsked) {
    case 'situation':
      s.facts.situation = cut(clean, 300);
      break;
    case 'details':
      s.facts.situation = cut(s.facts.situation ? `${s.facts.situation} ${clean}` : clean, 400);
      break;
    case 'city':
      s.facts.city = cityFromAnswer(text);
      break;
    case 'when':
      s.facts.when = extractWhen(text) ?? cut(clean, 80);
      break;
    case 'outcome':
      s.facts.outcome = cut(clean, 200);
      break;
  }
  s.lastAsked = undefined;
  const city = extractCity(text);
  if (city && (!s.facts.city || s.stage === 'confirm')) s.facts.city = city;
  s.facts.when ??= extractWhen(text);
  s.facts.outcome ??= extractOutcome(text);
  if (!s.facts.situation && isSubstantive(text)) s.facts.situation = cut(clean, 300);
  const c = classify(s.notes);
  if (c.score > 0) {
    s.areaId = c.area.id;
    s.document = c.document;
  }
  return s;
}

function nextQuestion(s: IntakeState): QuestionId | undefined {
  for (const q of QUESTION_ORDER) {
    if (s.asked.includes(q)) continue;
    if (q === 'situation' && s.facts.situation) continue;
    if (q === 'details' && (s.areaId || !s.facts.situation)) continue;
    if ((q === 'city' || q === 'when' || q === 'outcome') && s.facts[q]) continue;
    return q;
  }
  return undefined;
}

function summary(s: IntakeState, input: IntakeInput): string {
  const area = areaById(s.areaId) ?? GENERAL_AREA;
  const lines = [fill(pick(PHRASES.summaryIntro, s, 'summary'), { name: input.userName })];
  if (area !== GENERAL_AREA) lines.push(`• **Сфера:** питання ${area.topic}`);
  if (s.facts.situation) lines.push(`• **Ситуація:** ${cut(s.facts.situation, 160)}`);
  if (s.facts.city) lines.push(`• **Місто:** ${s.facts.city}`);
  if (s.facts.when) lines.push(`• **Коли:** ${s.facts.when}`);
  if (s.facts.outcome) lines.push(`• **Бажаний результат:** ${cut(s.facts.outcome, 160)}`);
  lines.push(`• **Документ, який вам знадобиться:** ${s.document ?? GENERAL_AREA.documents[0].title}`);
  return `${lines.join('\n')}\n\n${pick(PHRASES.summaryOutro, s, 'outro')}`;
}

function isPlainConfirmation(text: string): boolean {
  const w = words(text);
  return w.length <= 4 && w.some((x) => /^(так|вірно|правильно|все|усе|ок|ok|добре|дякую|згоден|згодна|підтверджую)/.test(x));
}

function closing(s: IntakeState, input: IntakeInput, addedSomething: boolean): string {
  const area = areaById(s.areaId) ?? GENERAL_AREA;
  const document = s.document ?? GENERAL_AREA.documents[0].title;
  const topicSuffix = area === GENERAL_AREA ? '' : ` з питань ${area.topic}`;
  const parts = [];
  if (addedSomething) parts.push(pick(PHRASES.addedNote, s, 'added'));
  parts.push(fill(pick(PHRASES.closing, s, 'closing'), { name: input.userName, topicSuffix, document }));
  parts.push(PHRASES.closingDocs);
  parts.push(`${CHAT_DISCONNECT_PHRASE}. Гарного дня!`);
  return parts.join(' ');
}

/** One turn of the intake dialogue: what the client wrote -> the assistant's reply and the new state. */
export function step(prev: IntakeState, text: string, input: IntakeInput): IntakeStep {
  if (prev.stage === 'done') return { state: prev, reply: '', finished: true, document: prev.document };
  const wasConfirm = prev.stage === 'confirm';
  const hadArea = Boolean(prev.areaId);
  const s = observe(prev, text);
  s.turn += 1;

  if (wasConfirm || s.turn >= MAX_TURNS) {
    s.document ??= GENERAL_AREA.documents[0].title;
    s.stage = 'done';
    return { state: s, reply: closing(s, input, wasConfirm && !isPlainConfirmation(text)), finished: true, document: s.document, city: s.facts.city };
  }

  const parts: string[] = [];
  if (prev.turn === 0) parts.push(fill(pick(PHRASES.greeting, s, 'greeting'), { name: input.userName, agent: input.agentName }));
  if (!s.priceAnswered && asksAboutPrice(text)) {
    parts.push(pick(PHRASES.price, s, 'price'));
    s.priceAnswered = true;
  }
  const area = areaById(s.areaId);
  if (!hadArea && area) parts.push(fill(pick(PHRASES.areaRecognised, s, 'area'), { topic: area.topic }));

  const q = nextQuestion(s);
  if (q) {
    parts.push(pick(PHRASES[q], s, q));
    s.asked.push(q);
    s.lastAsked = q;
    return { state: s, reply: parts.join(' '), finished: false, city: s.facts.city };
  }
  s.stage = 'confirm';
  s.document ??= GENERAL_AREA.documents[0].title;
  parts.push(summary(s, input));
  return { state: s, reply: parts.join(parts.length > 1 ? '\n\n' : ''), finished: false, document: s.document, city: s.facts.city };
}
