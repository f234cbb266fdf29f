import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS, REMOTES, type RemotesMap } from '@law/contracts';

/**
 * The landing remote's server HTML (ARCHITECTURE section 2): its build writes `ssr.json` beside `mf-manifest.json`
 * (libs/build/webpack-server-render.cjs). We find it through the same remotes-map entry as the browser build, so a
 * remote re-deployed to a new URL changes the server HTML and the hydrating code together. The file is data — HTML,
 * CSS, a version — never code: nothing of the remote runs inside this process.
 */
export interface ServerFragment {
  format: 1;
  remote: string;
  /** The exposed module that hydrates the fragment, e.g. './Hydrate'. */
  hydrate: string;
  /** Content hash of the build: the cache key beside the URL. */
  version: string;
  css: string;
  html: string;
}

/** What the remote's build writes in place of its public base URL (libs/build SSR_PUBLIC_PATH). */
export const SSR_PUBLIC_PATH = '/__remote_base__/';
export const SSR_FILE = 'ssr.json';
const MAX_FRAGMENT_BYTES = 1_000_000;

export type FragmentResult = { ok: true; fragment: ServerFragment; baseUrl: string } | { ok: false; reason: string };

export interface ServerHtmlOptions {
  appRoot: string;
  /** How long a page waits for a remote fragment not yet cached; past it the page is client-rendered. */
  budgetMs: number;
  /** How long a fetched fragment is used before it is fetched again (in the background). */
  ttlMs?: number;
  /** Told once per failing URL per retry period, with why (no visitor data in it). */
  warn: (message: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

function parseFragment(text: string): ServerFragment {
  if (text.length > MAX_FRAGMENT_BYTES) throw new Error(`larger than ${MAX_FRAGMENT_BYTES} bytes`);
  const value = JSON.parse(text) as Partial<ServerFragment> | null;
  if (!value || value.format !== 1) throw new Error('unknown format');
  if (typeof value.html !== 'string' || !value.html || typeof value.css !== 'string') throw new Error('no html/css');
  if (typeof value.version !== 'string' || typeof value.hydrate !== 'string' || !/^\.\/[A-Za-z0-9_-]+$/.test(value.hydrate)) {
    throw new Error('no version/hydrate module');
  }
  return value as ServerFragment;
}

interface CacheEntry {
  at: number;
  result: { fragment: ServerFragment } | { reason: string };
  mtimeMs?: number;
}

/** Reads (local build) or fetches (another origin) the landing's fragment, cached per URL and build version. */
export class ServerHtmlSource {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inflight = new Map<string, Promise<CacheEntry>>();
  private readonly slowWarned = new Set<string>();
  private readonly ttlMs: number;
  private readonly retryMs = 10_000;

  constructor(private readonly o: ServerHtmlOptions) {
    this.ttlMs = o.ttlMs ?? 60_000;
  }

  /** The fragment for the landing entry of `map`, with the base URL its assets live under (absolute, for hydration). */
  async landing(map: RemotesMap, origin: string): Promise<FragmentResult> {
    const manifest = map[REMOTES.landing];
    if (!manifest) return { ok: false, reason: 'no landing entry in the remotes map' };
    const local = manifest === `/mf/${REMOTE_FOLDERS[REMOTES.landing]}/mf-manifest.json`;
    let manifestUrl: URL;
    try {
      manifestUrl = new URL(manifest, origin);
    } catch {
      return { ok: false, reason: 'the landing entry is not a URL' };
    }
    const baseUrl = new URL('.', manifestUrl).href;
    const entry = local ? this.readLocal() : await this.fetchRemote(new URL(SSR_FILE, manifestUrl).href);
    if ('reason' in entry.result) return { ok: false, reason: entry.result.reason };
    return { ok: true, fragment: entry.result.fragment, baseUrl };
  }

  private readLocal(): CacheEntry {
    const file = path.join(this.o.appRoot, REMOTE_FOLDERS[REMOTES.landing], 'dist', SSR_FILE);
    const key = `file:${file}`;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return this.remember(key, { reason: `${SSR_FILE} is missing from the landing build` });
    }
    const cached = this.cache.get(key);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    try {
      return this.remember(key, { fragment: parseFragment(fs.readFileSync(file, 'utf8')) }, mtimeMs);
    } catch (e) {
      return this.remember(key, { reason: `${SSR_FILE} of the landing build is invalid: ${(e as Error).message}` }, mtimeMs);
    }
  }

  private async fetchRemote(url: string): Promise<CacheEntry> {
    const now = (this.o.now ?? Date.now)();
    const cached = this.cache.get(url);
    const fresh = cached && now - cached.at < ('reason' in cached.result ? this.retryMs : this.ttlMs);
    if (cached && fresh) return cached;
    const pending = this.inflight.get(url) ?? this.startFetch(url);
    // A stale good copy is served at once while the new one is fetched; otherwise wait within the budget.
    if (cached && !('reason' in cached.result)) return cached;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<CacheEntry>((resolve) => {
      timer = setTimeout(() => {
        const reason = `no answer within ${this.o.budgetMs} ms`;
        // Said once per fetch: the pages asking meanwhile are client-rendered too, the fetch goes on for the cache.
        if (!this.slowWarned.has(url)) {
          this.slowWarned.add(url);
          this.o.warn(`landing server HTML unavailable, the page is client-rendered: ${SSR_FILE} ${reason}`);
        }
        resolve({ at: now, result: { reason } });
      }, this.o.budgetMs);
    });
    try {
      return await Promise.race([pending, budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  private startFetch(url: string): Promise<CacheEntry> {
    const doFetch = this.o.fetch ?? fetch;
    const pending = (async () => {
      try {
        // The page does not wait longer than the budget; the fetch itself may finish later and fill the cache.
        const res = await doFetch(url, { signal: AbortSignal.timeout(Math.max(this.o.budgetMs * 10, 3000)), redirect: 'error' });
        if (!res.ok) return this.remember(url, { reason: `${SSR_FILE} answered ${res.status}` });
        return this.remember(url, { fragment: parseFragment(await res.text()) });
      } catch (e) {
        return this.remember(url, { reason: `${SSR_FILE} could not be read: ${(e as Error).message}` });
      } finally {
        this.inflight.delete(url);
        this.slowWarned.delete(url);
      }
    })();
    this.inflight.set(url, pending);
    return pending;
  }

  private remember(key: string, result: CacheEntry['result'], mtimeMs?: number): CacheEntry {
    const before = this.cache.get(key);
    const at = (this.o.now ?? Date.now)();
    if ('reason' in result) {
      // A failed refresh of a fetched fragment keeps the last good copy: the remote's last version still renders.
      if (before && 'fragment' in before.result && !key.startsWith('file:')) {
        this.o.warn(`landing server HTML: refresh failed (${result.reason}); keeping version ${before.result.fragment.version}`);
        before.at = at;
        return before;
      }
      if (!before || !('reason' in before.result) || before.result.reason !== result.reason) {
        this.o.warn(`landing server HTML unavailable, the page is client-rendered: ${result.reason}`);
      }
    }
    const entry: CacheEntry = { at, result, mtimeMs };
    this.cache.set(key, entry);
    return entry;
  }
}

/** `</style` or `</script` inside inlined text must not close the element it is in. */
const closeSafe = (text: string, tag: string) => text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`);

/** The fragment placed into the shell's page: critical CSS into <head>, the markup before the shell's root. */
export function withServerHtml(page: string, fragment: ServerFragment, baseUrl: string, containerId: string): string {
  const html = fragment.html.split(SSR_PUBLIC_PATH).join(baseUrl);
  const style = `<style id="${containerId}-css">${closeSafe(fragment.css, 'style')}</style>`;
  const container = `<div id="${containerId}" data-remote="${fragment.remote}" data-hydrate="${fragment.hydrate}" data-version="${fragment.version}">${html}</div>`;
  // The shell's built index.html is minified: `<div id=root></div>`.
  return page.replace('</head>', () => `${style}</head>`).replace(/<div id="?root"?><\/div>/, (root) => `${container}${root}`);
}
