import { conversationWords } from '../../backend/src/modules/chat/assistant/classifier';
import { GENERAL_AREA, LEGAL_AREAS } from '../../backend/src/modules/chat/assistant/legal-catalogue';
import { CORPUS } from './corpus';
import type { EvalConversation } from './corpus-types';

/** What the client wrote about the matter: the opening, the story and goal answers, a correction (not the city or date). */
export function clientText(c: EvalConversation): string {
  const parts = [...c.opening];
  for (const k of ['situation', 'details', 'outcome'] as const) {
    const a = c.answers[k];
    if (a) parts.push(...(Array.isArray(a) ? a : [a]));
  }
  if (c.correction) parts.push(c.correction.text);
  return parts.join('\n');
}

/**
 * The document model's examples: every tuning conversation (held-out ones never; `exclude` leaves whole batches out,
 * by id prefix) and, for every catalogue document, its title, what it is for and its keywords.
 */
export function trainingExamples(exclude: readonly string[] = []): { examples: Array<{ document: string; words: string[] }>; ids: string[] } {
  const used = CORPUS.filter((c) => !c.holdout && !exclude.some((b) => c.id.startsWith(`${b}-`)));
  const catalogue = [...LEGAL_AREAS, GENERAL_AREA].flatMap((a) => a.documents.map((d) => ({ document: d.title, words: conversationWords(`${d.title} ${d.need} ${d.keywords.map((k) => k.replace(/^~/, '')).join(' ')}`) })));
  return { examples: [...catalogue, ...used.map((c) => ({ document: c.expect.document, words: conversationWords(clientText(c)) }))], ids: used.map((c) => c.id) };
}

/**
 * The question model's examples: the client's own question of every tuning conversation that has one (held-out ones
 * never; `exclude` leaves whole batches out, by id prefix), with the kinds it asks.
 */
export function questionExamples(exclude: readonly string[] = []): { examples: Array<{ text: string; kinds: string[] }>; ids: string[] } {
  const used = CORPUS.filter((c) => !c.holdout && c.interrupt && c.expect.questions?.length && !exclude.some((b) => c.id.startsWith(`${b}-`)));
  return { examples: used.map((c) => ({ text: c.interrupt!.text, kinds: [...c.expect.questions!] })), ids: used.map((c) => c.id) };
}
