/**
 * The statistical second opinion on the document: a naive Bayes model over word stems, trained on what clients wrote
 * in the tuning part of the evaluation corpus (bench/assistant; the held-out part never) and on each document's own
 * catalogue words. The keyword classifier knows the words it was given; this model also knows the words clients
 * used around them ('ТЦК' and 'відстрочка' in one story, 'колектори' and 'МФО' in another), so a story told in
 * words no keyword lists still leans to the right document. `classifier.ts` weighs both.
 *
 * Trained by `npm run train:assistant` (bench/assistant/train-model.mjs), which writes `document-model-data.ts`;
 * a unit test fails when the corpus or the catalogue changed and the model was not retrained.
 */
import { DOCUMENT_MODEL } from './document-model-data';

/** Letters of a word the model keeps: Ukrainian endings vary, the start carries the meaning ('розлуч…', 'аліме…'). */
export const STEM_LENGTH = 5;
/** Additive smoothing: a stem never seen with a document costs log(α / …), not minus infinity. */
export const SMOOTHING = 0.1;

/** Words too common in every story to tell documents apart. */
const STOP = new Set(
  ('і й та а але що як це в у на з із зі до від по за про для при не ні так то же би б ж ли чи щоб бо я ми ви він вона вони ' +
    'мене мені мій моя моє мої нас нам наш наша його її їх їм вам вас ваш є був була були буде все вже ще тут там дуже коли ' +
    'де який яка які яке хочу треба можна добрий день доброго здрастуйте дякую будь ласка ' +
    // The same words in Russian: a Russian-speaking client's 'меня' must not tell one document from another.
    'и или но что как это меня мне мой моя мои мы он она они его ее её их нам вам вас ваш было был была будет уже еще ещё ' +
    'очень когда где какой какая какие хочу надо нужно можно здравствуйте спасибо пожалуйста вечер').split(' '),
);

/** The stems of a text's words (each once): what the model reads. */
export function modelStems(textWords: readonly string[]): string[] {
  return [...new Set(textWords.filter((w) => w.length >= 3 && !STOP.has(w)).map((w) => w.slice(0, STEM_LENGTH)))];
}

export interface DocumentModelData {
  /** What it was trained on: the tuning conversations' ids (never a held-out one) and the catalogue. */
  trainedOn: { conversations: number; ids: string };
  /** Per document title: 'stem count stem count …' — in how many of its examples each stem occurred. */
  docs: Record<string, string>;
}

interface Parsed {
  vocabulary: number;
  docs: Array<{ title: string; total: number; counts: Map<string, number> }>;
  known: Set<string>;
}

function parse(data: DocumentModelData): Parsed {
  const known = new Set<string>();
  const docs = Object.entries(data.docs).map(([title, packed]) => {
    const counts = new Map<string, number>();
    const parts = packed.split(' ');
    for (let i = 0; i + 1 < parts.length; i += 2) {
      counts.set(parts[i], Number(parts[i + 1]));
      known.add(parts[i]);
    }
    return { title, total: [...counts.values()].reduce((n, c) => n + c, 0), counts };
  });
  return { vocabulary: known.size, docs, known };
}

/** Counts stems per document: each example is a document title and the words of what the client wrote. */
export function trainDocumentModel(examples: ReadonlyArray<{ document: string; words: readonly string[] }>): Record<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const ex of examples) {
    const m = counts.get(ex.document) ?? new Map<string, number>();
    counts.set(ex.document, m);
    for (const s of modelStems(ex.words)) m.set(s, (m.get(s) ?? 0) + 1);
  }
  const out: Record<string, string> = {};
  for (const title of [...counts.keys()].sort()) {
    const m = counts.get(title)!;
    out[title] = [...m].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([s, c]) => `${s} ${c}`).join(' ');
  }
  return out;
}

let parsed: Parsed | null = null;

/**
 * The probability of each document given what the client wrote (the documents the model knows; they sum to 1). Each
 * part's stems count with its weight (goal statements more than the story); a stem said in several parts counts with
 * the largest. Stems the model never saw are left out; no known stem at all gives an empty map.
 */
export function documentProbabilities(parts: ReadonlyArray<{ words: readonly string[]; weight: number }>, data: DocumentModelData = DOCUMENT_MODEL): Map<string, number> {
  const model = data === DOCUMENT_MODEL ? (parsed ??= parse(data)) : parse(data);
  const weights = new Map<string, number>();
  for (const part of parts) for (const s of modelStems(part.words)) if (model.known.has(s)) weights.set(s, Math.max(weights.get(s) ?? 0, part.weight));
  const out = new Map<string, number>();
  if (!weights.size) return out;
  const logs = model.docs.map((d) => {
    const denominator = Math.log(d.total + SMOOTHING * model.vocabulary);
    let s = 0;
    for (const [x, weight] of weights) s += weight * (Math.log((d.counts.get(x) ?? 0) + SMOOTHING) - denominator);
    return s;
  });
  const max = Math.max(...logs);
  const sum = logs.reduce((n, l) => n + Math.exp(l - max), 0);
  model.docs.forEach((d, i) => out.set(d.title, Math.exp(logs[i] - max) / sum));
  return out;
}
