import { sameReferenceUrl, type DocumentReferenceDto } from '@law/contracts';
import { LEGAL_SOURCES, type LegalSource } from './legal-sources.data';

/** What the finder reads: each text with how much a hit in it counts. */
export interface FinderInput {
  /** The document the client needs (chat.document): hits here weigh most. */
  documentName: string | null;
  userMessages: readonly string[];
  agentMessages: readonly string[];
  comments: readonly (string | null | undefined)[];
}

export interface RankedSource {
  source: LegalSource;
  score: number;
}

const WEIGHTS = { documentName: 5, comments: 2, userMessages: 1, agentMessages: 0.5 } as const;
/** A keyword counts at most this many times per text, so one repeated word does not outrank the rest. */
const MAX_HITS_PER_TEXT = 3;
export const MIN_SCORE = 2;
export const MAX_FOUND = 8;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'позовн давн' matches 'позовної давності': every word is a stem matched at a word start, in order. */
function keywordPattern(keyword: string): RegExp {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\p{L}'’ʼ-]*[\\s,.:;-]+")}`, 'gu');
}

const COMPILED = LEGAL_SOURCES.map((source) => ({ source, patterns: source.keywords.map(keywordPattern) }));

export function normalizeForSearch(text: string): string {
  return text.toLowerCase().replace(/[’ʼ`]/g, "'").replace(/ё/g, 'е');
}

function hits(pattern: RegExp, text: string): number {
  let n = 0;
  pattern.lastIndex = 0;
  while (n < MAX_HITS_PER_TEXT && pattern.exec(text)) n++;
  return n;
}

/** Scores every catalogue entry against the order's texts; best first, only those past MIN_SCORE. */
export function rankLegalSources(input: FinderInput): RankedSource[] {
  const texts: [number, string][] = (
    [
      [WEIGHTS.documentName, input.documentName ?? ''],
    ...input.comments.map((c): [number, string] => [WEIGHTS.comments, c ?? '']),
    ...input.userMessages.map((m): [number, string] => [WEIGHTS.userMessages, m]),
      ...input.agentMessages.map((m): [number, string] => [WEIGHTS.agentMessages, m]),
    ] as [number, string][]
  )
    .filter(([, t]) => t.trim() !== '')
    .map(([w, t]): [number, string] => [w, normalizeForSearch(t)]);

  const ranked: RankedSource[] = [];
  for (const { source, patterns } of COMPILED) {
    let score = 0;
    for (const p of patterns) for (const [weight, text] of texts) score += weight * hits(p, text);
    if (score >= MIN_SCORE) ranked.push({ source, score });
  }
  return ranked.sort((a, b) => b.score - a.score || a.source.title.localeCompare(b.source.title, 'uk'));
}

/** The official URL in its canonical (percent-encoded) form. */
export function canonicalUrl(url: string): string {
  return new URL(url).toString();
}

/** The best sources not already in `existing`, as references. */
export function findNewReferences(input: FinderInput, existing: readonly DocumentReferenceDto[], limit = MAX_FOUND): DocumentReferenceDto[] {
  const out: DocumentReferenceDto[] = [];
  for (const { source } of rankLegalSources(input)) {
    const url = canonicalUrl(source.url);
    if (existing.some((r) => sameReferenceUrl(r.url, url)) || out.some((r) => r.url === url)) continue;
    out.push({ title: source.title, url });
    if (out.length >= limit) break;
  }
  return out;
}
