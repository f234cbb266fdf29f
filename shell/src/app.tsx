import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { ADMIN_DASHBOARD, ADMIN_PAGES, ROUTES } from '@law/contracts';
import { setUnauthorizedHandler } from '@law/ui';
import { RemoteRegion } from './remotes/remote-region';
import { AdminLayout } from './admin/admin-layout';
import { LoginPage } from './admin/login-page';
import { LandingRoute } from './landing/landing-route';

/** A page's path inside the admin layout: '/admin/dashboard/chats' -> 'chats'. */
const insideDashboard = (path: string) => path.slice(ADMIN_DASHBOARD.length + 1);

/**
 * The route table of spec section 2; anything else goes to '/'. The admin pages come from `ADMIN_PAGES`
 * (libs/contracts `route-remotes.ts`), the same table the preloads and the server's redirects read.
 */
export function App() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate(ROUTES.adminLogin, { replace: true })), [navigate]);

  return (
    <Routes>
      <Route path={ROUTES.landing} element={<LandingRoute />} />
      <Route path={ROUTES.adminLogin} element={<LoginPage />} />
      <Route path={ADMIN_DASHBOARD} element={<AdminLayout />}>
        {ADMIN_PAGES.map((page) => (
          <Route key={page.path} path={insideDashboard(page.path)} element={<RemoteRegion remote={page.remote} module={page.list} />} />
        ))}
        {ADMIN_PAGES.map(
          (page) =>
            page.detail && (
              <Route
                key={`${page.path}/:${page.detail.param}`}
                path={`${insideDashboard(page.path)}/:${page.detail.param}`}
                element={<RemoteRegion remote={page.remote} module={page.detail.module} />}
              />
            ),
        )}
        <Route index element={<Navigate to={ROUTES.landing} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={ROUTES.landing} replace />} />
    </Routes>
  );
}
