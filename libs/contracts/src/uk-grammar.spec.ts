import { documentInCase, pluralUk } from './uk-grammar';

describe('documentInCase', () => {
  it('declines the head of a claim and keeps the rest', () => {
    expect(documentInCase('Позовна заява про стягнення аліментів', 'acc')).toBe('позовну заяву про стягнення аліментів');
    expect(documentInCase('Позовна заява про стягнення аліментів', 'gen')).toBe('позовної заяви про стягнення аліментів');
  });
  it('declines complaints, claims to a seller and motions', () => {
    expect(documentInCase('Скарга на дії ТЦК та СП', 'acc')).toBe('скаргу на дії ТЦК та СП');
    expect(documentInCase('Претензія продавцю про повернення коштів за неякісний товар', 'acc')).toBe('претензію продавцю про повернення коштів за неякісний товар');
    expect(documentInCase('Клопотання захисника у кримінальному провадженні', 'gen')).toBe('клопотання захисника у кримінальному провадженні');
    expect(documentInCase('Апеляційна скарга', 'acc')).toBe('апеляційну скаргу');
  });
  it('quotes a title with an unknown head after the word документ', () => {
    expect(documentInCase('Довіреність', 'acc')).toBe('документ «Довіреність»');
  });
});

describe('pluralUk', () => {
  const forms = ['дитина', 'дитини', 'дітей'] as const;
  it.each([
    [1, 'дитина'], [2, 'дитини'], [4, 'дитини'], [5, 'дітей'], [11, 'дітей'], [12, 'дітей'], [21, 'дитина'], [22, 'дитини'], [0, 'дітей'],
  ])('%d → %s', (n, form) => expect(pluralUk(n, forms)).toBe(form));
});
