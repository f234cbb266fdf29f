/** Document generation limits and the character count (spec sections 3, 5, 9), one rule for list, detail and generate. */
export const DEFAULT_CHARACTERS_LIMIT = 500_000;
export const DEFAULT_FILES_LIMIT = 20;

export interface CharactersCount {
  chat_messages: number;
  comments: number;
  parsed_resources: number;
  total: number;
}

export function countCharacters(input: { messages: readonly string[]; comments: readonly (string | null | undefined)[]; parsedResources: string | null | undefined }): CharactersCount {
  const chat_messages = input.messages.reduce((n, m) => n + m.length, 0);
  const comments = input.comments.reduce((n: number, c) => n + (c?.length ?? 0), 0);
  const parsed_resources = input.parsedResources?.length ?? 0;
  return { chat_messages, comments, parsed_resources, total: chat_messages + comments + parsed_resources };
}

/** Generation is allowed only within both limits. */
export function canGenerateDocument(count: CharactersCount, charactersLimit: number, files: number, filesLimit: number): boolean {
  return count.total <= charactersLimit && files <= filesLimit;
}

export interface DocumentReferenceDto {
  title: string;
  url: string;
}

/** The order's document as the admin API returns it (spec section 3). */
export interface DocumentDto {
  id: number;
  references: DocumentReferenceDto[];
  /** Text grouped by source: a line '*<url>*' opens a source, the lines after it are its content. */
  parsed_resources: string;
  document_text: string;
}

/** POST /api/admin/documents/{orderId}/get-references */
export interface GetReferencesResponse {
  references: DocumentReferenceDto[];
  /** How many new sources this search appended. */
  added: number;
}

/** POST /api/admin/documents/{documentId}/add-reference | remove-reference */
export interface ReferencesResponse {
  references: DocumentReferenceDto[];
}

export interface ParsedSourceReport {
  url: string;
  ok: boolean;
  /** Why the source could not be read (Ukrainian), when ok is false. */
  error?: string;
  characters: number;
}

/** POST /api/admin/documents/{documentId}/parse-references */
export interface ParseReferencesResponse {
  parsed_resources: string;
  sources: ParsedSourceReport[];
}

/** A source the draft's legal grounds cite: by title, with the template's articles for that act. */
export interface DraftCitationDto {
  title: string;
  url: string;
  articles: string | null;
}

/** POST /api/admin/documents/{documentId}/generate */
export interface GenerateDocumentResponse {
  document_text: string;
  /** The order's read sources the draft cites, in the researcher panel's order. */
  citations?: DraftCitationDto[];
  /** Who wrote the circumstances and grounds: the template alone, the model into the template, or the template after a model failure. */
  writer?: 'template' | 'llm' | 'template_fallback';
}

/** The longest document text stored (characters); a filing of 100+ pages fits. */
export const DOCUMENT_TEXT_MAX = 200_000;

/** POST /api/admin/documents/{documentId}/update-text */
export interface UpdateDocumentTextRequest {
  document_text: string;
}
export interface UpdateDocumentTextResponse {
  document_text: string;
}

/** Texts of the draft editor (document creator panel). */
export const DRAFT_EDITOR_TEXTS = {
  editorLabel: 'Текст документа',
  editorHint: 'Розмітка: рядок «# », «## », «### » — заголовок; рядок, обгорнутий у **, — жирний; порожній рядок — порожній абзац. Квадратні дужки [ ] — дані, які треба заповнити.',
  saving: 'Збереження...',
  saved: 'Збережено',
  saveFailed: 'Не вдалося зберегти зміни. Повернуто останню збережену версію.',
  regenerate: 'Згенерувати заново',
  regenerateTitle: 'Згенерувати документ заново?',
  regenerateMessage: 'Новий текст замінить документ разом з усіма вашими правками. Продовжити?',
  regenerateConfirm: 'Згенерувати заново',
  cancel: 'Скасувати',
  preview: 'Попередній перегляд',
  citations: 'Джерела, на які посилається документ',
  toSource: 'до джерела',
  placeholders: (n: number) => `Незаповнених місць [ ]: ${n}`,
  toolbar: 'Оформлення рядка',
  heading1: 'Заголовок 1',
  heading2: 'Заголовок 2',
  heading3: 'Заголовок 3',
  bold: 'Жирний рядок',
  paragraph: 'Звичайний абзац',
  generate: 'Згенерувати документ',
  generating: 'Генерація документу...',
  download: 'Завантажити документ',
  generateFailed: 'Не вдалося згенерувати документ. Спробуйте ще раз.',
  downloadFailed: 'Не вдалося сформувати файл документа.',
  templateFallback: 'Модель не відповіла як слід: обставини й обґрунтування взято з шаблону.',
} as const;

