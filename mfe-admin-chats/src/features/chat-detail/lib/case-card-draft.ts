import { CASE_CARD_MESSAGES, isCaseAreaId, type CaseCard } from '@law/contracts';

/** The editable fields of the card as form strings; lists (parties, amounts, deadlines, questions) stay as they are. */
export interface CaseCardDraft {
  area: string;
  document: string;
  secondary_document: string;
  city: string;
  region: string;
  when_text: string;
  when_from: string;
  when_to: string;
  outcome: string;
  children_count: string;
  summary: string;
}

export function toDraft(card: CaseCard): CaseCardDraft {
  return {
    area: card.area ?? '',
    document: card.document ?? '',
    secondary_document: card.secondary_document ?? '',
    city: card.city ?? '',
    region: card.region ?? '',
    when_text: card.when?.text ?? '',
    when_from: card.when?.from ?? '',
    when_to: card.when?.to ?? '',
    outcome: card.outcome ?? '',
    children_count: card.facts.children_count === null ? '' : String(card.facts.children_count),
    summary: card.summary ?? '',
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The card to save: the draft over the stored card; an error in Ukrainian when a number is not a number. */
export function fromDraft(base: CaseCard, d: CaseCardDraft): { card: CaseCard } | { error: string } {
  const children = d.children_count.trim();
  if (children && !/^\d{1,2}$/.test(children)) return { error: CASE_CARD_MESSAGES.badChildren };
  const whenText = orNull(d.when_text) ?? (orNull(d.when_from) ? d.when_from.trim() : null);
  return {
    card: {
      ...base,
      area: isCaseAreaId(d.area) ? d.area : null,
      document: orNull(d.document),
      secondary_document: orNull(d.secondary_document),
      city: orNull(d.city),
      region: orNull(d.region),
      when: whenText ? { text: whenText, from: orNull(d.when_from), to: orNull(d.when_to) } : null,
      outcome: orNull(d.outcome),
      facts: { ...base.facts, children_count: children ? Number(children) : null },
      summary: orNull(d.summary),
    },
  };
}
