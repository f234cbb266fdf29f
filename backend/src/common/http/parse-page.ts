import { BadRequestException } from '@nestjs/common';
import { LIST_MESSAGES } from '@law/contracts';

const BAD_PAGE_MESSAGE = LIST_MESSAGES.badPage;

/** `?page=`: absent or empty means 1; otherwise a positive integer, else 400. */
export function parsePageParam(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new BadRequestException(BAD_PAGE_MESSAGE);
  const n = Number(raw);
  if (n < 1) throw new BadRequestException(BAD_PAGE_MESSAGE);
  return n;
}

/** A page beyond the last one is a 400 (page 1 of an empty list is fine: total_pages is at least 1). */
export function assertPageInRange(page: number, totalPages: number): void {
  if (page > Math.max(1, totalPages)) throw new BadRequestException(BAD_PAGE_MESSAGE);
}
