import { describe, expect, it } from '@jest/globals';
import { emptyCaseCard, type CaseCard } from '@law/contracts';
import { cardSummary, describeChanges } from './case-summary';

function card(patch: Partial<CaseCard>): CaseCard {
  return { ...emptyCaseCard(), ...patch };
}

describe('the summary for the lawyer', () => {
  it('names one party as the other side', () => {
    const text = cardSummary(card({ area: 'labour', document: 'Позовна заява про поновлення на роботі', parties: [{ role: 'employer', label: 'роботодавець', name: null }] }));
    expect(text).toContain('Звернення стосується трудового права; інша сторона — роботодавець.');
  });

  it('only lists several parties: a husband who shares the debt is not the other side', () => {
    const text = cardSummary(card({
      area: 'court',
      document: 'Касаційна скарга',
      parties: [
        { role: 'spouse', label: 'чоловік', name: null },
        { role: 'bank', label: 'банк / кредитна установа', name: null },
        { role: 'child', label: 'дитина', name: null },
      ],
    }));
    expect(text).toContain('у розмові згадано: чоловік, банк / кредитна установа.');
    expect(text).not.toContain('інша сторона');
    expect(text).toContain('Потрібно підготувати касаційну скаргу.');
  });

  it('says nothing of parties when there are none but children', () => {
    const text = cardSummary(card({ area: 'family', document: 'Позовна заява про стягнення аліментів', parties: [{ role: 'child', label: 'дитина', name: null }] }));
    expect(text).not.toMatch(/інша сторона|згадано/);
  });
});

describe('what a correction changed', () => {
  it('names a second document added or dropped', () => {
    const before = card({ document: 'Касаційна скарга', secondary_document: 'Апеляційна скарга' });
    expect(describeChanges(before, { ...before, secondary_document: null })).toEqual(['без другого документа («Апеляційна скарга»)']);
    expect(describeChanges({ ...before, secondary_document: null }, before)).toEqual(['також знадобиться — апеляційна скарга']);
  });
});
