import { describe, expect, it } from '@jest/globals';
import * as docx from 'docx';
import JSZip from 'jszip';
import { buildDocxDocument } from './build-docx';
import { textToDocxBlocks } from './text-to-docx-blocks';

const TEXT = [
  '**До Печерського районного суду м. Києва**',
  '',
  '# ПОЗОВНА ЗАЯВА',
  '## Обставини справи',
  '### про стягнення аліментів',
  "Батьки зобов'язані утримувати дитину — ґ, ї, є.",
  '',
  '**ПРОШУ:**',
].join('\n');

/** The real .docx bytes, opened with an independent reader (jszip) — not with the library that wrote them. */
async function documentXml(text: string): Promise<string> {
  const buffer = await docx.Packer.toBuffer(buildDocxDocument(docx, textToDocxBlocks(text)));
  expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
  const zip = await JSZip.loadAsync(buffer);
  expect(zip.file('[Content_Types].xml')).not.toBeNull();
  return zip.file('word/document.xml')!.async('string');
}

function paragraphs(xml: string): string[] {
  return xml.match(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
}

function textOf(p: string): string {
  const entities: Record<string, string> = { '&apos;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
  return [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1].replace(/&(apos|quot|lt|gt|amp);/g, (e) => entities[e])).join('');
}

describe('legal-document.docx', () => {
  it('writes headings with w:sz 32/28/24, bold runs, empty paragraphs and the Ukrainian text intact', async () => {
    const xml = await documentXml(TEXT);
    const ps = paragraphs(xml);
    expect(ps).toHaveLength(8);
    const find = (t: string) => ps.find((p) => textOf(p) === t)!;

    for (const [text, size, style] of [
      ['ПОЗОВНА ЗАЯВА', 32, 'Heading1'],
      ['Обставини справи', 28, 'Heading2'],
      ['про стягнення аліментів', 24, 'Heading3'],
    ] as const) {
      const p = find(text);
      expect(p).toBeDefined();
      expect(p).toContain(`<w:sz w:val="${size}"/>`);
      expect(p).toContain(`<w:pStyle w:val="${style}"/>`);
    }

    for (const bold of ['До Печерського районного суду м. Києва', 'ПРОШУ:']) {
      const p = find(bold);
      expect(p).toMatch(/<w:b\/>|<w:b w:val="(true|1)"\/>/);
    }

    const normal = find("Батьки зобов'язані утримувати дитину — ґ, ї, є.");
    expect(normal).toBeDefined();
    expect(normal).not.toMatch(/<w:b\/>/);

    const empty = ps.filter((p) => textOf(p) === '');
    expect(empty).toHaveLength(2);
  });

  it('lays the page out as a filing: A4, margins 30/15/20/20 mm, body text 14 pt Times New Roman, justified', async () => {
    const xml = await documentXml('Звичайний абзац тексту.\n**ПРОШУ:**');
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/<w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701"/);
    const body = paragraphs(xml).find((p) => textOf(p) === 'Звичайний абзац тексту.')!;
    expect(body).toContain('<w:sz w:val="28"/>');
    expect(body).toContain('<w:jc w:val="both"/>');
    expect(body).toMatch(/w:ascii="Times New Roman"/);
    expect(paragraphs(xml).find((p) => textOf(p) === 'ПРОШУ:')).toContain('<w:sz w:val="28"/>');
  });
});
