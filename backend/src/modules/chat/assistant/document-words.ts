import { hasKeyword } from './text-match';

/**
 * Whether a text says a catalogue keyword or names a document: one rule for the classifier's scores, the choice
 * question ('Хочу поновитися на роботі' settles it) and the corrections ('ні, мені розлучення' names a goal).
 */

const NEGATION = new Set(['не', 'ні', 'нічого', 'ніякого', 'ніякої']);
const NONE = new Set(['нема', 'немає', 'нічого']);

/** 'не розлучені', 'нічого ділити', 'майна ділити нема чого': the word is denied, not said. */
function denied(textWords: readonly string[], i: number): boolean {
  if (NEGATION.has(textWords[i - 1] ?? '')) return true;
  if (textWords[i - 1] === 'чого' && NONE.has(textWords[i - 2] ?? '')) return true;
  for (const j of [i + 1, i + 2]) if (NONE.has(textWords[j] ?? '') && (textWords[j] === 'нічого' || textWords[j + 1] === 'чого')) return true;
  // 'звільнятись не хочу', 'ділити не збираюсь'.
  if (textWords[i + 1] === 'не' && /^(хочу|хочемо|збираюсь|збираюся|збираємось|планую|плануємо)$/.test(textWords[i + 2] ?? '')) return true;
  return false;
}

/**
 * The keyword occurs and is not denied. A keyword of several words carries its own negation ('не плат', 'не в шлюб'),
 * so only one-word keywords are checked for a 'не' before them.
 */
export function says(textWords: readonly string[], keyword: string): boolean {
  if (keyword.includes(' ')) return hasKeyword(textWords, keyword);
  for (let i = 0; i < textWords.length; i++) if (textWords[i].startsWith(keyword) && !denied(textWords, i)) return true;
  return false;
}

/**
 * The words name the document: one of its own keywords is said and not denied ('поновитися', 'аліменти'); `weak`
 * counts the words it only shares with others too ('~суд'), for a goal that may speak of it in passing.
 */
export function namesDoc(textWords: readonly string[], doc: { readonly keywords: readonly string[] }, weak = false): boolean {
  return doc.keywords.some((k) => (weak || !k.startsWith('~')) && says(textWords, k.replace(/^~/, '')));
}
