import { describe, expect, it } from '@jest/globals';
import { parseOrdersQuery } from './use-orders-query';

describe('orders list URL query', () => {
  it('reads page and status', () => {
    expect(parseOrdersQuery(new URLSearchParams('page=3&status=pending'))).toEqual({ page: 3, status: 'pending', search: '' });
  });
  it('reads the trash filter and a search, trimmed', () => {
    expect(parseOrdersQuery(new URLSearchParams('status=trash&search=%20%D0%86%D0%B2%D0%B0%D0%BD%20'))).toEqual({ page: 1, status: 'trash', search: 'Іван' });
  });
  it('falls back to page 1 and all for missing or bad values', () => {
    expect(parseOrdersQuery(new URLSearchParams(''))).toEqual({ page: 1, status: 'all', search: '' });
    expect(parseOrdersQuery(new URLSearchParams('page=0&status=unknown'))).toEqual({ page: 1, status: 'all', search: '' });
    expect(parseOrdersQuery(new URLSearchParams('page=abc&status=DROP'))).toEqual({ page: 1, status: 'all', search: '' });
    expect(parseOrdersQuery(new URLSearchParams('page=2.5'))).toEqual({ page: 1, status: 'all', search: '' });
  });
});
