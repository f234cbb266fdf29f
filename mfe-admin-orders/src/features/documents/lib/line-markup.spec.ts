import { describe, expect, it } from '@jest/globals';
import { applyLineStyle, countPlaceholders, plainLine, styleLine } from './line-markup';

describe('draft editor line styles', () => {
  it('turns a line into a heading, a bold line or back into a paragraph', () => {
    expect(styleLine('Обставини справи', 'h2')).toBe('## Обставини справи');
    expect(styleLine('## Обставини справи', 'h1')).toBe('# Обставини справи');
    expect(styleLine('ПРОШУ:', 'bold')).toBe('**ПРОШУ:**');
    expect(styleLine('**ПРОШУ:**', 'paragraph')).toBe('ПРОШУ:');
    expect(styleLine('', 'h1')).toBe('');
    expect(plainLine('### про стягнення')).toBe('про стягнення');
  });

  it('styles every line the selection touches and keeps the rest of the text', () => {
    const text = 'перший\nдругий\nтретій';
    expect(applyLineStyle({ text, start: 9, end: 9 }, 'h3')).toEqual({ text: 'перший\n### другий\nтретій', start: 7, end: 17 });
    expect(applyLineStyle({ text, start: 2, end: 10 }, 'bold').text).toBe('**перший**\n**другий**\nтретій');
    expect(applyLineStyle({ text: 'один', start: 0, end: 0 }, 'h1').text).toBe('# один');
  });

  it('counts the placeholders left to fill', () => {
    expect(countPlaceholders('**Боржник:** [ПІБ боржника]\nАдреса: [адреса]\n1. Текст')).toBe(2);
  });
});
