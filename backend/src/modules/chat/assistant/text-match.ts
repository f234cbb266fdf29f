/** Ukrainian text helpers: one spelling of the apostrophe, lower case, words. */
const LATIN_LOOKALIKE: Record<string, string> = { a: 'а', c: 'с', e: 'е', i: 'і', o: 'о', p: 'р', x: 'х', y: 'у' };

/** Every way of typing the apostrophe ('Кам’янське', 'Кам`янське') as one: "'". */
export function oneApostrophe(text: string): string {
  return text.replace(/[’ʼ`´‘]/g, "'");
}

export function normalizeText(text: string): string {
  return oneApostrophe(text.toLowerCase())
    .replace(/ё/g, 'е')
    // A Latin letter typed inside a Cyrillic word on a mixed keyboard layout ('Смiла' with a Latin i).
    .replace(/[\p{L}'-]+/gu, (w) => (/\p{Script=Cyrillic}/u.test(w) && /[aceiopxy]/.test(w) ? w.replace(/[aceiopxy]/g, (ch) => LATIN_LOOKALIKE[ch]) : w));
}

export function words(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? [];
}

/**
 * True when the stem keyword occurs: every word of the keyword starts a consecutive word of the text
 * ('розлуч' matches 'розлучення'; 'не плат' matches 'не платять').
 */
export function hasKeyword(textWords: readonly string[], keyword: string): boolean {
  const parts = keyword.split(' ');
  outer: for (let i = 0; i + parts.length <= textWords.length; i++) {
    for (let j = 0; j < parts.length; j++) if (!textWords[i + j].startsWith(parts[j])) continue outer;
    return true;
  }
  return false;
}
