// Standalone mount for the team's own dev server (npm run dev -w mfe-admin-chats); the shell does not load this file.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppToasts } from '@law/ui/toasts';
import '@law/ui/src/theme.css';
import ChatsListPage from './exposes/chats-list-page';
import ChatDetailPage from './exposes/chat-detail-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ padding: 24 }}>
      <Routes>
        <Route path="/admin/dashboard/chats" element={<ChatsListPage />} />
        <Route path="/admin/dashboard/chats/:chatId" element={<ChatDetailPage />} />
        <Route path="*" element={<ChatsListPage />} />
      </Routes>
    </main>
    <AppToasts />
  </BrowserRouter>,
);
