import { GENERAL_AREA, LEGAL_AREAS, type LegalArea } from './legal-catalogue';
import { hasKeyword, words } from './text-match';

export interface Classification {
  area: LegalArea;
  /** 0 when nothing matched (the general area). */
  score: number;
  document: string;
}

function areaScore(textWords: readonly string[], area: LegalArea): number {
  let score = 0;
  for (const k of area.strong) if (hasKeyword(textWords, k)) score += 2;
  for (const k of area.weak) if (hasKeyword(textWords, k)) score += 1;
  return score;
}

/** The document of the area whose keywords match best; the area's first document when none does. */
export function pickDocument(area: LegalArea, textWords: readonly string[]): string {
  let best = area.documents[0];
  let bestScore = 0;
  for (const doc of area.documents) {
    let s = 0;
    for (const k of doc.keywords) if (hasKeyword(textWords, k)) s += k.includes(' ') ? 2 : 1;
    if (s > bestScore) {
      best = doc;
      bestScore = s;
    }
  }
  return best.title;
}

/**
 * The legal area of what the client wrote. Needs at least one strong word or two weak ones, so a stray
 * 'банк' or 'суд' alone does not decide the area.
 */
export function classify(text: string): Classification {
  const textWords = words(text);
  let best: LegalArea = GENERAL_AREA;
  let bestScore = 0;
  for (const area of LEGAL_AREAS) {
    const s = areaScore(textWords, area);
    if (s > bestScore) {
      best = area;
      bestScore = s;
    }
  }
  if (bestScore < 2) return { area: GENERAL_AREA, score: 0, document: GENERAL_AREA.documents[0].title };
  return { area: best, score: bestScore, document: pickDocument(best, textWords) };
}

export function areaById(id: string | undefined): LegalArea | undefined {
  return id === GENERAL_AREA.id ? GENERAL_AREA : LEGAL_AREAS.find((a) => a.id === id);
}
