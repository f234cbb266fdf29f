import { ROUTES } from '@law/contracts';

export const ADMIN_TABS = [
  { to: ROUTES.adminChats, label: 'Чати' },
  { to: ROUTES.adminOrders, label: 'Замовлення' },
  { to: ROUTES.adminFeedbacks, label: 'Відгуки' },
  { to: ROUTES.adminHistory, label: 'Історія змін' },
] as const;

/** The active tab is the one whose path prefix matches the current path. */
export function activeTab(pathname: string): string | undefined {
  return ADMIN_TABS.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to;
}
