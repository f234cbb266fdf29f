import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MAP_PATH, remoteEntryUrl, type RemoteName, type RemotesMap } from '@law/contracts';

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

/** A remote is registered by its container script (the runtime is built without the manifest reader). */
const entryOf = (manifest: string) => new URL(remoteEntryUrl(manifest), window.location.href).href;

function registerAll(force: boolean): void {
  registerRemotes(
    Object.entries(remotesMap).map(([name, manifest]) => ({ name, entry: entryOf(manifest as string) })),
    { force },
  );
}

/**
 * Forget a failed remote so the next load fetches its container script again, re-reading the remotes map first:
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
  registerRemotes([{ name, entry: entryOf(entry) }], { force: true });
}
