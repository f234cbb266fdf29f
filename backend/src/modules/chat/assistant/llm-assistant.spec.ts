import { describe, expect, it } from '@jest/globals';
import { parseLlmAnswer } from './llm-assistant';

describe('parseLlmAnswer', () => {
  it('reads the structured answer', () => {
    expect(parseLlmAnswer('{"reply":"Вітаю!","document":null,"finished":false,"city":null}')).toEqual({ reply: 'Вітаю!', document: null, finished: false, city: null });
  });

  it('tolerates code fences, chatter and string booleans', () => {
    const a = parseLlmAnswer('Ось відповідь:\n```json\n{"reply":" Дякую ","document":"Апеляційна скарга","finished":"true","city":"Київ"}\n```');
    expect(a).toEqual({ reply: 'Дякую', document: 'Апеляційна скарга', finished: true, city: 'Київ' });
  });

  it('refuses what cannot be shown to the visitor', () => {
    expect(parseLlmAnswer('not json')).toBeNull();
    expect(parseLlmAnswer('{"reply":""}')).toBeNull();
    expect(parseLlmAnswer('{"reply": 5}')).toBeNull();
    expect(parseLlmAnswer('{"reply": "a",')).toBeNull();
    expect(parseLlmAnswer(undefined)).toBeNull();
  });
});
