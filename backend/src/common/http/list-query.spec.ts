import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { LIST_MESSAGES } from '@law/contracts';
import { parseListQuery } from './list-query';

const ORDERS = { status: { values: ['all', 'paid', 'trash'] as const, fallback: 'all' as const }, search: true };

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BadRequestException);
    return (e as BadRequestException).message;
  }
  throw new Error('no refusal');
};

describe('parseListQuery (chats, orders, feedbacks)', () => {
  it('absent or empty values are page 1, the default status, no search', () => {
    expect(parseListQuery({}, ORDERS)).toEqual({ page: 1, status: 'all', search: '' });
    expect(parseListQuery({ page: '', status: '', search: '' }, ORDERS)).toEqual({ page: 1, status: 'all', search: '' });
  });

  it('reads page, status and trimmed search', () => {
    expect(parseListQuery({ page: '3', status: 'trash', search: '  Іван ' }, ORDERS)).toEqual({ page: 3, status: 'trash', search: 'Іван' });
  });

  it('refuses a bad page, an unknown status and a key the list does not take', () => {
    expect(refusal(() => parseListQuery({ page: '0' }, ORDERS))).toBe(LIST_MESSAGES.badPage);
    expect(refusal(() => parseListQuery({ status: 'ALL' }, ORDERS))).toBe(LIST_MESSAGES.badStatus);
    expect(refusal(() => parseListQuery({ sort: 'x' }, ORDERS))).toBe('Невідоме поле: sort');
    expect(refusal(() => parseListQuery({ status: 'all' }))).toBe('Невідоме поле: status');
    expect(refusal(() => parseListQuery({ search: 'x' }))).toBe('Невідоме поле: search');
  });

  it('a list without filters reads only the page', () => {
    expect(parseListQuery({ page: '2' })).toEqual({ page: 2, status: undefined, search: '' });
  });
});
