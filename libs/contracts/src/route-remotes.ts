import { REMOTES, type RemoteName } from './routes';

export interface RouteRemote {
  remote: RemoteName;
  /** Exposed modules the route renders, e.g. './LandingPage'. */
  exposes: string[];
}

/**
 * What each route of spec section 2 renders. The shell preloads these after boot, and the server
 * adds preload hints for them to index.html, so a route's remotes download without a waterfall.
 */
export function remotesForPath(pathname: string): RouteRemote[] {
  const admin = (prefix: string, remote: RemoteName, list: string, detail: string): RouteRemote[] | undefined =>
    pathname === prefix ? [{ remote, exposes: [list] }] : pathname.startsWith(`${prefix}/`) ? [{ remote, exposes: [detail] }] : undefined;
  return (
    admin('/admin/dashboard/chats', REMOTES.adminChats, './ChatsListPage', './ChatDetailPage') ??
    admin('/admin/dashboard/orders', REMOTES.adminOrders, './OrdersListPage', './OrderDetailPage') ??
    admin('/admin/dashboard/feedbacks', REMOTES.adminFeedbacks, './FeedbacksListPage', './FeedbackDetailPage') ??
    admin('/admin/dashboard/history', REMOTES.adminChats, './HistoryPage', './HistoryPage') ??
    (pathname.startsWith('/admin')
      ? []
      : [
          { remote: REMOTES.landing, exposes: ['./LandingPage'] },
          { remote: REMOTES.chat, exposes: ['./ChatWidget'] },
        ])
  );
}
