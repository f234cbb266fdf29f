import { describe, expect, it } from '@jest/globals';
import { truncateText } from './truncate-text';

describe('feedback text truncation', () => {
  it('keeps short text, with whitespace collapsed', () => {
    expect(truncateText('  Дуже   дякую\nза допомогу ', 80)).toBe('Дуже дякую за допомогу');
  });
  it('cuts long text on a word boundary and marks the cut', () => {
    expect(truncateText('Юрист швидко відповів на всі мої запитання', 20)).toBe('Юрист швидко…');
  });
  it('cuts inside a very long word when there is no good boundary', () => {
    expect(truncateText('аааааааааааааааааааааааааа', 10)).toBe('аааааааааа…');
  });
});
