import { describe, expect, it } from '@jest/globals';
import { splitInlineBold, textToDocxBlocks } from './text-to-docx-blocks';

describe('textToDocxBlocks (spec section 7, client-side download)', () => {
  it('turns "# ", "## ", "### " lines into headings of 32, 28 and 24 half-points', () => {
    expect(textToDocxBlocks('# ПОЗОВНА ЗАЯВА\n## Обставини справи\n### про стягнення аліментів')).toEqual([
      { kind: 'heading', level: 1, size: 32, text: 'ПОЗОВНА ЗАЯВА' },
      { kind: 'heading', level: 2, size: 28, text: 'Обставини справи' },
      { kind: 'heading', level: 3, size: 24, text: 'про стягнення аліментів' },
    ]);
  });

  it('makes a line wrapped in ** bold, and an empty (or blank) line an empty paragraph', () => {
    expect(textToDocxBlocks('**ПРОШУ:**\n\n   \nтекст')).toEqual([
      { kind: 'bold', text: 'ПРОШУ:' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'paragraph', runs: [{ text: 'текст', bold: false }] },
    ]);
  });

  it('keeps everything else a normal paragraph: "#" without a space, four hashes, a lone "**"', () => {
    expect(textToDocxBlocks('#тег\n#### Чотири\n**\n1. Стягнути аліменти.').map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph']);
  });

  it('keeps Cyrillic and apostrophes intact and accepts Windows line ends', () => {
    expect(textToDocxBlocks("Обов'язок батьків — ґ, ї, є\r\n# Заява")).toEqual([
      { kind: 'paragraph', runs: [{ text: "Обов'язок батьків — ґ, ї, є", bold: false }] },
      { kind: 'heading', level: 1, size: 32, text: 'Заява' },
    ]);
  });

  it('splits inline **bold** inside an ordinary line into runs', () => {
    expect(splitInlineBold('Позивач: **Іваненко І. П.**, тел.')).toEqual([
      { text: 'Позивач: ', bold: false },
      { text: 'Іваненко І. П.', bold: true },
      { text: ', тел.', bold: false },
    ]);
  });
});
