// The chat widget and the toasts of '/' over server HTML, mounted once the landing has started hydrating: a chunk of
// its own, so its code (react-toastify and its CSS included) is requested and run in later tasks than the landing's.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppToasts } from '@law/ui/toasts';
import { LANDING_REGIONS, REMOTES } from '@law/contracts';
import { RemoteRegion } from '../remotes/remote-region';

export function mountChat(container: HTMLElement): void {
  const root = createRoot(container);
  // A transition: React renders it in slices of a few ms instead of one block.
  startTransition(() =>
    root.render(
      <>
        {LANDING_REGIONS.filter((r) => r.remote !== REMOTES.landing).map((r) => (
          <RemoteRegion key={r.remote} remote={r.remote} module={r.module} loading={null} />
        ))}
        <AppToasts />
      </>,
    ),
  );
}
