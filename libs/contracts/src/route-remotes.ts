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
/** The element of '/' that holds the landing remote's server HTML (the backend writes it, the shell hydrates it). */
export const SERVER_LANDING_ID = 'landing-ssr';

/**
 * `serverHtml`: '/' came with the landing's server HTML, so the landing is hydrated (its './Hydrate' module)
 * rather than rendered.
 */
export function remotesForPath(pathname: string, opts: { serverHtml?: boolean } = {}): RouteRemote[] {
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
          { remote: REMOTES.landing, exposes: [opts.serverHtml ? './Hydrate' : './LandingPage'] },
          { remote: REMOTES.chat, exposes: ['./ChatWidget'] },
        ])
  );
}

/** The paths the shell renders (spec section 2); the server redirects any other page request to '/'. */
const APP_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/admin\/login$/,
  /^\/admin\/dashboard\/(chats|orders|feedbacks)(\/[^/]+)?$/,
  /^\/admin\/dashboard\/history$/,
];

export function isAppPath(pathname: string): boolean {
  return APP_PATHS.some((p) => p.test(pathname));
}
