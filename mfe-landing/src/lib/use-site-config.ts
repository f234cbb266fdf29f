import { useEffect, useState } from 'react';
import type { SiteConfig } from '@law/contracts';

/** The backend puts the public settings into the page beside the server HTML (no request, no axios on '/'). */
function readInlineSiteConfig(): SiteConfig | null {
  const el = document.getElementById('site-config');
  if (!el?.textContent) return null;
  try {
    const value = JSON.parse(el.textContent) as SiteConfig | null;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

let pending: Promise<SiteConfig | null> | null = null;

/** The public site settings, read once per page for every part of the landing that needs them (null until read or on failure). */
export function siteConfig(): Promise<SiteConfig | null> {
  pending ??= Promise.resolve(readInlineSiteConfig()).then(
    (inline) => inline ?? import('./get-site-config').then((m) => m.getSiteConfig()).catch(() => null),
  );
  return pending;
}

/** Null in the server HTML and on the first client render (so hydration matches), then the settings. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let live = true;
    void siteConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
