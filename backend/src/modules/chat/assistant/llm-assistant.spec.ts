import { describe, expect, it } from '@jest/globals';
import { emptyCaseCard } from '@law/contracts';
import { parseLlmAnswer } from './llm-assistant';

describe('parseLlmAnswer', () => {
  it('reads the structured answer', () => {
    expect(parseLlmAnswer('{"reply":"Вітаю!","document":null,"finished":false,"city":null}')).toEqual({ reply: 'Вітаю!', document: null, finished: false, city: null, card: null });
  });

  it('tolerates code fences, chatter and string booleans', () => {
    const a = parseLlmAnswer('Ось відповідь:\n```json\n{"reply":" Дякую ","document":"Апеляційна скарга","finished":"true","city":"Київ"}\n```');
    expect(a).toEqual({ reply: 'Дякую', document: 'Апеляційна скарга', finished: true, city: 'Київ', card: null });
  });

  it('reads the structured card, normalising the city to the nominative', () => {
    const card = { ...emptyCaseCard(), area: 'family', document: 'Позовна заява про стягнення аліментів', city: 'з Броварів', when: { text: 'вчора', from: '2026-11-22', to: '2026-11-22' } };
    const a = parseLlmAnswer(JSON.stringify({ reply: 'Дякую', finished: false, card }));
    expect(a?.card).toMatchObject({ area: 'family', city: 'Бровари', region: 'Київська область', document: 'Позовна заява про стягнення аліментів' });
    expect(a?.city).toBe('Бровари');
  });

  it('refuses a card that breaks the contract', () => {
    expect(parseLlmAnswer(JSON.stringify({ reply: 'a', finished: false, card: { ...emptyCaseCard(), area: 'astrology' } }))?.card?.area).toBeNull();
    expect(parseLlmAnswer(JSON.stringify({ reply: 'a', finished: false, card: { ...emptyCaseCard(), when: { text: 'x', from: '2024-13-45', to: null } } }))).toBeNull();
    expect(parseLlmAnswer(JSON.stringify({ reply: 'a', finished: false, card: 'nope' }))).toBeNull();
  });

  it('refuses what cannot be shown to the visitor', () => {
    expect(parseLlmAnswer('not json')).toBeNull();
    expect(parseLlmAnswer('{"reply":""}')).toBeNull();
    expect(parseLlmAnswer('{"reply": 5}')).toBeNull();
    expect(parseLlmAnswer('{"reply": "a",')).toBeNull();
    expect(parseLlmAnswer(undefined)).toBeNull();
  });
});
