import { describe, expect, it } from '@jest/globals';
import { ukrainianSpellings } from './russian-spelling';

describe('a place name in Russian spelling', () => {
  it('varies only the capitalised words, with the Russian endings made Ukrainian', () => {
    expect(ukrainianSpellings('в Смеле')).toContain('в Сміле');
    expect(ukrainianSpellings('живу в Лозовой')).toContain('живу в Лозовій');
    expect(ukrainianSpellings('Черноморск')).toContain('Чорноморськ');
    expect(ukrainianSpellings('Марганец')).toContain('Марганець');
    expect(ukrainianSpellings('в Смеле').every((s) => s.startsWith('в '))).toBe(true);
  });

  it('gives up on a name with too many letters to vary', () => {
    // Only the endings are made Ukrainian; no letter is varied.
    expect(ukrainianSpellings('Переименованное Перепеределение')).toEqual(['Переименованне Перепеределение']);
  });

  it('reads the usual Russian endings of village names', () => {
    expect(ukrainianSpellings('а с Терновки')).toContain('а с Тернівки');
    expect(ukrainianSpellings('Вишневое')).toContain('Вишневе');
  });
});
