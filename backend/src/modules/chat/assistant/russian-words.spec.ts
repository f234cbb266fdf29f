import { describe, expect, it } from '@jest/globals';
import { classifyConversation } from './classifier';
import { ukrainianWords } from './russian-words';

describe('Russian words', () => {
  it('are read as the Ukrainian stems of the same meaning; Ukrainian words stay as they are', () => {
    expect(ukrainianWords(['жена', 'подала', 'на', 'развод'])).toEqual(['дружин', 'подала', 'на', 'розлуч']);
    expect(ukrainianWords(['вид', 'на', 'жительство'])).toEqual(['посвідк', '·', '·']);
    // 'долго' (long) is not 'долг' (a debt); 'долгов' is.
    expect(ukrainianWords(['долго', 'долгов'])).toEqual(['долго', 'борг']);
    expect(ukrainianWords(['розлучення', 'аліменти'])).toEqual(['розлучення', 'аліменти']);
    // Whole words only: 'иск' is a claim, 'искать' is not; 'в браке' is a marriage, Ukrainian 'брак' stays a defect.
    expect(ukrainianWords(['банк', 'подал', 'на', 'меня', 'иск'])).toEqual(['банк', 'подав', 'на', 'мене', 'позов']);
    expect(ukrainianWords(['искать', 'в', 'браке', 'брак', 'товару'])).toEqual(['искать', 'в', 'шлюбі', 'брак', 'товару']);
    // A shrug is no divorce, in either language.
    expect(ukrainianWords(['осбб', 'руками', 'разводит'])).toEqual(['осбб', 'руками', '·']);
    expect(ukrainianWords(['розводить', 'руками'])).toEqual(['·', 'руками']);
  });

  it('let a story told in Russian find its document', () => {
    expect(classifyConversation({ notes: 'Жена подала на развод, а квартиру, которую мы купили вместе, хочет оставить себе. Хочу разделить имущество' }).document).toBe(
      'Позовна заява про поділ спільного майна подружжя',
    );
    expect(classifyConversation({ notes: 'Меня уволили без предупреждения, хочу восстановиться на работе' }).document).toBe('Позовна заява про поновлення на роботі');
    expect(classifyConversation({ notes: 'он говорит что ребенок не его. чтобы его по суду признали отцом, я согласна на днк экспертизу' }).document).toBe(
      'Позовна заява про встановлення батьківства',
    );
    expect(classifyConversation({ notes: 'у меня забрали водительские права, апелляционный суд отменил решение, а в сервисном центре права не отдают' }).document).toBe(
      'Заява про повернення водійського посвідчення',
    );
    expect(classifyConversation({ notes: 'в меня въехали сзади, авария, оформили европротокол, страховая тянет с выплатой' }).document).toBe('Заява про відшкодування шкоди, завданої ДТП');
  });
});
