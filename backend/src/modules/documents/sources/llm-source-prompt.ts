import { isAbsoluteHttpUrl, type DocumentReferenceDto, REFERENCE_TITLE_MAX, REFERENCE_URL_MAX } from '@law/contracts';
import type { FinderInput } from './source-finder';

export function buildSourcesPrompt(input: FinderInput, known: readonly DocumentReferenceDto[]): { role: 'system' | 'user'; content: string }[] {
  const chat = input.userMessages.map((m) => `- ${m.replace(/\s+/g, ' ').trim()}`).join('\n').slice(0, 12_000);
  return [
    {
      role: 'system',
      content:
        'Ти — український юрист. Назви чинні нормативно-правові акти України, потрібні для підготовки документа клієнта. ' +
        'Відповідай лише JSON-масивом об\'єктів {"title": "...", "url": "..."}, де url — офіційний текст на https://zakon.rada.gov.ua/laws/show/... Не більше 5 актів.',
    },
    {
      role: 'user',
      content: [
        `Документ: ${input.documentName ?? 'не визначено'}`,
        input.comments.filter(Boolean).length ? `Коментар юриста: ${input.comments.filter(Boolean).join('\n')}` : '',
        `Повідомлення клієнта:\n${chat}`,
        known.length ? `Уже вибрані джерела (не повторюй):\n${known.map((k) => `- ${k.title} ${k.url}`).join('\n')}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
  ];
}

/** The model's proposals kept only when each has a title and a valid absolute http(s) URL. */
export function parseProposedSources(content: string): DocumentReferenceDto[] {
  const start = content.indexOf('[');
  const end = content.lastIndexOf(']');
  if (start < 0 || end <= start) return [];
  let arr: unknown;
  try {
    arr = JSON.parse(content.slice(start, end + 1));
  } catch {
    return [];
  }
  if (!Array.isArray(arr)) return [];
  const out: DocumentReferenceDto[] = [];
  for (const item of arr) {
    if (!item || typeof item !== 'object') continue;
    const title = typeof (item as { title?: unknown }).title === 'string' ? (item as { title: string }).title.trim() : '';
    const url = typeof (item as { url?: unknown }).url === 'string' ? (item as { url: string }).url.trim() : '';
    if (!title || title.length > REFERENCE_TITLE_MAX || url.length > REFERENCE_URL_MAX || !isAbsoluteHttpUrl(url)) continue;
    out.push({ title, url: new URL(url).toString() });
  }
  return out.slice(0, 5);
}
