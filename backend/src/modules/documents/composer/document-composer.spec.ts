import { describe, expect, it } from '@jest/globals';
import { composeDocument, factsFromMessages, initials, splitTitle, type ComposerInput } from './document-composer';
import { findArticleCitations } from './article-citations';

const base: ComposerInput = {
  documentName: 'Адміністративний позов до ТЦК про надання відстрочки',
  user: { name: 'Петренко Олег Іванович', phone: '+380671112233', city: 'Львів' },
  delivery: null,
  userMessages: ['Добрий день', 'ТЦК відмовив мені у відстрочці, хоча я єдиний доглядаю за матір\'ю з інвалідністю I групи.', 'так'],
  comment: null,
  sources: [
    { title: 'Закон України «Про мобілізаційну підготовку та мобілізацію»', url: 'https://zakon.rada.gov.ua/laws/show/3543-12', content: 'Стаття 1. Визначення термінів\nСтаття 23. Громадяни, які не підлягають призову на військову службу під час мобілізації (відстрочка)\nтекст' },
  ],
  filesCount: 0,
  date: new Date('2026-03-05T10:00:00Z'),
};

describe('document composer', () => {
  it('addresses an administrative claim to an administrative court and picks the military template', () => {
    const text = composeDocument(base);
    const lines = text.split('\n');
    expect(lines[0]).toBe('**До ____________________ окружного адміністративного суду (м. Львів)**');
    expect(lines).toContain('# АДМІНІСТРАТИВНИЙ ПОЗОВ ДО ТЦК');
    expect(lines).toContain('### про надання відстрочки');
    expect(text).toContain('територіальний центр комплектування');
    expect(text).toContain('Адреса: ____________________');
    expect(text).toContain('– Закон України «Про мобілізаційну підготовку та мобілізацію»: ст. 23 «Громадяни, які не підлягають призову на військову службу під час мобілізації (відстрочка)» (https://zakon.rada.gov.ua/laws/show/3543-12);');
    expect(text).toContain('Дата: 05.03.2026');
    expect(text).not.toMatch(/\n\d+\. Так\./);
  });

  it('keeps the client’s substantive messages only, once each', () => {
    expect(factsFromMessages(['Привіт', 'так', 'Мене звільнили без наказу', 'мене звільнили без наказу', 'Дякую', 'Добрий день. Роботодавець не платить зарплату'])).toEqual([
      'Мене звільнили без наказу.',
      'Роботодавець не платить зарплату.',
    ]);
  });

  it('ranks the articles whose headings share words with the story', () => {
    const content = 'Стаття 1. Загальні положення\nСтаття 180. Обов\'язок батьків утримувати дитину\nСтаття 200. Інше';
    expect(findArticleCitations(content, 'батько не хоче утримувати дитину', 1)).toEqual([{ number: '180', heading: "Обов'язок батьків утримувати дитину" }]);
    expect(findArticleCitations('див. ст. 55 та статтею 124', 'x')).toEqual([
      { number: '55', heading: null },
      { number: '124', heading: null },
    ]);
  });

  it('splits a title and writes initials', () => {
    expect(splitTitle('Позовна заява про стягнення аліментів')).toEqual(['ПОЗОВНА ЗАЯВА', 'про стягнення аліментів']);
    expect(splitTitle('Претензія')).toEqual(['ПРЕТЕНЗІЯ', null]);
    expect(initials('Петренко Олег Іванович')).toBe('Петренко О. І.');
  });
});
