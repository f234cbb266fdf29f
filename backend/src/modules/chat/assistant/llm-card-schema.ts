import { CASE_AREA_IDS, CASE_CARD_LIMITS, CASE_PARTY_ROLES, caseCardError, emptyCaseCard, type CaseCard } from '@law/contracts';
import { findPlace } from './understanding/gazetteer';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** JSON schema of one LLM turn (OpenAI structured output, strict): the reply, whether it closes, and the case card. */
export const LLM_TURN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['reply', 'finished', 'card'],
  properties: {
    reply: str,
    finished: { type: 'boolean' },
    card: {
      type: 'object',
      additionalProperties: false,
      required: ['area', 'document', 'secondary_document', 'city', 'region', 'when', 'outcome', 'parties', 'facts', 'questions', 'summary'],
      properties: {
        area: { type: ['string', 'null'], enum: [...CASE_AREA_IDS, null] },
        document: nullableStr,
        secondary_document: nullableStr,
        city: nullableStr,
        region: nullableStr,
        when: {
          type: ['object', 'null'],
          additionalProperties: false,
          required: ['text', 'from', 'to'],
          properties: { text: str, from: nullableStr, to: nullableStr },
        },
        outcome: nullableStr,
        parties: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['role', 'label', 'name'],
            properties: { role: { type: 'string', enum: Object.keys(CASE_PARTY_ROLES) }, label: str, name: nullableStr },
          },
        },
        facts: {
          type: 'object',
          additionalProperties: false,
          required: ['children_count', 'amounts', 'deadlines'],
          properties: {
            children_count: { type: ['integer', 'null'] },
            amounts: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['value', 'currency', 'label'],
                properties: { value: { type: 'number' }, currency: { type: 'string', enum: ['UAH', 'USD', 'EUR'] }, label: str },
              },
            },
            deadlines: {
              type: 'array',
              items: { type: 'object', additionalProperties: false, required: ['what', 'date'], properties: { what: str, date: nullableStr } },
            },
          },
        },
        questions: { type: 'array', items: str },
        summary: nullableStr,
      },
    },
  },
} as const;

const clip = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() && v.trim().toLowerCase() !== 'null' ? v.trim().slice(0, max) : null);

/**
 * The model's card made safe to store: known keys only, limits applied, the city normalised to the nominative by the
 * gazetteer ('з Броварів' → 'Бровари'). Null when it still fails the contract's validator.
 */
export function sanitizeLlmCard(raw: unknown): CaseCard | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const L = CASE_CARD_LIMITS;
  const card = emptyCaseCard();
  card.area = CASE_AREA_IDS.includes(r.area as never) ? (r.area as CaseCard['area']) : null;
  card.document = clip(r.document, 2000);
  card.secondary_document = clip(r.secondary_document, 2000);
  const city = clip(r.city, L.shortText);
  const place = city ? findPlace(city, true) : null;
  card.city = place?.city ?? city;
  card.region = clip(r.region, L.shortText) ?? place?.region ?? null;
  const w = r.when as Record<string, unknown> | null;
  const wText = w && typeof w === 'object' ? clip(w.text, L.shortText) : null;
  card.when = wText ? { text: wText, from: clip(w!.from, 10), to: clip(w!.to, 10) } : null;
  card.outcome = clip(r.outcome, L.outcome);
  card.summary = clip(r.summary, L.summary);
  if (Array.isArray(r.parties)) card.parties = r.parties.slice(0, L.listItems) as CaseCard['parties'];
  const f = (r.facts ?? {}) as Record<string, unknown>;
  card.facts = {
    children_count: Number.isInteger(f.children_count) ? (f.children_count as number) : null,
    amounts: Array.isArray(f.amounts) ? (f.amounts.slice(0, L.listItems) as CaseCard['facts']['amounts']) : [],
    deadlines: Array.isArray(f.deadlines) ? (f.deadlines.slice(0, L.listItems) as CaseCard['facts']['deadlines']) : [],
  };
  card.questions = Array.isArray(r.questions) ? r.questions.filter((q): q is string => typeof q === 'string' && q.trim() !== '').map((q) => q.slice(0, L.question)).slice(0, L.listItems) : [];
  return caseCardError(card) === null ? card : null;
}
