import { SERVER_LANDING_ID } from '@law/contracts';
import { loadRemotesMap } from './remotes/remotes-map';

// Remotes are registered at run time from the remotes map before the app renders. The route's remote files are
// already downloading by then: the server lists them as preload hints in the page (from the remotes' manifests).
const serverLanding = document.getElementById(SERVER_LANDING_ID);
loadRemotesMap()
  .catch((error: unknown) => console.error('Не вдалося завантажити карту модулів', error))
  .finally(() => {
    if (serverLanding) void import('./landing/server-landing').then((m) => m.bootServerLanding(serverLanding));
    else void import('./bootstrap');
  });
