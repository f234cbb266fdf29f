import { describe, expect, it } from '@jest/globals';
import { remotesForPath } from './route-remotes';

describe('remotes per route', () => {
  it('loads the landing page and the chat widget on /, nothing admin', () => {
    expect(remotesForPath('/').map((r) => r.remote)).toEqual(['mfe_landing', 'mfe_chat']);
  });
  it('loads only the matching admin remote and page on admin routes', () => {
    expect(remotesForPath('/admin/dashboard/chats')).toEqual([{ remote: 'mfe_admin_chats', exposes: ['./ChatsListPage'] }]);
    expect(remotesForPath('/admin/dashboard/orders/7')).toEqual([{ remote: 'mfe_admin_orders', exposes: ['./OrderDetailPage'] }]);
    expect(remotesForPath('/admin/dashboard/feedbacks')).toEqual([{ remote: 'mfe_admin_feedbacks', exposes: ['./FeedbacksListPage'] }]);
    expect(remotesForPath('/admin/dashboard/history')).toEqual([{ remote: 'mfe_admin_chats', exposes: ['./HistoryPage'] }]);
    expect(remotesForPath('/admin/login')).toEqual([]);
  });
});
