/**
 * Input hygiene shared by every endpoint and socket event: a stored text may not hold a NUL (PostgreSQL refuses it),
 * other control characters except tab and line breaks, or half of a surrogate pair (not valid Unicode).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(s: string): boolean {
  return FORBIDDEN.test(s);
}

/** Request JSON deeper than this is refused: no form of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 16;

export const INPUT_MESSAGES = {
  forbiddenCharacters: 'Текст містить недопустимі символи (керівні символи або пошкоджений Unicode)',
  tooDeep: 'Запит має занадто глибоку вкладеність',
} as const;
