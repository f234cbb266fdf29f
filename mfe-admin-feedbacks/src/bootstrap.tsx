// Standalone mount for the team's own dev server (npm run dev -w mfe-admin-feedbacks); the shell does not load this file.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppToasts } from '@law/ui/toasts';
import '@law/ui/src/theme.css';
import FeedbacksListPage from './exposes/feedbacks-list-page';
import FeedbackDetailPage from './exposes/feedback-detail-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ padding: 24 }}>
      <Routes>
        <Route path="/admin/dashboard/feedbacks" element={<FeedbacksListPage />} />
        <Route path="/admin/dashboard/feedbacks/:feedbackId" element={<FeedbackDetailPage />} />
        <Route path="*" element={<FeedbacksListPage />} />
      </Routes>
    </main>
    <AppToasts />
  </BrowserRouter>,
);
