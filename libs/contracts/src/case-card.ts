/**
 * The case card: what the intake learnt about a client's matter, structured (issue 13). Written by the assistant
 * (scripted or LLM), stored on the chat (`chats.case_card`), edited by staff (audited), read by the ChatGPT prompt and
 * by the document templates. A fact the client did not give is null / empty — never guessed.
 */
import { hasForbiddenCharacters } from './input-text';

/** Legal areas of the intake, with the name staff read on the card. */
export const CASE_AREAS = {
  family: 'Сімейне право',
  labour: 'Трудове право',
  housing: 'Житло, оренда, сусіди',
  inheritance: 'Спадщина',
  consumer: 'Захист прав споживачів',
  debt: 'Борги та кредити',
  court: 'Суди та виконавче провадження',
  migration: 'Міграційне право',
  military: 'Військове право та мобілізація',
  pensions: 'Пенсії та соціальні виплати',
  land: 'Земля та нерухомість',
  administrative: 'Адміністративні штрафи та ДТП',
  criminal: 'Кримінальне право',
  business: 'Податки та підприємництво',
  general: 'Інше (уточнить юрист)',
} as const;

export type CaseAreaId = keyof typeof CASE_AREAS;
export const CASE_AREA_IDS = Object.keys(CASE_AREAS) as CaseAreaId[];

export function isCaseAreaId(v: unknown): v is CaseAreaId {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(CASE_AREAS, v);
}

/** When it happened: what the client said, and the day or period it means (ISO dates, inclusive). */
export interface CaseWhen {
  /** Normalised wording, e.g. 'два тижні тому', 'у березні 2024 року', '12.03.2024'. */
  text: string;
  /** YYYY-MM-DD: the day, or the first day of the period; null when only the wording is known. */
  from: string | null;
  /** YYYY-MM-DD: the last day of the period (equal to `from` for one day); null when unknown. */
  to: string | null;
}

export const CASE_PARTY_ROLES = {
  spouse: 'чоловік / дружина',
  former_spouse: 'колишній чоловік / колишня дружина',
  child: 'дитина',
  parent: 'батько / мати',
  relative: 'родич',
  employer: 'роботодавець',
  neighbour: 'сусід',
  landlord: 'орендодавець',
  tenant: 'орендар',
  bank: 'банк / кредитна установа',
  collector: 'колектори',
  debtor: 'боржник',
  seller: 'продавець / магазин',
  contractor: 'виконавець послуг',
  insurer: 'страхова компанія',
  state_body: 'державний орган',
  military_unit: 'ТЦК / військова частина',
  police: 'поліція / слідчий',
  enforcement_officer: 'виконавець (ДВС / приватний)',
  other: 'інша сторона',
} as const;

export type CasePartyRole = keyof typeof CASE_PARTY_ROLES;

export interface CaseParty {
  role: CasePartyRole;
  /** How the client called them, in the nominative ('колишній чоловік', 'ПриватБанк', 'сусід зверху'). */
  label: string;
  /** A person's or company's name when the client gave it. */
  name: string | null;
}

export type CaseCurrency = 'UAH' | 'USD' | 'EUR';

export interface CaseAmount {
  value: number;
  currency: CaseCurrency;
  /** What the amount is ('борг за зарплатою', 'збитки від затоплення'). */
  label: string;
}

export interface CaseDeadline {
  /** What is due ('судове засідання', 'строк прийняття спадщини'). */
  what: string;
  /** YYYY-MM-DD when a day is known. */
  date: string | null;
}

export interface CaseFacts {
  /** How many children the matter concerns (alimony, residence, divorce); null when not said. */
  children_count: number | null;
  amounts: CaseAmount[];
  deadlines: CaseDeadline[];
}

/** `data.chat.case_card` of GET /api/admin/chats/{id}/messages (null until the intake learnt anything). */
export interface CaseCard {
  area: CaseAreaId | null;
  /** The document the client needs (a title of the document catalogue, or staff's own wording). */
  document: string | null;
  /** A second document when the client has two goals (e.g. divorce and alimony). */
  secondary_document: string | null;
  /** The settlement, in the nominative ('Бровари'); an oblast alone is not a city. */
  city: string | null;
  /** The oblast (or 'м. Київ' / 'АР Крим'), in the nominative: 'Київська область'. */
  region: string | null;
  when: CaseWhen | null;
  /** What the client wants to achieve, in the assistant's words. */
  outcome: string | null;
  parties: CaseParty[];
  facts: CaseFacts;
  /** The client's own questions, as asked (trimmed). */
  questions: string[];
  /** 2–4 sentences in the assistant's own words. */
  summary: string | null;
}

export function emptyCaseCard(): CaseCard {
  return {
    area: null,
    document: null,
    secondary_document: null,
    city: null,
    region: null,
    when: null,
    outcome: null,
    parties: [],
    facts: { children_count: null, amounts: [], deadlines: [] },
    questions: [],
    summary: null,
  };
}

/** Limits of what a card may hold (staff edits and the LLM's output are checked against them). */
export const CASE_CARD_LIMITS = {
  shortText: 200,
  outcome: 600,
  summary: 1500,
  listItems: 20,
  question: 500,
} as const;

/** POST /api/admin/chats/{id}/update-case-card */
export interface UpdateCaseCardRequest {
  case_card: CaseCard;
}
export interface UpdateCaseCardResponse {
  case_card: CaseCard;
}

