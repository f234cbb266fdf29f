// '/' with server HTML: the landing is already on screen (the backend put the landing remote's prerendered fragment
// into the page), so this boot skips the router and the admin shell: it hydrates the landing through its remote and
// mounts the chat widget. Every link on the landing is a full page load; other routes boot through ./bootstrap.
import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { LANDING_REGIONS, REMOTES } from '@law/contracts';
import { RemoteRegion } from '../remotes/remote-region';

type Hydrate = { default: (container: Element) => void };

export function bootServerLanding(container: HTMLElement): void {
  const fallback = LANDING_REGIONS.find((r) => r.remote === REMOTES.landing)?.serverHtmlModule ?? './Hydrate';
  const expose = (container.dataset.hydrate || fallback).replace(/^\.\//, '');
  loadRemote<Hydrate>(`${REMOTES.landing}/${expose}`)
    .then((mod) => {
      if (!mod?.default) throw new Error(`${REMOTES.landing}/${expose} не знайдено`);
      mod.default(container);
    })
    // The server HTML stays readable; the chat widget below still works on its own.
    .catch((error: unknown) => console.error('Не вдалося завантажити модуль лендінгу', error));

  createRoot(document.getElementById('root')!).render(
    <>
      {LANDING_REGIONS.filter((r) => r.remote !== REMOTES.landing).map((r) => (
        <RemoteRegion key={r.remote} remote={r.remote} module={r.module} loading={null} />
      ))}
      <ToastContainer position="top-right" autoClose={4000} closeButton pauseOnHover newestOnTop />
    </>,
  );
}
