import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@law/contracts';
import { http } from '@law/ui';
import { ADMIN_TABS, activeTab } from './admin-tabs';

export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = activeTab(pathname);

  // Ask once whether the session is alive; a 401 is redirected by the shared axios handler.
  useEffect(() => {
    http.get('/admin/session').catch(() => undefined);
  }, []);

  const logout = async () => {
    await http.post('/admin/logout').catch(() => undefined);
    navigate(ROUTES.adminLogin, { replace: true });
  };

  return (
    <div className="admin">
      <header className="admin-header">
        <span className="admin-brand">Адмін-панель</span>
        <nav className="admin-tabs" aria-label="Розділи">
          {ADMIN_TABS.map((t) => (
            <Link key={t.to} to={t.to} className={t.to === current ? 'admin-tab active' : 'admin-tab'} aria-current={t.to === current ? 'page' : undefined}>
              {t.label}
            </Link>
          ))}
        </nav>
        <button type="button" className="btn btn-ghost" onClick={logout}>
          Вийти
        </button>
      </header>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
