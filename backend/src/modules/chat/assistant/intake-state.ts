import { emptyCaseCard, parseCaseCard, type CaseCard } from '@law/contracts';

export type QuestionId = 'situation' | 'details' | 'city' | 'when' | 'outcome' | 'choice';
/** The intake's questions in order; 'choice' (which document, when the conversation leaves it open) comes last. */
export const QUESTION_ORDER: readonly QuestionId[] = ['situation', 'details', 'city', 'when', 'outcome'];
const QUESTION_IDS: readonly QuestionId[] = [...QUESTION_ORDER, 'choice'];
/** A conversation that somehow never completes is still closed and handed to a lawyer. */
export const MAX_TURNS = 12;
/** Summaries shown for confirmation before the lawyer gets the card as it is. */
export const MAX_CONFIRM_ROUNDS = 3;
const NOTES_MAX_CHARS = 4000;

/** The scripted assistant's memory of one chat; stored as chat.assistant_state (jsonb). */
export interface IntakeState {
  v: 2;
  stage: 'intake' | 'confirm' | 'done';
  turn: number;
  seed: number;
  /** What the intake learnt so far; written to chats.case_card with every reply. */
  card: CaseCard;
  /** What the client wrote (abuse removed), for classification (bounded). */
  notes: string;
  /** The client's goal statements and corrections (bounded); the latest one separately. */
  goals: string;
  latestGoal: string;
  /** The client has described the situation. */
  described: boolean;
  asked: QuestionId[];
  lastAsked?: QuestionId;
  /** Questions asked a second time in other words because the answer did not fit. */
  clarified: QuestionId[];
  /** Questions the client could not answer ('не пам'ятаю'): not asked again. */
  declined: QuestionId[];
  /** Every question sentence the assistant has written, so none is written twice. */
  askedTexts: string[];
  areaAnnounced: boolean;
  abuse: number;
  confirmRounds: number;
  /** The document titles offered in the 'choice' question, in the order shown. */
  choice: string[];
  /** The document the client chose: kept until a correction names another goal. */
  chosen?: string;
  /** Documents the client turned down in a correction ('Ні, не апеляція'): not proposed again. */
  rejected?: string[];
  /** The latest correction of the summary beyond the place, as written (the document is read from it too). */
  correction?: string;
}

export function initialState(seed: number): IntakeState {
  return {
    v: 2, stage: 'intake', turn: 0, seed, card: emptyCaseCard(), notes: '', goals: '', latestGoal: '', described: false,
    asked: [], clarified: [], declined: [], askedTexts: [], areaAnnounced: false, abuse: 0, confirmRounds: 0, choice: [],
  };
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const ids = (v: unknown): QuestionId[] => (Array.isArray(v) ? v.filter((q): q is QuestionId => QUESTION_IDS.includes(q as QuestionId)) : []);
const int = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

/** Reads a stored state defensively: anything unexpected (or an older version) starts over rather than crashing. */
export function parseState(raw: unknown, seed: number): IntakeState {
  if (!raw || typeof raw !== 'object' || (raw as { v?: unknown }).v !== 2) return initialState(seed);
  const r = raw as Partial<IntakeState>;
  return {
    v: 2,
    stage: r.stage === 'confirm' || r.stage === 'done' ? r.stage : 'intake',
    turn: int(r.turn),
    seed: Number.isInteger(r.seed) ? (r.seed as number) : seed,
    card: parseCaseCard(r.card) ?? emptyCaseCard(),
    notes: isStr(r.notes) ? r.notes.slice(-NOTES_MAX_CHARS) : '',
    goals: isStr(r.goals) ? r.goals.slice(-NOTES_MAX_CHARS) : '',
    latestGoal: isStr(r.latestGoal) ? r.latestGoal.slice(0, 1000) : '',
    described: r.described === true,
    asked: ids(r.asked),
    lastAsked: QUESTION_IDS.includes(r.lastAsked as QuestionId) ? r.lastAsked : undefined,
    clarified: ids(r.clarified),
    declined: ids(r.declined),
    askedTexts: Array.isArray(r.askedTexts) ? r.askedTexts.filter(isStr).slice(-50) : [],
    areaAnnounced: r.areaAnnounced === true,
    abuse: int(r.abuse),
    confirmRounds: int(r.confirmRounds),
    choice: Array.isArray(r.choice) ? r.choice.filter(isStr).slice(0, 3) : [],
    chosen: isStr(r.chosen) ? r.chosen : undefined,
    rejected: Array.isArray(r.rejected) ? r.rejected.filter(isStr).slice(0, 10) : undefined,
    correction: isStr(r.correction) ? r.correction.slice(0, 1000) : undefined,
  };
}

export function appendBounded(prev: string, add: string): string {
  return add.trim() ? `${prev}\n${add}`.slice(-NOTES_MAX_CHARS) : prev;
}

export function cloneState(s: IntakeState): IntakeState {
  return structuredClone(s);
}
