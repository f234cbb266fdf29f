import { describe, expect, it } from '@jest/globals';
import { chatListQueryString, parseChatListParams } from './chat-list-params';

describe('chat list URL state', () => {
  it('defaults to the in-work filter, no search, page 1', () => {
    expect(parseChatListParams(new URLSearchParams(''))).toEqual({ status: 'in_work', search: '', page: 1 });
  });
  it('reads filter, search and page from the query', () => {
    expect(parseChatListParams(new URLSearchParams('status=all&search=%2B38050&page=3'))).toEqual({ status: 'all', search: '+38050', page: 3 });
  });
  it('ignores a malformed filter or page', () => {
    expect(parseChatListParams(new URLSearchParams('status=deleted&page=-2'))).toEqual({ status: 'in_work', search: '', page: 1 });
    expect(parseChatListParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });
  it('writes only what differs from the defaults and round-trips', () => {
    expect(chatListQueryString({ status: 'in_work', search: '', page: 1 }).toString()).toBe('');
    const q = chatListQueryString({ status: 'processed', search: 'Олена', page: 2 });
    expect(parseChatListParams(q)).toEqual({ status: 'processed', search: 'Олена', page: 2 });
  });
});
