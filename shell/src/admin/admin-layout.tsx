import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { REMOTES, ROUTES, type AdminSessionInfo, type ApiSuccess } from '@law/contracts';
import { http } from '@law/ui';
import { ADMIN_TABS, activeTab } from './admin-tabs';
import { OptionalRemote } from '../remotes/optional-remote';

export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = activeTab(pathname);

  const [staffName, setStaffName] = useState<string | null>(null);

  // Ask once whether the session is alive and whose it is; a 401 is redirected by the shared axios handler.
  useEffect(() => {
    http
      .get<ApiSuccess<AdminSessionInfo>>('/admin/session')
      .then((res) => setStaffName(res.data.data.staff?.name ?? null))
      .catch(() => undefined);
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
              {t.to === ROUTES.adminChats && <OptionalRemote remote={REMOTES.adminChats} module="./InboxBadge" />}
            </Link>
          ))}
        </nav>
        {staffName && (
          <span className="admin-staff" data-testid="admin-staff">
            {staffName}
          </span>
        )}
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
