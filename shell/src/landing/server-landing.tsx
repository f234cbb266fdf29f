// '/' with server HTML: the landing is already on screen (the backend put the landing remote's prerendered fragment
// into the page), so this boot skips the router and the admin shell: it hydrates the landing through its remote and
// mounts the chat widget. Every link on the landing is a full page load; other routes boot through ./bootstrap.
//
// Nothing here is urgent (the page is readable and its links work without JavaScript), so the work is cut into short
// tasks a tap can get between: the landing's code loads and hydrates first, as a transition (React hydrates in slices
// of a few ms instead of one block); the chat widget and the toasts (./chat-mount) load and mount afterwards.
import { startTransition } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LANDING_REGIONS, REMOTES } from '@law/contracts';

type Hydrate = { default: (container: Element) => void };

/** Resolves in a new task (after the browser has had a chance to handle input and paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function bootServerLanding(container: HTMLElement): void {
  const fallback = LANDING_REGIONS.find((r) => r.remote === REMOTES.landing)?.serverHtmlModule ?? './Hydrate';
  const expose = (container.dataset.hydrate || fallback).replace(/^\.\//, '');
  const landing = loadRemote<Hydrate>(`${REMOTES.landing}/${expose}`)
    .then(async (mod) => {
      if (!mod?.default) throw new Error(`${REMOTES.landing}/${expose} не знайдено`);
      await nextTask();
      startTransition(() => mod.default(container));
    })
    // The server HTML stays readable; the chat widget below still works on its own.
    .catch((error: unknown) => console.error('Не вдалося завантажити модуль лендінгу', error));

  // The chat widget after the landing's code (whether it loaded or not), from tasks of its own.
  void landing
    .then(nextTask)
    .then(() => import('./chat-mount'))
    .then((m) => m.mountChat(document.getElementById('root')!))
    .catch((error: unknown) => console.error('Не вдалося завантажити чат', error));
}