export const REFERENCE_TITLE_MAX = 300;
export const REFERENCE_URL_MAX = 2000;

export const DOCUMENT_MESSAGES = {
  titleRequired: 'Введіть назву джерела',
  titleTooLong: `Назва джерела має містити не більше ${REFERENCE_TITLE_MAX} символів`,
  urlRequired: 'Введіть посилання на джерело',
  urlInvalid: 'Посилання має бути повною адресою, що починається з http:// або https://',
  urlTooLong: `Посилання має містити не більше ${REFERENCE_URL_MAX} символів`,
  duplicate: 'Таке джерело вже є у списку',
  referenceNotFound: 'Джерело не знайдено у списку документа',
  documentNotFound: 'Документ не знайдено',
  orderNotFound: 'Замовлення не знайдено',
  noReferences: 'Спершу додайте джерела до документа',
  charactersOverLimit: (total: number, limit: number) =>
    `Забагато тексту для генерації: ${total} символів при ліміті ${limit}. Приберіть зайві джерела або скоротіть коментарі.`,
  filesOverLimit: (files: number, limit: number) => `Забагато файлів від клієнта: ${files} при ліміті ${limit}.`,
  llmFailed: 'Сервіс генерації документів тимчасово недоступний. Документ не змінено, спробуйте пізніше.',
  sourceFailed: 'Не вдалося отримати джерело',
  textRequired: 'Передайте текст документа рядком',
  textTooLong: `Текст документа має містити не більше ${DOCUMENT_TEXT_MAX} символів`,
} as const;

/** An absolute http(s) URL (spec section 5: "url must be a valid absolute URL"). */
export function isAbsoluteHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** The add-source rules of spec section 5, shared by the dialog and the server. Returns the first error or null. */
export function validateReference(input: { title: string; url: string }): string | null {
  const title = input.title.trim();
  const url = input.url.trim();
  if (!title) return DOCUMENT_MESSAGES.titleRequired;
  if (title.length > REFERENCE_TITLE_MAX) return DOCUMENT_MESSAGES.titleTooLong;
  if (!url) return DOCUMENT_MESSAGES.urlRequired;
  if (url.length > REFERENCE_URL_MAX) return DOCUMENT_MESSAGES.urlTooLong;
  if (!isAbsoluteHttpUrl(url)) return DOCUMENT_MESSAGES.urlInvalid;
  return null;
}

/** Two URLs name the same source when they differ only in case of scheme/host, a trailing slash or a #fragment. */
export function sameReferenceUrl(a: string, b: string): boolean {
  const norm = (v: string) => {
    try {
      const u = new URL(v.trim());
      u.hash = '';
      return u.toString().replace(/\/+$/, '');
    } catch {
      return v.trim();
    }
  };
  return norm(a) === norm(b);
}

export interface ParsedSource {
  url: string;
  content: string;
}

const SOURCE_HEADING = /^\*(\S+)\*$/;

/** Splits parsed_resources into its sources (a '*<url>*' line opens a source). */
export function splitParsedResources(text: string | null | undefined): ParsedSource[] {
  const out: ParsedSource[] = [];
  let current: { url: string; lines: string[] } | null = null;
  for (const line of (text ?? '').split('\n')) {
    const m = SOURCE_HEADING.exec(line.trim());
    if (m && isAbsoluteHttpUrl(m[1])) {
      if (current) out.push({ url: current.url, content: current.lines.join('\n').trim() });
      current = { url: m[1], lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  if (current) out.push({ url: current.url, content: current.lines.join('\n').trim() });
  return out;
}

/** The inverse of splitParsedResources. */
export function joinParsedResources(sources: readonly ParsedSource[]): string {
  return sources.map((s) => `*${s.url}*\n${s.content.trim()}`).join('\n\n');
}

