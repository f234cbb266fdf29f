import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { parseChatListQuery } from './chat-list-query';
import { likeEscape, phoneDigits } from '../../common/http/search-text';
import { chatListCountSql, chatListPageSql, chatListSearchSql } from './chat-list-sql';

describe('chats inbox query parsing', () => {
  it('defaults to page 1 of in_work without a search', () => {
    expect(parseChatListQuery({})).toEqual({ page: 1, status: 'in_work', search: '' });
    expect(parseChatListQuery({ page: '3', status: 'all', search: '  Іван ' })).toEqual({ page: 3, status: 'all', search: 'Іван' });
  });

  it('refuses bad pages, statuses and over-long searches', () => {
    for (const q of [{ page: '0' }, { page: 'x' }, { page: '1.5' }, { status: 'done' }, { status: ['all'] }, { search: 'я'.repeat(101) }, { search: ['a', 'b'] }]) {
      expect(() => parseChatListQuery(q)).toThrow(BadRequestException);
    }
  });

  it('matches LIKE wildcards literally and reads phone digits only from phone-like text', () => {
    expect(likeEscape('50%_\\')).toBe('50\\%\\_\\\\');
    expect(phoneDigits('+380 (50) 123-45')).toBe('3805012345');
    expect(phoneDigits('Іван 050')).toBe('');
  });
});

describe('chats inbox SQL', () => {
  it('counts from the trigger-kept counters without a search and counts the materialized matches with one', () => {
    expect(chatListCountSql({ status: 'processed' }).sql).toContain('FROM chat_list_counts WHERE is_processed');
    const q = chatListSearchSql({ status: 'in_work', search: '050 12', page: 3 });
    expect(q.sql).toContain('c.user_id = u.id AND NOT c.is_processed');
    expect(q.sql).toContain('(u.name ILIKE $1 OR u.phone LIKE $2)');
    expect(q.sql).toContain('MATERIALIZED');
    expect(q.sql).toMatch(/LIMIT 10 OFFSET 20/);
    expect(q.params).toEqual(['%050 12%', '%05012%']);
    expect(chatListSearchSql({ status: 'all', search: 'Олена', page: 1 }).params).toEqual(['%Олена%']);
    // a full number (international or local form) is an exact, indexed phone match
    for (const full of ['+380 67 123 45 67', '0671234567', '380671234567']) {
      const f = chatListSearchSql({ status: 'all', search: full, page: 1 });
      expect(f.sql).toContain('u.phone = $2');
      expect(f.params[1]).toBe('+380671234567');
    }
  });

  it('reads early pages newest-first and late pages from the other end with the matching offset', () => {
    expect(chatListPageSql({ page: 2, status: 'all' }, 95)!.sql).toMatch(/DESC, c\.id DESC\s+LIMIT 10 OFFSET 10/);
    // 95 rows, page 10 holds rows 91..95 (5 rows) = the first 5 in ascending order
    expect(chatListPageSql({ page: 10, status: 'all' }, 95)!.sql).toMatch(/ASC, c\.id ASC\s+LIMIT 5 OFFSET 0/);
    // page 9 holds rows 81..90 = ascending offset 5
    expect(chatListPageSql({ page: 9, status: 'all' }, 95)!.sql).toMatch(/ASC, c\.id ASC\s+LIMIT 10 OFFSET 5/);
    expect(chatListPageSql({ page: 1, status: 'all' }, 0)).toBeNull();
  });
});
