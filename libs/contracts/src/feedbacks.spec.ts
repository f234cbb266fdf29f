import { describe, expect, it } from '@jest/globals';
import { FEEDBACK_MESSAGES, validateFeedback } from './feedbacks';

describe('feedback rules', () => {
  it('asks for the name and the text when empty', () => {
    expect(validateFeedback({ name: ' ', feedback: '' })).toEqual({ name: FEEDBACK_MESSAGES.nameRequired, feedback: FEEDBACK_MESSAGES.textRequired });
  });
  it('checks the name length after trimming', () => {
    expect(validateFeedback({ name: ' Я ', feedback: 'достатньо довгий' }).name).toBe(FEEDBACK_MESSAGES.nameLength);
    expect(validateFeedback({ name: 'Я'.repeat(41), feedback: 'достатньо довгий' }).name).toBe(FEEDBACK_MESSAGES.nameLength);
    expect(validateFeedback({ name: 'Ян', feedback: 'достатньо довгий' })).toEqual({});
  });
  it('needs 10 to 500 characters of text', () => {
    expect(validateFeedback({ name: 'Ян', feedback: 'коротко' }).feedback).toBe(FEEDBACK_MESSAGES.textTooShort);
    expect(validateFeedback({ name: 'Ян', feedback: 'а'.repeat(10) })).toEqual({});
    expect(validateFeedback({ name: 'Ян', feedback: 'а'.repeat(501) }).feedback).toBe(FEEDBACK_MESSAGES.textTooLong);
  });
  it('uses the exact texts of the spec', () => {
    expect(FEEDBACK_MESSAGES.nameRequired).toBe("Введіть ваше ім'я");
    expect(FEEDBACK_MESSAGES.nameLength).toBe("Ім'я повинно містити від 2 до 40 символів");
    expect(FEEDBACK_MESSAGES.textRequired).toBe('Введіть ваш відгук');
    expect(FEEDBACK_MESSAGES.textTooShort).toBe('Відгук повинен містити мінімум 10 символів');
  });
});
