import { conversationWords } from '../../backend/src/modules/chat/assistant/classifier';
import { GENERAL_AREA, LEGAL_AREAS } from '../../backend/src/modules/chat/assistant/legal-catalogue';
import { sentencesOf } from '../../backend/src/modules/chat/assistant/understanding/intents';
import { CORPUS } from './corpus';
import type { EvalConversation } from './corpus-types';
import { saidInEarnest } from './scoring';

/**
 * What the client wrote about the matter: the opening, the story and goal answers, a correction (not the city or date).
 * When the correction changes the document, the opening and the correction only: the goal answered before it was the
 * one the client then turned down ('поновитись на роботі' before 'повертатись туди я не збираюсь… щоб виплатили
 * борг'), and labelled with the new document it taught the model that 'поновитися' means a wage claim.
 */
export function clientText(c: EvalConversation): string {
  if (c.correction?.expect.document) return [...c.opening, c.correction.text].join('\n');
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
 * The question model's examples: the client's own question of every tuning conversation that has one, with the kinds
 * it asks, and as 'other' the questions of clients' stories ('хто відшкодує шкоду?': a sentence with a question mark in
 * the opening of a conversation that expects no question of ours, or in an answer). Held-out ones never; `exclude`
 * leaves whole batches out, by id prefix.
 */
export function questionExamples(exclude: readonly string[] = []): { examples: Array<{ text: string; kinds: string[] }>; ids: string[] } {
  const tuning = CORPUS.filter((c) => !c.holdout && !exclude.some((b) => c.id.startsWith(`${b}-`)));
  const used = tuning.filter((c) => c.interrupt && c.expect.questions?.length);
  const story = tuning.flatMap((c) => [...(c.expect.questions?.length ? [] : c.opening), ...Object.values(c.answers).flat()].flatMap(sentencesOf).filter((x) => x.includes('?')));
  return { examples: [...used.map((c) => ({ text: c.interrupt!.text, kinds: [...c.expect.questions!] })), ...story.map((text) => ({ text, kinds: ['other'] }))], ids: used.map((c) => c.id) };
}

/**
 * The anger model's examples: every tuning client's abuse message ('anger') against every message a tuning client wrote
 * in earnest ('earnest'). Held-out conversations never; `exclude` leaves whole batches out, by id prefix.
 */
export function angerExamples(exclude: readonly string[] = []): { examples: Array<{ text: string; kinds: string[] }>; ids: string[] } {
  const used = CORPUS.filter((c) => !c.holdout && !exclude.some((b) => c.id.startsWith(`${b}-`)));
  const examples = used.flatMap((c) => [...(c.abuse ? [{ text: c.abuse.text, kinds: ['anger'] }] : []), ...saidInEarnest(c).map((text) => ({ text, kinds: ['earnest'] }))]);
  return { examples, ids: used.filter((c) => c.abuse).map((c) => c.id) };
}
