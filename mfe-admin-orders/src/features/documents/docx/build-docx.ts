import type * as Docx from 'docx';
import type { DocxBlock } from './text-to-docx-blocks';

export const DOCX_FILE_NAME = 'legal-document.docx';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const HEADING_LEVELS = { 1: 'Heading1', 2: 'Heading2', 3: 'Heading3' } as const;

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
          spacing: { before: 240, after: 120 },
          children: [new TextRun({ text: block.text, bold: true, size: block.size, font })],
        });
      case 'bold':
        return new Paragraph({ children: [new TextRun({ text: block.text, bold: true, size: 24, font })] });
      case 'empty':
        return new Paragraph({ children: [] });
      case 'paragraph':
        return new Paragraph({ children: block.runs.map((r) => new TextRun({ text: r.text, bold: r.bold || undefined, size: 24, font })) });
    }
  });
  return new Document({
    creator: 'Юридична онлайн-фірма',
    title: 'Юридичний документ',
    sections: [{ properties: {}, children }],
  });
}
