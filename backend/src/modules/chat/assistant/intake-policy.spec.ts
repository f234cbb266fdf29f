import { describe, expect, it } from '@jest/globals';
import { CHAT_DISCONNECT_PHRASE } from '@law/contracts';
import { initialState, MAX_TURNS, parseState, step, type IntakeState } from './intake-policy';
import { PHRASES } from './intake-phrases';

const input = { userName: 'Ірина', agentName: 'Олена' };

function run(messages: string[], seed = 7) {
  let state: IntakeState = initialState(seed);
  const replies: string[] = [];
  let last;
  for (const m of messages) {
    last = step(state, m, input);
    state = last.state;
    replies.push(last.reply);
  }
  return { replies, state, last: last! };
}

const askedKinds = (reply: string) =>
  (['situation', 'details', 'city', 'when', 'outcome'] as const).filter((k) => PHRASES[k].some((p) => reply.includes(p)));

describe('intake dialogue', () => {
  it('greets, asks what happened, then city, time and outcome, summarises and closes with the disconnect phrase', () => {
    const { replies, state, last } = run(['Добрий день', 'Мене звільнили з роботи без жодних причин', 'Львів', 'десь два тижні тому', 'Поновитися на посаді', 'Так, все вірно']);
    expect(replies[0]).toContain('Ірина');
    expect(replies[0]).toContain('Олена');
    expect(askedKinds(replies[0])).toEqual(['situation']);
    expect(replies[1]).toContain('трудового права');
    expect(askedKinds(replies[1])).toEqual(['city']);
    expect(askedKinds(replies[2])).toEqual(['when']);
    expect(askedKinds(replies[3])).toEqual(['outcome']);
    expect(replies[4]).toContain('**Місто:** Львів');
    expect(replies[4]).toContain('**Коли:** два тижні тому');
    expect(replies[4]).toContain('Позовна заява про поновлення на роботі');
    expect(replies[4]).not.toContain(CHAT_DISCONNECT_PHRASE);
    expect(last.finished).toBe(true);
    expect(last.reply).toContain(CHAT_DISCONNECT_PHRASE);
    expect(last.reply).toMatch(/безкоштовн/);
    expect(last.reply).toMatch(/зателефонує|передзвонить/);
    expect(last.document).toBe('Позовна заява про поновлення на роботі');
    expect(last.city).toBe('Львів');
    expect(state.stage).toBe('done');
  });

  it('skips the questions the client already answered', () => {
    const { replies } = run(['Мене звільнили з роботи в Києві минулого тижня, хочу поновитися на роботі']);
    expect(askedKinds(replies[0])).toEqual([]);
    expect(replies[0]).toContain('**Місто:** Київ');
    expect(replies[0]).toContain('**Коли:** минулого тижня');
    expect(replies[0]).toContain('Документ, який вам знадобиться');
  });

  it('never asks the same question twice, even when answers say nothing, and ends within the turn limit', () => {
    let state = initialState(3);
    const asked: string[] = [];
    let finished = false;
    for (let i = 0; i < MAX_TURNS + 2 && !finished; i++) {
      const r = step(state, 'не знаю', input);
      asked.push(...askedKinds(r.reply));
      state = r.state;
      finished = r.finished;
    }
    expect(finished).toBe(true);
    expect(new Set(asked).size).toBe(asked.length);
    expect(state.document).toMatch(/юрист/);
  });

  it('asks a clarifying question when the area is unclear and still names a document', () => {
    const { replies, last } = run(['У мене проблема з одним документом, не знаю що робити далі', 'Банк подав на мене до суду через кредит', 'Одеса', 'вчора', 'Зменшити суму', 'так']);
    expect(askedKinds(replies[0])).toEqual(['details']);
    expect(replies[1]).toContain('боргів і кредитів');
    expect(last.document).toBe('Відзив на позовну заяву про стягнення кредитної заборгованості');
    expect(last.finished).toBe(true);
  });

  it('answers a price question once', () => {
    const { replies } = run(['Скільки коштує консультація? У мене питання про аліменти', 'А скільки коштує?']);
    expect(replies[0]).toMatch(/безкоштовн/);
    expect(replies[1]).not.toMatch(/безкоштовн/);
  });

  it('treats a greeting with a price question as small talk and asks what happened', () => {
    const { replies, state } = run(['Добрий день! Скільки коштує консультація?']);
    expect(replies[0]).toMatch(/безкоштовн/);
    expect(askedKinds(replies[0])).toEqual(['situation']);
    expect(state.facts.situation).toBeUndefined();
  });

  it('varies its wording between conversations', () => {
    const greetings = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => run(['Добрий день'], seed).replies[0]));
    expect(greetings.size).toBeGreaterThan(1);
  });

  it('keeps a corrected city from the confirmation and notes additions', () => {
    const { last } = run(['Мене звільнили з роботи у Львові вчора, хочу поновитися', 'Ні, я насправді з Одеси, і ще мені не виплатили відпускні']);
    expect(last.city).toBe('Одеса');
    expect(PHRASES.addedNote.some((p) => last.reply.includes(p))).toBe(true);
  });

  it('reads a corrupt stored state as a fresh conversation', () => {
    expect(parseState({ v: 2 }, 5)).toEqual(initialState(5));
    expect(parseState(null, 5)).toEqual(initialState(5));
    const s = parseState({ v: 1, stage: 'weird', asked: ['city', 'bogus'], facts: { city: 4 }, turn: 'x' }, 5);
    expect(s.stage).toBe('intake');
    expect(s.asked).toEqual(['city']);
    expect(s.facts.city).toBeUndefined();
    expect(s.turn).toBe(0);
  });
});
