import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { REMOTES, ROUTES } from '@law/contracts';
import { setUnauthorizedHandler } from '@law/ui';
import { RemoteRegion } from './remotes/remote-region';
import { AdminLayout } from './admin/admin-layout';
import { LoginPage } from './admin/login-page';
import { LandingRoute } from './landing/landing-route';

/** The route table of spec section 2; anything else goes to '/'. */
export function App() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate(ROUTES.adminLogin, { replace: true })), [navigate]);

  return (
    <Routes>
      <Route path={ROUTES.landing} element={<LandingRoute />} />
      <Route path={ROUTES.adminLogin} element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<AdminLayout />}>
        <Route path="chats" element={<RemoteRegion remote={REMOTES.adminChats} module="./ChatsListPage" />} />
        <Route path="chats/:chatId" element={<RemoteRegion remote={REMOTES.adminChats} module="./ChatDetailPage" />} />
        <Route path="orders" element={<RemoteRegion remote={REMOTES.adminOrders} module="./OrdersListPage" />} />
        <Route path="orders/:orderId" element={<RemoteRegion remote={REMOTES.adminOrders} module="./OrderDetailPage" />} />
        <Route path="feedbacks" element={<RemoteRegion remote={REMOTES.adminFeedbacks} module="./FeedbacksListPage" />} />
        <Route path="feedbacks/:feedbackId" element={<RemoteRegion remote={REMOTES.adminFeedbacks} module="./FeedbackDetailPage" />} />
        <Route path="history" element={<RemoteRegion remote={REMOTES.adminChats} module="./HistoryPage" />} />
        <Route index element={<Navigate to={ROUTES.landing} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={ROUTES.landing} replace />} />
    </Routes>
  );
}
