// A place name written in Russian, read as the Ukrainian spellings it may stand for (used by the gazetteer).

/** How a Russian letter of a place name may be written in Ukrainian ('Смела' → 'Сміла', 'Никополь' → 'Нікополь'). */
const RU_LETTER: Readonly<Record<string, readonly string[]>> = { и: ['і', 'и'], е: ['е', 'і', 'є', 'о'], ы: ['и'], э: ['е'], ё: ['йо', 'е'], ъ: ["'"], о: ['о', 'і'] };
const MAX_SPELLINGS = 200;

/**
 * A text with a place name in Russian spelling, as the Ukrainian spellings it may stand for: the capitalised words'
 * Russian letters take each of their usual Ukrainian counterparts ('о' only in a last closed syllable: 'Львов' →
 * 'Львів'); a Russian locative ending after 'в' becomes the Ukrainian one ('в Лозовой' → 'в Лозовій'). Most likely
 * first; none when the name has too many letters to vary.
 */
export function ukrainianSpellings(text: string): string[] {
  const base = text
    .replace(/((?:^|\s)(?:в|во|у)\s+\p{Lu}\p{L}+)ой(?!\p{L})/gu, '$1ій')
    .replace(/((?:^|\s)(?:из|с|со|от|до)\s+\p{Lu}\p{L}+)ой(?!\p{L})/gu, '$1ої')
    // 'в Подгородном' → 'у Підгородному': a neuter or masculine adjective's locative, and 'Под-' is 'Під-'.
    .replace(/((?:^|\s)(?:в|во|у)\s+\p{Lu}\p{L}+)(?:ом|ым)(?!\p{L})/gu, '$1ому')
    .replace(/(^|[^\p{L}])Под(?=\p{Ll}{3})/gu, '$1Під')
    // 'Александрия' → 'Олександрія'; 'в Светловодске', 'из Светловодска' → 'у Світловодську', 'зі Світловодська'.
    .replace(/(^|[^\p{L}])Алекс/gu, '$1Олекс')
    // '-овка', '-евка' are '-івка' ('с Терновки' → 'з Тернівки'); a neuter '-ое' is '-е' ('Вишневое' → 'Вишневе').
    .replace(/(\p{Lu}\p{L}*)[ое]в(к[аиеуіой])/gu, '$1ів$2')
    .replace(/(\p{Lu}\p{L}+)ое(?!\p{L})/gu, '$1е')
    // An indeclinable '-ово', '-ино' is '-ове', '-ине' ('в Апостолово' → 'в Апостолове').
    .replace(/(\p{Lu}\p{L}+[^аеєиіїоуюя\s])(ов|ев|ин)о(?!\p{L})/gu, '$1$2е')
    // '-ец' is '-ець' ('Марганец' → 'Марганець', 'Кременец' → 'Кременець').
    .replace(/(\p{Lu}\p{L}+)ец(?!\p{L})/gu, '$1ець')
    .replace(/([сц])к(е|а|ом)(?!\p{L})/gu, (_, c: string, end: string) => `${c}ьк${end === 'е' ? 'у' : end}`)
    .replace(/([сц])к(?!\p{L})/gu, '$1ьк')
    .replace(/([сц])к(ий|ая|ое)(?!\p{L})/gu, (_, c: string, end: string) => `${c}ьк${end === 'ий' ? 'ий' : end === 'ая' ? 'а' : 'е'}`);
  const parts = base.split(/(\p{Lu}[\p{L}-]*)/u);
  // One name varied at a time ('угнали в Харькове, но живу я в Чугуеве'): the spellings add up instead of multiplying.
  const spellings = [base];
  // A name after 'живу' is the client's: varied first ('производство в Александрии, а живу я в Светловодске').
  const lives = parts.findIndex((p) => /(^|[^\p{L}])(живу|живем|живём|живемо|проживаю|проживаем|мешкаю)(?!\p{L})/u.test(p));
  const order = parts.map((_, k) => (lives < 0 ? k : (k + lives) % parts.length));
  order.forEach((at) => {
    const part = parts[at];
    if (!/^\p{Lu}/u.test(part)) return;
    for (const v of nameSpellings(part)) if (v !== part) spellings.push([...parts.slice(0, at), v, ...parts.slice(at + 1)].join(''));
  });
  return [...new Set(spellings)].filter((s) => s !== text);
}

/** The Ukrainian spellings of one capitalised word; none when it has too many letters to vary. */
function nameSpellings(part: string): string[] {
  let variants = [''];
  for (let i = 0; i < part.length; i++) {
    const c = part[i].toLowerCase();
    // ('Вольнянск' → 'Вільнянськ': a syllable closed by 'ль' before another consonant.)
    const closedO = c === 'о' && /^[бвгджзклмнпрстфхцчшщ]$/.test(part[i + 1] ?? '') && (!/\p{L}/u.test(part[i + 2] ?? '') || /^ь[бвгджзклмнпрстфхцчшщ]$/.test(part.slice(i + 2, i + 4)));
    const options = RU_LETTER[c] && (c !== 'о' || closedO) ? RU_LETTER[c] : [part[i]];
    const cased = options.map((o) => (part[i] === c ? o : o.charAt(0).toUpperCase() + o.slice(1)));
    variants = variants.flatMap((v) => cased.map((o) => v + o));
    if (variants.length > MAX_SPELLINGS) return [];
  }
  return variants;
}
