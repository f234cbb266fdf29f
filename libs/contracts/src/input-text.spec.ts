import { hasForbiddenCharacters } from './input-text';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['a NUL', 'Іван\u0000'],
    ['a bell', 'a\u0007b'],
    ['DEL', 'x\u007F'],
    ['a lone high surrogate', 'ab\uD83D'],
    ['a lone low surrogate', '\uDE00ab'],
    ['reversed surrogates', '\uDE00\uD83D'],
  ])('finds %s', (_what, s) => expect(hasForbiddenCharacters(s)).toBe(true));

  it.each([
    ['Ukrainian text with apostrophes', 'Об’єднання, п\'ять'],
    ['line breaks and tabs', 'рядок 1\nрядок 2\r\n\tкінець'],
    ['an emoji (a whole surrogate pair)', 'Дякую 😀'],
    ['an empty string', ''],
  ])('accepts %s', (_what, s) => expect(hasForbiddenCharacters(s)).toBe(false));
});
