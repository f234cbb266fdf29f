import { BadRequestException } from '@nestjs/common';

/** Longest search text any list accepts. */
export const SEARCH_MAX = 100;

/** `?search=`: absent is '', kept as typed apart from surrounding spaces; a string of at most SEARCH_MAX. */
export function parseSearchParam(raw: unknown): string {
  if (raw !== undefined && typeof raw !== 'string') throw new BadRequestException('Некоректний пошуковий запит');
  const search = (raw ?? '').trim();
  if (search.length > SEARCH_MAX) throw new BadRequestException(`Пошуковий запит не може перевищувати ${SEARCH_MAX} символів`);
  return search;
}

/** Escapes LIKE wildcards so the admin's text is matched literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Digits of a phone-like search ('+380 50 123' -> '38050123'), or '' when the text is not phone-like. */
export function phoneDigits(search: string): string {
  return /^[\d\s+()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
}
