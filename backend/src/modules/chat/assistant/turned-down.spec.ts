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

  it('reads what the other side filed as theirs, and what the client filed as the paper of the kind they name', () => {
    // The bank's claim is what the client answers, not something the client already did.
    expect(turnedDown('вчора прийшла ухвала — банк уже подав на мене позов. то домовлятись, мабуть, пізно, треба в суді відповідати', 'debt')).not.toContain('Відзив на позовну заяву про стягнення кредитної заборгованості');
    // 'заяву в пенсійний' was the application; the claim against the fund's refusal is the next step.
    const filed = turnedDown('я вже подавала заяву в пенсійний, прийшла відмова. то мені тепер треба з ними судитись', 'pensions');
    expect(filed).toContain('Заява до Пенсійного фонду про призначення (перерахунок) пенсії');
    expect(filed).not.toContain('Позовна заява про оскарження відмови Пенсійного фонду');
    // Papers filed with an office, none named, are an application: the complaint against its answer is not turned down.
    expect(turnedDown('ми вже подавали документи в міграційну, прийшла відмова', 'migration')).not.toContain('Скарга на рішення міграційної служби');
  });

  it('reads what the client already has, a kind of paper written, and no clause in a story\'s "так і не"', () => {
    expect(turnedDown('Посвідчення УБД я вже маю, з цим усе добре. Проблема в тому, що частина мені так і не виплатила бойові', 'military')).toEqual(['Заява про надання статусу учасника бойових дій']);
    // 'поки не сплачу' is 'until I pay', not 'not for now'; the application to the enforcer was written already.
    expect(turnedDown('я вже писала виконавцю заяву, він відповів що не зніме, поки не сплачу ще виконавчий збір. то треба на нього скаржитись', 'court')).toEqual(['Заява про зняття арешту з майна (рахунків)']);
  });
});

