import { describe, expect, it } from '@jest/globals';
import { ADMIN_DASHBOARD, ADMIN_PAGES, isAppPath, remotesForPath } from './route-remotes';
import { remoteEntryUrl } from './routes';

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

describe('the route table drives the preloads and the redirects', () => {
  it('renders the detail module of a page under its list path, and the list module at the path itself', () => {
    for (const page of ADMIN_PAGES) {
      expect(remotesForPath(page.path)).toEqual([{ remote: page.remote, exposes: [page.list] }]);
      if (page.detail) expect(remotesForPath(`${page.path}/42`)).toEqual([{ remote: page.remote, exposes: [page.detail.module] }]);
    }
  });
  it('hydrates the landing over server HTML instead of rendering it; the chat widget is the same', () => {
    expect(remotesForPath('/', { serverHtml: true })).toEqual([
      { remote: 'mfe_landing', exposes: ['./Hydrate'] },
      { remote: 'mfe_chat', exposes: ['./ChatWidget'] },
    ]);
    expect(remotesForPath('/')[0]).toEqual({ remote: 'mfe_landing', exposes: ['./LandingPage'] });
  });
  it('preloads the landing for any other public path (the shell sends it to /) and nothing for other admin paths', () => {
    expect(remotesForPath('/no-such-page').map((r) => r.remote)).toEqual(['mfe_landing', 'mfe_chat']);
    expect(remotesForPath('/admin/dashboard')).toEqual([]);
    expect(remotesForPath('/admin/dashboard/nothing')).toEqual([]);
    expect(remotesForPath('/admin/dashboard/history/3')).toEqual([]);
  });
  it('knows the app paths of the table; the server redirects the rest to /', () => {
    for (const p of ['/', '/admin/login', '/admin/dashboard/chats', '/admin/dashboard/chats/5', '/admin/dashboard/orders/12',
      '/admin/dashboard/feedbacks', '/admin/dashboard/feedbacks/3', '/admin/dashboard/history']) {
      expect(isAppPath(p)).toBe(true);
    }
    for (const p of ['/x', '/admin', '/admin/dashboard', '/admin/dashboard/history/3', '/admin/dashboard/chats/5/x',
      '/admin/dashboard/chatsx', '/Admin/login', '/admin/login/']) {
      expect(isAppPath(p)).toBe(false);
    }
  });
  it('gives every admin page its own path under the dashboard', () => {
    const paths = ADMIN_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p.startsWith(`${ADMIN_DASHBOARD}/`)).toBe(true);
  });
});

describe('remoteEntryUrl', () => {
  it("is the container script beside a remote's manifest, wherever the remote is deployed", () => {
    expect(remoteEntryUrl('/mf/mfe-landing/mf-manifest.json')).toBe('/mf/mfe-landing/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example.com/landing/v2/mf-manifest.json')).toBe('https://cdn.example.com/landing/v2/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example.com/landing/mf-manifest.json?v=3')).toBe('https://cdn.example.com/landing/remoteEntry.js?v=3');
    // Not a manifest URL: left as it is (the load then fails and the region shows its fallback).
    expect(remoteEntryUrl('https://cdn.example.com/landing/mf-manifest.json.bak')).toBe('https://cdn.example.com/landing/mf-manifest.json.bak');
  });
});
