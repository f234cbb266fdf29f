/** Ukrainian text helpers: one spelling of the apostrophe, lower case, words. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’ʼ`´‘]/g, "'")
    .replace(/ё/g, 'е');
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
