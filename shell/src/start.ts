import { loadRemotesMap, preloadForPath } from './remotes/remotes-map';

// Remotes are registered at run time from the remotes map before the app renders,
// and the current route's remotes start downloading in parallel with the bootstrap chunk.
loadRemotesMap()
  .then(() => preloadForPath(window.location.pathname))
  .catch((error: unknown) => console.error('Не вдалося завантажити карту модулів', error))
  .finally(() => import('./bootstrap'));
