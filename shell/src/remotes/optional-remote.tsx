import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@law/contracts';

type RemoteModule = { default: ComponentType };
const Nothing: RemoteModule = { default: () => null };

/**
 * A small extra from a remote (e.g. the Chats tab's live badge): shown when the remote loads, nothing at all when
 * it does not — the page around it must not show a remote's error box for a badge.
 */
export function OptionalRemote({ remote, module }: { remote: RemoteName; module: string }) {
  const Remote = useMemo(
    () =>
      lazy(async () => {
        try {
          const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
          return loaded?.default ? loaded : Nothing;
        } catch {
          return Nothing;
        }
      }),
    [remote, module],
  );
  return (
    <Suspense fallback={null}>
      <Remote />
    </Suspense>
  );
}
