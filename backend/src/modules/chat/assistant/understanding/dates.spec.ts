import { describe, expect, it } from '@jest/globals';
import { parseWhen, vagueWhen } from './dates';

// Monday 23 November 2026, 15:00 UTC
const NOW = new Date('2026-11-23T15:00:00Z');
const when = (text: string) => parseWhen(text, NOW);

describe('parseWhen', () => {
  it.each([
    ['12.03.2024', '2024-03-12', '2024-03-12'],
    ['забрали в пятницу утром', '2026-11-20', '2026-11-20'],
    ['во вторник вручили', '2026-11-17', '2026-11-17'],
    ['це було 5/10/25', '2025-10-05', '2025-10-05'],
    ['12 березня', '2026-03-12', '2026-03-12'],
    ['закрили першого вересня', '2026-09-01', '2026-09-01'],
    ["двадцять п'ятого жовтня", '2026-10-25', '2026-10-25'],
    ['пятого марта', '2026-03-05', '2026-03-05'],
    ['тридцять першого серпня', '2026-08-31', '2026-08-31'],
    ['12 грудня', '2025-12-12', '2025-12-12'],
    ['3 лютого 2023 року', '2023-02-03', '2023-02-03'],
    ['у березні 2024', '2024-03-01', '2024-03-31'],
    ['в грудні', '2025-12-01', '2025-12-31'],
    ['з вересня', '2026-09-01', '2026-11-23'],
    ['у 2023 році', '2023-01-01', '2023-12-31'],
    ['з 2021 року не платить', '2021-01-01', '2026-11-23'],
    ['вчора', '2026-11-22', '2026-11-22'],
    ['позавчора ввечері', '2026-11-21', '2026-11-21'],
    ['два тижні тому', '2026-11-09', '2026-11-09'],
    ['тиждень тому', '2026-11-16', '2026-11-16'],
    ['3 місяці тому', '2026-08-23', '2026-08-23'],
    ['півроку тому', '2026-05-23', '2026-05-23'],
    ['пів року тому', '2026-05-23', '2026-05-23'],
    ['два роки тому', '2024-11-23', '2024-11-23'],
    ['минулого тижня', '2026-11-16', '2026-11-22'],
    ['минулого місяця', '2026-10-01', '2026-10-31'],
    ['цього місяця', '2026-11-01', '2026-11-23'],
    ['минулого року', '2025-01-01', '2025-12-31'],
    ['влітку', '2026-06-01', '2026-08-31'],
    ['минулої зими', '2025-12-01', '2026-02-28'],
  ])('%s → %s..%s', (text, from, to) => {
    expect(when(text)).toMatchObject({ from, to });
  });

  it('reads an approximate count written after its unit', () => {
    expect(when('тижнів два тому')).toMatchObject({ from: '2026-11-09', to: '2026-11-09' });
    expect(when('останні місяці два')).toMatchObject({ from: '2026-09-23', to: '2026-11-23' });
    // Said in Russian: the same dates, shown as dates.
    expect(when('отказ получил 10 дней назад')).toMatchObject({ from: '2026-11-13', to: '2026-11-13', text: '13 листопада 2026 р.' });
    expect(when('купила 2 октября')).toMatchObject({ from: '2026-10-02', to: '2026-10-02' });
    expect(when('перестала платить в августе')).toMatchObject({ from: '2026-08-01', to: '2026-08-31' });
    expect(when('в прошлом месяце')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(when('с начала этого года')).toMatchObject({ from: '2026-01-01', to: '2026-11-23' });
    // 'зо' (about) before the count; a weekday said with it is the day of that week, the weeks lead.
    expect(when('тижнів зо три тому, в неділю вночі')).toMatchObject({ from: '2026-11-02', to: '2026-11-02' });
  });

  it('reads a span of months with the year said once, a month of last year, and no date in a share', () => {
    expect(when('воював з березня по червень 2022')).toMatchObject({ from: '2022-03-01', to: '2022-06-30', text: 'з березня до червня 2022 р.' });
    expect(when('купив минулого року в листопаді')).toMatchObject({ from: '2025-11-01', to: '2025-11-30' });
    expect(when('торік у березні')).toMatchObject({ from: '2025-03-01', to: '2025-03-31' });
    expect(when('замки поміняв в минулому місяці')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    // 'по 1/2' is a share of the flat; with a year, '5/10/25' is still a date (above).
    expect(when('Квартира у спільній власності — мені і колишньому чоловіку по 1/2, частки оформлені')).toBeNull();
  });

  it('reads a month said as an adjective', () => {
    expect(when('з жовтневої пенсії вже зняли половину')?.from).toBe('2026-10-01');
    expect(when('після серпневого обстрілу')?.from).toBe('2026-08-01');
  });

  it("reads 'торік' and 'позаторік' as last year and the year before", () => {
    expect(when('землю знайшов ще торік')).toMatchObject({ from: '2025-01-01', to: '2025-12-31', text: 'торік' });
    expect(when('позаторік')).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
  });

  it('keeps a readable wording', () => {
    expect(when('у березні 2024')?.text).toBe('у березні 2024 р.');
    expect(when('12 березня')?.text).toBe('12 березня 2026 р.');
    expect(when('два тижні тому')?.text).toBe('два тижні тому');
  });

  it('reads how long something has lasted, the start of a period and a weekday', () => {
    // NOW is Monday, 23 November 2026.
    expect(parseWhen('це триває вже два роки', NOW, true)).toMatchObject({ from: '2024-11-23', to: '2026-11-23' });
    expect(parseWhen('уже пів року не платить', NOW, true)).toMatchObject({ from: '2026-05-23', to: '2026-11-23' });
    expect(parseWhen('живу тут шість років', NOW, true)).toMatchObject({ from: '2020-11-23', to: '2026-11-23' });
    expect(parseWhen('вже місяці три так', NOW, true)).toMatchObject({ from: '2026-08-23', to: '2026-11-23', text: 'вже місяці три' });
    // Said in passing, a duration is only approximate: the assistant still asks when it began.
    expect(when('не платить аліменти вже пів року')).toBeNull();
    // The month, then the day ('у серпні, 14-го'); the year said with the same month ('в травні 2025, … 12 травня').
    expect(parseWhen('у серпні, 14-го', NOW, true)).toMatchObject({ from: '2026-08-14', to: '2026-08-14' });
    expect(when('бабуся померла в червні, 28-го, я переплутала з похороном')).toMatchObject({ from: '2026-06-28' });
    expect(when('позичав не в квітні, а в травні 2025, в розписці 12 травня стоїть')).toMatchObject({ from: '2025-05-12' });
    // Two digits after a month in the genitive are its year; a weekday, then the day of the month.
    expect(when('воював з березня 22-го на Донеччині, потім поранення')).toMatchObject({ from: '2022-03-01' });
    expect(parseWhen('з 24 лютого 22-го', NOW, true)).toMatchObject({ from: '2022-02-24', to: '2022-02-24' });
    expect(parseWhen('в суботу, 21-го', NOW, true)).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    expect(when('ой ні, то була субота 14-го, а 21-го ми вже акт з ЖЕКу складали')).toMatchObject({ from: '2026-11-14' });
    expect(when('ви завтра працюєте? я можу тільки зранку, поки малий спить')).toBeNull();
    expect(when('чоловіка сьогодні зранку схопили біля зупинки. я не можу до нього додзвонитися')).toMatchObject({ from: '2026-11-23' });
    // A month things last until is not when it happened; a period from one month to another is.
    expect(when('я зараз на практиці в Польщі до лютого')).toBeNull();
    expect(when('з березня до травня 2025')).toMatchObject({ from: '2025-03-01', to: '2025-05-31' });
    // A decimal before a unit is an age or a quantity, not a day and a month ('доньці 1.5 роки').
    expect(when('У мене донька, 1.5 роки, батько не визнає')).toBeNull();
    expect(when('пʼю 2.5 літра води')).toBeNull();
    expect(when('з початку року')).toMatchObject({ from: '2026-01-01', to: '2026-11-23' });
    expect(when('з початку місяця')).toMatchObject({ from: '2026-11-01' });
    expect(when('минулої неділі')).toMatchObject({ from: '2026-11-22', to: '2026-11-22' });
    expect(when('у п’ятницю')).toMatchObject({ from: '2026-11-20' });
    expect(when('минулого понеділка')).toMatchObject({ from: '2026-11-16' });
    expect(when('в середині жовтня')?.from).toBe('2026-10-01');
    expect(when('Ви працюєте в суботу?')).toBeNull();
  });

  it('finds no date in amounts, counts or words without time', () => {
    expect(when('борг 2000 грн')).toBeNull();
    expect(when('у мене двоє дітей')).toBeNull();
    expect(when('Житомир')).toBeNull();
    expect(when('позика 2.5 тис')).toBeNull();
    expect(when('не знаю')).toBeNull();
  });

  it('keeps vague answers as text without dates', () => {
    expect(vagueWhen('це сталося нещодавно')).toEqual({ text: 'нещодавно', from: null, to: null });
  });
});
