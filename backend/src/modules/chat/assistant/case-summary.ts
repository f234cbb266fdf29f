import { CASE_AREAS, CHAT_DISCONNECT_PHRASE, documentInCase, pluralUk, type CaseCard } from '@law/contracts';
import { checklistFor } from './document-checklists';
import { areaById } from './classifier';
import { GENERAL_AREA, GENERAL_DOCUMENT } from './legal-catalogue';
import { AREA_LAWYER, fill, PHRASES } from './intake-phrases';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const CHILDREN = ['дитина', 'дитини', 'дітей'] as const;
const childrenText = (n: number) => (n === 0 ? 'немає' : `${n} ${pluralUk(n, CHILDREN)}`);

export function placeText(card: CaseCard): string | null {
  if (card.city && card.region && card.region !== 'м. Київ') return `${card.city} (${card.region})`;
  return card.city ?? card.region;
}

function documentTitle(card: CaseCard): string {
  return card.document ?? GENERAL_DOCUMENT;
}

/** The bullet list the client checks before the chat closes. */
export function chatSummary(card: CaseCard, vocative: string, intro: string, ask: string): string {
  const lines = [fill(intro, { name: vocative })];
  if (card.area && card.area !== 'general') lines.push(`• **Питання:** ${lowerFirst(CASE_AREAS[card.area])}`);
  const place = placeText(card);
  if (place) lines.push(`• **Населений пункт:** ${place}`);
  if (card.when) lines.push(`• **Коли:** ${card.when.text}`);
  if (card.facts.children_count !== null) lines.push(`• **Діти:** ${childrenText(card.facts.children_count)}`);
  if (card.outcome) lines.push(`• **Чого ви хочете досягти:** ${card.outcome}`);
  lines.push(`• **Документ:** ${documentTitle(card)}`);
  if (card.secondary_document) lines.push(`• **Також знадобиться:** ${card.secondary_document}`);
  return `${lines.join('\n')}\n\n${ask}`;
}

/**
 * Who the conversation names. One party is the other side; of several the summary cannot tell who opposes whom (a
 * husband who shares the debt with the client, a wife beside the ТЦК), so it only lists them.
 */
function partiesText(card: CaseCard): string {
  const labels = [...new Set(card.parties.filter((p) => p.role !== 'child').map((p) => p.label))];
  if (!labels.length) return '';
  return labels.length === 1 ? `; інша сторона — ${labels[0]}` : `; у розмові згадано: ${labels.join(', ')}`;
}

/** 2–4 sentences for the lawyer, in the assistant's words (card.summary). */
export function cardSummary(card: CaseCard): string {
  const area = areaById(card.area) ?? GENERAL_AREA;
  const sentences: string[] = [];
  const people = partiesText(card);
  sentences.push(
    area === GENERAL_AREA
      ? `Сферу права за розмовою визначити не вдалося${people}.`
      : `Звернення стосується ${area.topic}${people}.`,
  );
  const goal: string[] = [];
  if (card.outcome) goal.push(`мета клієнта: ${card.outcome}`);
  if (card.facts.children_count) goal.push(`у справі ${childrenText(card.facts.children_count)}`);
  if (card.facts.amounts.length) goal.push(`сума — ${card.facts.amounts.map((a) => `${a.value.toLocaleString('uk-UA')} ${a.currency === 'UAH' ? 'грн' : a.currency}`).join(', ')}`);
  if (goal.length) sentences.push(`${goal.join('; ').replace(/^./, (c) => c.toUpperCase())}.`);
  const place = placeText(card);
  const where = [place ? `Місце: ${place}` : null, card.when ? `час подій: ${card.when.text}` : null].filter(Boolean);
  if (where.length) sentences.push(`${where.join('; ').replace(/^./, (c) => c.toUpperCase()).replace(/\.$/, '')}.`);
  const docs = [documentInCase(documentTitle(card), 'acc'), card.secondary_document ? documentInCase(card.secondary_document, 'acc') : null].filter(Boolean);
  sentences.push(`Потрібно підготувати ${docs.join(' та ')}.`);
  return sentences.slice(0, 4).join(' ');
}

/** What changed between two versions of the card, for 'Виправила: …'. */
export function describeChanges(before: CaseCard, after: CaseCard): string[] {
  const out: string[] = [];
  if (after.city !== before.city && after.city) out.push(`населений пункт — ${placeText(after)}`);
  else if (after.region !== before.region && after.region && !after.city) out.push(`область — ${after.region}`);
  if (after.when?.text !== before.when?.text && after.when) out.push(`час подій — ${after.when.text}`);
  if (after.outcome !== before.outcome && after.outcome) out.push(`мета — ${after.outcome}`);
  if (after.document !== before.document && after.document) out.push(`документ — ${lowerFirst(after.document)}`);
  if (after.secondary_document !== before.secondary_document) {
    if (after.secondary_document) out.push(`також знадобиться — ${lowerFirst(after.secondary_document)}`);
    else if (before.secondary_document) out.push(`без другого документа («${before.secondary_document}»)`);
  }
  if (after.facts.children_count !== before.facts.children_count && after.facts.children_count !== null) out.push(`діти — ${childrenText(after.facts.children_count)}`);
  return out;
}

export interface ClosingInput {
  vocative: string;
  callback: string;
  mailbox: string;
  pick: (list: readonly string[], key: string) => string;
  prefix?: string;
}

/** The last message: who takes the case, what to prepare for this document, when the call comes, the mailbox. */
export function closingText(card: CaseCard, input: ClosingInput): string {
  const areaId = card.area ?? 'general';
  const [lawyer, lawyerNom] = AREA_LAWYER[areaId] ?? AREA_LAWYER.general;
  const title = documentTitle(card);
  const document = [documentInCase(title, 'acc'), card.secondary_document ? documentInCase(card.secondary_document, 'acc') : null].filter(Boolean).join(' та ');
  const checklist = checklistFor(card.document, areaId).map((item) => `• ${item}`).join('\n');
  const parts = [
    ...(input.prefix ? [input.prefix] : []),
    fill(input.pick(PHRASES.closingThanks, 'closing'), { name: input.vocative, lawyer, lawyerNom, document }),
    `${fill(PHRASES.closingPrepare, { document: documentInCase(title, 'gen') })}\n${checklist}`,
    fill(PHRASES.closingCall, { callback: input.callback }),
    fill(PHRASES.closingMailbox, { mailbox: input.mailbox }),
    `${CHAT_DISCONNECT_PHRASE}. Гарного дня!`,
  ];
  return parts.join('\n\n');
}
