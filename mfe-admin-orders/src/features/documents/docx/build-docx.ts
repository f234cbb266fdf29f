import type * as Docx from 'docx';
import type { DocxBlock } from './text-to-docx-blocks';

export const DOCX_FILE_NAME = 'legal-document.docx';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const HEADING_LEVELS = { 1: 'Heading1', 2: 'Heading2', 3: 'Heading3' } as const;

/** Body text of a Ukrainian filing: Times New Roman 14 pt (28 half-points), single-and-a-bit spacing. */
export const BODY_SIZE = 28;
const LINE = 276;
/** A4 with the margins of ДСТУ 4163: left 30 mm, right 15 mm, top and bottom 20 mm (1 mm = 56.7 twips). */
export const PAGE = { width: 11906, height: 16838, margin: { top: 1134, right: 850, bottom: 1134, left: 1701 } } as const;

/**
 * Builds the docx Document from the blocks. The docx library is passed in, so the browser can load it
 * lazily (it is ~62 KB gzip) and the tests can use the same code in node.
 */
export function buildDocxDocument(docx: typeof Docx, blocks: readonly DocxBlock[]): Docx.Document {
  const { Document, Paragraph, TextRun } = docx;
  const font = 'Times New Roman';
  const children = blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return new Paragraph({
          heading: HEADING_LEVELS[block.level],
          alignment: block.level === 1 ? 'center' : undefined,
          spacing: { before: 240, after: 120 },
          children: [new TextRun({ text: block.text, bold: true, size: block.size, font })],
        });
      case 'bold':
        return new Paragraph({ spacing: { line: LINE }, children: [new TextRun({ text: block.text, bold: true, size: BODY_SIZE, font })] });
      case 'empty':
        return new Paragraph({ children: [] });
      case 'paragraph':
        return new Paragraph({
          alignment: 'both',
          spacing: { line: LINE },
          children: block.runs.map((r) => new TextRun({ text: r.text, bold: r.bold || undefined, size: BODY_SIZE, font })),
        });
    }
  });
  return new Document({
    creator: 'Юридична онлайн-фірма',
    title: 'Юридичний документ',
    styles: { default: { document: { run: { font, size: BODY_SIZE } } } },
    sections: [{ properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: PAGE.margin } }, children }],
  });
}
