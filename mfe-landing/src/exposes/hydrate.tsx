import { hydrateRoot } from 'react-dom/client';
import LandingPage from '../app/landing-page';

/**
 * Takes over the server HTML of '/' (the fragment of `src/server/render.tsx`, put into the page by the backend):
 * the markup is kept, React attaches to it. Every link on the landing is a full page load, so it is never unmounted.
 */
export default function hydrateLanding(container: Element): void {
  hydrateRoot(container, <LandingPage />, {
    // A mismatch is a bug of ours: say it loudly (the browser tests fail on it) — React re-renders the part itself.
    onRecoverableError: (error) => console.error('Hydration mismatch on the landing page:', error),
  });
}
