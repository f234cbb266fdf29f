import { SERVER_LANDING_ID } from '@law/contracts';
import { loadRemotesMap, preloadForPath } from './remotes/remotes-map';

// Remotes are registered at run time from the remotes map before the app renders,
// and the current route's remotes start downloading in parallel with the bootstrap chunk.
const serverLanding = document.getElementById(SERVER_LANDING_ID);
loadRemotesMap()
  // Over server HTML the server has already listed the route's files (added as preload hints after the first paint).
  .then(() => serverLanding || preloadForPath(window.location.pathname))
  .catch((error: unknown) => console.error('Не вдалося завантажити карту модулів', error))
  .finally(() => {
    if (serverLanding) void import('./landing/server-landing').then((m) => m.bootServerLanding(serverLanding));
    else void import('./bootstrap');
  });
