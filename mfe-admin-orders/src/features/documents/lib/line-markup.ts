/**
 * Line styles of the draft editor — the markup the .docx rules read (spec section 7): '# ', '## ', '### ' headings,
 * a line wrapped in '**' bold, anything else a paragraph. A style applies to every line the selection touches.
 */
export type LineStyle = 'h1' | 'h2' | 'h3' | 'bold' | 'paragraph';

const PREFIX: Record<Exclude<LineStyle, 'bold' | 'paragraph'>, string> = { h1: '# ', h2: '## ', h3: '### ' };

/** The line without its markup: '## Обставини' → 'Обставини', '**ПРОШУ:**' → 'ПРОШУ:'. */
export function plainLine(line: string): string {
  const heading = /^#{1,3} (.*)$/.exec(line);
  if (heading) return heading[1];
  const bold = /^\*\*(.+)\*\*$/.exec(line.trim());
  return bold ? bold[1] : line;
}

export function styleLine(line: string, style: LineStyle): string {
  const plain = plainLine(line);
  if (plain.trim() === '') return plain;
  if (style === 'paragraph') return plain;
  if (style === 'bold') return `**${plain}**`;
  return `${PREFIX[style]}${plain}`;
}

export interface Selection {
  text: string;
  start: number;
  end: number;
}

/** Applies a style to the lines of the selection; the new selection spans the same lines. */
export function applyLineStyle({ text, start, end }: Selection, style: LineStyle): Selection {
  const from = text.lastIndexOf('\n', Math.max(0, start - 1)) + 1;
  const nl = text.indexOf('\n', Math.max(end, from) - (end > start && text[end - 1] === '\n' ? 1 : 0));
  const to = nl < 0 ? text.length : nl;
  const styled = text.slice(from, to).split('\n').map((l) => styleLine(l, style)).join('\n');
  return { text: text.slice(0, from) + styled + text.slice(to), start: from, end: from + styled.length };
}

/** How many '[...]' placeholders are left to fill. */
export function countPlaceholders(text: string): number {
  return (text.match(/\[[^\]\n]+\]/g) ?? []).length;
}
