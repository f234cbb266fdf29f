import { caseCardError, emptyCaseCard, parseCaseCard, type CaseCard } from './case-card';

const full = (): CaseCard => ({
  ...emptyCaseCard(),
  area: 'family',
  document: 'Позовна заява про стягнення аліментів',
  city: 'Бровари',
  region: 'Київська область',
  when: { text: 'у березні 2024 року', from: '2024-03-01', to: '2024-03-31' },
  outcome: 'Стягнути аліменти на двох дітей',
  parties: [{ role: 'former_spouse', label: 'колишній чоловік', name: null }],
  facts: { children_count: 2, amounts: [{ value: 5000, currency: 'UAH', label: 'бажаний розмір аліментів' }], deadlines: [] },
  questions: ['Скільки коштує?'],
  summary: 'Клієнтка розлучена, має двох дітей.',
});

describe('caseCardError', () => {
  it('accepts an empty and a full card', () => {
    expect(caseCardError(emptyCaseCard())).toBeNull();
    expect(caseCardError(full())).toBeNull();
  });
  it.each([
    ['an unknown area', { area: 'space' }],
    ['an unknown key', { extra: 1 }],
    ['a bad date', { when: { text: 'вчора', from: '2024-02-30', to: null } }],
    ['a reversed period', { when: { text: 'x', from: '2024-03-02', to: '2024-03-01' } }],
    ['a NUL in a text', { city: 'Київ\u0000' }],
    ['an empty city string', { city: '  ' }],
    ['a negative child count', { facts: { children_count: -1, amounts: [], deadlines: [] } }],
    ['an unknown party role', { parties: [{ role: 'alien', label: 'x', name: null }] }],
  ])('refuses %s', (_what, patch) => {
    expect(caseCardError({ ...full(), ...patch })).not.toBeNull();
  });
  it('refuses a card with a missing key', () => {
    const c: Record<string, unknown> = { ...full() };
    delete c.summary;
    expect(caseCardError(c)).toMatch(/summary/);
  });
  it('parseCaseCard reads an invalid stored value as null', () => {
    expect(parseCaseCard({ area: 1 })).toBeNull();
    expect(parseCaseCard(full())?.city).toBe('Бровари');
  });
});
