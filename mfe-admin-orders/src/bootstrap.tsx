// Standalone mount for the team's own dev server (npm run dev -w mfe-admin-orders); the shell does not load this file.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppToasts } from '@law/ui/toasts';
import '@law/ui/src/theme.css';
import OrdersListPage from './exposes/orders-list-page';
import OrderDetailPage from './exposes/order-detail-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ padding: 24 }}>
      <Routes>
        <Route path="/admin/dashboard/orders" element={<OrdersListPage />} />
        <Route path="/admin/dashboard/orders/:orderId" element={<OrderDetailPage />} />
        <Route path="*" element={<OrdersListPage />} />
      </Routes>
    </main>
    <AppToasts />
  </BrowserRouter>,
);
