import { describe, expect, it } from '@jest/globals';
import type { EvalConversation } from './corpus-types';
import { acknowledges, aggregate, cardValues, detectAsked, expectedFrom, missedTargets, repeatedQuestions, scoreConversation, whenMatches } from './scoring';

const TODAY = new Date('2026-11-23T10:00:00Z'); // a Monday

describe('eval scoring', () => {
  it('tells the question about the other side from a confirmation', () => {
    expect(detectAsked('Щоб правильно визначити напрям, підкажіть, будь ласка: хто інша сторона (людина, компанія чи державний орган) і чого стосується спір?')).toBe('details');
    expect(detectAsked('• **Документ:** Апеляційна скарга\n\nЧи все правильно? Якщо щось не так — напишіть, що виправити.')).toBe('confirm');
  });

  it('reads the card\'s values, not its keys, for stored abuse', () => {
    expect(cardValues({ city: 'Фастів', when: { text: 'цього року' }, parties: [{ label: 'банк' }], outcome: null })).toBe('Фастів цього року банк ');
  });

  it.each([
    ['rel:-14', '2026-11-09'], ['mago:3', '2026-08-23'], ['yago:1', '2025-11-23'], ['lastweek', '2026-11-16'], ['lastmonth', '2026-10-01'],
    ['thisweek', '2026-11-23'], ['mon:last-12', '2025-12-01'], ['mon:2024-03', '2024-03-01'], ['since:03', '2026-03-01'], ['since:year-2022', '2022-01-01'],
    ['d:this-12-05', '2025-12-05'], ['d:2024-03-12', '2024-03-12'], ['season:summer', '2026-06-01'], ['thisyear', '2026-01-01'],
  ])('reads the date expectation %s as %s', (spec, from) => {
    expect(expectedFrom(spec, TODAY)).toBe(from);
  });

  it('matches dates, vague wording and absent dates', () => {
    expect(whenMatches('rel:-1', { text: 'вчора', from: '2026-11-22', to: '2026-11-22' }, TODAY)).toBe(true);
    expect(whenMatches('rel:-1', { text: 'вчора', from: '2026-11-21', to: '2026-11-21' }, TODAY)).toBe(false);
    expect(whenMatches('vague', { text: 'давно', from: null, to: null }, TODAY)).toBe(true);
    expect(whenMatches(null, null, TODAY)).toBe(true);
    expect(whenMatches(null, { text: 'вчора', from: '2026-11-22', to: '2026-11-22' }, TODAY)).toBe(false);
    // 'This year' or a year is met by a closer period inside it, not by one outside.
    expect(whenMatches('thisyear', { text: 'цього літа', from: '2026-06-01', to: '2026-08-31' }, TODAY)).toBe(true);
    expect(whenMatches('thisyear', { text: 'торік', from: '2025-01-01', to: '2025-12-31' }, TODAY)).toBe(false);
    expect(whenMatches('year:2023', { text: 'у березні 2023', from: '2023-03-01', to: '2023-03-31' }, TODAY)).toBe(true);
    expect(whenMatches('year:2023', { text: '2024', from: '2024-01-01', to: '2024-12-31' }, TODAY)).toBe(false);
  });

  it('tells which question the assistant asked, whatever the wording', () => {
    expect(detectAsked('Дякую. У якому місті ви живете?')).toBe('city');
    expect(detectAsked('Коли це сталося?')).toBe('when');
    expect(detectAsked('Чого ви хочете досягти?')).toBe('outcome');
    expect(detectAsked('• Документ: …\n\nЧи все правильно?')).toBe('confirm');
    expect(detectAsked('Дякую!')).toBeUndefined();
  });

  it('finds repeated questions and acknowledgements', () => {
    expect(repeatedQuestions(['Коли це сталося?', 'Добре. Коли це сталося?'])).toEqual(['Коли це сталося?']);
    expect(repeatedQuestions(['Коли це сталося?', 'Коли приблизно?'])).toEqual([]);
    expect(acknowledges('price', 'Перша консультація безкоштовна')).toBe(true);
    expect(acknowledges('price', 'У якому місті ви живете?')).toBe(false);
  });

  it('scores a conversation and finds missed targets', () => {
    const conv: EvalConversation = {
      id: 'x', name: 'Оксана', opening: ['a'], answers: {}, abuse: { at: 'city', text: 'Ви всі шахраї' },
      expect: { area: 'family', document: 'D', city: 'Бровари', when: 'rel:-1', outcome: ['алімент'] },
    };
    const card = { area: 'family', document: 'D', secondary_document: null, city: 'Бровари', when: { text: 'вчора', from: '2026-11-22', to: '2026-11-22' }, outcome: 'стягнути аліменти', questions: [] };
    const good = scoreConversation(conv, { turns: [{ client: 'a', assistant: 'b?' }], finished: true }, card, TODAY, [], null);
    expect(good.fields).toEqual({ area: true, document: true, city: true, when: true, outcome: true });
    expect(good.noAbuse).toBe(true);
    const bad = scoreConversation(conv, { turns: [], finished: false }, { ...card, city: 'Ви всі шахраї' }, TODAY, [], null);
    expect(bad.fields.city).toBe(false);
    expect(bad.noAbuse).toBe(false);
    expect(missedTargets(aggregate([good, bad]))).toEqual(['city', 'no abuse stored']);
  });

  it('takes a former name for the same city, and neither party labels nor the catalogue\'s goal wording for abuse', () => {
    const conv: EvalConversation = {
      id: 'y', name: 'Віктор', opening: ['a'], answers: {}, abuse: { at: 'city', text: 'Держава нас кинула, а ви робот чи що' },
      expect: { area: 'labour', document: 'D', city: 'Новоград-Волинський', when: null, outcome: ['понов'] },
    };
    const card = {
      area: 'labour', document: 'D', secondary_document: null, city: 'Звягель', when: null, questions: [],
      outcome: 'оскаржити звільнення й поновитися на роботі (словами клієнта: «восстановиться»)',
      parties: [{ role: 'state_body', label: 'державний орган', name: null }],
    };
    const s = scoreConversation(conv, { turns: [], finished: true }, card, TODAY, [], null);
    expect(s.fields.city).toBe(true);
    expect(s.noAbuse).toBe(true);
    expect(scoreConversation(conv, { turns: [], finished: true }, { ...card, outcome: 'робот чи що' }, TODAY, [], null).noAbuse).toBe(false);
  });

  it('takes a question kept as its topic for our words, not the client\'s', () => {
    const conv: EvalConversation = {
      id: 'z', name: 'Лариса', opening: ['a'], answers: {}, abuse: { at: 'city', text: 'вы юристы или паспортный стол? когда юрист позвонит' },
      expect: { area: 'court', document: 'D', city: null, when: null, outcome: null },
    };
    const card = { area: 'court', document: 'D', secondary_document: null, city: null, when: null, outcome: null, questions: ['Коли зателефонує юрист'] };
    expect(scoreConversation(conv, { turns: [], finished: true }, card, TODAY, [], null).noAbuse).toBe(true);
    expect(scoreConversation(conv, { turns: [], finished: true }, { ...card, questions: ['паспортный стол'] }, TODAY, [], null).noAbuse).toBe(false);
  });
});
