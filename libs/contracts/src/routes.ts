/** The route table of spec section 2. The shell owns it; remotes link with these paths. */
export const ROUTES = {
  landing: '/',
  adminLogin: '/admin/login',
  adminChats: '/admin/dashboard/chats',
  adminChat: (chatId: string | number) => `/admin/dashboard/chats/${chatId}`,
  adminOrders: '/admin/dashboard/orders',
  adminOrder: (orderId: string | number) => `/admin/dashboard/orders/${orderId}`,
  adminFeedbacks: '/admin/dashboard/feedbacks',
  adminFeedback: (feedbackId: string | number) => `/admin/dashboard/feedbacks/${feedbackId}`,
  /** 'Історія змін' of the whole back office (issue 15). */
  adminHistory: '/admin/dashboard/history',
} as const;

/** Module Federation container names (valid JS identifiers) of the remotes. */
export const REMOTES = {
  landing: 'mfe_landing',
  chat: 'mfe_chat',
  adminChats: 'mfe_admin_chats',
  adminOrders: 'mfe_admin_orders',
  adminFeedbacks: 'mfe_admin_feedbacks',
} as const;

export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** Runtime remotes map served by the backend at /remotes.json: remote name -> mf-manifest.json URL. */
export type RemotesMap = Record<RemoteName, string>;

export const REMOTES_MAP_PATH = '/remotes.json';

/**
 * The remote's container script, beside its manifest (every remote's build writes both into one folder). Browsers
 * load a remote by it: the manifest is read by the server only (preload hints, the landing's server HTML).
 */
export function remoteEntryUrl(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

/** The workspace folder of each remote; the backend serves its build under /mf/<folder>/. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mfe_landing: 'mfe-landing',
  mfe_chat: 'mfe-chat',
  mfe_admin_chats: 'mfe-admin-chats',
  mfe_admin_orders: 'mfe-admin-orders',
  mfe_admin_feedbacks: 'mfe-admin-feedbacks',
};
