/** Articles of a parsed source worth citing: 'Стаття N. <heading>' lines, ranked by overlap with the client's story. */
export interface ArticleCitation {
  number: string;
  heading: string | null;
}

const ARTICLE_HEADING = /^Стаття\s+(\d+(?:[-–]\d+)?)\.?\s*(.*)$/u;
const ARTICLE_MENTION = /(?:стаття|статті|статтею|статтями|ст\.)\s*(\d+(?:[-–]\d+)?)/giu;

function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[\p{L}']{5,}/gu) ?? []) out.add(w.slice(0, 5));
  return out;
}

export function findArticleCitations(content: string, story: string, max = 3): ArticleCitation[] {
  const storyStems = stems(story);
  const headings: (ArticleCitation & { score: number; order: number })[] = [];
  const lines = content.split('\n');
  lines.forEach((line, order) => {
    const m = ARTICLE_HEADING.exec(line.trim());
    if (!m) return;
    const heading = m[2].trim().slice(0, 200) || null;
    let score = 0;
    for (const s of stems(heading ?? '')) if (storyStems.has(s)) score++;
    if (!headings.some((h) => h.number === m[1])) headings.push({ number: m[1], heading, score, order });
  });
  if (headings.length) {
    const relevant = headings.filter((h) => h.score > 0).sort((a, b) => b.score - a.score || a.order - b.order);
    const picked = (relevant.length ? relevant : headings).slice(0, max);
    return picked.sort((a, b) => a.order - b.order).map(({ number, heading }) => ({ number, heading }));
  }
  const mentioned: ArticleCitation[] = [];
  for (const m of content.matchAll(ARTICLE_MENTION)) {
    if (!mentioned.some((c) => c.number === m[1])) mentioned.push({ number: m[1], heading: null });
    if (mentioned.length >= max) break;
  }
  return mentioned;
}
