import { describe, expect, it } from '@jest/globals';
import { vocativeName } from './vocative';

describe('vocativeName', () => {
  it.each([
    ['Оксана', 'Оксано'],
    ['Ірина Коваль', 'Ірино'],
    ['Олег', 'Олегу'],
    ['Микола', 'Миколо'],
    ['Сергій', 'Сергію'],
    ['Наталія', 'Наталіє'],
    ['Любов', 'Любове'],
    ['оксана', 'Оксано'],
    // Russian spellings of names in '-ий' decline as the Ukrainian '-ій'.
    ['Геннадий', 'Геннадію'],
    ['Дмитрий', 'Дмитрію'],
    ['Сергей', 'Сергію'],
    ['Алексей', 'Алексію'],
    ['Павел', 'Павле'],
    ['Артём', 'Артеме'],
  ])('%s → %s', async (name, vocative) => {
    expect(await vocativeName(name)).toBe(vocative);
  });

  it('returns a name it cannot decline as given', async () => {
    expect(await vocativeName('John')).toBe('John');
    expect(await vocativeName('  ')).toBe('');
  });
});
