import { administrativeCourtGenUk, amountInWordsUk, amountUk, childrenUk, legalDateUk, numberToWordsUk, personNameUk } from './uk-grammar';

describe('numberToWordsUk', () => {
  it.each([
    [0, 'm', 'нуль'],
    [1, 'f', 'одна'],
    [2, 'f', 'дві'],
    [2, 'm', 'два'],
    [11, 'm', 'одинадцять'],
    [45, 'm', 'сорок п’ять'],
    [215, 'f', 'двісті п’ятнадцять'],
    [1000, 'f', 'одна тисяча'],
    [2000, 'f', 'дві тисячі'],
    [5000, 'f', 'п’ять тисяч'],
    [21_500, 'f', 'двадцять одна тисяча п’ятсот'],
    [1_250_000, 'f', 'один мільйон двісті п’ятдесят тисяч'],
  ] as const)('%d (%s) → %s', (n, g, words) => expect(numberToWordsUk(n, g)).toBe(words));
});

describe('amounts', () => {
  it('writes hryvnias and kopecks in words as a payment form does', () => {
    expect(amountInWordsUk(5000)).toBe('п’ять тисяч гривень 00 копійок');
    expect(amountInWordsUk(1)).toBe('одна гривня 00 копійок');
    expect(amountInWordsUk(22.01)).toBe('двадцять дві гривні 01 копійка');
    expect(amountInWordsUk(1234.56)).toBe('одна тисяча двісті тридцять чотири гривні 56 копійок');
  });
  it('writes digits and words together, other currencies too', () => {
    expect(amountUk(48500)).toBe('48\u00a0500,00 грн (сорок вісім тисяч п’ятсот гривень 00 копійок)');
    expect(amountUk(1200, 'USD')).toBe('1\u00a0200,00 дол. США (одна тисяча двісті доларів США 00 центів)');
  });
});

describe('childrenUk', () => {
  it('declines counts of children', () => {
    expect(childrenUk(2, 'gen')).toBe('двох дітей');
    expect(childrenUk(2, 'nom')).toBe('двоє дітей');
    expect(childrenUk(1, 'gen')).toBe('дитини');
    expect(childrenUk(3, 'gen')).toBe('трьох дітей');
    expect(childrenUk(12, 'gen')).toBe('12 дітей');
  });
});

describe('legalDateUk', () => {
  it('writes a day as "12 березня 2024 року"', () => {
    expect(legalDateUk('2024-03-12')).toBe('12 березня 2024 року');
    expect(legalDateUk('2023-01-01')).toBe('1 січня 2023 року');
    expect(legalDateUk(new Date('2026-11-23T22:30:00Z'))).toBe('24 листопада 2026 року');
  });
  it('refuses an impossible or malformed date', () => {
    expect(legalDateUk('2024-02-30')).toBeNull();
    expect(legalDateUk('12.03.2024')).toBeNull();
  });
});

describe('personNameUk', () => {
  it('takes three capitalised words as a full name and signs as Ім’я ПРІЗВИЩЕ', () => {
    expect(personNameUk('Петренко  Оксана Іванівна')).toEqual({ full: 'Петренко Оксана Іванівна', signature: 'Оксана ПЕТРЕНКО' });
  });
  it('does not take a first name alone for a full name', () => {
    expect(personNameUk('Оксана')).toEqual({ full: null, signature: null });
    expect(personNameUk('Оксана Петренко')).toEqual({ full: null, signature: null });
  });
});

describe('administrativeCourtGenUk', () => {
  it('names the district administrative court of an oblast', () => {
    expect(administrativeCourtGenUk('Львівська область')).toBe('Львівського окружного адміністративного суду');
    expect(administrativeCourtGenUk('Хмельницька область')).toBe('Хмельницького окружного адміністративного суду');
    expect(administrativeCourtGenUk('м. Київ')).toBeNull();
  });
});
