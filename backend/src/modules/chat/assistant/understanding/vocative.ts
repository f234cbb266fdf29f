import * as shevchenko from 'shevchenko';

const cache = new Map<string, string>();
const CYRILLIC_NAME = /^[А-ЩЬЮЯҐЄІЇ][а-щьюяґєії'’-]+$/;

/**
 * The client's first name in the vocative ('Оксана' → 'Оксано', 'Олег' → 'Олегу'), by the shevchenko library.
 * A name it cannot decline (Latin letters, initials, empty) is returned as given.
 */
export async function vocativeName(fullName: string): Promise<string> {
  const given = fullName.trim().split(/\s+/)[0] ?? '';
  // A Russian spelling of a name in '-ий' or '-ей' ('Геннадий', 'Сергей') declines as its Ukrainian '-ій': 'Геннадію',
  // 'Сергію', not 'Геннадию', 'Сергею'; 'Павел' is 'Павло'.
  const written = given ? given.charAt(0).toUpperCase() + given.slice(1) : '';
  // Russian letters read as Ukrainian ones ('Артём' → 'Артеме', 'Эдуард' → 'Едуарде').
  const spelled = written.replace(/ё/g, 'е').replace(/ы/g, 'и').replace(/Э/g, 'Е').replace(/э/g, 'е');
  const name = spelled === 'Павел' ? 'Павло' : spelled.replace(/([^аеиоуіїєюя])(ий|ей)$/u, '$1ій');
  if (!CYRILLIC_NAME.test(name)) return given;
  const cached = cache.get(name);
  if (cached) return cached;
  let result = name;
  try {
    const gender = (await shevchenko.detectGender({ givenName: name })) ?? (/[ая]$/.test(name) ? shevchenko.GrammaticalGender.FEMININE : shevchenko.GrammaticalGender.MASCULINE);
    const out = await shevchenko.inVocative({ gender, givenName: name });
    if (out.givenName && CYRILLIC_NAME.test(out.givenName)) result = out.givenName;
  } catch {
    result = name;
  }
  if (cache.size > 5000) cache.clear();
  cache.set(name, result);
  return result;
}
