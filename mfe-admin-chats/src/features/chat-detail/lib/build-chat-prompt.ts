import { CASE_AREAS, CASE_CARD_LABELS as L, CASE_CARD_MESSAGES, type AdminMessage, type CaseCard } from '@law/contracts';

/** Spec section 9: the ChatGPT prompt asks for a speech of at most 700 words. */
export const PROMPT_MAX_WORDS = 700;

export const AUTHOR_LABELS: Record<AdminMessage['author'], string> = {
  user: 'Користувач',
  agent: 'Агент',
};

export interface ChatPromptInput {
  messages: readonly (Pick<AdminMessage, 'author' | 'message'> & Partial<Pick<AdminMessage, 'kind'>>)[];
  document?: string | null;
  comment?: string | null;
  /** The case card (the intake's, possibly edited by staff): its facts lead the prompt. */
  card?: CaseCard | null;
}

/** The card as lines of the prompt; staff edits are what the lawyer confirmed, so they come before the transcript. */
export function cardLines(card: CaseCard): string[] {
  const lines: string[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value?.trim()) lines.push(`${label}: ${value.trim()}`);
  };
  add(L.area, card.area ? CASE_AREAS[card.area] : null);
  add(L.document, card.document);
  add(L.secondary_document, card.secondary_document);
  add(L.city, [card.city, card.region].filter(Boolean).join(', '));
  add(L.when, card.when ? `${card.when.text}${card.when.from ? ` (${card.when.from}${card.when.to && card.when.to !== card.when.from ? ` — ${card.when.to}` : ''})` : ''}` : null);
  add(L.outcome, card.outcome);
  add(L.parties, card.parties.map((p) => p.label).join(', '));
  add(L.children_count, card.facts.children_count === null ? null : String(card.facts.children_count));
  add(L.amounts, card.facts.amounts.map((a) => `${a.value} ${a.currency} (${a.label})`).join('; '));
  add(L.deadlines, card.facts.deadlines.map((d) => `${d.what}${d.date ? ` ${d.date}` : ''}`).join('; '));
  add(L.questions, card.questions.join(' | '));
  add(L.summary, card.summary);
  return lines;
}

/**
 * A prompt for an external assistant, built from the transcript: it asks for a speech for the client's
 * case of at most 700 words, in Ukrainian, based only on the facts of the conversation.
 */
export function buildChatPrompt({ messages, document, comment, card }: ChatPromptInput): string {
  const transcript = messages
    // System lines (a lawyer joined, the assistant took over again) are not part of the client's story.
    .filter((m) => m.message.trim() && m.kind !== 'system')
    .map((m) => `${AUTHOR_LABELS[m.author] ?? m.author}: ${m.message.trim()}`)
    .join('\n');
  const parts = [
    'Ти — досвідчений український юрист. Нижче наведено розмову клієнта з юридичною фірмою.',
    `Підготуй українською мовою промову (виступ) у справі клієнта обсягом не більше ${PROMPT_MAX_WORDS} слів.`,
    'Спирайся лише на факти з розмови, посилайся на чинне законодавство України, пиши чітко і переконливо, без вигаданих обставин.',
  ];
  if (card) parts.push('', `${CASE_CARD_MESSAGES.title} (перевірена юристом, має перевагу над розмовою):`, ...cardLines(card), '');
  if (document?.trim() && document.trim() !== card?.document) parts.push(`Потрібний клієнту документ: ${document.trim()}`);
  if (comment?.trim()) parts.push(`Коментар юриста: ${comment.trim()}`);
  parts.push('', 'Розмова:', transcript || '(повідомлень немає)');
  return parts.join('\n');
}