export const CASE_CARD_MESSAGES = {
  title: 'Картка справи',
  invalid: 'Некоректна картка справи',
  saved: 'Картку справи збережено',
  saveError: 'Не вдалося зберегти картку справи',
  empty: 'Асистент ще нічого не з’ясував',
  edit: 'Редагувати',
  fill: 'Заповнити',
  save: 'Зберегти',
  saving: 'Збереження...',
  cancel: 'Скасувати',
  unknown: 'Невідомо',
  badChildren: 'Кількість дітей має бути цілим числом від 0 до 20',
} as const;

/** Labels of the card's fields on the admin chat detail and in the ChatGPT prompt. */
export const CASE_CARD_LABELS = {
  area: 'Галузь права',
  document: 'Документ',
  secondary_document: 'Другий документ',
  city: 'Населений пункт',
  region: 'Область',
  when: 'Коли',
  when_from: 'Від (РРРР-ММ-ДД)',
  when_to: 'До (РРРР-ММ-ДД)',
  outcome: 'Бажаний результат',
  parties: 'Сторони',
  children_count: 'Кількість дітей',
  amounts: 'Суми',
  deadlines: 'Строки',
  questions: 'Запитання клієнта',
  summary: 'Підсумок',
  noArea: '— не визначено —',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function text(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.trim().length > 0 && v.length <= max && !hasForbiddenCharacters(v);
}

const nullableText = (v: unknown, max: number) => v === null || text(v, max);

/**
 * Checks a card (a staff edit, the LLM's output, a stored value): returns the first problem in Ukrainian, or null.
 * Unknown keys are a problem too, so nothing unexpected is stored.
 */
export function caseCardError(raw: unknown): string | null {
  const L = CASE_CARD_LIMITS;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return CASE_CARD_MESSAGES.invalid;
  const c = raw as Record<string, unknown>;
  const keys: (keyof CaseCard)[] = ['area', 'document', 'secondary_document', 'city', 'region', 'when', 'outcome', 'parties', 'facts', 'questions', 'summary'];
  for (const k of Object.keys(c)) if (!keys.includes(k as keyof CaseCard)) return `Невідоме поле картки: ${k}`;
  for (const k of keys) if (!(k in c)) return `Бракує поля картки: ${k}`;
  if (c.area !== null && !isCaseAreaId(c.area)) return 'Невідома галузь права';
  for (const k of ['document', 'secondary_document', 'city', 'region'] as const) {
    if (!nullableText(c[k], k === 'document' || k === 'secondary_document' ? 2000 : L.shortText)) return `Некоректне поле картки: ${k}`;
  }
  if (!nullableText(c.outcome, L.outcome)) return 'Некоректне поле картки: outcome';
  if (!nullableText(c.summary, L.summary)) return 'Некоректне поле картки: summary';
  if (c.when !== null) {
    const w = c.when as Record<string, unknown>;
    if (!w || typeof w !== 'object' || !text(w.text, L.shortText)) return 'Некоректне поле картки: when';
    if (!(w.from === null || isIsoDate(w.from)) || !(w.to === null || isIsoDate(w.to))) return 'Дата має бути у форматі РРРР-ММ-ДД';
    if (typeof w.from === 'string' && typeof w.to === 'string' && w.from > w.to) return 'Початок періоду пізніше за його кінець';
  }
  if (!Array.isArray(c.parties) || c.parties.length > L.listItems) return 'Некоректне поле картки: parties';
  for (const p of c.parties as Record<string, unknown>[]) {
    if (!p || typeof p !== 'object' || typeof p.role !== 'string' || !(p.role in CASE_PARTY_ROLES)) return 'Невідома роль сторони';
    if (!text(p.label, L.shortText) || !nullableText(p.name, L.shortText)) return 'Некоректна сторона справи';
  }
  const f = c.facts as Record<string, unknown>;
  if (!f || typeof f !== 'object' || Array.isArray(f)) return 'Некоректне поле картки: facts';
  if (!(f.children_count === null || (Number.isInteger(f.children_count) && (f.children_count as number) >= 0 && (f.children_count as number) <= 20))) {
    return 'Кількість дітей має бути цілим числом від 0 до 20';
  }
  if (!Array.isArray(f.amounts) || f.amounts.length > L.listItems) return 'Некоректні суми';
  for (const a of f.amounts as Record<string, unknown>[]) {
    if (!a || typeof a.value !== 'number' || !Number.isFinite(a.value) || a.value < 0 || a.value > 1e12) return 'Некоректна сума';
    if (!['UAH', 'USD', 'EUR'].includes(a.currency as string) || !text(a.label, L.shortText)) return 'Некоректна сума';
  }
  if (!Array.isArray(f.deadlines) || f.deadlines.length > L.listItems) return 'Некоректні строки';
  for (const d of f.deadlines as Record<string, unknown>[]) {
    if (!d || !text(d.what, L.shortText) || !(d.date === null || isIsoDate(d.date))) return 'Некоректний строк';
  }
  for (const k of Object.keys(f)) if (!['children_count', 'amounts', 'deadlines'].includes(k)) return `Невідоме поле картки: facts.${k}`;
  if (!Array.isArray(c.questions) || c.questions.length > L.listItems || !c.questions.every((q) => text(q, L.question))) return 'Некоректні запитання клієнта';
  return null;
}

/** Reads a stored card defensively (older rows, hand edits): anything invalid reads as null. */
export function parseCaseCard(raw: unknown): CaseCard | null {
  if (raw === null || raw === undefined) return null;
  return caseCardError(raw) === null ? (raw as CaseCard) : null;
}
