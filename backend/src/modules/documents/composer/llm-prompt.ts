import type { ComposerInput } from './document-composer';

const SYSTEM = [
  'Ти — досвідчений український юрист. Склади готовий до подання юридичний документ українською мовою.',
  'Формат (обов\'язково): заголовки рядками, що починаються з "# ", "## " або "### "; рядок, увесь обгорнутий у ** (наприклад **ПРОШУ:**), — жирний; порожній рядок — порожній абзац; без HTML, без таблиць, без блоків коду.',
  'Структура: адресат (суд або орган) і сторони; назва документа; обставини справи лише з наданих фактів; правове обґрунтування з посиланням на надані джерела за назвою та номером статті; прохальна частина нумерованим списком; додатки; дата та підпис.',
  'Не вигадуй фактів, дат, сум і реквізитів: для невідомого залиш "____________________".',
].join('\n');

/** Builds the chat-completions messages; sources are cut so the whole prompt stays within `budget` characters. */
export function buildDocumentPrompt(input: ComposerInput, budget: number): { role: 'system' | 'user'; content: string }[] {
  const head = [
    `Документ, який потрібен клієнту: ${input.documentName ?? 'заява (визнач вид за обставинами)'}`,
    `Клієнт: ${input.user.name}, телефон ${input.user.phone}${input.user.city ? `, місто ${input.user.city}` : ''}`,
    input.delivery ? `Адреса для листування: ${input.delivery.city}, ${input.delivery.warehouse}` : '',
    `Кількість файлів від клієнта: ${input.filesCount}`,
    '',
    'Повідомлення клієнта в чаті:',
    ...input.userMessages.map((m) => `- ${m.replace(/\s+/g, ' ').trim()}`),
    '',
    input.comment?.trim() ? `Коментар юриста: ${input.comment.trim()}` : '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
  let remaining = Math.max(0, budget - SYSTEM.length - head.length - 200);
  const parts: string[] = [];
  for (const s of input.sources) {
    if (!s.content || remaining <= 0) {
      parts.push(`Джерело: ${s.title} (${s.url})`);
      continue;
    }
    const text = s.content.length > remaining ? `${s.content.slice(0, remaining)}…` : s.content;
    remaining -= text.length;
    parts.push(`Джерело: ${s.title} (${s.url})\n${text}`);
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `${head}\n\nПравові джерела:\n\n${parts.join('\n\n')}` },
  ];
}

/** The model's document without code fences or chatter before the first line of the document. */
export function cleanModelDocument(content: string): string {
  return content
    .replace(/^\s*```[a-z]*\s*\n/i, '')
    .replace(/\n```\s*$/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
}
