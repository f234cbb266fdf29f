import { REMOTES, ROUTES, type RemoteName } from './routes';
import { LANDING_REGIONS } from './landing-regions';

export interface RouteRemote {
  remote: RemoteName;
  /** Exposed modules the route renders, e.g. './LandingPage'. */
  exposes: string[];
}

/**
 * One page of the back office: its list at `path`, and (when it has one) a detail page at `path/:param`.
 * Both come from one remote.
 */
export interface AdminPage {
  /** The list page's full path, e.g. '/admin/dashboard/chats'. */
  path: string;
  remote: RemoteName;
  /** The exposed module of the list page, e.g. './ChatsListPage'. */
  list: string;
  /** The detail page: the route parameter its module reads with `useParams()`, and the exposed module. */
  detail?: { param: string; module: string };
}

/** The admin layout (tabs, session) wraps every admin page; its own index goes to '/'. */
export const ADMIN_DASHBOARD = '/admin/dashboard';

/**
 * The route table of the back office (spec section 2), declared once. The shell builds its `<Route>`s from it,
 * `remotesForPath` (the shell's preload and the server's preload hints) and `isAppPath` (the server's redirects)
 * read it too. A new admin page is one line here.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: ROUTES.adminChats, remote: REMOTES.adminChats, list: './ChatsListPage', detail: { param: 'chatId', module: './ChatDetailPage' } },
  { path: ROUTES.adminOrders, remote: REMOTES.adminOrders, list: './OrdersListPage', detail: { param: 'orderId', module: './OrderDetailPage' } },
  {
    path: ROUTES.adminFeedbacks,
    remote: REMOTES.adminFeedbacks,
    list: './FeedbacksListPage',
    detail: { param: 'feedbackId', module: './FeedbackDetailPage' },
  },
  { path: ROUTES.adminHistory, remote: REMOTES.adminChats, list: './HistoryPage' },
];


/** The admin page whose list (`detail: false`) or detail (`detail: true`) route is `pathname`. */
function adminPageAt(pathname: string): { page: AdminPage; detail: boolean } | undefined {
  for (const page of ADMIN_PAGES) {
    if (pathname === page.path) return { page, detail: false };
    if (page.detail && pathname.startsWith(`${page.path}/`)) return { page, detail: true };
  }
  return undefined;
}

/**
 * What each route of spec section 2 renders. The shell preloads these after boot, and the server
 * adds preload hints for them to index.html, so a route's remotes download without a waterfall.
 *
 * `serverHtml`: '/' came with the landing's server HTML, so the landing is hydrated (its './Hydrate' module)
 * rather than rendered.
 */
export function remotesForPath(pathname: string, opts: { serverHtml?: boolean } = {}): RouteRemote[] {
  const admin = adminPageAt(pathname);
  if (admin) {
    const { page, detail } = admin;
    return [{ remote: page.remote, exposes: [detail && page.detail ? page.detail.module : page.list] }];
  }
  if (pathname.startsWith('/admin')) return [];
  return LANDING_REGIONS.map((r) => ({
    remote: r.remote,
    exposes: [opts.serverHtml && r.serverHtmlModule ? r.serverHtmlModule : r.module],
  }));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths the shell renders (spec section 2); the server redirects any other page request to '/'. */
const APP_PATHS: readonly RegExp[] = [
  /^\/$/,
  new RegExp(`^${escapeRegExp(ROUTES.adminLogin)}$`),
  ...ADMIN_PAGES.map((p) => new RegExp(`^${escapeRegExp(p.path)}${p.detail ? '(/[^/]+)?' : ''}$`)),
];

export function isAppPath(pathname: string): boolean {
  return APP_PATHS.some((p) => p.test(pathname));
}
