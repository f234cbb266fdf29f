// Standalone mount for the team's own dev server (npm run dev -w mfe-admin-orders); the shell does not load this file.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
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
    <ToastContainer position="top-right" autoClose={4000} closeButton pauseOnHover />
  </BrowserRouter>,
);
