import { describe, expect, it } from '@jest/globals';
import { evaluate, holds, interpolate, keysOf, renderBlocks } from './render';
import type { TemplateFacts } from './template-format';

const facts: TemplateFacts = {
  values: { name: 'Петренко Оксана Іванівна', kids: 2, one: 1, none: null, day: '2024-03-12', money: { value: 5000, currency: 'UAH' }, role: 'заявника', braces: '{{name}}' },
  labels: { none: 'ПІБ відповідача', kids: 'кількість дітей', day: 'дата', name: 'ПІБ' },
};

describe('template interpreter', () => {
  it('puts a value in, or a visible placeholder for a missing one', () => {
    expect(interpolate('Позивач: {{name}}; відповідач: {{none}}.', facts)).toBe('Позивач: Петренко Оксана Іванівна; відповідач: [ПІБ відповідача].');
    expect(interpolate('{{none?найменування роботодавця}}', facts)).toBe('[найменування роботодавця]');
    expect(interpolate('a{{none|prefix:, м. ?}}b', facts)).toBe('ab');
  });

  it('applies the grammar filters', () => {
    expect(evaluate('kids|children:gen', facts)).toBe('двох дітей');
    expect(evaluate('one|children:gen', facts)).toBe('дитини');
    expect(evaluate('kids|alimony_share', facts)).toBe('однієї третини (1/3)');
    expect(evaluate('day|date', facts)).toBe('12 березня 2024 року');
    expect(evaluate('money', facts)).toBe('5\u00a0000,00 грн (п’ять тисяч гривень 00 копійок)');
    expect(evaluate('kids|words', facts)).toBe('два (2)');
    expect(evaluate('day|note:за поясненнями — ', facts)).toBe(' (за поясненнями — 2024-03-12)');
  });

  it('evaluates nested expressions and never re-reads inserted values', () => {
    expect(interpolate('не надає{{day|date|note:за поясненнями {{role}} — ?}}.', facts)).toBe('не надає (за поясненнями заявника — 12 березня 2024 року).');
    expect(interpolate('{{braces}}', facts)).toBe('{{name}}');
  });

  it('resolves conditional parts', () => {
    const blocks = [{ if: 'kids>1', then: ['багато'], else: ['одна'] }, { if: '!none', then: ['немає відповідача'] }, { if: 'one=1', then: ['рівно одна'] }, 'завжди'];
    expect(renderBlocks(blocks, facts)).toEqual(['багато', 'немає відповідача', 'рівно одна', 'завжди']);
    expect(holds('none>0', facts)).toBe(false);
    expect(keysOf(blocks)).toEqual(['kids', 'none', 'one']);
  });

  it('fails loudly on a template mistake rather than printing "undefined"', () => {
    expect(() => evaluate('kids|nosuch', facts)).toThrow('unknown template filter');
    expect(() => evaluate('unknown.key', facts)).toThrow('neither a value nor a placeholder');
    expect(() => interpolate('{{name', facts)).toThrow('unclosed');
  });
});
