import type { AdminMessage } from '@law/contracts';

/** Spec section 9: the ChatGPT prompt asks for a speech of at most 700 words. */
export const PROMPT_MAX_WORDS = 700;

export const AUTHOR_LABELS: Record<AdminMessage['author'], string> = {
  user: 'Користувач',
  agent: 'Агент',
};

export interface ChatPromptInput {
  messages: readonly Pick<AdminMessage, 'author' | 'message'>[];
  document?: string | null;
  comment?: string | null;
}

/**
 * A prompt for an external assistant, built from the transcript: it asks for a speech for the client's
 * case of at most 700 words, in Ukrainian, based only on the facts of the conversation.
 */
export function buildChatPrompt({ messages, document, comment }: ChatPromptInput): string {
  const transcript = messages
    .filter((m) => m.message.trim())
    .map((m) => `${AUTHOR_LABELS[m.author] ?? m.author}: ${m.message.trim()}`)
    .join('\n');
  const parts = [
    'Ти — досвідчений український юрист. Нижче наведено розмову клієнта з юридичною фірмою.',
    `Підготуй українською мовою промову (виступ) у справі клієнта обсягом не більше ${PROMPT_MAX_WORDS} слів.`,
    'Спирайся лише на факти з розмови, посилайся на чинне законодавство України, пиши чітко і переконливо, без вигаданих обставин.',
  ];
  if (document?.trim()) parts.push(`Потрібний клієнту документ: ${document.trim()}`);
  if (comment?.trim()) parts.push(`Коментар юриста: ${comment.trim()}`);
  parts.push('', 'Розмова:', transcript || '(повідомлень немає)');
  return parts.join('\n');
}
