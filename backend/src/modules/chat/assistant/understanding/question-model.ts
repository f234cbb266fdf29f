/**
 * The statistical second opinion on what a client's question is about: a naive Bayes model over word stems, trained
 * on the questions clients asked in the tuning part of the evaluation corpus, and their stories' own questions as 'other'
 * (bench/assistant; the held-out part
 * never). The catalogue's patterns (`client-questions.ts`) know the wordings they were given; this model knows the
 * words around them ('а по грошах як у вас', 'хотілося б розуміти по термінах'), so a question asked in words no
 * pattern lists still gets its answer. It is asked only when no pattern matched a sentence that asks something, and
 * trusted only when it is nearly sure: otherwise the question goes to the lawyer as before.
 *
 * Trained by `npm run train:assistant` (bench/assistant/train-model.mjs), which writes `question-model-data.ts`;
 * a unit test fails when the corpus changed and the model was not retrained.
 */
import { words } from '../text-match';
import { QUESTION_MODEL } from './question-model-data';

/**
 * Letters of a word the model keeps ('скіль…', 'кошту…', 'онлай…'). Four made 'зверху' and 'звернення' one stem, and
 * 'Мене затопили сусіди зверху, хто відшкодує шкоду?' a question of confidentiality; leaving each batch out in turn, five
 * gave 303 right of 309 sure answers at 0.98 (four: 296 of 299) and took 2 of 71 questions of clients' stories.
 */
export const QUESTION_STEM_LENGTH = 5;
const SMOOTHING = 0.1;
/**
 * How sure the model must be to answer a kind: measured leaving each batch of the corpus out in turn (1,378 tuning
 * conversations; the stories' own questions are trained as 'other'), at 0.98 303 of 309 confident answers were right
 * and 2 of 71 questions of clients' stories were taken for a catalogue one ('Чи не пізно ще?', a deadline indeed, and
 * 'Можна якось без засідань?' for working online).
 */
export const QUESTION_CONFIDENCE = 0.98;

export interface QuestionModelData {
  /** What it was trained on: the tuning conversations' ids whose client asked something (never a held-out one). */
  trainedOn: { conversations: number; ids: string };
  /** Per question kind: 'examples stem count stem count …'. */
  kinds: Record<string, string>;
}

/** The stems of a question's words (each once). */
export function questionStems(text: string): string[] {
  return [...new Set(words(text).filter((w) => w.length >= 2).map((w) => w.slice(0, QUESTION_STEM_LENGTH)))];
}

/** Counts stems per kind: each example is a question's text and the kinds it asks. */
export function trainQuestionModel(examples: ReadonlyArray<{ text: string; kinds: readonly string[] }>): Record<string, string> {
  const counts = new Map<string, { examples: number; stems: Map<string, number> }>();
  for (const ex of examples) {
    for (const kind of ex.kinds) {
      const k = counts.get(kind) ?? { examples: 0, stems: new Map<string, number>() };
      counts.set(kind, k);
      k.examples += 1;
      for (const s of questionStems(ex.text)) k.stems.set(s, (k.stems.get(s) ?? 0) + 1);
    }
  }
  const out: Record<string, string> = {};
  for (const kind of [...counts.keys()].sort()) {
    const k = counts.get(kind)!;
    const stems = [...k.stems].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([s, c]) => `${s} ${c}`);
    out[kind] = [String(k.examples), ...stems].join(' ');
  }
  return out;
}

interface Parsed {
  vocabulary: Set<string>;
  kinds: Array<{ kind: string; examples: number; total: number; counts: Map<string, number> }>;
}

function parse(data: QuestionModelData): Parsed {
  const vocabulary = new Set<string>();
  const kinds = Object.entries(data.kinds).map(([kind, packed]) => {
    const [examples, ...parts] = packed.split(' ');
    const counts = new Map<string, number>();
    for (let i = 0; i + 1 < parts.length; i += 2) {
      counts.set(parts[i], Number(parts[i + 1]));
      vocabulary.add(parts[i]);
    }
    return { kind, examples: Number(examples), total: [...counts.values()].reduce((n, c) => n + c, 0), counts };
  });
  return { vocabulary, kinds };
}

let parsed: Parsed | null = null;

/** The most likely kind of a question and its probability; null when no word of it is known to the model. */
export function likeliestQuestionKind(text: string, data: QuestionModelData = QUESTION_MODEL): { kind: string; probability: number } | null {
  const model = data === QUESTION_MODEL ? (parsed ??= parse(data)) : parse(data);
  const stems = questionStems(text).filter((s) => model.vocabulary.has(s));
  if (!stems.length || !model.kinds.length) return null;
  const logs = model.kinds.map((k) => {
    const denominator = Math.log(k.total + SMOOTHING * model.vocabulary.size);
    return stems.reduce((sum, s) => sum + Math.log((k.counts.get(s) ?? 0) + SMOOTHING) - denominator, Math.log(k.examples));
  });
  const max = Math.max(...logs);
  const sum = logs.reduce((n, l) => n + Math.exp(l - max), 0);
  const best = logs.indexOf(max);
  return { kind: model.kinds[best].kind, probability: 1 / sum };
}
