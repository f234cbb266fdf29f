import { describe, expect, it } from '@jest/globals';
import { emptyCaseCard } from '@law/contracts';
import { buildSectionsPrompt, parseSections } from './llm-sections';

describe('LLM sections', () => {
  it('reads the two sections from a fenced JSON answer and strips layout marks', () => {
    const answer =
      '```json\n{"circumstances": ["Заявник і боржник є батьками двох дітей.", "# Боржник не платить."], "reasoning": ["**Відповідно до статті 180 СК України батьки зобов’язані утримувати дитину.**"]}\n```';
    expect(parseSections(answer)).toEqual({
      circumstances: ['Заявник і боржник є батьками двох дітей.', 'Боржник не платить.'],
      reasoning: ['Відповідно до статті 180 СК України батьки зобов’язані утримувати дитину.'],
    });
  });

  it('refuses free-form text, empty or oversized sections and control characters', () => {
    expect(parseSections('ПОЗОВНА ЗАЯВА\nПрийняти позовну заяву')).toBeNull();
    expect(parseSections('{"circumstances": [], "reasoning": ["x"]}')).toBeNull();
    expect(parseSections(JSON.stringify({ circumstances: Array(9).fill('a'), reasoning: ['b'] }))).toBeNull();
    expect(parseSections(JSON.stringify({ circumstances: ['a\u0000'], reasoning: ['b'] }))).toBeNull();
    expect(parseSections(JSON.stringify({ circumstances: [1], reasoning: ['b'] }))).toBeNull();
  });

  it('prompts with the card and the read sources, within the budget', () => {
    const prompt = buildSectionsPrompt(
      {
        documentTitle: 'Позовна заява про стягнення аліментів',
        card: { ...emptyCaseCard(), facts: { children_count: 2, amounts: [], deadlines: [] }, questions: ['ПИТАННЯ-КЛІЄНТА'] },
        user: { name: 'Оксана', phone: '+380501234567', city: null },
        delivery: null,
        filesCount: 0,
        sources: [{ title: 'Сімейний кодекс України', url: 'https://zakon.rada.gov.ua/laws/show/2947-14', content: 'Стаття 180. '.repeat(2000) }],
        date: new Date(),
      },
      6000,
    );
    const all = prompt.map((m) => m.content).join('\n');
    expect(all).toContain('Кількість дітей: 2');
    expect(all).toContain('Сімейний кодекс України: ст. 180–183, 191');
    expect(all).not.toContain('ПИТАННЯ-КЛІЄНТА');
    expect(all.length).toBeLessThan(6500);
  });
});
