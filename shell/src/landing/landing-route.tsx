import { LANDING_REGIONS, REMOTES } from '@law/contracts';
import { RemoteRegion } from '../remotes/remote-region';

/** '/' is the landing remote plus the chat widget (`LANDING_REGIONS`); each fails on its own. */
export function LandingRoute() {
  return (
    <>
      {LANDING_REGIONS.map((r) => (
        <RemoteRegion
          key={r.remote}
          remote={r.remote}
          module={r.module}
          loading={r.remote === REMOTES.landing ? <div className="landing-skeleton" aria-busy="true" /> : null}
        />
      ))}
    </>
  );
}
