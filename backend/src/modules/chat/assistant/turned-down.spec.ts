import { describe, expect, it } from '@jest/globals';
import { turnedDown } from './turned-down';

describe('turnedDown', () => {
  it('turns down what the client says is too late or put off, not the rest of the sentence', () => {
    const restructuring = 'Заява до кредитора про надання розрахунку заборгованості та реструктуризацію';
    expect(turnedDown('домовлятись з банком вже пізно — вони подали на мене в суд', 'debt')).toEqual([restructuring]);
    // The cleaned message may have lost its dash: what follows 'вже пізно' is a new clause all the same.
    expect(turnedDown('домовлятись з банком вже пізно вони подали на мене в суд, прийшли папери з суду і копія позову. треба відповідати суду', 'debt')).toEqual([restructuring]);
    expect(turnedDown('Вибачте, не так. Ми вже подавали на відстрочку, ТЦК відмовив і ще й повістку вручили', 'military')).toContain('Заява про надання відстрочки від призову під час мобілізації');
    expect(turnedDown('заявление на перерасчёт я уже подавала', 'pensions')).toContain('Заява до Пенсійного фонду про призначення (перерахунок) пенсії');
  });
});
