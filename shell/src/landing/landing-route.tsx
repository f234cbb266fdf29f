import { REMOTES } from '@law/contracts';
import { RemoteRegion } from '../remotes/remote-region';

/** '/' is the landing remote plus the chat widget; each fails on its own. */
export function LandingRoute() {
  return (
    <>
      <RemoteRegion remote={REMOTES.landing} module="./LandingPage" loading={<div className="landing-skeleton" aria-busy="true" />} />
      <RemoteRegion remote={REMOTES.chat} module="./ChatWidget" loading={null} />
    </>
  );
}
