// Standalone mount for the team's own dev server (npm run dev -w mfe-landing); the shell does not load this file.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppToasts } from '@law/ui/toasts';
import '@law/ui/src/theme.css';
import LandingPage from './exposes/landing-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<LandingPage />} />
    </Routes>
    <AppToasts />
  </BrowserRouter>,
);
