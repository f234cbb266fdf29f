import { describe, expect, it } from '@jest/globals';
import { isRussian, ukrainianOutcome } from './outcome-language';

describe('the outcome in Ukrainian', () => {
  it('tells a goal written in Russian from one in Ukrainian', () => {
    expect(isRussian('получить отсрочку и спокойно ухаживать за мамой')).toBe(true);
    expect(isRussian('чтобы сын жил со мной')).toBe(true);
    expect(isRussian('щоб син жив зі мною')).toBe(false);
    expect(isRussian('оформити відстрочку')).toBe(false);
  });

  it('leads a Russian goal with what the document is for and keeps the client\'s words', () => {
    expect(ukrainianOutcome('получить отсрочку', 'Заява про надання відстрочки від призову під час мобілізації')).toBe('оформити відстрочку від мобілізації (словами клієнта: «получить отсрочку»)');
    // The earlier goal after 'також' stays as written; the Ukrainian one untouched; the general document adds nothing.
    expect(ukrainianOutcome('вернуть права; також щоб не штрафували', 'Заява про повернення водійського посвідчення')).toBe('повернути водійське посвідчення (словами клієнта: «вернуть права»); також щоб не штрафували');
    expect(ukrainianOutcome('повернути права', 'Заява про повернення водійського посвідчення')).toBe('повернути права');
    expect(ukrainianOutcome('чтобы сделали перерасчет', 'Письмове звернення (заява) — вид документа уточнить юрист під час консультації')).toBe('чтобы сделали перерасчет');
    expect(ukrainianOutcome(null, 'Заява про повернення водійського посвідчення')).toBeNull();
  });

  it('is applied once, and a long quote is cut at a word, its quotes closed, within the limit', () => {
    const once = ukrainianOutcome('снять арест со счетов', 'Заява про зняття арешту з майна (рахунків)');
    expect(ukrainianOutcome(once, 'Заява про зняття арешту з майна (рахунків)')).toBe(once);
    const long = ukrainianOutcome(`снять арест ${'со всех счетов '.repeat(60)}`, 'Заява про зняття арешту з майна (рахунків)')!;
    expect(long.length).toBeLessThanOrEqual(600);
    expect(long).toMatch(/…»\)$/);
  });
});
