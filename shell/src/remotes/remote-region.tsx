import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@law/contracts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './remotes-map';

interface Props {
  remote: RemoteName;
  /** The exposed module, e.g. './LandingPage'. */
  module: string;
  /** Shown while the remote loads; a neutral block by default so layout does not jump. */
  loading?: ReactNode;
}

type RemoteModule = { default: ComponentType };

/** One remote mount point: error boundary + suspense + retry (CONVENTIONS, module-federation-examples). */
export function RemoteRegion({ remote, module, loading }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
        if (!loaded?.default) throw new Error(`${remote}/${module} не знайдено`);
        return loaded;
      }),
    // A new attempt builds a new lazy component so the import runs again.
    [remote, module, attempt],
  );
  const retry = () => {
    void resetRemote(remote).then(() => setAttempt((n) => n + 1));
  };
  return (
    // Keyed by what it shows: the shell reuses this region across routes, and a failure of one
    // remote must not stay on screen when the route switches to another.
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} name={remote} onRetry={retry}>
      <Suspense fallback={loading ?? <div className="remote-loading" aria-busy="true" />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
