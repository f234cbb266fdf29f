import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppToasts } from '@law/ui/toasts';
import './styles.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
      <AppToasts />
    </BrowserRouter>
  </StrictMode>,
);
