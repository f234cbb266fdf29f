import { describe, expect, it } from '@jest/globals';
import { emptyCaseCard, type CaseCard } from '@law/contracts';
import { fromDraft, toDraft } from './case-card-draft';

const card: CaseCard = {
  ...emptyCaseCard(), area: 'family', document: 'Позовна заява про стягнення аліментів', city: 'Бровари',
  when: { text: 'вчора', from: '2026-11-22', to: '2026-11-22' }, facts: { children_count: 2, amounts: [], deadlines: [] }, questions: ['Скільки коштує?'],
};

describe('case card draft', () => {
  it('round-trips a card and keeps the lists it does not edit', () => {
    expect(fromDraft(card, toDraft(card))).toEqual({ card });
  });

  it('applies edits, empties to null, and refuses a non-number child count', () => {
    const d = { ...toDraft(card), city: ' Ірпінь ', outcome: '', area: 'nonsense', when_text: '', when_from: '' , when_to: '' };
    expect(fromDraft(card, d)).toEqual({ card: { ...card, city: 'Ірпінь', area: null, outcome: null, when: null } });
    expect(fromDraft(card, { ...toDraft(card), children_count: 'двоє' })).toEqual({ error: 'Кількість дітей має бути цілим числом від 0 до 20' });
  });
});
