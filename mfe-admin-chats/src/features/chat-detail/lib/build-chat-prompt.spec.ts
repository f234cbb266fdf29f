import { describe, expect, it } from '@jest/globals';
import { emptyCaseCard } from '@law/contracts';
import { buildChatPrompt, PROMPT_MAX_WORDS } from './build-chat-prompt';

describe('ChatGPT prompt builder', () => {
  const messages = [
    { author: 'agent' as const, message: 'Вітаю! Що сталося?' },
    { author: 'user' as const, message: 'Мене звільнили без попередження.\nЩо робити?' },
    { author: 'agent' as const, message: '   ' },
  ];

  it('asks for a speech of at most 700 words', () => {
    expect(PROMPT_MAX_WORDS).toBe(700);
    expect(buildChatPrompt({ messages })).toContain('промову (виступ) у справі клієнта обсягом не більше 700 слів');
  });

  it('includes the transcript in order, with the author of each message, and drops empty messages', () => {
    const prompt = buildChatPrompt({ messages });
    const start = prompt.indexOf('Розмова:');
    expect(prompt.slice(start)).toBe('Розмова:\nАгент: Вітаю! Що сталося?\nКористувач: Мене звільнили без попередження.\nЩо робити?');
  });

  it('mentions the document and the comment only when they are present', () => {
    expect(buildChatPrompt({ messages, document: 'Позовна заява про поновлення на роботі', comment: ' ' })).toContain(
      'Потрібний клієнту документ: Позовна заява про поновлення на роботі',
    );
    const plain = buildChatPrompt({ messages, document: null, comment: null });
    expect(plain).not.toContain('Потрібний клієнту документ');
    expect(plain).not.toContain('Коментар юриста');
    expect(buildChatPrompt({ messages, comment: 'Клієнт має трудовий договір' })).toContain('Коментар юриста: Клієнт має трудовий договір');
  });

  it('says so when there is no conversation', () => {
    expect(buildChatPrompt({ messages: [] })).toMatch(/Розмова:\n\(повідомлень немає\)$/);
  });

  it('puts the case card before the transcript, with every known fact and no empty lines for unknown ones', () => {
    const card = {
      ...emptyCaseCard(), area: 'labour' as const, document: 'Позовна заява про поновлення на роботі', city: 'Бровари', region: 'Київська область',
      when: { text: 'два тижні тому', from: '2026-11-09', to: '2026-11-09' }, outcome: 'поновлення на роботі', summary: 'Клієнта звільнили без попередження.',
      facts: { children_count: null, amounts: [{ value: 30000, currency: 'UAH' as const, label: 'борг із зарплати' }], deadlines: [] },
    };
    const prompt = buildChatPrompt({ messages, document: 'Позовна заява про поновлення на роботі', card });
    expect(prompt).toContain('Галузь права: Трудове право');
    expect(prompt).toContain('Населений пункт: Бровари, Київська область');
    expect(prompt).toContain('Коли: два тижні тому (2026-11-09)');
    expect(prompt).toContain('Суми: 30000 UAH (борг із зарплати)');
    expect(prompt).not.toContain('Кількість дітей');
    expect(prompt).not.toContain('Потрібний клієнту документ');
    expect(prompt.indexOf('Картка справи')).toBeLessThan(prompt.indexOf('Розмова:'));
  });
});
