import { CASE_AREAS, DOCUMENT_MESSAGES, hasForbiddenCharacters, type CaseCard } from '@law/contracts';
import type { LlmMessage } from '../../llm/llm-client';
import { ACTS } from './acts';
import { findTemplate } from './catalogue';
import type { DraftInput, DraftSections } from './compose';
import { buildFacts } from './facts';
import { renderBlocks } from './render';

/**
 * LLM mode: the model writes only the circumstances and the legal reasoning of the document's template, from the case
 * card and the read sources (never the chat's messages or the staff comment); the template lays out everything else.
 */
const SYSTEM = [
  'Ти — досвідчений український юрист. Ти пишеш два розділи процесуального документа за готовим шаблоном: «Обставини справи» і «Правове обґрунтування».',
  'Пиши лише на підставі фактів з картки справи. Не вигадуй імен, дат, сум, номерів і реквізитів: усе невідоме залишай у квадратних дужках, наприклад [дата реєстрації шлюбу].',
  'У правовому обґрунтуванні посилайся на статті наданих нормативно-правових актів (номер статті та назва акта), лише ті, що стосуються справи.',
  'Офіційно-діловий стиль, від третьої особи (позивач, заявник), без звертань і без порад.',
  'Відповідай лише JSON без пояснень: {"circumstances": ["абзац", ...], "reasoning": ["абзац", ...]} — до 8 абзаців у кожному розділі, без заголовків і без розмітки.',
].join('\n');

function cardFacts(card: CaseCard | null): string[] {
  if (!card) return ['Картки справи немає: відомі лише назва документа та місто.'];
  const lines: string[] = [];
  if (card.area) lines.push(`Галузь: ${CASE_AREAS[card.area]}`);
  if (card.city || card.region) lines.push(`Місце: ${[card.city, card.region].filter(Boolean).join(', ')}`);
  if (card.when) lines.push(`Коли: ${card.when.text}${card.when.from ? ` (${card.when.from}${card.when.to && card.when.to !== card.when.from ? ` — ${card.when.to}` : ''})` : ''}`);
  for (const p of card.parties) lines.push(`Сторона: ${p.label}${p.name ? ` — ${p.name}` : ''}`);
  if (card.facts.children_count !== null) lines.push(`Кількість дітей: ${card.facts.children_count}`);
  for (const a of card.facts.amounts) lines.push(`Сума: ${a.value} ${a.currency} — ${a.label}`);
  for (const d of card.facts.deadlines) lines.push(`Строк: ${d.what}${d.date ? ` — ${d.date}` : ''}`);
  if (card.outcome) lines.push(`Мета клієнта: ${card.outcome}`);
  if (card.summary) lines.push(`Суть справи: ${card.summary}`);
  return lines;
}

/** The chat-completions messages; sources are cut so the prompt stays within `budget` characters. */
export function buildSectionsPrompt(input: DraftInput, budget: number): LlmMessage[] {
  const template = findTemplate(input.documentTitle ?? input.card?.document ?? null);
  const facts = buildFacts(template, input);
  const skeleton = renderBlocks(template.circumstances, facts);
  const head = [
    `Документ: ${input.documentTitle ?? input.card?.document ?? 'заява'}`,
    '',
    'Картка справи:',
    ...cardFacts(input.card).map((l) => `- ${l}`),
    '',
    'Обставини за шаблоном (збережи цю структуру, заповни відоме з картки):',
    ...skeleton.map((l) => `- ${l}`),
    '',
    'Норми, які шаблон називає для цього документа:',
    ...template.grounds.map((g) => `- ${ACTS[g.act].title}${g.articles ? `: ${g.articles}` : ''}`),
  ].join('\n');
  let remaining = Math.max(0, budget - SYSTEM.length - head.length - 200);
  const parts: string[] = [];
  for (const s of input.sources) {
    if (!s.content || s.content.startsWith(DOCUMENT_MESSAGES.sourceFailed)) continue;
    const text = s.content.length > remaining ? `${s.content.slice(0, remaining)}…` : s.content;
    remaining -= text.length;
    parts.push(`Джерело: ${s.title}\n${text}`);
    if (remaining <= 0) break;
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `${head}\n\nНормативно-правові акти замовлення:\n\n${parts.join('\n\n') || '(джерела не прочитано)'}` },
  ];
}

const PARAGRAPH_MAX = 3000;

/** One paragraph as plain text: no heading marks or bold wrapping (the template owns the layout), one line. */
function paragraph(raw: unknown): string | null {
  if (typeof raw !== 'string' || hasForbiddenCharacters(raw)) return null;
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#+\s*/, '')
    .replace(/^\*\*(.*)\*\*$/, '$1')
    .trim();
  return text && text.length <= PARAGRAPH_MAX ? text : null;
}

/** The model's answer → the two sections, or null when it is not the JSON asked for (the template composer takes over). */
export function parseSections(content: string): DraftSections | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let data: unknown;
  try {
    data = JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const read = (v: unknown): string[] | null => {
    if (!Array.isArray(v) || v.length === 0 || v.length > 8) return null;
    const out = v.map(paragraph);
    return out.every((p): p is string => p !== null) ? out : null;
  };
  const circumstances = read((data as Record<string, unknown>).circumstances);
  const reasoning = read((data as Record<string, unknown>).reasoning);
  return circumstances && reasoning ? { circumstances, reasoning } : null;
}
