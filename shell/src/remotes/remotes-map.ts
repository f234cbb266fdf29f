import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MAP_PATH, remotesForPath, type RemoteName, type RemotesMap } from '@law/contracts';

let remotesMap: Partial<RemotesMap> = {};

function readInlineMap(): Partial<RemotesMap> | null {
  const el = document.getElementById('remotes-map');
  if (!el?.textContent) return null;
  try {
    // The backend fills this in; a plain dev server leaves 'null'.
    return JSON.parse(el.textContent) as Partial<RemotesMap> | null;
  } catch {
    return null;
  }
}

/** The backend inlines the map into index.html (no extra round trip); dev servers serve /remotes.json. */
export async function loadRemotesMap(): Promise<void> {
  const inline = readInlineMap();
  remotesMap = inline ?? ((await (await fetch(REMOTES_MAP_PATH, { cache: 'no-store' })).json()) as Partial<RemotesMap>);
  registerAll(false);
}

function registerAll(force: boolean): void {
  registerRemotes(
    Object.entries(remotesMap).map(([name, entry]) => ({ name, entry: new URL(entry as string, window.location.href).href })),
    { force },
  );
}

/**
 * Forget a failed remote so the next load fetches its manifest again, re-reading the remotes map first:
 * a remote that was re-deployed to a new URL is picked up by the retry without a page reload.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  try {
    const fresh = (await (await fetch(REMOTES_MAP_PATH, { cache: 'no-store' })).json()) as Partial<RemotesMap>;
    remotesMap = { ...remotesMap, ...fresh };
  } catch {
    // Keep the map we have; the retry then tries the same URL again.
  }
  const entry = remotesMap[name];
  if (!entry) return;
  registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
}

export function preloadForPath(pathname: string): void {
  const wanted = remotesForPath(pathname).filter((p) => remotesMap[p.remote]);
  if (wanted.length === 0) return;
  // A failed preload is not fatal: the region's own load shows the fallback.
  preloadRemote(wanted.map((p) => ({ nameOrAlias: p.remote, exposes: p.exposes, resourceCategory: 'sync' as const }))).catch(() => undefined);
}
