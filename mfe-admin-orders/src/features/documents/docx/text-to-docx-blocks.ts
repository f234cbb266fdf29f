/**
 * The generated text -> word-processor structure (spec section 7, "Client-side download"):
 * '# ', '## ', '### ' lines are headings of 32, 28, 24 half-points; a line wrapped in '**' is bold;
 * an empty line is an empty paragraph; everything else is a normal paragraph.
 * Pure, so the preview on screen and the .docx file come from the same structure.
 */
export const HEADING_SIZES = { 1: 32, 2: 28, 3: 24 } as const;
export type HeadingLevel = keyof typeof HEADING_SIZES;

export interface TextRunBlock {
  text: string;
  bold: boolean;
}

export type DocxBlock =
  | { kind: 'heading'; level: HeadingLevel; size: number; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'empty' }
  | { kind: 'paragraph'; runs: TextRunBlock[] };

const HEADING = /^(#{1,3}) (.*)$/;
const BOLD_LINE = /^\*\*(.+)\*\*$/;

/** Inline '**x**' inside an ordinary line becomes a bold run; unmatched asterisks stay as typed. */
export function splitInlineBold(line: string): TextRunBlock[] {
  const runs: TextRunBlock[] = [];
  const re = /\*\*([^*]+?)\*\*/g;
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m.index > last) runs.push({ text: line.slice(last, m.index), bold: false });
    runs.push({ text: m[1], bold: true });
    last = m.index + m[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  return runs.length ? runs : [{ text: line, bold: false }];
}

export function textToDocxBlocks(text: string): DocxBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return lines.map((raw): DocxBlock => {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') return { kind: 'empty' };
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1].length as HeadingLevel;
      return { kind: 'heading', level, size: HEADING_SIZES[level], text: heading[2].trim() };
    }
    const bold = BOLD_LINE.exec(line.trim());
    if (bold) return { kind: 'bold', text: bold[1] };
    return { kind: 'paragraph', runs: splitInlineBold(line) };
  });
}
